import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("NiceTicks: 1, 2 or 5 × 10ⁿ steps covering the range")
struct NiceTicksTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let lower: Double
    let upper: Double
    let target: Int
    let step: Double
    let ticks: [Double]
    var testDescription: String { "\(lower)…\(upper) target \(target)" }
  }

  // The rows of the doc comment's table.
  static let cases = [
    Case(
      lower: 200, upper: 1400, target: 8, step: 200,
      ticks: [200, 400, 600, 800, 1000, 1200, 1400]),
    Case(lower: 0, upper: 73.4, target: 6, step: 20, ticks: [0, 20, 40, 60, 80]),
    Case(lower: 0, upper: 1, target: 5, step: 0.2, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1]),
    Case(lower: 5, upper: 5, target: 6, step: 0.5, ticks: [4, 4.5, 5, 5.5, 6]),
  ]

  @Test(arguments: cases) func ticks(_ c: Case) {
    let ticks = NiceTicks(lower: c.lower, upper: c.upper, target: c.target)
    #expect(isClose(ticks.step, c.step, tolerance: 1e-12))
    #expect(ticks.values.count == c.ticks.count)
    for (a, b) in zip(ticks.values, c.ticks) { #expect(isClose(a, b, tolerance: 1e-9)) }
  }

  @Test func decimals() {
    #expect(NiceTicks(lower: 0, upper: 1400, target: 8).decimals == 0)
    #expect(NiceTicks(lower: 0, upper: 4, target: 8).decimals == 1)
    #expect(NiceTicks(lower: 0, upper: 0.4, target: 8).decimals == 2)
  }

  @Test func nonFiniteRangeFallsBack() {
    let ticks = NiceTicks(lower: .nan, upper: .infinity, target: 5)
    #expect(ticks.lower <= 0 && ticks.upper >= 1)
  }

  /// A range whose span overflows (−1e308 … 1e308: 2e308 is ∞) is not drawable, and its
  /// values never trap (counting them used to convert ∞ to an `Int`).
  @Test(arguments: [(-1e308, 1e308), (0, 1.7e308), (-1.7e308, 0)])
  func overflowingSpanIsNotDrawable(_ lower: Double, _ upper: Double) {
    let ticks = NiceTicks(lower: lower, upper: upper, target: 7)
    #expect(!ticks.isFinite)
    #expect(ticks.values.count <= 1001)
  }

  @Test func ordinaryRangesAreDrawable() {
    #expect(NiceTicks(lower: 0, upper: 73.4, target: 6).isFinite)
    #expect(NiceTicks(lower: -1e300, upper: 1e300, target: 7).isFinite)
  }

  @Test func randomRangesAreCoveredByNiceSteps() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<500 {
      let a = Double(generator.next() % 2_000_000) / 100 - 10_000
      let b = a + Double(generator.next() % 1_000_000 + 1) / 1000
      let target = Int(generator.next() % 10) + 2
      let ticks = NiceTicks(lower: a, upper: b, target: target)
      #expect(ticks.lower <= a + 1e-9 && ticks.upper >= b - 1e-9)
      let exponent = (log10(ticks.step)).rounded(.down)
      let mantissa = ticks.step / pow(10, exponent)
      #expect([1.0, 2, 5, 10].contains { isClose($0, mantissa, tolerance: 1e-6) })
      // About `target` intervals: never more than 2.5 × as many, never fewer than target ÷ 5.
      let intervals = Double(ticks.values.count - 1)
      #expect(intervals <= Double(target) * 2.5 + 2 && intervals * 5 >= Double(target) - 1e-9)
    }
  }
}
