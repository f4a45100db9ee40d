import Testing

@testable import AppDimensTokens

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
    // A 390 × 844 frame takes the 300's place, min(390, 844) = 390: 16 × 375 ÷ 390 = 6000 ÷ 390
    // = 15.384615…; 44 × 440 ÷ 390 = 19360 ÷ 390 = 49.641025…; caption2 at xSmall keeps the
    // ramp's 11 ÷ 11, so 11 × 375 ÷ 390 = 10.576923…; on the frame's own width body at AX3 is
    // the ramp alone, 17 × 390 ÷ 390 × 40 ÷ 17 = 40.
    Case(scaling: .frame(frame), text: nil, points: 16, window: se, expected: 6000 / 390),
    Case(scaling: .frame(frame), text: nil, points: 44, window: proMax, expected: 19360 / 390),
    Case(scaling: .frame(frame), text: .caption2, points: 11, window: se, expected: 4125 / 390),
    Case(scaling: .frame(frame), text: .body, points: 17, window: ax3, expected: 40),
  ]
  static let frame = DesignFrame(width: 390, height: 844)

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
    let framed = DesignScaling.frame(Self.frame)
    #expect(framed.dimension(44).source == "44.sdp")
    #expect(framed.text(11, style: .caption2).source == "11.ssp(relativeTo: caption2)")
    #expect(framed.name == "frame:390x844" && framed.designFrame == Self.frame)
    #expect(DesignScaling.frame(DesignFrame(width: 375.5, height: 812)).name == "frame:375.5x812")
    #expect(DesignScaling.fixed.designFrame == nil && DesignScaling.appDimens.designFrame == nil)
    #expect(DesignScaling(name: "frame:390x844") == nil)
  }

  /// A window that already carries the frame gives the same value as one that does not: the
  /// formula draws from the frame either way (16 × 375 ÷ 390 on the iPhone SE).
  @Test func aWindowWithTheFrameOrWithout() {
    let formula = DesignScaling.frame(Self.frame).dimension(16)
    let framed = Self.se.replacingDesignFrame(Self.frame)
    #expect(abs(formula.value(Self.se) - 6000 / 390) < 1e-9)
    #expect(formula.value(framed) == formula.value(Self.se))
    // Another frame on the window does not win over the scaling's: 16 × 375 ÷ 390 still.
    let other = Self.se.replacingDesignFrame(DesignFrame(width: 320, height: 568))
    #expect(abs(formula.value(other) - 6000 / 390) < 1e-9)
  }
}
