/// Why a breakpoint table literal could not be read, and where (a 1-based column).
///
/// ```swift
/// do {
///   _ = try Breakpoints<Double>(parsing: "[w390: 70]")
/// } catch {
///   print(error)  // column 2: unknown identifier 'w390' (write .width(390))
/// }
/// ```
///
/// | input | column | reason |
/// |---|---|---|
/// | `w320: 80]` | 1 | expected `[` |
/// | `[w390: 70]` | 2 | unknown identifier `w390` |
/// | `[wC.tablet: 1]` | 5 | unknown member `tablet` |
/// | `[w320 80]` | 7 | expected `:` |
/// | `[w320: 1, w320: 2]` | 11 | duplicate key `w320` |
/// | `[w320: 80] x` | 12 | unexpected text after the table |
public struct BreakpointLiteralError: Error, Hashable, Sendable {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    /// Something else was expected here (the payload names it: `"["`, `"a key"`, …).
    case expected(String)
    /// An identifier that is not a breakpoint name (`w390`, `wX`).
    case unknownIdentifier(String)
    /// A member that does not exist on the key before it (`wC.tablet`, `w320.big`).
    case unknownMember(String)
    /// A number that is not finite as a `Double` (`1e999`).
    case numberOutOfRange(String)
    /// A key written twice (a Swift dictionary literal would trap at run time).
    case duplicateKey(ScreenIdentifier)
    /// Text after the closing bracket.
    case unexpectedTrailingText
  }

  /// The 1-based column, counted in Unicode scalars (characters, for ASCII input).
  public let column: Int
  /// What went wrong.
  public let reason: Reason

  /// Creates an error at a 1-based column.
  public init(column: Int, reason: Reason) {
    self.column = column
    self.reason = reason
  }
}

extension BreakpointLiteralError: CustomStringConvertible {
  /// `column N: reason`, for a command line to print.
  public var description: String {
    "column \(column): " + reasonDescription
  }

  private var reasonDescription: String {
    switch reason {
    case .expected(let what):
      return "expected \(what)"
    case .unknownIdentifier(let name):
      if name.hasPrefix("w"), let width = Int(name.dropFirst()) {
        return "unknown identifier '\(name)' (write .width(\(width)))"
      }
      return "unknown identifier '\(name)'"
    case .unknownMember(let name):
      return "unknown member '\(name)'"
    case .numberOutOfRange(let text):
      return "number '\(text)' is not finite"
    case .duplicateKey(let key):
      return "duplicate key '\(key)'"
    case .unexpectedTrailingText:
      return "unexpected text after the table"
    }
  }
}
