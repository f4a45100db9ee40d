import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensBreakpoints

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
