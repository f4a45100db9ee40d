/// One token of an expression, with the columns where it starts and ends and whether a line
/// break or other space comes before it (Swift's rules for where a statement ends and whether
/// an operator is binary read them).
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
    /// `;`, between statements on one line.
    case semicolon
    /// `(`
    case leftParenthesis
    /// `)`
    case rightParenthesis
    /// `-`
    case minus
    /// `+`
    case plus
    /// `*`
    case star
    /// `/` (`//` and `/*` start comments instead)
    case slash
    /// `=`, after a declared name (`let spacing = 16.sdp`) or an assigned property.
    case equals
    /// `@`, before an attribute (`@ScaledDimension(16)`).
    case at
    /// `<`, in a generic type (`Breakpoints<Int>`).
    case less
    /// `>`
    case greater
    /// `?` (optional chaining, `pane?.screenWidth`, or an optional type, `Int?`)
    case question
    /// The end of the expression.
    case end
  }

  /// What the token is.
  let kind: Kind
  /// The 1-based column of its first character.
  let column: Int
  /// The column just after its last character.
  var end: Int
  /// Whether space, a comment or a line break separates it from the token before (or it
  /// starts the text).
  var spaceBefore = true
  /// Whether a line break separates it from the token before.
  var startsLine = false

  init(kind: Kind, column: Int, end: Int? = nil) {
    self.kind = kind
    self.column = column
    self.end = end ?? column + 1
  }

  /// The token as quoted in error messages: `'('`, `'sdp'`, `the end of the expression`.
  var quoted: String {
    switch kind {
    case .number(let value): "number \(value.shown)"
    case .identifier(let name): "'\(name)'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .dot: "'.'"
    case .ellipsis: "'...'"
    case .comma: "','"
    case .colon: "':'"
    case .semicolon: "';'"
    case .leftParenthesis: "'('"
    case .rightParenthesis: "')'"
    case .minus: "'-'"
    case .plus: "'+'"
    case .star: "'*'"
    case .slash: "'/'"
    case .equals: "'='"
    case .at: "'@'"
    case .less: "'<'"
    case .greater: "'>'"
    case .question: "'?'"
    case .end: "the end of the expression"
    }
  }
}
