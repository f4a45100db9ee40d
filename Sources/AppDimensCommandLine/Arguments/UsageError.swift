/// Why a command stopped: a mistake in the command line or its input (unknown option, bad
/// value, bad expression), after which the tool prints `error: <message>` and the command's
/// usage line and exits with status 2; or a file or stream that could not be read or written,
/// printed as `error: <message>` alone, exit status 3.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, without the `error: ` prefix, on one line.
  public let message: String
  /// The exit status: ``CommandLineTool/usageError`` or ``CommandLineTool/inputOutputFailure``.
  public let status: Int32

  /// Creates an error with a message; control characters in it are escaped.
  ///
  /// | given | message |
  /// |---|---|
  /// | `unknown command 'a⏎b'` | `unknown command 'a\nb'` |
  /// | `tab⇥` | `tab\t` |
  /// | U+0007, U+2028 | `\u{7}`, `\u{2028}` |
  public init(_ message: String) { self.init(message, status: CommandLineTool.usageError) }

  /// Creates an error that exits with `status`.
  init(_ message: String, status: Int32) {
    self.message = Self.singleLine(message)
    self.status = status
  }

  /// A file or stream that could not be read or written (exit status 3, no usage line).
  static func inputOutput(_ message: String) -> UsageError {
    UsageError(message, status: CommandLineTool.inputOutputFailure)
  }

  /// `text` with line breaks and other control characters escaped Swift-style
  /// (``ControlCharacters``, the escaping every report uses too).
  //
  // Policy: messages quote what the user typed (flags, commands, device names, JSON strings),
  // and an argument or a batch value may contain a newline; escaping it here keeps every
  // error exactly one line, which scripts and the batch's line-for-line answers rely on
  // (found by Fuzz/ExpressionFuzz.swift).
  static func singleLine(_ text: String) -> String { ControlCharacters.escaped(text) }

  /// The message.
  public var description: String { message }

  /// `text` shortened to 40 characters, for quoting what the user typed in messages.
  static func shown(_ text: String) -> String {
    JSONDocument.shown(text)
  }
}
