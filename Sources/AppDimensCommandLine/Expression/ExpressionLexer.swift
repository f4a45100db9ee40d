/// Splits an expression such as `16.scaledDp(qualifier: .height)` into tokens.
///
/// Whitespace separates tokens and is otherwise ignored. Numbers are decimal, with an optional
/// fraction (`.` followed by a digit, so `16.sdp` is a number then a member), an optional
/// exponent and `_` separators as in Swift; signs are separate tokens. A number that does not
/// fit a finite `Double` (`1e400`) is an error, as is any character outside the grammar.
///
/// | input | tokens |
/// |---|---|
/// | `16.sdp` | number 16, `.`, `sdp` |
/// | `16.5.hdp` | number 16.5, `.`, `hdp` |
/// | `320...1200` | number 320, `...`, number 1200 |
/// | `-2e1` | `-`, number 20 |
enum ExpressionLexer {
  /// The tokens of `source`, ending with `.end`, or the first lexical error.
  static func tokens(_ source: String) throws(ExpressionError) -> [ExpressionToken] {
    let scalars = Array(source.unicodeScalars)
    var tokens: [ExpressionToken] = []
    var index = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let column = index + 1
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        index += 1
        continue
      }
      let single: ExpressionToken.Kind?
      switch scalar {
      case ",": single = .comma
      case ":": single = .colon
      case "(": single = .leftParenthesis
      case ")": single = .rightParenthesis
      case "-": single = .minus
      case "+": single = .plus
      default: single = nil
      }
      if let single {
        tokens.append(.init(kind: single, column: column))
        index += 1
      } else if scalar == "." {
        if at(1) == ".", at(2) == "." {
          tokens.append(.init(kind: .ellipsis, column: column))
          index += 3
        } else if at(1) == "." {
          throw ExpressionError(
            column: column, "expected '...' (half-open ranges are not supported)")
        } else {
          tokens.append(.init(kind: .dot, column: column))
          index += 1
        }
      } else if isDigit(scalar) {
        let (value, end) = try number(scalars, from: index)
        tokens.append(.init(kind: .number(value), column: column))
        index = end
      } else if isIdentifierHead(scalar) {
        var end = index + 1
        while end < scalars.count, isIdentifierHead(scalars[end]) || isDigit(scalars[end]) {
          end += 1
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[index..<end])
        tokens.append(.init(kind: .identifier(name), column: column))
        index = end
      } else {
        throw ExpressionError(column: column, "unexpected character \(describe(scalar))")
      }
    }
    tokens.append(.init(kind: .end, column: scalars.count + 1))
    return tokens
  }

  /// Reads the number starting at `start`: digits, an optional fraction and exponent.
  private static func number(
    _ scalars: [Unicode.Scalar], from start: Int
  ) throws(ExpressionError) -> (Double, Int) {
    var text = ""
    var index = start
    func digits() {
      while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "_" {
        if scalars[index] != "_" { text.unicodeScalars.append(scalars[index]) }
        index += 1
      }
    }
    digits()
    if index + 1 < scalars.count, scalars[index] == ".", isDigit(scalars[index + 1]) {
      text.append(".")
      index += 1
      digits()
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      var lookahead = index + 1
      if lookahead < scalars.count, scalars[lookahead] == "+" || scalars[lookahead] == "-" {
        lookahead += 1
      }
      guard lookahead < scalars.count, isDigit(scalars[lookahead]) else {
        throw ExpressionError(column: index + 1, "expected digits after the exponent 'e'")
      }
      text.append("e")
      if scalars[index + 1] == "-" { text.append("-") }
      index = lookahead
      digits()
    }
    guard let value = Double(text), value.isFinite else {
      throw ExpressionError(column: start + 1, "number '\(text)' is too large")
    }
    return (value, index)
  }

  /// Whether `scalar` is an ASCII digit.
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

  /// Whether `scalar` may start a name: an ASCII letter or `_`.
  static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
  }

  /// A character for an error message: quoted when printable, `U+XXXX` otherwise.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar.value >= 0x21 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
