/// Why an expression could not be read or evaluated, with the column it happened at.
///
/// Columns count Unicode scalars from 1, so `16.sdx` reports its function at column 4:
/// `at column 4: unknown function 'sdx' (did you mean 'sdp'?)`. In text of several lines (a
/// pasted block) the column counts from the start of its line, and the line is named too:
/// `at line 2, column 1: …`.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based column of the offending character or token, when there is one: in the whole
  /// text, or in its line when ``line`` is set.
  public let column: Int?
  /// The 1-based line of ``column`` in text of several lines; nil in text of one line.
  public let line: Int?
  /// What went wrong, in words, without the column.
  public let message: String

  /// Creates an error at `column` (nil when it concerns the whole expression), on `line` of a
  /// text of several lines. Every quoted span of the message (`'…'`, a name as typed) longer
  /// than 40 characters is cut to 40 and `…`, so a 131 KB name is not echoed whole.
  public init(column: Int?, line: Int? = nil, _ message: String) {
    self.column = column
    self.line = line
    self.message = Self.cuttingQuotes(message)
  }

  /// `message` with every quoted name longer than 40 characters cut to 40 and `…`: a span
  /// that opens with `'` at the start, after a space or `(`, runs without a space, and closes
  /// with `'` (an apostrophe inside a word, `command's`, opens nothing).
  ///
  /// | message | cut |
  /// |---|---|
  /// | `unknown name 'abc'` | unchanged |
  /// | `unknown name 'aaa…(100 a)'` | `unknown name 'aaaa…(40 a)…'` |
  static func cuttingQuotes(_ message: String) -> String {
    guard message.count > 80 else { return message }
    let characters = Array(message)
    var result = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      result.append(character)
      index += 1
      guard character == "'",
        index == 1 || characters[index - 2] == " " || characters[index - 2] == "(",
        let close = characters[index...].firstIndex(where: { $0 == "'" || $0 == " " }),
        characters[close] == "'", close - index > 40
      else { continue }
      result += String(characters[index..<(index + 40)]) + "…'"
      index = close + 1
    }
    return result
  }

  /// `at column N: message`, `at line L, column N: message`, or the message alone when there
  /// is no column.
  public var description: String {
    guard let column else { return message }
    guard let line else { return "at column \(column): \(message)" }
    return "at line \(line), column \(column): \(message)"
  }

  /// This error with its column counted in its line of `source`, when `source` has several
  /// lines (`\n`, `\r\n` or `\r` ends a line); unchanged otherwise.
  func located(in source: String) -> ExpressionError {
    guard line == nil, let column else { return self }
    let scalars = Array(source.unicodeScalars)
    guard scalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return self }
    var line = 1
    var start = 0
    var index = 0
    while index < min(column - 1, scalars.count) {
      if scalars[index] == "\r" || scalars[index] == "\n" {
        if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
          index += 1
        }
        line += 1
        start = index + 1
      }
      index += 1
    }
    return ExpressionError(column: column - start, line: line, message)
  }
}
