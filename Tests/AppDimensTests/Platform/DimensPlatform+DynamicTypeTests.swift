import AppDimensTestSupport
import Testing

@testable import AppDimens

/// One category's body size on the iOS and watchOS ramps, copied from Apple's tables (HIG,
/// Typography › Specifications: "iOS, iPadOS Dynamic Type sizes" and "watchOS Dynamic Type
/// sizes"); the watch has no Medium (read as Large, 16) and no AX4/AX5 (read as AX3, 23).
struct BodySizeCase: Sendable, CustomTestStringConvertible {
  let category: ContentSizeCategory
  let iOS: Double
  let watchOS: Double
  var testDescription: String { "\(category): iOS \(iOS), watchOS \(watchOS)" }
}

@Suite("DimensPlatform: Dynamic Type per platform")
struct DimensPlatformDynamicTypeTests {
  static let bodySizes: [BodySizeCase] = [
    .init(category: .xSmall, iOS: 14, watchOS: 14),
    .init(category: .small, iOS: 15, watchOS: 15),
    .init(category: .medium, iOS: 16, watchOS: 16),
    .init(category: .large, iOS: 17, watchOS: 16),
    .init(category: .xLarge, iOS: 19, watchOS: 17),
    .init(category: .xxLarge, iOS: 21, watchOS: 18),
    .init(category: .xxxLarge, iOS: 23, watchOS: 19),
    .init(category: .accessibility1, iOS: 28, watchOS: 21),
    .init(category: .accessibility2, iOS: 33, watchOS: 22),
    .init(category: .accessibility3, iOS: 40, watchOS: 23),
    .init(category: .accessibility4, iOS: 47, watchOS: 23),
    .init(category: .accessibility5, iOS: 53, watchOS: 23),
  ]

  @Test(arguments: bodySizes)
  func bodySizesAreApples(_ row: BodySizeCase) {
    #expect(DimensPlatform.iOS.bodyPointSize(at: row.category) == row.iOS)
    #expect(DimensPlatform.visionOS.bodyPointSize(at: row.category) == row.iOS)
    #expect(DimensPlatform.watchOS.bodyPointSize(at: row.category) == row.watchOS)
    for platform in [DimensPlatform.tvOS, .macOS, .carPlay] {
      #expect(platform.bodyPointSize(at: row.category) == nil)
    }
  }

  @Test(arguments: bodySizes)
  func fontScaleIsBodyOverBodyAtLarge(_ row: BodySizeCase) {
    // 17 and 16 are the body sizes at Large on iOS and watchOS.
    #expect(isClose(DimensPlatform.iOS.fontScale(for: row.category), row.iOS / 17, tolerance: 0))
    #expect(
      isClose(DimensPlatform.visionOS.fontScale(for: row.category), row.iOS / 17, tolerance: 0))
    #expect(
      isClose(DimensPlatform.watchOS.fontScale(for: row.category), row.watchOS / 16, tolerance: 0))
    for platform in [DimensPlatform.tvOS, .macOS, .carPlay] {
      #expect(platform.fontScale(for: row.category) == 1)
    }
  }

  @Test func documentedFontScales() {
    #expect(isClose(DimensPlatform.iOS.fontScale(for: .accessibility3), 2.352941))
    #expect(isClose(DimensPlatform.iOS.fontScale(for: .accessibility5), 3.117647))
    #expect(DimensPlatform.watchOS.fontScale(for: .xLarge) == 1.0625)
    #expect(DimensPlatform.watchOS.fontScale(for: .accessibility3) == 1.4375)
    #expect(DimensPlatform.watchOS.fontScale(for: .accessibility5) == 1.4375)
    #expect(DimensPlatform.watchOS.fontScale(for: .small) == 0.9375)
    #expect(DimensPlatform.tvOS.fontScale(for: .accessibility3) == 1)
  }

  @Test func watchOSLacksMediumAndTheTwoLargestAccessibilitySizes() {
    #expect(DimensPlatform.watchOS.rampCategory(for: .medium) == .large)
    #expect(DimensPlatform.watchOS.rampCategory(for: .accessibility4) == .accessibility3)
    #expect(DimensPlatform.watchOS.rampCategory(for: .accessibility5) == .accessibility3)
    #expect(
      DimensPlatform.watchOS.categories == [
        .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1,
        .accessibility2, .accessibility3,
      ])
    #expect(!DimensPlatform.watchOS.hasCategory(.medium))
    #expect(DimensPlatform.watchOS.hasCategory(.xLarge))
  }

  @Test func iOSAndVisionOSHaveEveryCategory() {
    #expect(DimensPlatform.iOS.categories == ContentSizeCategory.allCases)
    #expect(DimensPlatform.visionOS.categories == ContentSizeCategory.allCases)
  }

  @Test(arguments: [DimensPlatform.tvOS, .macOS, .carPlay])
  func platformsWithoutDynamicTypeIgnoreTheCategory(_ platform: DimensPlatform) {
    #expect(platform.categories == [.large])
    for category in ContentSizeCategory.allCases {
      #expect(platform.rampCategory(for: category) == .large)
      #expect(platform.hasCategory(category) == (category == .large))
    }
  }
}

/// A window on one platform at one category, and the font scale the contract derives.
struct DerivedFontScaleCase: Sendable, CustomTestStringConvertible {
  let idiom: DeviceIdiom
  var uiMode: UIMode = .normal
  let category: ContentSizeCategory
  let expected: Double
  var testDescription: String { "\(idiom)/\(uiMode) at \(category) → \(expected)" }
}

@Suite("DimensConfiguration: the derived fontScale asks the platform")
struct DerivedFontScaleTests {
  @Test(arguments: [
    DerivedFontScaleCase(idiom: .phone, category: .accessibility3, expected: 40.0 / 17),
    DerivedFontScaleCase(idiom: .pad, category: .xSmall, expected: 14.0 / 17),
    DerivedFontScaleCase(idiom: .vision, category: .accessibility5, expected: 53.0 / 17),
    DerivedFontScaleCase(idiom: .watch, category: .accessibility3, expected: 23.0 / 16),
    DerivedFontScaleCase(idiom: .watch, category: .accessibility5, expected: 23.0 / 16),
    DerivedFontScaleCase(idiom: .watch, category: .medium, expected: 1),
    DerivedFontScaleCase(idiom: .watch, category: .small, expected: 15.0 / 16),
    DerivedFontScaleCase(idiom: .tv, category: .accessibility3, expected: 1),
    DerivedFontScaleCase(idiom: .mac, category: .accessibility5, expected: 1),
    DerivedFontScaleCase(idiom: .carPlay, category: .xxxLarge, expected: 1),
    DerivedFontScaleCase(
      idiom: .unspecified, uiMode: .television, category: .accessibility3, expected: 1),
    DerivedFontScaleCase(
      idiom: .unspecified, uiMode: .watch, category: .accessibility2, expected: 22.0 / 16),
    DerivedFontScaleCase(idiom: .unspecified, category: .accessibility3, expected: 40.0 / 17),
  ])
  func derivedFontScale(_ row: DerivedFontScaleCase) {
    let c = DimensConfiguration(
      screenWidth: 1920, screenHeight: 1080, contentSizeCategory: row.category,
      uiMode: row.uiMode, idiom: row.idiom)
    #expect(isClose(c.fontScale, row.expected, tolerance: 1e-15))
    // The category is kept even where it is ignored.
    #expect(c.contentSizeCategory == row.category)
  }

  @Test func aGivenFontScaleWinsOnEveryPlatform() {
    for idiom in DeviceIdiom.allCases {
      let c = DimensConfiguration(
        screenWidth: 400, screenHeight: 400, fontScale: 1.25,
        contentSizeCategory: .accessibility3, idiom: idiom)
      #expect(c.fontScale == 1.25, "\(idiom)")
    }
  }

  @Test func tvOSVector() {
    // Apple TV, 1920 × 1080 at AX3: 17.ssp = 17 × 1080 ÷ 300 × 1 = 61.2.
    let tv = DimensConfiguration(
      screenWidth: 1920, screenHeight: 1080, contentSizeCategory: .accessibility3, idiom: .tv)
    #expect(isClose(17.ssp(tv), 61.2, tolerance: 1e-12))
  }
}

@Test func theCategoryATextSizeStandsAt() {
  // The rows of the doc comment of `textSizeCategory(category:fontScale:)`: with Dynamic Type
  // the category; without, the largest category whose iOS body ratio (HIG: 14, 15, 16, 17, 19,
  // 21, 23, 28, 33, 40, 47, 53 points, ÷ 17) the font scale reaches.
  #expect(
    DimensPlatform.iOS.textSizeCategory(category: .accessibility2, fontScale: 1.94)
      == .accessibility2)
  #expect(DimensPlatform.macOS.textSizeCategory(category: .large, fontScale: 1) == .large)
  #expect(DimensPlatform.macOS.textSizeCategory(category: .large, fontScale: 1.5) == .xxxLarge)
  #expect(
    DimensPlatform.macOS.textSizeCategory(category: .large, fontScale: 1.7) == .accessibility1)
  #expect(DimensPlatform.tvOS.textSizeCategory(category: .accessibility5, fontScale: 1) == .large)
  #expect(DimensPlatform.macOS.textSizeCategory(category: .large, fontScale: 0.5) == .xSmall)
  // Just below and at a ratio: 19 ÷ 17 is xLarge, a hair below is large.
  #expect(
    DimensPlatform.carPlay.textSizeCategory(category: .large, fontScale: 19.0 / 17) == .xLarge)
  #expect(
    DimensPlatform.carPlay.textSizeCategory(category: .large, fontScale: 19.0 / 17 - 1e-12)
      == .large)
  #expect(
    DimensPlatform.macOS.textSizeCategory(category: .large, fontScale: 53.0 / 17) == .accessibility5
  )
  #expect(DimensPlatform.macOS.textSizeCategory(category: .large, fontScale: .nan) == .large)
  #expect(DimensPlatform.macOS.textSizeCategory(category: .large, fontScale: -2) == .large)
  #expect(
    DimensPlatform.watchOS.textSizeCategory(category: .accessibility5, fontScale: 1)
      == .accessibility5)
  let mac = DimensConfiguration(screenWidth: 1024, screenHeight: 768, fontScale: 1.7, idiom: .mac)
  #expect(mac.textSizeCategory == .accessibility1)
}
