import Testing

@testable import AppDimens

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
  #expect(abs(ScalingCurves.auto(dimension: row.dimension) - row.expected) < 1e-6)
}

@Test("The auto curve is continuous at 480 and non-decreasing")
func autoCurveIsMonotone() {
  var previous = ScalingCurves.auto(dimension: 1)
  for d in stride(from: 2.0, through: 4000, by: 1) {
    let next = ScalingCurves.auto(dimension: d)
    #expect(next >= previous)
    previous = next
  }
  #expect(abs(ScalingCurves.auto(dimension: 480.000001) - 1.6) < 1e-6)
}
