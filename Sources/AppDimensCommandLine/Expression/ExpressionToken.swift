/// One token of an expression, with the column where it starts.
struct ExpressionToken: Hashable, Sendable {
  /// The kinds of token the lexer produces.
  enum Kind: Hashable, Sendable {
    /// An unsigned, finite number literal (`16`, `0.5`, `1e3`, `1_000`).
    case number(Double)
    /// A name: letters, digits and underscores, not starting with a digit.
    case identifier(String)
    /// `[`, opening a dictionary literal (`[w320: 80]`, `[390: 16, 820: 24]`).
    case leftBracket
    /// `]`
    case rightBracket
    /// `.`
    case dot
    /// `...`
    case ellipsis
    /// `,`
    case comma
    /// `:`
    case colon
    /// `(`
    case leftParenthesis
    /// `)`
    case rightParenthesis
    /// `-`
    case minus
    /// `+`
    case plus
    /// `?` (optional chaining, `pane?.screenWidth`)
    case question
    /// The end of the expression.
    case end
  }

  /// What the token is.
  let kind: Kind
  /// The 1-based column of its first character.
  let column: Int

  /// The token as quoted in error messages: `'('`, `'sdp'`, `the end of the expression`.
  var quoted: String {
    switch kind {
    case .number(let value): "number \(value)"
    case .identifier(let name): "'\(name)'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .dot: "'.'"
    case .ellipsis: "'...'"
    case .comma: "','"
    case .colon: "':'"
    case .leftParenthesis: "'('"
    case .rightParenthesis: "')'"
    case .minus: "'-'"
    case .plus: "'+'"
    case .question: "'?'"
    case .end: "the end of the expression"
    }
  }
}
