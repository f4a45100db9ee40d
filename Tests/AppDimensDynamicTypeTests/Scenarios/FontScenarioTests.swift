import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

// Scenarios of the font helpers: what `.font(style:)`, `.font(size:style:)` and `ssp` resolve
// in a window, through the one value the helpers read from the provider (`ProviderText`) and
// the environment's Dynamic Type size. `DynamicTypeFontModifier` is exactly
// `spec.resolve(category:platform:fontScale:)` with those; these tests call the same.
// Sources: the HIG's iOS body sizes (Typography › Specifications: 17 at Large, 21 xxLarge, 40
// AX3, 53 AX5; macOS body 13), and a device measurement at AX5 — "UIFont.preferredFont(
// forTextStyle: .body)" 53 pt, "UIFontMetrics.default.scaledFont(for: UIFont.systemFont(
// ofSize: 17))" 48 pt (Stack Overflow question 51243804, "UIFontMetrics: scaled font size
// calculation", 2018).

@Suite struct FontScenarios {
  private let phone = ProviderText(platform: .iOS, fontScale: 1)

  /// `.font(style: .body)` is the system body font at every category: `.font(.body)` and
  /// `preferredFont(forTextStyle: .body)` — 40 pt at AX3, 53 at AX5 (the measurement).
  @Test func aStandardStyleEqualsTheFontRamp() {
    let body = FontSpec(style: .body)
    let expected: [(ContentSizeCategory, Double)] = [
      (.large, 17), (.xxLarge, 21), (.accessibility3, 40), (.accessibility5, 53),
    ]
    for (category, points) in expected {
      let font = body.resolve(category: category, platform: phone.platform, fontScale: 1)
      #expect(font.pointSize == points, "\(category)")
    }
  }

  /// Its cap: `.font(style: .body, maxSize: .accessibility3)` at AX5 is body at AX3, 40.
  @Test func aStandardStyleStopsAtItsCap() {
    let capped = FontSpec(style: .body, maxSize: .accessibility3)
    #expect(capped.resolve(category: .accessibility5, platform: .iOS, fontScale: 1).pointSize == 40)
  }

  /// `.font(size: 17, style: .body)` is a custom size on `UIFontMetrics`' curve: at AX5 the
  /// measurement's 48 pt, which `scaledFont(for:)` rounds to a whole point (the spec keeps the
  /// unrounded size, within half a point).
  @Test func aCustomSizeFollowsTheMetricsCurve() {
    let custom = FontSpec(size: 17, style: .body)
    let font = custom.resolve(category: .accessibility5, platform: .iOS, fontScale: 1)
    #expect(abs(font.pointSize - 48) < 0.5)
    #expect(font.pointSize.rounded() == 48)
  }

  /// `ssp` keeps the body font's ratio: on a 390 × 844 window at AX5, 17.ssp ÷ 17.sdp is
  /// 53 ÷ 17, the ratio of `.font(.body)` to its size at Large.
  @Test func sspKeepsTheBodyFontsRatio() {
    let window = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility5, idiom: .phone)
    #expect(isClose(17.ssp(window) / 17.sdp(window), 53.0 / 17, tolerance: 1e-12))
    let body = FontSpec(style: .body).resolve(in: window)
    #expect(isClose(17.ssp(window) / 17.sdp(window), body.pointSize / 17, tolerance: 1e-12))
  }

  /// A cap around the provider reaches the helpers as it reaches `ssp`: the environment's
  /// Dynamic Type size is xxLarge, so `.font(style: .body)` is 21 and 17.ssp ÷ 17.sdp is
  /// 21 ÷ 17.
  @Test func aCapAroundTheProviderReachesTheHelpersAndSsp() {
    let font = FontSpec(style: .body).resolve(category: .xxLarge, platform: .iOS, fontScale: 1)
    #expect(font.pointSize == 21)
    let window = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, contentSizeCategory: .xxLarge, idiom: .phone)
    #expect(isClose(17.ssp(window) / 17.sdp(window), font.pointSize / 17, tolerance: 1e-12))
  }

  /// Mac Catalyst with the Mac idiom, an app text size of 150 %: the provider's text is the
  /// Mac's, so `.font(style: .body)` is the Mac body (13 pt) × 1.5 = 19.5, whatever
  /// `dynamicTypeSize` says; without a provider (the native platform, iOS, at 1) it would
  /// follow the iOS ramp.
  @Test func macCatalystWithTheMacIdiomUsesTheMacsText() {
    let text = ProviderText(platform: .macOS, fontScale: 1.5)
    let font = FontSpec(style: .body).resolve(
      category: .accessibility3, platform: text.platform, fontScale: text.fontScale)
    #expect(font.pointSize == 19.5)
    #expect(text.fixedSizeScale == 1.5)
  }
}
