import Testing

@testable import AppDimensCommandLine

@Suite("ArgumentReader: typed reads, placeholders and leftovers")
struct ArgumentReaderTests {
  func reader(_ source: String) throws -> ArgumentReader {
    ArgumentReader(try ExpressionParser.parse(source).members[0])
  }

  @Test func readsEveryKind() throws {
    var r = try reader("1.f(2, q: .height, on: false, r: 1...3, m: TELEVISION)")
    #expect(try r.requiredNumber(nil, "the value") == 2)
    #expect(try r.enumeration("q", DpQualifier.self) == .height)
    #expect(try r.bool("on") == false)
    #expect(try r.range("r") == 1...3)
    #expect(try r.enumeration("m", UIMode.self) == .television)
    #expect(try r.number("absent") == nil)
    try r.finish()
  }

  @Test func configurationPlaceholdersAreIgnored() throws {
    for source in ["1.f(c)", "1.f(configuration)", "1.f(configuration: c)", "1.f(c, c)"] {
      try reader(source).finish()
    }
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let read: @Sendable (inout ArgumentReader) throws -> Void
    let message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Failure(
      source: "1.f(q: hieght)", read: { _ = try $0.enumeration("q", DpQualifier.self) },
      message: "at column 5: unknown value 'hieght' for 'q:' of 'f' (did you mean 'height'?)"),
    Failure(
      source: "1.f(up)", read: { _ = try $0.enumeration(nil, Orientation.self, "the orientation") },
      message:
        "at column 5: unknown value 'up' for the orientation of 'f' (expected one of portrait, landscape)"
    ),
    Failure(
      source: "1.f(minimum: width)", read: { _ = try $0.number("minimum") },
      message: "at column 5: 'minimum:' of 'f' must be a number, got 'width'"),
    Failure(
      source: "1.f(on: 1)", read: { _ = try $0.bool("on") },
      message: "at column 5: 'on:' of 'f' must be true or false, got number 1.0"),
    Failure(
      source: "1.f(r: 3...1)", read: { _ = try $0.range("r") },
      message: "at column 5: 'r:' of 'f' is reversed: 3.0...1.0"),
    Failure(
      source: "1.f(r: 3)", read: { _ = try $0.range("r") },
      message: "at column 5: 'r:' of 'f' must be a range such as 320...1200, got number 3.0"),
    Failure(
      source: "1.f()", read: { _ = try $0.requiredNumber(nil, "the value") },
      message: "at column 3: 'f' needs the value"),
    Failure(
      source: "1.f(2)", read: { _ = try $0.requiredNumber("minimum", "the threshold") },
      message: "at column 3: 'f' needs the argument 'minimum:' (the threshold)"),
    Failure(
      source: "1.f(minimum: 2, minimum: 3)",
      read: { r in
        _ = try r.number("minimum")
        try r.finish()
      },
      message: "at column 17: argument 'minimum:' is given twice to 'f'"),
    Failure(
      source: "1.f(minimun: 2)",
      read: { r in
        _ = try r.number("minimum")
        try r.finish()
      },
      message: "at column 5: unknown argument 'minimun:' to 'f' (did you mean 'minimum:'?)"),
    Failure(
      source: "1.f(2, 3)",
      read: { r in
        _ = try r.number(nil)
        try r.finish()
      },
      message: "at column 8: unexpected argument number 3.0 to 'f'"),
    Failure(
      source: "1.f", read: { try $0.requireParentheses() },
      message: "at column 3: expected '(' after 'f'"),
  ])
  func failures(_ f: Failure) throws {
    var r = try reader(f.source)
    do {
      try f.read(&r)
      Issue.record("no error")
    } catch {
      #expect((error as? ExpressionError)?.description == f.message)
    }
  }
}
