#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Policy: the standard streams use the file descriptors 0, 1 and 2 directly, through SystemIO.

/// The process's standard input, read in 64 KiB chunks and split into lines.
public struct StandardInput: CommandInput, Sendable {
  private var buffer: [UInt8] = []
  private var start = 0
  private var isAtEnd = false

  /// Reads file descriptor 0.
  public init() {}

  /// The next line; lines longer than ``InputLine/maximumLength`` are cut and their rest is
  /// skipped (only checked for being blank), so memory stays bounded.
  public mutating func readLine() throws(InputFailure) -> InputLine? {
    var line: [UInt8] = []
    var truncated = false
    var blank = true
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        append(buffer[start..<newline], to: &line, truncated: &truncated, blank: &blank)
        start = newline + 1
        return finish(line, truncated, blank)
      }
      append(buffer[start...], to: &line, truncated: &truncated, blank: &blank)
      buffer.removeAll(keepingCapacity: true)
      start = 0
      guard try fill() else {
        return line.isEmpty && !truncated ? nil : finish(line, truncated, blank)
      }
    }
  }

  /// Whether a whole line is waiting in the buffer.
  public var hasBufferedLine: Bool { buffer[start...].contains(UInt8(ascii: "\n")) }

  /// The bytes buffered and not yet read as lines, else the next chunk of file descriptor 0.
  public mutating func readChunk(into bytes: inout [UInt8]) throws(InputFailure) -> Int {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
      guard try fill() else { return 0 }
    }
    let count = buffer.count - start
    bytes += buffer[start...]
    buffer.removeAll(keepingCapacity: true)
    start = 0
    return count
  }

  private func append(
    _ bytes: ArraySlice<UInt8>, to line: inout [UInt8], truncated: inout Bool,
    blank: inout Bool
  ) {
    if blank { blank = InputLine.isBlank(bytes) }
    let room = InputLine.maximumLength - line.count
    if bytes.count > room { truncated = true }
    line.append(contentsOf: bytes.prefix(max(0, room)))
  }

  private func finish(_ line: [UInt8], _ truncated: Bool, _ blank: Bool) -> InputLine {
    var line = line
    if !truncated, line.last == UInt8(ascii: "\r") { line.removeLast() }
    return InputLine(bytes: line, isTruncated: truncated, isBlank: blank)
  }

  /// Reads the next chunk into the buffer; false at the end of input.
  private mutating func fill() throws(InputFailure) -> Bool {
    guard !isAtEnd else { return false }
    do throws(SystemIO.Failure) {
      if try SystemIO.readChunk(0, into: &buffer) > 0 { return true }
    } catch {
      isAtEnd = true
      throw InputFailure(reason: error.reason)
    }
    isAtEnd = true
    return false
  }
}

/// Standard output or standard error, buffered and written with `write(2)`.
public struct StandardOutput: CommandOutput, Sendable {
  private let fileDescriptor: Int32
  private var buffer: [UInt8] = []
  /// The system's message for the first write that failed (a full disk, a closed descriptor),
  /// nil while every write succeeded; output after a failure is dropped.
  public private(set) var failure: String?
  /// Whether the first failed write found the reading end closed (`EPIPE`: `| head -1` has
  /// what it wanted): output ends there, which is not an error.
  public private(set) var isClosedByReader = false

  /// File descriptor 1.
  public static var standardOutput: StandardOutput { StandardOutput(fileDescriptor: 1) }
  /// File descriptor 2.
  public static var standardError: StandardOutput { StandardOutput(fileDescriptor: 2) }

  private init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

  /// Appends `text`, writing out every 64 KiB.
  public mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 65_536 { flush() }
  }

  /// Writes everything buffered; after a write error (``failure``) output is dropped.
  public mutating func flush() {
    if failure == nil {
      do throws(SystemIO.Failure) {
        try SystemIO.writeAll(buffer[...], to: fileDescriptor)
      } catch {
        failure = error.reason
        isClosedByReader = error.number == EPIPE
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
