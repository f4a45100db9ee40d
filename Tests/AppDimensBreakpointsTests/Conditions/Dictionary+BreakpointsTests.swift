import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensBreakpoints

@Test func adaptizerSpellingOnADictionary() {
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, idiom: .phone)
  let small = DimensConfiguration(screenWidth: 300, screenHeight: 533)
  #expect([w320.default: 80, w375: 100, w414: 120].scaled(phone) == 100)
  #expect([w320.default: 80, w375: 100, w414: 120].scaled(small) == 80)
  #expect([w375: 100].scaled(DimensConfiguration(screenWidth: 320, screenHeight: 568)) == nil)
  #expect([wAny: 50, w414: 100].scaled(small) == 50)
  #expect([wAny: "phone", wR.pad: "pad"].scaled(small) == "phone")
  let empty: [ScreenIdentifier: Int] = [:]
  #expect(empty.scaled(phone) == nil)
}

@Test func dictionaryScalingRule() {
  let rule = [w320: 0.8, w375: 1.0, w414: 1.2].scalingRule()
  let plus = DimensConfiguration(screenWidth: 414, screenHeight: 736, displayScale: 3)
  #expect(isClose(20.scaled(by: rule, plus), 24))
  #expect(rule == ([w320: 0.8, w375: 1, w414: 1.2] as ScalingRule))
}
