/// Splits an expression such as `16.powerDp(c, options: .init(power: 0.5))` into tokens.
///
/// Whitespace separates tokens and is otherwise ignored, except that each token records
/// whether a line break or a space comes before it (where a statement ends, and whether `-`
/// is binary, depend on it, as in Swift). Comments are whitespace: `//` to the end of the
/// line, `/* … */` (nested, as Swift's). Numbers are Swift literals read by
/// ``NumberScanner`` (a fraction needs a digit after the point, so `16.sdp` is a number then a
/// member; `_` separators; an exponent); signs are separate tokens. A number that does not fit
/// a finite `Double` (`1e400`) is an error, as is an unterminated `/*` and any character
/// outside the grammar.
///
/// | input | tokens |
/// |---|---|
/// | `16.sdp` | number 16, `.`, `sdp` |
/// | `16.5.hdp` | number 16.5, `.`, `hdp` |
/// | `320...1200` | number 320, `...`, number 1200 |
/// | `-2e1` | `-`, number 20 |
/// | `[w320: 80]` | `[`, `w320`, `:`, number 80, `]` |
/// | `10.sdp(c)    // 13` | number 10, `.`, `sdp`, `(`, `c`, `)` |
/// | `2 * 8.sdp /* 20.8 */ / 2` | number 2, `*`, number 8, `.`, `sdp`, `/`, number 2 |
enum ExpressionLexer {
  /// The tokens of `source`, ending with `.end`, or the first lexical error.
  static func tokens(_ source: String) throws(ExpressionError) -> [ExpressionToken] {
    let scalars = Array(source.unicodeScalars)
    let units = scalars.map(\.value)
    var tokens: [ExpressionToken] = []
    var index = 0
    // What separates the next token from the one before.
    var space = true
    var lineBreak = false
    func append(_ kind: ExpressionToken.Kind, at column: Int, end: Int) {
      var token = ExpressionToken(kind: kind, column: column, end: end)
      token.spaceBefore = space
      token.startsLine = lineBreak
      tokens.append(token)
      space = false
      lineBreak = false
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let column = index + 1
      let following = index + 1 < scalars.count ? scalars[index + 1] : nil
      let single: ExpressionToken.Kind? =
        switch scalar {
        case ",": .comma
        case ":": .colon
        case ";": .semicolon
        case "(": .leftParenthesis
        case ")": .rightParenthesis
        case "[": .leftBracket
        case "]": .rightBracket
        case "-": .minus
        case "+": .plus
        case "*": .star
        case "=": .equals
        case "@": .at
        case "<": .less
        case ">": .greater
        case "?": .question
        default: nil
        }
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        space = true
        if scalar == "\n" || scalar == "\r" { lineBreak = true }
        index += 1
      } else if scalar == "/", following == "/" {
        // A line comment: everything to the end of the line.
        index = scalars[index...].firstIndex { $0 == "\n" || $0 == "\r" } ?? scalars.count
        space = true
      } else if scalar == "/", following == "*" {
        index = try blockCommentEnd(scalars, from: index)
        space = true
        if scalars[column - 1..<index].contains(where: { $0 == "\n" || $0 == "\r" }) {
          lineBreak = true
        }
      } else if scalar == "/" {
        append(.slash, at: column, end: column + 1)
        index += 1
      } else if let single {
        append(single, at: column, end: column + 1)
        index += 1
      } else if scalar == "." {
        let run = scalars[index...].prefix { $0 == "." }.count
        guard run == 1 || run == 3 else {
          throw ExpressionError(
            column: column, "expected '...' (half-open ranges are not supported)")
        }
        append(run == 1 ? .dot : .ellipsis, at: column, end: column + run)
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
        append(.number(scan.value ?? 0), at: column, end: scan.end + 1)
        index = scan.end
      } else if isIdentifierHead(scalar) {
        let end = scalars[index...].firstIndex { !isIdentifierHead($0) && !isDigit($0) }
        let stop = end ?? scalars.count
        let name = String(String.UnicodeScalarView(scalars[index..<stop]))
        append(.identifier(name), at: column, end: stop + 1)
        index = stop
      } else {
        // Policy: a brace means a block of code around the values; point at what pastes.
        let hint =
          scalar == "{" || scalar == "}"
          ? " (a block or a closure: paste one statement, such as 16.sdp(c) or "
            + "@ScaledDimension(16))" : ""
        throw ExpressionError(column: column, "unexpected character \(describe(scalar))" + hint)
      }
    }
    var end = ExpressionToken(kind: .end, column: scalars.count + 1)
    end.spaceBefore = space
    end.startsLine = lineBreak
    tokens.append(end)
    return tokens
  }

  /// The index just after the `*/` that closes the block comment opening at `start`, nested
  /// comments included; an error at the opening `/*` when it is never closed.
  static func blockCommentEnd(_ scalars: [Unicode.Scalar], from start: Int) throws(ExpressionError)
    -> Int
  {
    var depth = 0
    var index = start
    while index + 1 < scalars.count {
      if scalars[index] == "/", scalars[index + 1] == "*" {
        depth += 1
        index += 2
      } else if scalars[index] == "*", scalars[index + 1] == "/" {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    throw ExpressionError(column: start + 1, "unterminated comment: '/*' without '*/'")
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
