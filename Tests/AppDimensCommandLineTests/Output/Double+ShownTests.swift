import Testing

@testable import AppDimensCommandLine

@Suite("Double.shown: numbers for people, the shortest decimal at 6 decimals")
struct DoubleShownTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let value: Double
    let text: String
    var testDescription: String { text }
  }

  // The doc comment's examples, the noise (14.299999999999999 from the README's fluid
  // example, 21.55030678208616 from `16.sdpa` on 390 × 844), rounding at the
  // sixth decimal, and a negative value that rounds to zero.
  @Test(arguments: [
    Case(value: 13, text: "13"), Case(value: 393, text: "393"), Case(value: 561.5, text: "561.5"),
    Case(value: 0.30000000000000004, text: "0.3"), Case(value: 14.299999999999999, text: "14.3"),
    Case(value: 21.55030678208616, text: "21.550307"),
    Case(value: 1066.6666666666667, text: "1066.666667"), Case(value: 2.0000006, text: "2.000001"),
    Case(value: -2, text: "-2"), Case(value: -0.0000004, text: "0"), Case(value: 8.3, text: "8.3"),
  ])
  func shown(_ c: Case) {
    #expect(c.value.shown == c.text)
  }

  /// Machines get Swift's shortest round-trip text: it reads back as the same `Double`.
  @Test(arguments: [13.0, 14.299999999999999, 21.55030678208616, 1e-7, 1e20])
  func machineTextRoundTrips(_ value: Double) {
    #expect(Double(value.machineText) == value)
  }

  /// In messages, a nonzero number is never echoed as 0 (6 decimals show 0.0004 as it is).
  @Test func echoed() {
    #expect(1e-300.echoed == "1e-300")
    #expect((-0.0000004).echoed == "-4e-07")
    #expect((-0.0004).echoed == "-0.0004")
    #expect(0.0.echoed == "0")
    #expect(1066.6666666666667.echoed == "1066.666667")
    #expect(1e308.echoed == "1e+308")
  }

  /// A value past a limit is echoed with every digit it needs to differ from the limit:
  /// 100000.00000000001 is not shown as the valid 100000.
  @Test func echoedExactly() {
    #expect(100_000.000_000_000_01.echoedExactly == "100000.00000000001")
    #expect(100_000.0.echoedExactly == "100000")
    #expect(1066.6666666666667.echoedExactly == "1066.6666666666667")
    #expect(0.5.echoedExactly == "0.5")
    #expect(Double.nan.echoedExactly == Double.nan.echoed)
  }
}
