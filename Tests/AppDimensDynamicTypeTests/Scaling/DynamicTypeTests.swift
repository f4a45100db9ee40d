import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// An independent model of Behavior Reference › Dynamic Type on the reference table: clamp by
/// column index, then `v × size(style, c) ÷ size(style, L)`.
func modelScaled(
  _ value: Double, style: TextStyle, category: ContentSizeCategory,
  maximum: ContentSizeCategory = .accessibility5, minimum: ContentSizeCategory? = nil
) -> Double? {
  guard var index = referenceIOSColumns.firstIndex(of: category),
    let cap = referenceIOSColumns.firstIndex(of: maximum)
  else { return nil }
  if let minimum, let floor = referenceIOSColumns.firstIndex(of: minimum) {
    index = max(index, floor)
  }
  index = min(index, cap)
  guard let size = referenceIOSSize(style.rawValue, index),
    let large = referenceIOSSize(style.rawValue, 3)
  else { return nil }
  return value * size / large
}

/// A documented row of `DynamicType.scaled`.
struct ScaledCase: Sendable, CustomTestStringConvertible {
  let value: Double
  let style: TextStyle
  let category: ContentSizeCategory
  var maximum: ContentSizeCategory = .accessibility5
  var minimum: ContentSizeCategory?
  var platform: DimensPlatform = .iOS
  let expected: Double
  var testDescription: String { "\(value) ~ \(style) @\(category) on \(platform) = \(expected)" }
}

@Test(arguments: [
  ScaledCase(value: 17, style: .body, category: .accessibility3, expected: 40),
  ScaledCase(value: 24, style: .body, category: .xxxLarge, expected: 32.470588),
  ScaledCase(
    value: 17, style: .body, category: .accessibility5, maximum: .xxLarge, expected: 21),
  ScaledCase(value: 12, style: .caption1, category: .xSmall, minimum: .large, expected: 12),
  ScaledCase(
    value: 20, style: .title2, category: .accessibility5, platform: .watchOS,
    expected: 26.666667),
])
func scaledMatchesTheDocumentedTable(_ c: ScaledCase) {
  let result = DynamicType.scaled(
    c.value, relativeTo: c.style, category: c.category, maxSize: c.maximum,
    minSize: c.minimum, platform: c.platform)
  #expect(isClose(result, c.expected))
}

@Test func specVectorAccessibility3() {
  #expect(isClose(DynamicType.scaled(17, relativeTo: .body, category: .accessibility3), 40))
}

@Test func scaledAgreesWithTheModelEverywhere() {
  var generator = SplitMix64(seed: 0x5EED_0007)
  for _ in 0..<2000 {
    let style = TextStyle.iOSStyles.randomElement(using: &generator) ?? .body
    let category = ContentSizeCategory.allCases.randomElement(using: &generator) ?? .large
    let maximum = ContentSizeCategory.allCases.randomElement(using: &generator) ?? .large
    let minimum =
      Bool.random(using: &generator)
      ? ContentSizeCategory.allCases.randomElement(using: &generator) : nil
    let value = Double.random(in: -100...100, using: &generator)
    let expected = modelScaled(
      value, style: style, category: category, maximum: maximum, minimum: minimum)
    let result = DynamicType.scaled(
      value, relativeTo: style, category: category, maxSize: maximum,
      minSize: minimum)
    #expect(expected.map { isClose(result, $0, tolerance: 1e-9) } == true)
  }
}

@Test func theCapHoldsAndTheFloorHolds() {
  for style in TextStyle.iOSStyles {
    for cap in ContentSizeCategory.allCases {
      let atCap = DynamicType.scaled(10, relativeTo: style, category: cap)
      for category in ContentSizeCategory.allCases {
        let capped = DynamicType.scaled(
          10, relativeTo: style, category: category, maxSize: cap)
        #expect(capped <= atCap + 1e-12)
        let floored = DynamicType.scaled(
          10, relativeTo: style, category: category, minSize: cap)
        #expect(floored >= atCap - 1e-12)
      }
    }
  }
}

@Test func theDefaultCapIsAccessibility5() {
  #expect(DynamicType.defaultMaxSize == .accessibility5)
  #expect(isClose(DynamicType.scaled(17, category: .accessibility5), 53))
}

/// A documented row of `DynamicType.clamp`.
struct ClampCase: Sendable, CustomTestStringConvertible {
  let category: ContentSizeCategory
  let minimum: ContentSizeCategory?
  let maximum: ContentSizeCategory
  let expected: ContentSizeCategory
  var testDescription: String { "\(category) in \(minimum.map(\.rawValue) ?? "–")…\(maximum)" }
}

@Test(arguments: [
  ClampCase(category: .accessibility5, minimum: nil, maximum: .xxLarge, expected: .xxLarge),
  ClampCase(category: .xSmall, minimum: .large, maximum: .accessibility5, expected: .large),
  ClampCase(
    category: .xSmall, minimum: .accessibility2, maximum: .accessibility1,
    expected: .accessibility1),
  ClampCase(category: .medium, minimum: .small, maximum: .large, expected: .medium),
])
func clampFollowsTheDocumentedTable(_ c: ClampCase) {
  #expect(DynamicType.clamp(c.category, minimum: c.minimum, maximum: c.maximum) == c.expected)
}

@Test func imageSizeNeverShrinksAndFollowsLargeTitle() {
  #expect(isClose(DynamicType.imageSize(24, category: .accessibility5), 24 * 60 / 34))
  #expect(isClose(DynamicType.imageSize(24, category: .accessibility5), 42.352941))
  #expect(DynamicType.imageSize(24, category: .xSmall) == 24)
  #expect(
    isClose(
      DynamicType.imageSize(24, category: .accessibility5, maxSize: .xxLarge),
      24 * 38 / 34))
}

@Test func nonFiniteValuesDoNotTrap() {
  #expect(DynamicType.scaled(.nan, category: .accessibility3).isNaN)
  #expect(DynamicType.scaled(.infinity, category: .large) == .infinity)
}

/// A window and the value of `DynamicType.scaled(17, relativeTo: .body, in: window)`:
/// the category on the window's platform ramp (HIG), unchanged without Dynamic Type unless the
/// window has an explicit font scale.
struct WindowScaledCase: Sendable, CustomTestStringConvertible {
  let label: String
  let idiom: DeviceIdiom
  let category: ContentSizeCategory
  var fontScale: Double?
  let expected: Double
  var testDescription: String { "\(label) = \(expected)" }
}

@Test(arguments: [
  WindowScaledCase(label: "iPhone AX3", idiom: .phone, category: .accessibility3, expected: 40),
  // watchOS body: 16 at Large, 23 at AX3; AX5 resolves as AX3.
  WindowScaledCase(
    label: "watch AX3", idiom: .watch, category: .accessibility3, expected: 24.4375),
  WindowScaledCase(
    label: "watch AX5", idiom: .watch, category: .accessibility5, expected: 24.4375),
  WindowScaledCase(label: "watch M", idiom: .watch, category: .medium, expected: 17),
  WindowScaledCase(label: "tvOS AX3", idiom: .tv, category: .accessibility3, expected: 17),
  WindowScaledCase(label: "macOS AX5", idiom: .mac, category: .accessibility5, expected: 17),
  WindowScaledCase(
    label: "macOS at the app's 150 %", idiom: .mac, category: .large, fontScale: 1.5,
    expected: 25.5),
  WindowScaledCase(
    label: "Vision Pro AX1", idiom: .vision, category: .accessibility1, expected: 28),
  WindowScaledCase(label: "CarPlay AX3", idiom: .carPlay, category: .accessibility3, expected: 17),
])
func scaledInAWindowUsesItsPlatform(_ c: WindowScaledCase) {
  let window = DimensConfiguration(
    screenWidth: 1920, screenHeight: 1080, fontScale: c.fontScale,
    contentSizeCategory: c.category, idiom: c.idiom)
  #expect(
    isClose(DynamicType.scaled(17, relativeTo: .body, in: window), c.expected, tolerance: 1e-12))
}

@Test func specVectorsPerPlatform() {
  let tv = DimensConfiguration(
    screenWidth: 1920, screenHeight: 1080, contentSizeCategory: .accessibility3, idiom: .tv)
  #expect(isClose(17.ssp(tv), 61.2, tolerance: 1e-12))
  #expect(DynamicType.scaled(17, relativeTo: .body, in: tv) == 17)
  #expect(17.ssp(tv, relativeTo: .body) == 17.ssp(tv))
  for category in [ContentSizeCategory.accessibility3, .accessibility5] {
    #expect(
      DynamicType.scaled(17, relativeTo: .body, category: category, platform: .watchOS)
        == 24.4375)
    #expect(DynamicType.scaled(17, relativeTo: .body, category: category, platform: .tvOS) == 17)
    #expect(DynamicType.scaled(17, relativeTo: .body, category: category, platform: .macOS) == 17)
  }
}

@Test(arguments: ContentSizeCategory.allCases)
func thePrincipalBodyTablesAreTheRampsBodyRows(_ category: ContentSizeCategory) {
  // The principal module keeps its own body rows to derive fontScale; they must be the ramps'.
  for platform in [DimensPlatform.iOS, .watchOS, .visionOS] {
    #expect(
      platform.bodyPointSize(at: category)
        == TypeRamp.metrics(.body, category, platform: platform)?.size, "\(platform)")
  }
}
