import Foundation
import Testing

@testable import AppDimens

@Suite("Auto curve")
struct ScalingCurvesAutoTests {
  @Test(arguments: [
    (300.0, 1.0), (390, 1.3), (480, 1.6), (1024, 2.013748), (1920, 2.303143),
  ])
  func docTable(_ row: (Double, Double)) {
    #expect(isClose(ScalingCurves.auto(dimension: row.0), row.1))
  }

  @Test func specVector() {
    // 1024 × 1366: 16 auto on the smallest width = 32.219968.
    #expect(isClose(16 * ScalingCurves.auto(dimension: 1024), 32.219968))
  }

  @Test func continuousAndNonDecreasing() {
    var previous = ScalingCurves.auto(dimension: 1)
    for d in stride(from: 1.0, through: 5000, by: 0.5) {
      let value = ScalingCurves.auto(dimension: d)
      #expect(value >= previous)
      previous = value
    }
    #expect(isClose(ScalingCurves.auto(dimension: 480.0001), 1.6, tolerance: 1e-6))
  }
}
