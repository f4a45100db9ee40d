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

  /// `text` with line breaks and other control characters escaped Swift-style.
  //
  // Policy: messages quote what the user typed (flags, commands, device names, JSON strings),
  // and an argument or a batch value may contain a newline; escaping it here keeps every
  // error exactly one line, which scripts and the batch's line-for-line answers rely on
  // (found by Fuzz/ExpressionFuzz.swift).
  static func singleLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 and C1 controls, DEL and the Unicode line and paragraph separators.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  /// The message.
  public var description: String { message }

  /// `text` shortened to 40 characters, for quoting what the user typed in messages.
  static func shown(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
  }
}
