import AppDimensAdaptizer
import Testing

@testable import AppDimensCommandLine

struct ErrorDescriptionCase: Sendable, CustomTestStringConvertible {
  let error: BreakpointLiteralError
  let text: String
  var testDescription: String { text }
}

let errorDescriptionRows: [ErrorDescriptionCase] = [
  .init(
    error: .init(column: 2, reason: .unknownIdentifier("w390")),
    text: "column 2: unknown identifier 'w390' (write .width(390))"),
  .init(
    error: .init(column: 3, reason: .unknownIdentifier("foo")),
    text: "column 3: unknown identifier 'foo'"),
  .init(error: .init(column: 1, reason: .expected("'['")), text: "column 1: expected '['"),
  .init(
    error: .init(column: 5, reason: .unknownMember("tablet")),
    text: "column 5: unknown member 'tablet'"),
  .init(
    error: .init(column: 8, reason: .numberOutOfRange("1e999")),
    text: "column 8: number '1e999' is not finite"),
  .init(
    error: .init(column: 11, reason: .duplicateKey(w320.default)),
    text: "column 11: duplicate key 'w320.default'"),
  .init(
    error: .init(column: 12, reason: .unexpectedTrailingText),
    text: "column 12: unexpected text after the table"),
]

@Test(arguments: errorDescriptionRows)
func errorDescription(_ row: ErrorDescriptionCase) {
  #expect(row.error.description == row.text)
}

@Test func documentedErrorExample() {
  #expect(throws: BreakpointLiteralError(column: 2, reason: .unknownIdentifier("w390"))) {
    _ = try Breakpoints<Double>(parsing: "[w390: 70]")
  }
}
