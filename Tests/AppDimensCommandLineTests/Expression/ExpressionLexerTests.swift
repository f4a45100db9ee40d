import Testing

@testable import AppDimensCommandLine

@Suite("ExpressionLexer: tokens and lexical errors")
struct ExpressionLexerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let kinds: [ExpressionToken.Kind]
    var testDescription: String { source }
  }

  // The doc table rows plus edges.
  @Test(arguments: [
    Case(source: "16.sdp", kinds: [.number(16), .dot, .identifier("sdp"), .end]),
    Case(source: "16.5.hdp", kinds: [.number(16.5), .dot, .identifier("hdp"), .end]),
    Case(source: "320...1200", kinds: [.number(320), .ellipsis, .number(1200), .end]),
    Case(source: "-2e1", kinds: [.minus, .number(20), .end]),
    Case(source: "1_000.sdp", kinds: [.number(1000), .dot, .identifier("sdp"), .end]),
    Case(source: "1.5E-1", kinds: [.number(0.15), .end]),
    Case(
      source: "[w320: [1]].x?",
      kinds: [
        .leftBracket, .identifier("w320"), .colon, .leftBracket, .number(1), .rightBracket,
        .rightBracket, .dot, .identifier("x"), .question, .end,
      ]),
    Case(
      source: " ( a : b , ) ",
      kinds: [
        .leftParenthesis, .identifier("a"), .colon, .identifier("b"), .comma, .rightParenthesis,
        .end,
      ]),
  ])
  func tokens(_ c: Case) throws {
    #expect(try ExpressionLexer.tokens(c.source).map(\.kind) == c.kinds)
  }

  @Test func columnsCountFromOne() throws {
    let tokens = try ExpressionLexer.tokens("16.sdp")
    #expect(tokens.map(\.column) == [1, 3, 4, 7])
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let column: Int
    let fragment: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Failure(source: "16.sdp#", column: 7, fragment: "unexpected character '#'"),
    Failure(source: "1e400.sdp", column: 1, fragment: "too large"),
    Failure(source: "16e.sdp", column: 4, fragment: "exponent"),
    Failure(source: "16.sdp}", column: 7, fragment: "unexpected character '}'"),
    Failure(source: "1..2", column: 2, fragment: "half-open"),
    Failure(source: "16.sdp\u{0}", column: 7, fragment: "U+0000"),
    Failure(source: "16.sdpé", column: 7, fragment: "U+00E9"),
  ])
  func errors(_ f: Failure) {
    do {
      _ = try ExpressionLexer.tokens(f.source)
      Issue.record("no error")
    } catch {
      #expect(error.column == f.column)
      #expect(error.message.contains(f.fragment), "\(error)")
    }
  }
}
