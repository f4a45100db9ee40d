import AppDimensTestSupport
import Testing

@testable import AppDimens

/// A text size, a platform, and the font scale it gives: percent ÷ 100, or the category's
/// body ratio from Apple's tables (HIG, Typography › Specifications) — the iOS one on the
/// platforms without Dynamic Type.
struct AppTextSizeCase: Sendable, CustomTestStringConvertible {
  let size: AppTextSize
  let platform: DimensPlatform
  let fontScale: Double
  var testDescription: String { "\(size.rawValue) on \(platform) → \(fontScale)" }
}

@Suite("AppTextSize: an app's own text size sets the font scale on any platform")
struct AppTextSizeTests {
  @Test(arguments: [
    AppTextSizeCase(size: .percent(85), platform: .macOS, fontScale: 0.85),
    AppTextSizeCase(size: .percent(150), platform: .macOS, fontScale: 1.5),
    AppTextSizeCase(size: .percent(200), platform: .tvOS, fontScale: 2),
    // Ignored where there is Dynamic Type (the system's category decides).
    AppTextSizeCase(size: .percent(150), platform: .iOS, fontScale: 1),
    AppTextSizeCase(size: .percent(150), platform: .watchOS, fontScale: 1),
    AppTextSizeCase(size: .percent(150), platform: .carPlay, fontScale: 1.5),
    // iOS body: xLarge 19, Large 17; watchOS body: xLarge 17, Large 16.
    AppTextSizeCase(size: .category(.xLarge), platform: .macOS, fontScale: 19.0 / 17),
    AppTextSizeCase(size: .category(.xLarge), platform: .carPlay, fontScale: 19.0 / 17),
    AppTextSizeCase(size: .category(.xLarge), platform: .watchOS, fontScale: 17.0 / 16),
    AppTextSizeCase(size: .category(.accessibility3), platform: .iOS, fontScale: 40.0 / 17),
    AppTextSizeCase(size: .percent(.nan), platform: .macOS, fontScale: 1),
    AppTextSizeCase(size: .percent(-50), platform: .macOS, fontScale: 1),
    AppTextSizeCase(size: .percent(0), platform: .macOS, fontScale: 1),
  ])
  func fontScale(_ row: AppTextSizeCase) {
    #expect(isClose(row.size.fontScale(on: row.platform), row.fontScale, tolerance: 1e-15))
  }

  @Test func aPhoneIgnoresAPercentageButTakesACategory() {
    let phone = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility3, idiom: .phone)
    #expect(phone.applying(.percent(150)) == phone)
    #expect(!AppTextSize.percent(150).isHonored(on: .iOS))
    #expect(AppTextSize.percent(150).isHonored(on: .macOS))
    #expect(AppTextSize.category(.xLarge).isHonored(on: .iOS))
    let app = phone.applying(.category(.xLarge))
    #expect(app.contentSizeCategory == .xLarge && app.fontScale == 19.0 / 17)
  }

  @Test func aMacWindowFollowsTheAppsTextSize() {
    // 13 × 768 ÷ 300 = 33.28 at 100 %; × 1.5 = 49.92 at 150 %.
    let mac = DimensConfiguration(screenWidth: 1024, screenHeight: 768, idiom: .mac)
    #expect(isClose(13.ssp(mac), 33.28, tolerance: 1e-12))
    let larger = mac.applying(.percent(150))
    #expect(isClose(13.ssp(larger), 49.92, tolerance: 1e-12))
    #expect(larger.fontScale == 1.5)
    #expect(larger.contentSizeCategory == .large)
    // A category sets the category too, and its iOS body ratio as the font scale.
    let category = mac.applying(.category(.accessibility1))
    #expect(category.contentSizeCategory == .accessibility1)
    #expect(isClose(category.fontScale, 28.0 / 17, tolerance: 1e-15))
    // Nothing else changes.
    #expect(larger.screenWidth == mac.screenWidth && larger.idiom == .mac)
    #expect(larger.maximumWindowWidth == mac.maximumWindowWidth)
  }

  @Test func aHugePercentageIsClampedByTheConfiguration() {
    let mac = DimensConfiguration(screenWidth: 1024, screenHeight: 768, idiom: .mac)
    #expect(mac.applying(.percent(5_000)).fontScale == 10)
    #expect(mac.applying(.percent(.infinity)).fontScale == 1)
  }

  struct RawCase: Sendable, CustomTestStringConvertible {
    let raw: String
    let size: AppTextSize?
    var testDescription: String { raw }
  }

  @Test(arguments: [
    RawCase(raw: "accessibility3", size: .category(.accessibility3)),
    RawCase(raw: "large", size: .category(.large)),
    RawCase(raw: "150%", size: .percent(150)),
    RawCase(raw: "85.5%", size: .percent(85.5)),
    RawCase(raw: "huge", size: nil),
    RawCase(raw: "150", size: nil),
    RawCase(raw: "%", size: nil),
    RawCase(raw: "nan%", size: nil),
    RawCase(raw: "", size: nil),
  ])
  func storedForm(_ row: RawCase) {
    #expect(AppTextSize(rawValue: row.raw) == row.size)
    if let size = row.size { #expect(size.rawValue == row.raw) }
  }

  @Test func everyStoredFormReadsBack() {
    let sizes: [AppTextSize] =
      ContentSizeCategory.allCases.map(AppTextSize.category)
      + [85, 100, 112.5, 150, 200, 1e-3].map(AppTextSize.percent)
    for size in sizes { #expect(AppTextSize(rawValue: size.rawValue) == size, "\(size)") }
  }

  @Test func theSliderRange() {
    // 85 % of the 13 pt macOS body is 11.05 pt; 200 % is WCAG 1.4.4's enlargement.
    #expect(AppTextSize.percentRange == 85...200)
    #expect(AppTextSize.category(.small).category == .small)
    #expect(AppTextSize.percent(120).category == nil)
  }
}
