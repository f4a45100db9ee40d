import AppDimensBreakpoints
import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// The rows of ``DesignTokenValue``'s table, computed by hand: `sdp` is × smallest width ÷ 300
/// (or ÷ the frame's smaller side), fixed text follows UIFontMetrics' measured body curve
/// (17 → 37 pt at accessibility3 on a 3× phone), `ssp` the width and body's font ramp
/// (17 × 390 ÷ 300 × 40 ÷ 17 = 52).
@Suite("DesignTokenValue: a generated token's value in a window")
struct DesignTokenValueTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let value: DesignTokenValue
    let window: DimensConfiguration
    let expected: Double
    let name: String
    var testDescription: String { name }
  }

  static let se = DimensConfiguration(screenWidth: 375, screenHeight: 667, displayScale: 2)
  static let large = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: .accessibility3)
  static let frame = DesignFrame(width: 390, height: 844)

  static let cases: [Case] = [
    .init(value: .dimension(44), window: large, expected: 44, name: "fixed 44"),
    .init(value: .dimension(44), window: se, expected: 44, name: "fixed 44 on SE"),
    .init(
      value: .dimension(16, scaling: .appDimens), window: se, expected: 20, name: "16.sdp on SE"),
    .init(
      value: .dimension(16, scaling: .frame(frame)), window: se, expected: 16 * 375 / 390,
      name: "16 from 390 × 844 on SE"),
    .init(value: .text(17), window: large, expected: 37, name: "fixed body 17 at AX3"),
    .init(
      value: .text(17, scaling: .appDimens), window: large, expected: 52, name: "17.ssp at AX3"),
    .init(value: .text(17), window: se, expected: 17, name: "fixed body 17 at large"),
  ]

  @Test(arguments: cases) func resolvesAsDocumented(_ c: Case) {
    #expect(isClose(c.value.resolve(c.window), c.expected), "\(c.value.resolve(c.window))")
  }

  /// The frame is the value's own: a window already drawn from it is not changed, and one
  /// drawn from another frame is redrawn from the value's.
  @Test func frameWins() {
    let other = Self.se.replacingDesignFrame(DesignFrame(width: 320, height: 568))
    let value = DesignTokenValue.dimension(16, scaling: .frame(Self.frame))
    #expect(isClose(value.resolve(other), 16 * 375 / 390))
  }

  /// A value with breakpoints: below every width the value itself, from each width on that
  /// width's value (CSS `min-width`), text still growing with Dynamic Type.
  @Test func breakpointsChooseByTheWindowsWidth() {
    let value = DesignTokenValue.text(42).breakpoints([
      .width(1056): .text(54), .width(1312): .text(60),
    ])
    for (width, expected) in [
      (390.0, 42.0), (1055, 42), (1056, 54), (1200, 54), (1312, 60), (2000, 60),
    ] {
      #expect(value.resolve(DimensConfiguration(screenWidth: width, screenHeight: 900)) == expected)
    }
    // A text size still follows its style: 42 pt body at AX3 is what 42 pt alone gives there.
    let ax3 = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: .accessibility3)
    #expect(value.resolve(ax3) == DesignTokenValue.text(42).resolve(ax3))
    #expect(value != DesignTokenValue.text(42) && value.widths?.entries.count == 2)
  }

  /// Design points: the doc row by hand (16 up to 400 pt wide, 16 + (500 − 400) × 8 ÷ 200 = 20
  /// at 500, 24 from 600), the same in portrait and landscape (the qualifier is the width);
  /// text is × the window's font scale (20 × 1.5 at 500 pt).
  @Test func designPointsFollowTheWidth() {
    let points = DesignPoints([400: 16, 600: 24], qualifier: .width)
    let value = DesignTokenValue.dimension(points)
    for (width, expected) in [(390.0, 16.0), (500, 20), (768, 24)] {
      let window = DimensConfiguration(screenWidth: width, screenHeight: 300)
      #expect(isClose(value.resolve(window), expected), "\(width)")
    }
    #expect(value.designPoints == points && value.points == 16 && value.kind == .dimension)
    let text = DesignTokenValue.text(points)
    let scaled = DimensConfiguration(screenWidth: 500, screenHeight: 900, fontScale: 1.5)
    #expect(isClose(text.resolve(scaled), 30))
    #expect(text != value && DesignTokenValue.dimension(16).designPoints == nil)
  }
}
