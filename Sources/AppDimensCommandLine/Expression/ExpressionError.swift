/// Why an expression could not be read or evaluated, with the column it happened at.
///
/// Columns count Unicode scalars from 1, so `16.sdx` reports its function at column 4:
/// `at column 4: unknown function 'sdx' (did you mean 'sdp'?)`.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based column of the offending character or token, when there is one.
  public let column: Int?
  /// What went wrong, in words, without the column.
  public let message: String

  /// Creates an error at `column` (nil when it concerns the whole expression).
  public init(column: Int?, _ message: String) {
    self.column = column
    self.message = message
  }

  /// `at column N: message`, or the message alone when there is no column.
  public var description: String {
    guard let column else { return message }
    return "at column \(column): \(message)"
  }
}
