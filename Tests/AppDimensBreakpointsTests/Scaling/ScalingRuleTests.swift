import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensBreakpoints

struct ScalingRuleCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let scale: Double
  let value: Double
  let rounding: ScalingRounding
  let expected: Double
  var testDescription: String { "\(value) at \(width) @\(scale)x, \(rounding)" }
}

let adaptizerRule: ScalingRule = [w320: 0.8, w375: 1, w414: 1.2]

// The rows of the doc comment: 13 × 0.8 = 10.4 → 21 px at @2x; 17 × 1.2 = 20.4 → 61 px at @3x;
// a window narrower than 320 is in w320's bucket (as in Adaptizer), 20 × 0.8 = 16.
let scalingRuleRows: [ScalingRuleCase] = [
  .init(width: 320, scale: 2, value: 13, rounding: .pixels, expected: 10.5),
  .init(width: 430, scale: 3, value: 17, rounding: .pixels, expected: 61.0 / 3),
  .init(width: 430, scale: 3, value: 17, rounding: .points, expected: 20),
  .init(width: 430, scale: 3, value: 17, rounding: .none, expected: 20.4),
  .init(width: 300, scale: 1, value: 20, rounding: .pixels, expected: 16),
  // More @2x/@3x rows: 13 × 0.8 = 10.4 → 31 px at @3x; 17 × 1.2 = 20.4 → 41 px at @2x.
  .init(width: 320, scale: 3, value: 13, rounding: .pixels, expected: 31.0 / 3),
  .init(width: 430, scale: 2, value: 17, rounding: .pixels, expected: 20.5),
  .init(width: 320, scale: 2, value: 13, rounding: .points, expected: 10),
  .init(width: 390, scale: 3, value: 17, rounding: .pixels, expected: 17),
]

@Test(arguments: scalingRuleRows)
func documentedScalingRule(_ row: ScalingRuleCase) {
  let configuration = DimensConfiguration(
    screenWidth: row.width, screenHeight: 900, displayScale: row.scale, idiom: .phone)
  #expect(
    isClose(
      adaptizerRule.scale(row.value, configuration, rounding: row.rounding), row.expected,
      tolerance: 1e-9))
}

@Test func missingOrNonFiniteMultiplierIsOne() {
  let small = DimensConfiguration(screenWidth: 300, screenHeight: 533, displayScale: 2)
  // 300 is in w320's bucket, which `[w375, w414]` lacks, and no width key is below it.
  let wide: ScalingRule = [w375: 1, w414: 1.2]
  #expect(wide.multiplier(for: small) == nil)
  #expect(wide.scale(10.3, small) == 10.5)
  let oneX = DimensConfiguration(screenWidth: 300, screenHeight: 533, displayScale: 1)
  #expect(wide.scale(20, oneX) == 20)
  let broken: ScalingRule = [wAny: .nan, w414: .infinity]
  #expect(broken.multiplier(for: small) == nil)
  #expect(broken.scale(10.3, small) == 10.5)
  let empty = ScalingRule(multipliers: [:])
  #expect(empty.scale(10.3, small, rounding: .none) == 10.3)
}

@Test func ruleLiteralEqualsItsTable() {
  let rule: ScalingRule = [w414: 1.2, w320: 0.8, w375: 1]
  let table: Breakpoints<Double> = [w320: 0.8, w375: 1, w414: 1.2]
  #expect(rule.multipliers == table)
  #expect(rule == ScalingRule(multipliers: table))
}

@Test func scaledByRuleOnNumbers() {
  let plusMax = DimensConfiguration(
    screenWidth: 430, screenHeight: 932, displayScale: 3, idiom: .phone)
  // 17 × 1.2 = 20.4: 61 device pixels at @3x.
  #expect(isClose(17.scaled(by: adaptizerRule, plusMax), 61.0 / 3, tolerance: 1e-9))
  #expect(isClose(17.scaled(by: adaptizerRule, plusMax, rounding: .none), 20.4))
  #expect(17.scaled(by: adaptizerRule, plusMax, rounding: .points) == 20)
  #expect(
    isClose(Float(17).scaled(by: adaptizerRule, plusMax), 61.0 / 3, tolerance: 1e-9))
  #expect(isClose(17.0.scaled(by: adaptizerRule, plusMax), 61.0 / 3, tolerance: 1e-9))
  // The seed's spelling.
  let rule: ScalingRule = [w320: 0.8, w375: 1, w414: 1.2]
  let configuration = DimensConfiguration(screenWidth: 320, screenHeight: 568, displayScale: 2)
  #expect(20.scaled(by: rule, configuration) == 16)
}
