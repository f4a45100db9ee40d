import Testing

@testable import AppDimensAudit

@Suite("DesignScaling: what the app draws for a plain number")
struct DesignScalingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let scaling: DesignScaling
    let text: TextStyle?
    let points: Double
    let window: DimensConfiguration
    let expected: Double
    var testDescription: String { "\(scaling.name) \(points) \(text?.rawValue ?? "dimension")" }
  }

  static let se = DimensConfiguration(
    screenWidth: 375, screenHeight: 667, displayScale: 2, contentSizeCategory: .xSmall)
  static let proMax = DimensConfiguration(screenWidth: 440, screenHeight: 956, displayScale: 3)
  static let ax3 = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: .accessibility3)

  // The doc table, by hand: 16 × 375 ÷ 300 = 20; 44 × 440 ÷ 300 = 64.533333; caption2 is 11 pt
  // at xSmall and at Large in the HIG's ramp (font ramp 11 ÷ 11, × 375 ÷ 300 = 13.75) and in
  // UIFontMetrics' curve (11); body 17 at AX3 is 37 on the metrics curve (the iOS 26
  // measurement) and 17 × 390 ÷ 300 × 40 ÷ 17 = 52 on the font ramp (HIG body: 40 at AX3).
  static let cases = [
    Case(scaling: .fixed, text: nil, points: 16, window: se, expected: 16),
    Case(scaling: .appDimens, text: nil, points: 16, window: se, expected: 20),
    Case(scaling: .fixed, text: nil, points: 44, window: proMax, expected: 44),
    Case(scaling: .appDimens, text: nil, points: 44, window: proMax, expected: 64.533333333333333),
    Case(scaling: .fixed, text: .caption2, points: 11, window: se, expected: 11),
    Case(scaling: .appDimens, text: .caption2, points: 11, window: se, expected: 13.75),
    Case(scaling: .fixed, text: .body, points: 17, window: ax3, expected: 37),
    Case(scaling: .appDimens, text: .body, points: 17, window: ax3, expected: 52),
  ]

  @Test(arguments: cases) func values(_ c: Case) {
    let formula =
      c.text.map { c.scaling.text(c.points, style: $0) } ?? c.scaling.dimension(c.points)
    #expect(abs(formula.value(c.window) - c.expected) < 1e-9)
  }

  @Test func sourcesAndNames() {
    #expect(DesignScaling.fixed.dimension(44).source == "44pt")
    #expect(DesignScaling.appDimens.dimension(44).source == "44.sdp")
    #expect(
      DesignScaling.fixed.text(11, style: .caption2).source == "11.scaled(relativeTo: caption2)")
    #expect(DesignScaling.appDimens.text(17, style: .body).source == "17.ssp")
    #expect(
      DesignScaling.appDimens.text(11, style: .caption2).source == "11.ssp(relativeTo: caption2)")
    #expect(DesignScaling(name: "AppDimens") == .appDimens && DesignScaling(name: "fix") == nil)
  }
}
