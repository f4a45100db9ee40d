import Testing

@testable import AppDimensCommandLine

@Suite("DecimalText: one number scanner for flags, Swift and JSON; fixed and trimmed printing")
struct DecimalTextTests {
  @Test func flagValues() {
    #expect(DecimalText.parse("390") == 390)
    #expect(DecimalText.parse("-1.5e2") == -150)
    #expect(DecimalText.parse("+.5") == 0.5)
    #expect(DecimalText.parse("5.") == 5)
    for bad in ["nan", "inf", "0x10", "1e999", "", "-", ".", "1_000", "1e+", "١٢", "1e", "+"] {
      #expect(DecimalText.parse(bad) == nil, "\(bad)")
    }
  }

  struct Scan: Sendable, CustomTestStringConvertible {
    let text: String
    let grammar: DecimalText.Grammar
    let end: Int
    let value: Double?
    let problem: DecimalText.Problem?
    var testDescription: String { "\(text) (\(grammar))" }
  }

  // The doc table rows, then each grammar's edges (values and stops written by hand from the
  // grammars in the doc comment).
  @Test(arguments: [
    Scan(text: "-1.5e2", grammar: .flag, end: 6, value: -150, problem: nil),
    Scan(text: "1_000.sdp", grammar: .swift, end: 5, value: 1000, problem: nil),
    Scan(text: "01", grammar: .json, end: 1, value: 0, problem: nil),
    Scan(text: "16.5.hdp", grammar: .swift, end: 4, value: 16.5, problem: nil),
    Scan(text: "16.sdp", grammar: .swift, end: 2, value: 16, problem: nil),
    Scan(text: "1...2", grammar: .swift, end: 1, value: 1, problem: nil),
    Scan(text: "16e.sdp", grammar: .swift, end: 3, value: nil, problem: .missingExponentDigits),
    Scan(text: "1e400", grammar: .swift, end: 5, value: nil, problem: .notFinite),
    Scan(text: "-0.5e-1,", grammar: .json, end: 7, value: -0.05, problem: nil),
    Scan(text: "-x", grammar: .json, end: 1, value: nil, problem: .missingDigits),
    Scan(text: "-.5", grammar: .json, end: 1, value: nil, problem: .missingDigits),
    Scan(text: "1.}", grammar: .json, end: 2, value: nil, problem: .missingFractionDigits),
    Scan(text: "1e+}", grammar: .json, end: 3, value: nil, problem: .missingExponentDigits),
    Scan(text: "1_0", grammar: .json, end: 1, value: 1, problem: nil),
    Scan(text: "+7", grammar: .json, end: 0, value: nil, problem: .missingDigits),
  ])
  func scan(_ s: Scan) {
    let result = DecimalText.scan(Array(s.text.utf8), from: 0, grammar: s.grammar)
    #expect(result.end == s.end)
    #expect(result.value == s.value)
    #expect(result.problem == s.problem)
  }

  struct Fixed: Sendable, CustomTestStringConvertible {
    let value: Double
    let decimals: Int
    let fixed: String
    let trimmed: String
    var testDescription: String { fixed }
  }

  // The doc table rows plus rounding edges.
  @Test(arguments: [
    Fixed(value: 20.96, decimals: 2, fixed: "20.96", trimmed: "20.96"),
    Fixed(value: 13, decimals: 2, fixed: "13.00", trimmed: "13"),
    Fixed(value: -0.004, decimals: 2, fixed: "0.00", trimmed: "0"),
    Fixed(value: 0.30000000000000004, decimals: 2, fixed: "0.30", trimmed: "0.3"),
    Fixed(value: -1.005, decimals: 2, fixed: "-1.00", trimmed: "-1"),
    Fixed(value: 45.013333, decimals: 2, fixed: "45.01", trimmed: "45.01"),
    Fixed(value: 0.125, decimals: 2, fixed: "0.13", trimmed: "0.13"),
    Fixed(value: -2.5, decimals: 2, fixed: "-2.50", trimmed: "-2.5"),
    Fixed(value: 2.675, decimals: 1, fixed: "2.7", trimmed: "2.7"),
    Fixed(value: -3.14159, decimals: 4, fixed: "-3.1416", trimmed: "-3.1416"),
    Fixed(value: 1e300, decimals: 2, fixed: "1e+300", trimmed: "1e+300"),
    Fixed(value: 1066.6666666666667, decimals: 3, fixed: "1066.667", trimmed: "1066.667"),
  ])
  func fixedAndTrimmed(_ f: Fixed) {
    #expect(DecimalText.fixed(f.value, decimals: f.decimals) == f.fixed)
    #expect(DecimalText.trimmed(f.value, decimals: f.decimals) == f.trimmed)
  }

  @Test func decimalsAreClamped() {
    #expect(DecimalText.fixed(1.5, decimals: 40) == "1.500000000")
    #expect(DecimalText.fixed(1.5, decimals: -3) == "2")
    #expect(DecimalText.fixed(-.infinity, decimals: 2) == "-inf")
    #expect(DecimalText.trimmed(.nan) == "nan")
  }
}
