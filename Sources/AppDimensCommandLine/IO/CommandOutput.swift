/// A destination for command output: standard output or error, or a string in tests.
public protocol CommandOutput {
  /// Appends `text` as is (callers add their own line breaks).
  mutating func write(_ text: String)
  /// Delivers everything written so far (a no-op for in-memory outputs).
  mutating func flush()
}

extension CommandOutput {
  /// Appends `text` and a line break.
  public mutating func writeLine(_ text: String) { write(text + "\n") }
}

/// Output collected in memory, for tests and embedding.
public struct CapturedOutput: CommandOutput, Sendable {
  /// Everything written so far.
  public private(set) var text = ""

  /// Creates an empty output.
  public init() {}

  /// Appends `text`.
  public mutating func write(_ text: String) { self.text += text }

  /// Nothing to deliver.
  public mutating func flush() {}

  /// The lines written, without their line breaks (a final empty line is dropped).
  public var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
