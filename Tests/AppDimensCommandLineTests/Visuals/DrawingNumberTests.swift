import Testing

@testable import AppDimensCommandLine

@Suite("DrawingNumber: fixed decimals without trailing zeros")
struct DrawingNumberTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let value: Double
    let decimals: Int
    let expected: String
    var testDescription: String { "\(value) → \(expected)" }
  }

  // The rows of the doc comment's table, plus non-finite input.
  static let cases = [
    Case(value: 12.5, decimals: 2, expected: "12.5"), Case(value: 12, decimals: 2, expected: "12"),
    Case(value: 0.1234, decimals: 2, expected: "0.12"),
    Case(value: -0.001, decimals: 2, expected: "0"),
    Case(value: 2.675, decimals: 1, expected: "2.7"),
    Case(value: .nan, decimals: 2, expected: "0"),
    Case(value: -3.14159, decimals: 4, expected: "-3.1416"),
  ]

  @Test(arguments: cases) func format(_ c: Case) {
    #expect(DrawingNumber.format(c.value, decimals: c.decimals) == c.expected)
  }

  @Test func pixels() {
    #expect(DrawingNumber.pixels(20.96) == "20.96px")
  }
}
