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

  /// A custom font in an island capped at xxLarge (`.dynamicTypeSize(...xxLarge)` around the
  /// view) while the window's configuration says AX5: `.font(name:size:style:window:)` takes
  /// the view's own text size, so body 17 grows 17 × 26 ÷ 22 on the metrics curve (the HIG's
  /// body leading at xxLarge and Large; the iOS 26 dump measured 20 for 17 pt there, the same
  /// on its 1/3-pt grid), × the window's 390 ÷ 300.
  @Test func aCustomFontInACappedIslandUsesTheViewsTextSize() {
    let window = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility5, idiom: .phone)
    let spec = FontSpec(size: 17, style: .body, name: "Avenir Next")
    let font = spec.resolve(in: window, category: .xxLarge, qualifier: .smallWidth)
    #expect(isClose(font.pointSize, 17 * 390.0 / 300 * 26 / 22))
    #expect(abs(font.pointSize / (390.0 / 300) - 20) < 1.0 / 6)
    // The face is the custom font by name; with a weight, the family at that weight.
    #expect(spec.face() == .named("Avenir Next"))
    let medium = FontSpec(size: 17, style: .body, weight: .medium, name: "Avenir Next")
    #expect(medium.face() == .family("Avenir Next", .medium))
  }

  /// The UIKit helper hands `UIFontMetrics` an unscaled base and a cap: on a 12.9-inch iPad
  /// (1024-point side) a 17 pt custom font capped at AX3 starts at 17 × 1024 ÷ 300 and stops
  /// at that × 48 ÷ 22 (the metrics curve at AX3), whatever the category is.
  @Test func uiKitsCustomFontGetsAnUnscaledBaseAndItsCap() {
    let pad = DimensConfiguration(
      screenWidth: 1024, screenHeight: 1366, contentSizeCategory: .accessibility5, idiom: .pad)
    let spec = FontSpec(size: 17, style: .body, maxSize: .accessibility3, name: "Avenir Next")
    let sizes = spec.metricsSizes(in: pad)
    #expect(isClose(sizes.base, 17 * 1024.0 / 300))
    #expect(isClose(sizes.maximum, 17 * 1024.0 / 300 * 48 / 22))
    // A blank name is the system font at the style's HIG weight.
    #expect(FontSpec(style: .headline, name: " ").face() == .system(.semibold))
  }
}
