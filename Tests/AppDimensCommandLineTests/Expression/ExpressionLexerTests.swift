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
    // Comments are space; the operators and punctuation of statements.
    Case(
      source: "10.sdp(c)    // 13",
      kinds: [
        .number(10), .dot, .identifier("sdp"), .leftParenthesis, .identifier("c"),
        .rightParenthesis, .end,
      ]),
    Case(
      source: "2 * 8.sdp /* 20.8 */ / 2",
      kinds: [.number(2), .star, .number(8), .dot, .identifier("sdp"), .slash, .number(2), .end]),
    Case(source: "/* a /* nested */ b */ 16 // x", kinds: [.number(16), .end]),
    Case(
      source: "let x: Breakpoints<Int>? = 1;",
      kinds: [
        .identifier("let"), .identifier("x"), .colon, .identifier("Breakpoints"), .less,
        .identifier("Int"), .greater, .question, .equals, .number(1), .semicolon, .end,
      ]),
    Case(
      source: "@ScaledDimension(16)",
      kinds: [
        .at, .identifier("ScaledDimension"), .leftParenthesis, .number(16), .rightParenthesis, .end,
      ]),
  ])
  func tokens(_ c: Case) throws {
    #expect(try ExpressionLexer.tokens(c.source).map(\.kind) == c.kinds)
  }

  @Test func columnsCountFromOne() throws {
    let tokens = try ExpressionLexer.tokens("16.sdp")
    #expect(tokens.map(\.column) == [1, 3, 4, 7])
  }

  /// What separates a token from the one before: the parser's line and operator rules.
  @Test func spaceAndLineBreaksBeforeTokens() throws {
    let tokens = try ExpressionLexer.tokens("16.sdp // 20.8\n  .rotate /* a\nb */-4")
    // 16 . sdp | . rotate | - 4 end: the comments are space, the block comment a line break.
    #expect(tokens.map(\.startsLine) == [false, false, false, true, false, true, false, false])
    #expect(tokens.map(\.spaceBefore) == [true, false, false, true, false, true, false, false])
    #expect(tokens.map(\.end) == [3, 4, 7, 19, 25, 36, 37, 38])
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
    Failure(source: "16 /* 20.8 */ /* open", column: 15, fragment: "unterminated comment"),
    Failure(
      source: "WindowGroup { x }", column: 13,
      fragment: "'{' (a block or a closure: paste one statement, such as 16.sdp(c) or "),
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
