import Testing

@testable import AppDimensCommandLine

@Suite("Double.shown: numbers for people, at most 3 decimals")
struct DoubleShownTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let value: Double
    let text: String
    var testDescription: String { text }
  }

  // The doc comment's examples plus the noise a table must not print.
  @Test(arguments: [
    Case(value: 393, text: "393"), Case(value: 561.5, text: "561.5"),
    Case(value: 0.30000000000000004, text: "0.3"),
    Case(value: 1066.6666666666667, text: "1066.667"),
    Case(value: -2, text: "-2"), Case(value: -0.0004, text: "0"), Case(value: 8.3, text: "8.3"),
  ])
  func shown(_ c: Case) {
    #expect(c.value.shown == c.text)
  }

  /// In messages, a nonzero number is never echoed as 0.
  @Test func echoed() {
    #expect(1e-300.echoed == "1e-300")
    #expect((-0.0004).echoed == "-0.0004")
    #expect(0.0.echoed == "0")
    #expect(1066.6666666666667.echoed == "1066.667")
    #expect(1e308.echoed == "1e+308")
  }
}
