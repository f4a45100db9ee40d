import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensStrategies

// The documented rows, by hand from Behavior Reference › Strategies on a 390 × 844 window, v = 16:
// power: r = 390 ÷ 300 = 1.3, 1.3 ^ 0.75 = 1.2174679, 16 × that = 19.479486.
// interpolated: 1 + (1.3 − 1) × 0.5 = 1.15 → 18.4. fluid (defaults 320…768 → 0.8…1.2, d = 390):
// 0.8 + (70 ÷ 448) × 0.4 = 0.8625 → 13.8. diagonal: hypot(390, 844) = 929.7484, ÷ hypot(300, 533) = 611.628155 → 1.520124 →
// 24.32198. scaled with limits 0.8…1.2: 1.3 kept in → 1.2 → 19.2.
@Suite("ScalingStrategy.explain names the curve, its parameters and the number after it")
struct ScalingStrategyExplainTests {
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)

  @Test func thePowerCurve() {
    let explained = ScalingStrategy.power.explain(16, phone)
    #expect(
      explained.description == """
        window: 390 × 844 pt, portrait, large, no design frame (reference 300 pt)
        curve: power(exponent: 0.75) on smallWidth → 390 pt, r = 390 ÷ 300 = 1.3 → factor 1.217468 → 19.479486
        result: 19.479486
        """)
    #expect(isClose(explained.result, 16 * pow(1.3, 0.75), tolerance: 1e-12))
  }

  @Test func theDocumentedRows() {
    let interpolated = ScalingStrategy.interpolated.explain(16, phone)
    #expect(isClose(interpolated.result, 18.4, tolerance: 1e-12))
    #expect(interpolated.steps[1].detail.hasPrefix("interpolated(amount: 0.5) on smallWidth"))
    let fluid = ScalingStrategy.fluid.explain(16, phone)
    #expect(isClose(fluid.result, 13.8, tolerance: 1e-12))
    #expect(fluid.steps[1].detail.hasSuffix("→ factor 0.8625 → 13.8"))
    let diagonal = ScalingStrategy.diagonal.explain(16, phone)
    let window: Double = (390.0 * 390 + 844 * 844).squareRoot()
    let reference: Double = (300.0 * 300 + 533 * 533).squareRoot()
    let expected = 16 * window / reference
    #expect(isClose(diagonal.result, expected, tolerance: 1e-9))
    #expect(diagonal.steps[1].detail.contains("hypot ÷ 611.628155"))
    let limited = ScalingStrategy.scaled.explain(
      16, phone, options: StrategyOptions(scaleLimits: 0.8...1.2))
    #expect(limited.result == 19.2)
    #expect(
      limited.steps.last?.detail
        == "factor 1.3 kept in 0.8...1.2 (this value's scale limits) → 1.2 → 19.2")
    let powered = ScalingStrategy.power.explain(
      16, phone, options: StrategyOptions(power: 0.5))
    #expect(powered.steps[1].detail.hasPrefix("power(exponent: 0.5)"))
    #expect(isClose(powered.result, 16 * 1.3.squareRoot(), tolerance: 1e-12))
  }

  @Test func aMultiWindowPaneIsNamed() {
    let pane = DimensConfiguration(
      screenWidth: 507, screenHeight: 768, maximumWindowWidth: 1024, maximumWindowHeight: 768)
    let explained = ScalingStrategy.diagonal.explain(
      16, pane, options: StrategyOptions(ignoreMultiWindow: true))
    #expect(explained.result == 16)
    #expect(explained.steps.map(\.title) == ["window", "multi-window"])
  }

  // Seeded: every curve, random parameters and options, random windows: the explanation's
  // result is `resolve`'s value, and the last step that carries a number carries it.
  @Test func theResultIsAlwaysResolvesValue() {
    var random = SplitMix64(seed: 0x57_A7_E6)
    for _ in 0..<3_000 {
      let width = 1 + random.unit() * 3_000
      let height = 1 + random.unit() * 3_000
      let c = DimensConfiguration(
        screenWidth: width, screenHeight: height, displayScale: 1 + random.unit() * 2,
        maximumWindowWidth: random.unit() < 0.3 ? width * 2 : width,
        designFrame: random.unit() < 0.3 ? DesignFrame(width: 390, height: 844) : nil)
      let lower = random.unit() * 2
      var options = StrategyOptions(
        qualifier: DpQualifier.allCases[Int(random.next() % 3)],
        ignoreMultiWindow: random.next() % 2 == 0,
        scaleLimits: random.unit() < 0.4 ? lower...(lower + random.unit() * 2) : nil)
      options.power = random.unit() < 0.5 ? random.unit() * 2 : nil
      options.interpolation = random.unit() < 0.5 ? random.unit() : nil
      options.aspectRatio = random.next() % 2 == 0
      let value = (random.unit() - 0.2) * 100
      for strategy in ScalingStrategy.allCases {
        let explained = strategy.explain(value, c, options: options)
        let expected = strategy.resolve(value, c, options: options)
        #expect(explained.result == expected || (explained.result.isNaN && expected.isNaN))
        #expect(explained.steps.last(where: { $0.value != nil })?.value == explained.result)
        #expect(explained.steps.count >= 2)
      }
    }
  }
}
