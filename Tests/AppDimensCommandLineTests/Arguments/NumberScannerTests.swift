import Testing

@testable import AppDimensCommandLine

@Suite("NumberScanner: one number scanner for flags, Swift and JSON")
struct NumberScannerTests {
  @Test func flagValues() {
    #expect(NumberScanner.parse("390") == 390)
    #expect(NumberScanner.parse("-1.5e2") == -150)
    #expect(NumberScanner.parse("+.5") == 0.5)
    #expect(NumberScanner.parse("5.") == 5)
    for bad in ["nan", "inf", "0x10", "1e999", "", "-", ".", "1_000", "1e+", "١٢", "1e", "+"] {
      #expect(NumberScanner.parse(bad) == nil, "\(bad)")
    }
  }

  struct Scan: Sendable, CustomTestStringConvertible {
    let text: String
    let grammar: NumberScanner.Grammar
    let end: Int
    let value: Double?
    let problem: NumberScanner.Problem?
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
    let result = NumberScanner.scan(Array(s.text.utf8), from: 0, grammar: s.grammar)
    #expect(result.end == s.end)
    #expect(result.value == s.value)
    #expect(result.problem == s.problem)
  }
}
