/// Splits an expression such as `16.powerDp(c, options: .init(power: 0.5))` into tokens.
///
/// Whitespace separates tokens and is otherwise ignored. Numbers are Swift literals read by
/// ``NumberScanner`` (a fraction needs a digit after the point, so `16.sdp`
/// is a number then a member; `_` separators; an exponent); signs are separate tokens. A
/// number that does not fit a finite `Double` (`1e400`) is an error, as is any character
/// outside the grammar.
///
/// | input | tokens |
/// |---|---|
/// | `16.sdp` | number 16, `.`, `sdp` |
/// | `16.5.hdp` | number 16.5, `.`, `hdp` |
/// | `320...1200` | number 320, `...`, number 1200 |
/// | `-2e1` | `-`, number 20 |
/// | `[w320: 80]` | `[`, `w320`, `:`, number 80, `]` |
enum ExpressionLexer {
  /// The tokens of `source`, ending with `.end`, or the first lexical error.
  static func tokens(_ source: String) throws(ExpressionError) -> [ExpressionToken] {
    let scalars = Array(source.unicodeScalars)
    let units = scalars.map(\.value)
    var tokens: [ExpressionToken] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let column = index + 1
      let single: ExpressionToken.Kind? =
        switch scalar {
        case ",": .comma
        case ":": .colon
        case "(": .leftParenthesis
        case ")": .rightParenthesis
        case "[": .leftBracket
        case "]": .rightBracket
        case "-": .minus
        case "+": .plus
        case "?": .question
        default: nil
        }
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        index += 1
      } else if let single {
        tokens.append(.init(kind: single, column: column))
        index += 1
      } else if scalar == "." {
        let run = scalars[index...].prefix { $0 == "." }.count
        guard run == 1 || run == 3 else {
          throw ExpressionError(
            column: column, "expected '...' (half-open ranges are not supported)")
        }
        tokens.append(.init(kind: run == 1 ? .dot : .ellipsis, column: column))
        index += run
      } else if isDigit(scalar) {
        let scan = NumberScanner.scan(units, from: index, grammar: .swift)
        switch scan.problem {
        case nil: break
        case .notFinite?:
          throw ExpressionError(
            column: column, "number '\(UsageError.shown(scan.text))' is too large")
        case _?:
          throw ExpressionError(column: scan.end + 1, "expected digits after the exponent 'e'")
        }
        tokens.append(.init(kind: .number(scan.value ?? 0), column: column))
        index = scan.end
      } else if isIdentifierHead(scalar) {
        let end = scalars[index...].firstIndex { !isIdentifierHead($0) && !isDigit($0) }
        let name = String(String.UnicodeScalarView(scalars[index..<(end ?? scalars.count)]))
        tokens.append(.init(kind: .identifier(name), column: column))
        index = end ?? scalars.count
      } else {
        throw ExpressionError(column: column, "unexpected character \(describe(scalar))")
      }
    }
    tokens.append(.init(kind: .end, column: scalars.count + 1))
    return tokens
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
