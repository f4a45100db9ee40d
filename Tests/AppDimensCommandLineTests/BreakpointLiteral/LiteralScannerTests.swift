import Testing

@testable import AppDimensCommandLine

/// The error a throwing scanner call raised, or nil.
private func caught(_ body: () throws(BreakpointLiteralError) -> Void) -> BreakpointLiteralError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

@Test func scannerReadsIdentifiersAndNumbers() throws {
  var scanner = LiteralScanner("  wC_2 -1_000.25e+2 é")
  let name = scanner.identifier()
  #expect(name == "wC_2")
  #expect(scanner.column == 7)
  let number = try scanner.number()
  #expect(number == -100_025)
  let none = scanner.identifier()
  #expect(none == nil)
  scanner.skipWhitespace()
  #expect(scanner.column == 21)
  #expect(scanner.current == "é")
  #expect(!scanner.isAtEnd)
}

@Test func scannerNumberErrors() {
  var empty = LiteralScanner("")
  let emptyError = caught { () throws(BreakpointLiteralError) in _ = try empty.number() }
  #expect(emptyError == BreakpointLiteralError(column: 1, reason: .expected("a number")))
  var huge = LiteralScanner(" 2e400")
  let hugeError = caught { () throws(BreakpointLiteralError) in _ = try huge.number() }
  #expect(hugeError == BreakpointLiteralError(column: 2, reason: .numberOutOfRange("2e400")))
}

@Test func scannerConsumeAndExpect() throws {
  var scanner = LiteralScanner(" [ :")
  let open = scanner.consume("[")
  let close = scanner.consume("]")
  #expect(open && !close)
  try scanner.expect(":", "':'")
  #expect(scanner.isAtEnd)
  let error = caught { () throws(BreakpointLiteralError) in try scanner.expect("]", "']'") }
  #expect(error == BreakpointLiteralError(column: 5, reason: .expected("']'")))
}
