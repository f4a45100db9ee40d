import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

@Test func ruleLiteralEqualsItsTable() {
  let rule: ScalingRule = [w414: 1.2, w320: 0.8, w375: 1]
  let table: Breakpoints<Double> = [w320: 0.8, w375: 1, w414: 1.2]
  #expect(rule.multipliers == table)
  #expect(rule == ScalingRule(multipliers: table))
}
