/// Reads a breakpoint table written as a Swift dictionary literal, for the command line and
/// fuzzers: `[w320: 80, wC.phone: 100, wR.all: 140, wAny: 60, w375.default: 90, .width(390): 70]`.
///
/// ```
/// table  = "[" ( ":" | entry ("," entry)* ","? )? "]"
/// entry  = key ":" number
/// key    = ("ScreenIdentifier." | ".")? base (".default")?
/// base   = w320 | w375 | … | w1366 | wAny
///        | (wC | wR) "." (phone | pad | all)
///        | width "(" number ")"            (only after "." or "ScreenIdentifier.")
/// number = "-"? digits ("." digits)? (("e" | "E") ("+" | "-")? digits)?    digits may hold "_"
/// ```
///
/// Whitespace (space, tab, line breaks) may appear between tokens. Only the Adaptizer width
/// names exist, as in Swift source: other widths are written `.width(390)`. A key written twice
/// is an error (a Swift dictionary literal would trap), and so is a non-finite number. The
/// parser is a pure function of its input: linear time, no recursion, never traps.
///
/// | input | result |
/// |---|---|
/// | `[w320: 80, wC.phone: 100]` | 2 entries |
/// | `[:]`, `[]` | empty table |
/// | `[.width(390.5).default: 7]` | 1 entry |
/// | `[w390: 70]` | error, column 2 (unknown identifier) |
/// | `[w320: 80,, w375: 1]` | error, column 11 (expected a key) |
public enum BreakpointLiteralParser: Sendable {
  /// Parses a whole table literal.
  public static func parse(_ text: String) throws(BreakpointLiteralError) -> Breakpoints<Double> {
    var scanner = LiteralScanner(text)
    try scanner.expect("[", "'['")
    var pairs: [(ScreenIdentifier, Double)] = []
    var seen = Set<ScreenIdentifier>()
    if scanner.consume(":") {
      try scanner.expect("]", "']'")
    } else if !scanner.consume("]") {
      while true {
        scanner.skipWhitespace()
        let keyColumn = scanner.column
        let key = try identifier(&scanner)
        guard seen.insert(key).inserted else {
          throw BreakpointLiteralError(column: keyColumn, reason: .duplicateKey(key))
        }
        try scanner.expect(":", "':'")
        pairs.append((key, try scanner.number()))
        if scanner.consume("]") { break }
        try scanner.expect(",", "',' or ']'")
        if scanner.consume("]") { break }
      }
    }
    scanner.skipWhitespace()
    guard scanner.isAtEnd else { throw scanner.error(.unexpectedTrailingText) }
    return Breakpoints(pairs)
  }

  /// Parses a single key such as `wC.phone`, `w320.default` or `.width(390)`.
  public static func parseIdentifier(_ text: String) throws(BreakpointLiteralError)
    -> ScreenIdentifier
  {
    var scanner = LiteralScanner(text)
    let key = try identifier(&scanner)
    scanner.skipWhitespace()
    guard scanner.isAtEnd else { throw scanner.error(.unexpectedTrailingText) }
    return key
  }

  /// Reads `key` of the grammar at the cursor.
  static func identifier(_ scanner: inout LiteralScanner) throws(BreakpointLiteralError)
    -> ScreenIdentifier
  {
    scanner.skipWhitespace()
    var qualified = scanner.consume(".")
    scanner.skipWhitespace()
    var column = scanner.column
    guard var name = scanner.identifier() else { throw scanner.error(.expected("a key")) }
    if !qualified, name == "ScreenIdentifier" {
      try scanner.expect(".", "'.'")
      scanner.skipWhitespace()
      column = scanner.column
      guard let member = scanner.identifier() else { throw scanner.error(.expected("a key")) }
      name = member
      qualified = true
    }
    var key = try base(name, column: column, qualified: qualified, &scanner)
    if scanner.consume(".") {
      scanner.skipWhitespace()
      let memberColumn = scanner.column
      guard let member = scanner.identifier() else { throw scanner.error(.expected("default")) }
      guard member == "default" else {
        throw BreakpointLiteralError(column: memberColumn, reason: .unknownMember(member))
      }
      key = key.default
    }
    return key
  }

  /// Reads the rest of `base` after its first identifier `name`, which started at `column`;
  /// `qualified` tells whether it was written as a member (`.name`, `ScreenIdentifier.name`).
  private static func base(
    _ name: String, column: Int, qualified: Bool, _ scanner: inout LiteralScanner
  ) throws(BreakpointLiteralError) -> ScreenIdentifier {
    // Policy: every spelling valid in Swift source is accepted (`w320`, `.w320`,
    // `ScreenIdentifier.w320`, `.width(390)`), and nothing else: `width(390)` without the dot
    // names no module-level function, and `w390` no constant.
    if name == "width", qualified {
      try scanner.expect("(", "'('")
      let width = try scanner.number()
      try scanner.expect(")", "')'")
      return .width(width)
    }
    if name == "wAny" { return .wAny }
    if name == "wC" || name == "wR" {
      let family = name == "wC" ? ScreenIdentifier.wC : ScreenIdentifier.wR
      try scanner.expect(".", "'.' after \(name)")
      scanner.skipWhitespace()
      let memberColumn = scanner.column
      switch scanner.identifier() {
      case "phone"?: return family.phone
      case "pad"?: return family.pad
      case "all"?: return family.all
      case let member?:
        throw BreakpointLiteralError(column: memberColumn, reason: .unknownMember(member))
      case nil: throw scanner.error(.expected("phone, pad or all"))
      }
    }
    // An Adaptizer width name is exactly how the library prints that key (`w320`).
    if name.hasPrefix("w"), let width = Double(String(name.dropFirst())),
      ScreenIdentifier.width(width).description == name
    {
      return .width(width)
    }
    throw BreakpointLiteralError(column: column, reason: .unknownIdentifier(name))
  }
}
