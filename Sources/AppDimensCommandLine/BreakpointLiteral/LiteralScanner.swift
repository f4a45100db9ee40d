/// A cursor over the Unicode scalars of a literal, with the token readers the breakpoint
/// literal grammar needs. Every reader is linear and never recurses.
struct LiteralScanner {
  private let scalars: [Unicode.Scalar]
  private(set) var index = 0

  init(_ text: String) {
    self.scalars = Array(text.unicodeScalars)
  }

  /// The 1-based column of the cursor.
  var column: Int { index + 1 }

  /// Whether the cursor is past the last scalar.
  var isAtEnd: Bool { index >= scalars.count }

  /// The scalar under the cursor, if any.
  var current: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

  /// Skips spaces, tabs and line breaks.
  mutating func skipWhitespace() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    {
      index += 1
    }
  }

  /// Consumes `scalar` if it is under the cursor (after whitespace).
  mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
    skipWhitespace()
    guard current == scalar else { return false }
    index += 1
    return true
  }

  /// Consumes `scalar` (after whitespace) or throws "expected `what`" at the cursor.
  mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(BreakpointLiteralError) {
    guard consume(scalar) else { throw error(.expected(what)) }
  }

  /// An error at the cursor.
  func error(_ reason: BreakpointLiteralError.Reason) -> BreakpointLiteralError {
    BreakpointLiteralError(column: column, reason: reason)
  }

  /// Reads an identifier (`[A-Za-z_][A-Za-z0-9_]*`) after whitespace, or nil when none starts
  /// here.
  mutating func identifier() -> String? {
    skipWhitespace()
    guard let first = current, Self.isIdentifierHead(first) else { return nil }
    var name = String.UnicodeScalarView()
    while let scalar = current, Self.isIdentifierHead(scalar) || Self.isDigit(scalar) {
      name.append(scalar)
      index += 1
    }
    return String(name)
  }

  /// Reads a Swift decimal literal (`-`? digits (`.` digits)? (`e` [+-]? digits)?, with `_`
  /// between digits) after whitespace, and returns its finite value.
  mutating func number() throws(BreakpointLiteralError) -> Double {
    skipWhitespace()
    let start = index
    var text = String.UnicodeScalarView()
    if current == "-" {
      text.append("-")
      index += 1
    }
    guard digits(into: &text) else { throw error(.expected("a number")) }
    if current == ".", index + 1 < scalars.count, Self.isDigit(scalars[index + 1]) {
      text.append(".")
      index += 1
      _ = digits(into: &text)
    }
    if current == "e" || current == "E" {
      text.append("e")
      index += 1
      if let sign = current, sign == "+" || sign == "-" {
        text.append(sign)
        index += 1
      }
      guard digits(into: &text) else { throw error(.expected("exponent digits")) }
    }
    let literal = String(text)
    guard let value = Double(literal), value.isFinite else {
      throw BreakpointLiteralError(column: start + 1, reason: .numberOutOfRange(literal))
    }
    return value
  }

  /// Appends a run of digits (underscores allowed after the first digit); false when none.
  private mutating func digits(into text: inout String.UnicodeScalarView) -> Bool {
    guard let first = current, Self.isDigit(first) else { return false }
    while let scalar = current, Self.isDigit(scalar) || scalar == "_" {
      if scalar != "_" { text.append(scalar) }
      index += 1
    }
    return true
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }
}
