/// A source of input as raw bytes, so invalid UTF-8 reaches the parser intact: read as lines
/// (`resolve --batch`) or as chunks of a whole file (`audit -`, ``FileInput``).
///
/// `StandardInput` reads the process's standard input; ``BufferedInput`` serves bytes held in
/// memory (tests, tools embedding the command line).
public protocol CommandInput {
  /// The next line without its `\n` (and without a `\r` before it), or nil at the end.
  mutating func readLine() throws(InputFailure) -> InputLine?
  /// Whether a complete line is already buffered, so reading it will not block (the batch
  /// command flushes its output before it waits for more input).
  var hasBufferedLine: Bool { get }
  /// Appends the next bytes not yet read (at most 64 KiB) to `bytes` and returns how many;
  /// 0 at the end of the input.
  mutating func readChunk(into bytes: inout [UInt8]) throws(InputFailure) -> Int
}

/// Why reading input failed, in the system's words ("Is a directory"); the commands print it
/// as `error: cannot read '<stdin>': Is a directory`, exit status 3.
public struct InputFailure: Error, Hashable, Sendable {
  /// The reason, without the path.
  public let reason: String

  /// A failure for `reason`.
  public init(reason: String) { self.reason = reason }
}

/// One line of input: its bytes, whether it was cut at ``maximumLength``, and whether it is
/// blank.
public struct InputLine: Hashable, Sendable {
  /// The longest line kept, in bytes (1 MiB); the rest of a longer line is discarded.
  public static let maximumLength = 1 << 20

  /// The bytes of the line, without the line break.
  public var bytes: [UInt8]
  /// Whether the line was longer than ``maximumLength`` and was cut.
  public var isTruncated: Bool
  /// Whether the whole line — the part cut off included — holds only spaces, tabs and
  /// carriage returns (the batch skips such lines, whatever their length).
  public var isBlank: Bool

  /// Creates a line; `isBlank` nil means "computed from `bytes`" (a truncated line is then
  /// not blank, as its cut part is unknown).
  public init(bytes: [UInt8], isTruncated: Bool = false, isBlank: Bool? = nil) {
    self.bytes = bytes
    self.isTruncated = isTruncated
    self.isBlank = isBlank ?? (!isTruncated && Self.isBlank(bytes[...]))
  }

  /// Whether `bytes` are only spaces, tabs and carriage returns.
  static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
    !bytes.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
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
    return InputLine(
      bytes: Array(line.prefix(InputLine.maximumLength)), isTruncated: true,
      isBlank: InputLine.isBlank(line[...]))
  }

  /// Always true while bytes remain: everything is in memory.
  public var hasBufferedLine: Bool { position < bytes.count }

  /// The next 64 KiB of the bytes not yet read.
  public mutating func readChunk(into bytes: inout [UInt8]) -> Int {
    let end = Swift.min(self.bytes.count, position + 65_536)
    guard position < end else { return 0 }
    bytes += self.bytes[position..<end]
    defer { position = end }
    return end - position
  }
}
