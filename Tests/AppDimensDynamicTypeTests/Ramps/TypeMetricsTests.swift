import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

@Test func lineHeightRatioIsLeadingOverSize() {
  #expect(isClose(TypeMetrics(size: 17, leading: 22).lineHeightRatio, 1.294118))
  #expect(isClose(TypeMetrics(size: 34, leading: 41).lineHeightRatio, 1.205882))
}

@Test func rampRowReturnsNilOutsideItsRange() {
  let row = RampRow(sizes: [10, 11], leadings: [12, 13])
  #expect(row.metrics(at: 1) == TypeMetrics(size: 11, leading: 13))
  #expect(row.metrics(at: 2) == nil)
  #expect(row.metrics(at: -1) == nil)
  #expect(RampRow(sizes: [10, 11], leadings: [12]).metrics(at: 1) == nil)
}
