import Testing

@testable import AppDimens

/// The doc table's rows, by hand: the ratio of two differences, on halves when a difference
/// overflows.
@Suite("Double.differenceRatio: spans between huge bounds without overflow")
struct DifferenceRatioTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let x, a, b, c, expected: Double
    var testDescription: String { "(\(x) − \(a)) ÷ (\(b) − \(c))" }
  }

  @Test(
    arguments: [
      // 70 ÷ 448 = 0.15625.
      Case(x: 390, a: 320, b: 768, c: 320, expected: 0.15625),
      // (390 + 1e308) ÷ 2e308 = 0.5 + 1.95e-306.
      Case(x: 390, a: -1e308, b: 1e308, c: -1e308, expected: 0.5),
      // 2e308 ÷ 1 is too large for a double.
      Case(x: 1e308, a: -1e308, b: 1, c: 0, expected: .infinity),
      // (1.5e308 − (−1.5e308)) ÷ (1.8e308 − (−1.2e308)) = 3 ÷ 3.
      Case(x: 1.5e308, a: -1.5e308, b: 1.7e308, c: -1.3e308, expected: 1),
    ])
  func rows(_ c: Case) {
    let ratio = c.x.differenceRatio(minus: c.a, over: c.b, minus: c.c)
    #expect(ratio == c.expected || abs(ratio - c.expected) < 1e-12)
  }
}
