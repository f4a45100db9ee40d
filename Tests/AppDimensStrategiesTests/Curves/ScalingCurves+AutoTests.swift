import AppDimensTestSupport
import Testing

@testable import AppDimensStrategies

/// One row of the auto curve's worked-value table.
struct AutoCurveCase: Sendable, CustomTestStringConvertible {
  let dimension: Double
  let expected: Double
  var testDescription: String { "auto(\(dimension)) = \(expected)" }
}

@Test(
  "The auto curve matches its worked-value table",
  arguments: [
    AutoCurveCase(dimension: 300, expected: 1),
    AutoCurveCase(dimension: 390, expected: 1.3),
    AutoCurveCase(dimension: 480, expected: 1.6),
    AutoCurveCase(dimension: 1024, expected: 2.013748),
    AutoCurveCase(dimension: 1920, expected: 2.303143),
  ])
func autoCurveTable(_ row: AutoCurveCase) {
  #expect(isClose(ScalingCurves.auto(dimension: row.dimension), row.expected, tolerance: 1e-6))
}

@Test("Behavior Reference › Vectors: 16 auto on 1024 × 1366 is 32.219968")
func autoCurveVector() {
  #expect(isClose(16 * ScalingCurves.auto(dimension: 1024), 32.219968))
}

@Test("The auto curve is continuous at 480 and non-decreasing")
func autoCurveIsMonotone() {
  var previous = ScalingCurves.auto(dimension: 1)
  for d in stride(from: 1.5, through: 5000, by: 0.5) {
    let next = ScalingCurves.auto(dimension: d)
    #expect(next >= previous)
    previous = next
  }
  #expect(isClose(ScalingCurves.auto(dimension: 480.000001), 1.6, tolerance: 1e-6))
}
