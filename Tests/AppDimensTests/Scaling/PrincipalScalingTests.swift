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

  @Test func extremeAspectRatioIsClampedInsideTheLogarithm() {
    // ar/1.78 below 1e-4 cannot happen for ar ≥ 1, but the clamp keeps ln finite for any input.
    let factor = PrincipalScaling.aspectFactor(dimension: 600, aspectRatio: 0, sensitivity: 0.8)
    #expect(factor.isFinite)
    #expect(isClose(factor, 1 + 300 * (1 + 0.8 * log(1e-4)) / 300))
  }
}
