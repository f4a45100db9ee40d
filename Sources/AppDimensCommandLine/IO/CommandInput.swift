/// A source of input lines as raw bytes, so invalid UTF-8 reaches the parser intact.
///
/// `StandardInput` reads the process's standard input; ``BufferedInput`` serves bytes held in
/// memory (tests, tools embedding the command line).
public protocol CommandInput {
  /// The next line without its `\n` (and without a `\r` before it), or nil at the end.
  mutating func readLine() -> InputLine?
  /// Whether a complete line is already buffered, so reading it will not block (the batch
  /// command flushes its output before it waits for more input).
  var hasBufferedLine: Bool { get }
}

/// One line of input: its bytes, and whether it was cut at ``maximumLength``.
public struct InputLine: Hashable, Sendable {
  /// The longest line kept, in bytes (1 MiB); the rest of a longer line is discarded.
  public static let maximumLength = 1 << 20

  /// The bytes of the line, without the line break.
  public var bytes: [UInt8]
  /// Whether the line was longer than ``maximumLength`` and was cut.
  public var isTruncated: Bool

  /// Creates a line.
  public init(bytes: [UInt8], isTruncated: Bool = false) {
    self.bytes = bytes
    self.isTruncated = isTruncated
  }
}

/// Input lines from bytes held in memory.
public struct BufferedInput: CommandInput, Sendable {
  private let bytes: [UInt8]
  private var position = 0

  /// Serves the lines of `bytes`.
  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// Serves the lines of `text` (UTF-8).
  public init(_ text: String) { self.bytes = Array(text.utf8) }

  /// The next line, split on `\n`, with a trailing `\r` removed.
  public mutating func readLine() -> InputLine? {
    guard position < bytes.count else { return nil }
    let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    var line = Array(bytes[position..<end])
    position = end + 1
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    guard line.count > InputLine.maximumLength else { return InputLine(bytes: line) }
    return InputLine(bytes: Array(line.prefix(InputLine.maximumLength)), isTruncated: true)
  }

  /// Always true while bytes remain: everything is in memory.
  public var hasBufferedLine: Bool { position < bytes.count }
}
