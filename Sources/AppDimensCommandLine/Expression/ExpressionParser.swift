/// Parses expressions such as `16.sdp` or `-1.5e1.scaledDp(qualifier: .height)` into a
/// ``ParsedExpression``.
///
/// ```
/// expression = sign? number member+ ;
/// member     = "." name ( "(" ( argument ( "," argument )* )? ")" )? ;
/// argument   = ( name ":" )? value ;
/// value      = "true" | "false" | "."? name | signed ( "..." signed )? ;
/// signed     = sign? number ;        sign = "+" | "-" ;
/// ```
///
/// Errors name the column of the token that did not fit, for example
/// `at column 9: expected ')' or ',' after an argument, found 'x'`.
public enum ExpressionParser: Sendable {
  /// The parsed form of `source`, or the first syntax error.
  public static func parse(_ source: String) throws(ExpressionError) -> ParsedExpression {
    var parser = Cursor(tokens: try ExpressionLexer.tokens(source))
    let base = try parser.signedNumber(context: "the base value (for example 16.sdp)")
    var members: [MemberCall] = []
    while parser.peek.kind != .end {
      guard parser.peek.kind == .dot else {
        throw parser.unexpected(
          members.isEmpty ? "expected '.' and a function after the number" : "expected '.'")
      }
      parser.advance()
      members.append(try parser.member())
    }
    guard !members.isEmpty else {
      throw ExpressionError(
        column: parser.peek.column, "expected a function after the number, such as '.sdp'")
    }
    return ParsedExpression(source: source, base: base, members: members)
  }
}

/// The parser's position in the token list.
private struct Cursor {
  let tokens: [ExpressionToken]
  var index = 0

  /// The current token (the final `.end` once exhausted).
  var peek: ExpressionToken { tokens[min(index, tokens.count - 1)] }

  /// The token after the current one.
  var next: ExpressionToken { tokens[min(index + 1, tokens.count - 1)] }

  mutating func advance() { index += 1 }

  /// An error at the current token: `message, found X`.
  func unexpected(_ message: String) -> ExpressionError {
    ExpressionError(column: peek.column, "\(message), found \(peek.quoted)")
  }

  /// `sign? number`.
  mutating func signedNumber(context: String) throws(ExpressionError) -> Double {
    var sign = 1.0
    if peek.kind == .minus || peek.kind == .plus {
      sign = peek.kind == .minus ? -1 : 1
      advance()
    }
    guard case .number(let value) = peek.kind else {
      throw unexpected("expected a number for \(context)")
    }
    advance()
    return sign * value
  }

  /// `name ( "(" arguments ")" )?`, after the dot.
  mutating func member() throws(ExpressionError) -> MemberCall {
    guard case .identifier(let name) = peek.kind else {
      throw unexpected("expected a function name after '.'")
    }
    let column = peek.column
    advance()
    guard peek.kind == .leftParenthesis else {
      return MemberCall(name: name, column: column, arguments: nil)
    }
    advance()
    var arguments: [CallArgument] = []
    if peek.kind == .rightParenthesis {
      advance()
      return MemberCall(name: name, column: column, arguments: arguments)
    }
    while true {
      arguments.append(try argument())
      switch peek.kind {
      case .comma: advance()
      case .rightParenthesis:
        advance()
        return MemberCall(name: name, column: column, arguments: arguments)
      default: throw unexpected("expected ')' or ',' after an argument to '\(name)'")
      }
    }
  }

  /// `( name ":" )? value`.
  mutating func argument() throws(ExpressionError) -> CallArgument {
    let column = peek.column
    var label: String?
    if case .identifier(let name) = peek.kind, next.kind == .colon {
      label = name
      advance()
      advance()
    }
    return CallArgument(label: label, value: try value(label: label), column: column)
  }

  /// `true | false | "."? name | signed ( "..." signed )?`.
  mutating func value(label: String?) throws(ExpressionError) -> ArgumentValue {
    let context = label.map { "'\($0):'" } ?? "the argument"
    switch peek.kind {
    case .identifier(let name):
      advance()
      if name == "true" || name == "false" { return .boolean(name == "true") }
      return .identifier(name)
    case .dot:
      advance()
      guard case .identifier(let name) = peek.kind else {
        throw unexpected("expected a name after '.' in \(context)")
      }
      advance()
      return .identifier(name)
    case .number, .minus, .plus:
      let lower = try signedNumber(context: context)
      guard peek.kind == .ellipsis else { return .number(lower) }
      advance()
      let upper = try signedNumber(context: "the upper bound of the range")
      return .range(lower, upper)
    default:
      throw unexpected("expected a value for \(context)")
    }
  }
}
