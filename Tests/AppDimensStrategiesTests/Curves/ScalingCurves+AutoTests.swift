import AppDimensTestSupport
import Foundation
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

@Test("With a design frame the auto curve is the same curve of r = d ÷ D, turning at 1.6 × D")
func autoCurveWithAReference() {
  // The table's frame rows: d = D is 1; 820 > 1.6 × 390 = 624 takes the logarithm.
  #expect(ScalingCurves.auto(dimension: 390, reference: 390) == 1)
  #expect(
    isClose(
      ScalingCurves.auto(dimension: 820, reference: 390), 1.6 + 0.4 * log(1 + 196.0 / 390),
      tolerance: 1e-12))
  #expect(isClose(ScalingCurves.auto(dimension: 820, reference: 390), 1.762869, tolerance: 1e-6))
  // A function of the ratio alone: scaling d and D together changes nothing.
  for (d, side) in [(200.0, 375.0), (600, 375), (624, 390), (2000, 820)] {
    #expect(
      isClose(
        ScalingCurves.auto(dimension: d, reference: side),
        ScalingCurves.auto(dimension: 300 * d / side), tolerance: 1e-12))
  }
  // The baseline's turn, bit for bit: 1.6 × 300 is exactly 480.
  #expect(1.6 * 300 == 480.0)
  for d in [479.0, 480, 480.000001, 1024] {
    #expect(ScalingCurves.auto(dimension: d, reference: 300) == ScalingCurves.auto(dimension: d))
  }
}
