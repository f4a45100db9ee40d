import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

@Test func shorthandsMatchTheDocumentedTable() {
  // Measured (iOS 26 @3x): body 17 → 37 at AX3, 24 → 31.666667 at xxxL; 25 → 33 there, and
  // the curve is odd (−25 → −33). The font ramp: 17 × 40 ÷ 17.
  #expect(17.scaled(relativeTo: .body, category: .accessibility3) == 37)
  #expect(17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp) == 40)
  #expect(isClose(24.0.scaled(relativeTo: .body, category: .xxxLarge), 31.666667))
  #expect(isClose((-25.0).scaled(relativeTo: .body, category: .xxxLarge), -33))
  let ax3 = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility3)
  #expect(isClose(16.ssp(ax3, relativeTo: .body), 48.941176))
}

@Test func shorthandsWorkOnEveryNumericType() {
  let expected = 37.0  // measured: body 17 pt at AX3
  #expect(isClose(Int8(17).scaled(relativeTo: .body, category: .accessibility3), expected))
  #expect(isClose(Float(17).scaled(relativeTo: .body, category: .accessibility3), expected))
  #expect(isClose(UInt(17).scaled(relativeTo: .body, category: .accessibility3), expected))
}

@Test func bodyFollowsTheMeasurementAtEachCategory() {
  // The dump's body row at 10 pt (the second base), and the font ramp's body sizes.
  for cell in measuredMetrics where cell.textStyle == .body {
    #expect(
      isClose(
        10.scaled(relativeTo: .body, category: cell.category), cell.scaled[1], tolerance: 1e-6))
    #expect(
      isClose(
        10.scaled(relativeTo: .body, category: cell.category, curve: .fontRamp),
        10 * cell.category.bodyPointSize / 17))
  }
}

@Test func textShorthandFollowsTheSmallestWidthAndTheRamp() {
  let configuration = DimensConfiguration(
    screenWidth: 844, screenHeight: 390, contentSizeCategory: .xxxLarge)
  let ramp = 23.0 / 17.0
  let width: Double = 10 * 390 / 300
  #expect(isClose(10.ssp(configuration, relativeTo: .body), width * ramp))
  #expect(isClose(10.ssp(configuration, relativeTo: .body, maxSize: .large), width))
  #expect(isClose(10.ssp(configuration, relativeTo: .caption2, maximumScale: 1.2), width * 1.2))
}

@Test func thePrincipalSspIsUnchanged() {
  let configuration = DimensConfiguration(
    screenWidth: 300, screenHeight: 533, fontScale: 1.25)
  #expect(isClose(16.ssp(configuration), 20))
}
