/// Parses expressions such as `16.sdp`, `16.powerDp(c, options: .init(power: 0.5))` or
/// `AppDimens.dp(16, configuration: c)` into an ``ExpressionSyntax`` tree.
///
/// ```
/// expression = postfix ;
/// postfix    = primary { "." name | "(" [ argument { "," argument } ] ")" | "?" } ;
/// primary    = [ sign ] number | name | "." name | dictionary | "(" expression ")" ;
/// argument   = [ name ":" ] postfix [ "..." postfix ] ;
/// dictionary = "[" ( ":" | [ postfix ":" postfix { "," postfix ":" postfix } [ "," ] ] ) "]" ;
/// sign       = "+" | "-" ;
/// ```
///
/// A dictionary literal's keys and values are expressions like any other (`wC.phone`,
/// `.width(390)`, `390`); the compiler gives it its type. Nesting (parentheses, brackets,
/// calls and members together) is limited to ``maximumDepth`` levels, so hostile input is an
/// error rather than a stack overflow.
///
/// Errors name the column of the token that did not fit, for example
/// `at column 9: expected ')' or ',' after an argument to 'sdp', found 'x'`.
enum ExpressionParser {
  /// The deepest syntax tree the parser builds: far beyond any expression a person writes (a
  /// chain has at most eight links), far below what the compiler's recursion could exhaust.
  static let maximumDepth = 100

  /// The tree of `source`, or the first syntax error; with `table`, `source` must be one
  /// dictionary literal (a breakpoint table) rather than an expression.
  static func parse(_ source: String, table: Bool = false) throws(ExpressionError)
    -> ExpressionSyntax
  {
    var parser = Cursor(tokens: try ExpressionLexer.tokens(source))
    if table {
      guard parser.peek.kind == .leftBracket else { throw parser.unexpected("expected '['") }
      let tree = try parser.postfix(context: "the table")
      guard parser.peek.kind == .end, case .dictionary = tree else {
        throw parser.unexpected("unexpected text after the table")
      }
      return tree
    }
    let tree = try parser.postfix()
    if case .number = tree, parser.peek.kind == .end {
      throw ExpressionError(
        column: parser.peek.column, "expected a function after the number, such as '.sdp'")
    }
    guard parser.peek.kind == .end else {
      if case .number = tree {
        throw parser.unexpected("expected '.' and a function after the number")
      }
      throw parser.unexpected("expected '.'")
    }
    return tree
  }
}

/// The parser's position in the token list.
private struct Cursor {
  let tokens: [ExpressionToken]
  var index = 0
  /// The depth of the tree being built at the current token.
  var depth = 0

  /// The current token (the final `.end` once exhausted).
  var peek: ExpressionToken { tokens[min(index, tokens.count - 1)] }

  /// The token after the current one.
  var next: ExpressionToken { tokens[min(index + 1, tokens.count - 1)] }

  mutating func advance() { index += 1 }

  /// An error at the current token: `message, found X`.
  func unexpected(_ message: String) -> ExpressionError {
    ExpressionError(column: peek.column, "\(message), found \(peek.quoted)")
  }

  /// `primary { "." name | "(" arguments ")" | "?" }`.
  mutating func postfix(context: String = "the base value (for example 16.sdp)")
    throws(ExpressionError) -> ExpressionSyntax
  {
    let start = depth
    defer { depth = start }
    try deeper()
    var tree = try primary(context: context)
    while true {
      switch peek.kind {
      case .question where next.kind == .dot:
        advance()
      case .dot:
        try deeper()
        advance()
        guard case .identifier(let name) = peek.kind else {
          throw unexpected("expected a function name after '.'")
        }
        tree = .member(tree, name, column: peek.column)
        advance()
      case .leftParenthesis:
        try deeper()
        let column = peek.column
        advance()
        tree = .call(tree, try arguments(of: tree.memberName ?? "the call"), column: column)
      default:
        return tree
      }
    }
  }

  /// One level deeper, or the error for an expression nested too deeply.
  mutating func deeper() throws(ExpressionError) {
    depth += 1
    guard depth <= ExpressionParser.maximumDepth else {
      throw ExpressionError(
        column: peek.column,
        "the expression nests more than \(ExpressionParser.maximumDepth) levels deep")
    }
  }

  /// `[ sign ] number | name | "." name | dictionary | "(" expression ")"`.
  mutating func primary(context: String) throws(ExpressionError) -> ExpressionSyntax {
    let column = peek.column
    switch peek.kind {
    case .minus, .plus:
      let sign: Double = peek.kind == .minus ? -1 : 1
      advance()
      guard case .number(let value) = peek.kind else {
        throw unexpected("expected a number for \(context)")
      }
      advance()
      return .number(sign * value, column: column)
    case .number(let value):
      advance()
      return .number(value, column: column)
    case .identifier(let name):
      advance()
      return .name(name, column: column)
    case .leftBracket:
      advance()
      return .dictionary(try entries(), column: column)
    case .dot:
      advance()
      guard case .identifier(let name) = peek.kind else {
        throw unexpected("expected a name after '.' in \(context)")
      }
      advance()
      return .implicitMember(name, column: column)
    case .leftParenthesis:
      advance()
      let inner = try postfix(context: context)
      guard peek.kind == .rightParenthesis else { throw unexpected("expected ')'") }
      advance()
      return inner
    default:
      throw unexpected("expected a number for \(context)")
    }
  }

  /// The entries of a dictionary literal after `[`, through `]`.
  mutating func entries() throws(ExpressionError) -> [ExpressionSyntax.Entry] {
    var entries: [ExpressionSyntax.Entry] = []
    if peek.kind == .colon {
      advance()
      guard peek.kind == .rightBracket else { throw unexpected("expected ']'") }
    }
    while peek.kind != .rightBracket {
      guard ![.comma, .colon, .end].contains(peek.kind) else { throw unexpected("expected a key") }
      let key = try postfix(context: "a key")
      guard peek.kind == .colon else { throw unexpected("expected ':' after the key") }
      advance()
      entries.append(.init(key: key, value: try postfix(context: "the value of a key")))
      guard peek.kind == .comma else { break }
      advance()
    }
    guard peek.kind == .rightBracket else { throw unexpected("expected ',' or ']'") }
    advance()
    return entries
  }

  /// The arguments after `(`, through `)`.
  mutating func arguments(of name: String) throws(ExpressionError) -> [ExpressionSyntax.Argument] {
    var arguments: [ExpressionSyntax.Argument] = []
    if peek.kind == .rightParenthesis {
      advance()
      return arguments
    }
    while true {
      let column = peek.column
      var label: String?
      if case .identifier(let name) = peek.kind, next.kind == .colon {
        label = name
        advance()
        advance()
      }
      let context = label.map { "'\($0):'" } ?? "the argument"
      guard peek.kind != .comma, peek.kind != .rightParenthesis, peek.kind != .end else {
        throw unexpected("expected a value for \(context)")
      }
      var value = try postfix(context: context)
      if peek.kind == .ellipsis {
        let rangeColumn = peek.column
        advance()
        value = .range(
          value, try postfix(context: "the upper bound of the range"), column: rangeColumn)
      }
      arguments.append(.init(label: label, value: value, column: column))
      switch peek.kind {
      case .comma: advance()
      case .rightParenthesis:
        advance()
        return arguments
      default: throw unexpected("expected ')' or ',' after an argument to '\(name)'")
      }
    }
  }
}
