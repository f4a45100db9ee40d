import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensStrategies

/// One row of the diagonal curve's worked-value table.
struct DiagonalCurveCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let expected: Double
  var testDescription: String { "diagonal(\(width) × \(height)) = \(expected)" }
}

@Test(
  "The diagonal curve matches its worked-value table",
  arguments: [
    DiagonalCurveCase(width: 300, height: 533, expected: 1),
    DiagonalCurveCase(width: 390, height: 844, expected: 1.520124),
    DiagonalCurveCase(width: 1024, height: 1366, expected: 2.791238),
    DiagonalCurveCase(width: 1920, height: 1080, expected: 3.601710),
    DiagonalCurveCase(width: 162, height: 197, expected: 0.417010),
  ])
func diagonalCurveTable(_ row: DiagonalCurveCase) {
  #expect(abs(ScalingCurves.diagonal(width: row.width, height: row.height) - row.expected) < 1e-6)
  #expect(
    ScalingCurves.diagonal(width: row.width, height: row.height)
      == ScalingCurves.diagonal(width: row.height, height: row.width))
}

/// Inputs whose squares overflow or underflow, with the diagonal written out by hand.
struct DiagonalExtremeCase: Sendable, CustomTestStringConvertible {
  let side: Double
  var testDescription: String { "diagonal(\(side) × \(side))" }
}

@Test(
  "The diagonal curve stays accurate when w² + h² overflows or underflows",
  arguments: [1e200, 1e300, 1e-200, 1e-170].map(DiagonalExtremeCase.init(side:)))
func diagonalCurveExtremes(_ row: DiagonalExtremeCase) {
  // diagonal of a square = side × √2, computed without squaring the side.
  let expected = row.side * 2.0.squareRoot() / (300.0 * 300 + 533 * 533).squareRoot()
  let result = ScalingCurves.diagonal(width: row.side, height: row.side)
  #expect(result.isFinite)
  #expect(abs(result - expected) <= 1e-12 * expected)
}

@Test("The diagonal curve agrees with the hypot definition across window sizes")
func diagonalCurveMatchesHypot() {
  var rng = SplitMix64(seed: 0xD1A6_0A11)
  for _ in 0..<5000 {
    let w = Double.random(in: 1...100_000, using: &rng)
    let h = Double.random(in: 1...100_000, using: &rng)
    let expected = hypot(w, h) / hypot(300, 533)
    #expect(abs(ScalingCurves.diagonal(width: w, height: h) - expected) <= 4e-16 * expected)
  }
}

@Test("diagonalDp matches its doc table in both orientations")
func diagonalDpTable() {
  let baseline = DimensConfiguration(screenWidth: 300, screenHeight: 533)
  #expect(abs(24.diagonalDp(baseline) - 24) < 1e-9)
  for (w, h) in [(390.0, 844.0), (844.0, 390.0)] {
    let c = DimensConfiguration(screenWidth: w, screenHeight: h)
    #expect(abs(24.diagonalDp(c) - 36.482971) < 1e-6)
  }
}

@Test("With a design frame the diagonal curve divides by the frame's diagonal")
func diagonalCurveWithAFrame() {
  let frame = ScalingReference(designFrame: DesignFrame(width: 390, height: 844))
  // The table's row: √(820² + 1180²) ÷ √(390² + 844²).
  let pad: Double = (820.0 * 820 + 1180.0 * 1180).squareRoot()
  let frameDiagonal: Double = (390.0 * 390 + 844.0 * 844).squareRoot()
  let expected = pad / frameDiagonal
  #expect(
    isClose(
      ScalingCurves.diagonal(width: 820, height: 1180, reference: frame), expected, tolerance: 1e-12
    ))
  #expect(isClose(expected, 1.545513, tolerance: 1e-6))
  #expect(ScalingCurves.diagonal(width: 390, height: 844, reference: frame) == 1)
  #expect(ScalingCurves.diagonal(width: 844, height: 390, reference: frame) == 1)
}
