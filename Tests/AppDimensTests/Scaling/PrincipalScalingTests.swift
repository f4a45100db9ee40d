import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimens

@Suite("PrincipalScaling: the documented worked values")
struct PrincipalScalingTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let d: Double
    let ar: Double
    let linear: Double
    let aspect: Double
    var testDescription: String { "d=\(d) ar=\(ar)" }
  }

  /// The type's rows with a reference: D and AR of a 390 × 844 design frame.
  @Test func docTableWithAFrame() {
    let (side, reference) = (390.0, 844.0 / 390)
    // d = D: both factors are 1, whatever the window's ratio.
    #expect(PrincipalScaling.linearFactor(dimension: 390, reference: side) == 1)
    #expect(
      PrincipalScaling.aspectFactor(
        dimension: 390, aspectRatio: 844.0 / 390, sensitivity: 0.8, reference: side,
        referenceAspectRatio: reference) == 1)
    // 820 × 1180: 1 + (820 − 390) × (1 + 0.8 × ln((1180 ÷ 820) ÷ (844 ÷ 390))) ÷ 390.
    let bend = 1 + 0.8 * log((1180.0 / 820) / (844.0 / 390))
    let aspect = PrincipalScaling.aspectFactor(
      dimension: 820, aspectRatio: 1180.0 / 820, sensitivity: 0.8, reference: side,
      referenceAspectRatio: reference)
    #expect(isClose(aspect, 1 + 430 * bend / 390, tolerance: 1e-12))
    #expect(isClose(aspect, 1.742652, tolerance: 5e-7))
    #expect(isClose(PrincipalScaling.linearFactor(dimension: 820, reference: side), 2.102564))
  }

  /// The defaults are the baseline's literals, bit for bit.
  @Test func theDefaultReferenceIsTheBaseline() {
    for d in [1.0, 299.9, 390, 1024, 100_000] {
      #expect(PrincipalScaling.linearFactor(dimension: d) == d / 300)
      #expect(
        PrincipalScaling.aspectSlope(aspectRatio: 2.1, sensitivity: 0.8)
          == (1 + 0.8 * log(2.1 / 1.78)) / 300)
      #expect(
        PrincipalScaling.aspectFactor(dimension: d, aspectRatio: 2.1, sensitivity: 0.8)
          == PrincipalScaling.aspectFactor(
            dimension: d, aspectRatio: 2.1, sensitivity: 0.8, reference: 300,
            referenceAspectRatio: 1.78))
    }
  }

  @Test(arguments: [
    Row(d: 300, ar: 1.78, linear: 1, aspect: 1),
    Row(d: 390, ar: 844.0 / 390, linear: 1.3, aspect: 1.346894),
    Row(d: 1024, ar: 1366.0 / 1024, linear: 3.413333, aspect: 2.856446),
  ])
  func docTable(_ row: Row) {
    #expect(isClose(PrincipalScaling.linearFactor(dimension: row.d), row.linear))
    #expect(
      isClose(
        PrincipalScaling.aspectFactor(dimension: row.d, aspectRatio: row.ar, sensitivity: 0.8),
        row.aspect))
  }

  struct SensitivityCase: Sendable, CustomTestStringConvertible {
    let given: Double
    let used: Double
    var testDescription: String { "k=\(given)" }
  }

  // Regression (property tests): k = 1e308 overflowed the slope to ∞, so a 300-point window
  // gave (300 − 300) × ∞ = NaN and every other window ±∞. k is clamped into ±100.
  @Test(arguments: [
    SensitivityCase(given: 1e308, used: 100), SensitivityCase(given: -1e308, used: -100),
    SensitivityCase(given: .greatestFiniteMagnitude, used: 100),
    SensitivityCase(given: 100, used: 100), SensitivityCase(given: 2.5, used: 2.5),
    SensitivityCase(given: .nan, used: 0.8), SensitivityCase(given: -.infinity, used: 0.8),
  ])
  func hugeSensitivityIsClamped(_ row: SensitivityCase) {
    for (d, ar) in [(300.0, 844.0 / 390), (390, 844.0 / 390), (1024, 1366.0 / 1024), (1e5, 1e5)] {
      let factor = PrincipalScaling.aspectFactor(
        dimension: d, aspectRatio: ar, sensitivity: row.given)
      let expected = 1 + (d - 300) * (1 + row.used * log(ar / 1.78)) / 300
      #expect(factor.isFinite)
      #expect(isClose(factor, expected))
    }
    let configuration = DimensConfiguration(screenWidth: 300, screenHeight: 900)
    let value = AppDimens.dp(
      16, configuration: configuration, aspectRatio: true, sensitivity: row.given)
    #expect(value == 16)
  }

  @Test func extremeAspectRatioIsClampedInsideTheLogarithm() {
    // ar/1.78 below 1e-4 cannot happen for ar ≥ 1, but the clamp keeps ln finite for any input.
    let factor = PrincipalScaling.aspectFactor(dimension: 600, aspectRatio: 0, sensitivity: 0.8)
    #expect(factor.isFinite)
    #expect(isClose(factor, 1 + 300 * (1 + 0.8 * log(1e-4)) / 300))
  }
}
