import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

@Test func shorthandsMatchTheDocumentedTable() {
  #expect(isClose(17.scaled(relativeTo: .body, category: .accessibility3), 40))
  #expect(isClose(24.0.scaled(relativeTo: .body, category: .xxxLarge), 32.470588))
  #expect(isClose((-25.0).scaled(relativeTo: .body, category: .xxxLarge), -33.823529))
  let ax3 = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility3)
  #expect(isClose(16.ssp(ax3, relativeTo: .body), 48.941176))
}

@Test func shorthandsWorkOnEveryNumericType() {
  let expected = 17.0 * 40 / 17
  #expect(isClose(Int8(17).scaled(relativeTo: .body, category: .accessibility3), expected))
  #expect(isClose(Float(17).scaled(relativeTo: .body, category: .accessibility3), expected))
  #expect(isClose(UInt(17).scaled(relativeTo: .body, category: .accessibility3), expected))
}

@Test func bodyFollowsTheBodySizeOfEachCategory() {
  for category in ContentSizeCategory.allCases {
    #expect(
      isClose(10.scaled(relativeTo: .body, category: category), 10 * category.bodyPointSize / 17))
  }
}

@Test func textShorthandFollowsTheSmallestWidthAndTheRamp() {
  let configuration = DimensConfiguration(
    screenWidth: 844, screenHeight: 390, contentSizeCategory: .xxxLarge)
  let ramp = 23.0 / 17.0
  #expect(isClose(10.ssp(configuration, relativeTo: .body), 10 * 390 / 300 * ramp))
  #expect(isClose(10.ssp(configuration, relativeTo: .body, maxSize: .large), 10 * 390 / 300))
  #expect(
    isClose(10.ssp(configuration, relativeTo: .caption2, maximumScale: 1.2), 10 * 390 / 300 * 1.2))
}

@Test func thePrincipalSspIsUnchanged() {
  let configuration = DimensConfiguration(
    screenWidth: 300, screenHeight: 533, fontScale: 1.25)
  #expect(isClose(16.ssp(configuration), 20))
}
