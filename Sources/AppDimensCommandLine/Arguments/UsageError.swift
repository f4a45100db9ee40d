/// A mistake in the command line (unknown flag, missing or bad value, bad expression): the
/// tool prints `error: <message>`, the command's usage line, and exits with status 2.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, without the `error: ` prefix.
  public let message: String

  /// Creates an error with a message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
