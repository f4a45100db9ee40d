#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Policy: files and the standard streams go through `open`/`read`/`write(2)` directly, not
// Foundation, `readLine()` or the C `stdin`/`stdout` globals: bytes arrive unchanged (invalid
// UTF-8 is the JSON reader's to report, not silently replaced), memory stays flat for any
// number of lines, and nothing touches shared mutable C state from Swift 6 code.

/// The system calls under the standard streams and the files the commands read and write:
/// whole writes and chunked reads that retry after a signal (`EINTR`), failures in the
/// system's words ("No such file or directory").
enum SystemIO {
  /// Why a call failed, in the system's words.
  struct Failure: Error {
    let reason: String
  }

  /// The file at `path` opened for reading, or for writing (created or emptied first).
  static func openFile(_ path: String, writing: Bool) throws(Failure) -> Int32 {
    let descriptor =
      writing ? open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644) : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure() }
    return descriptor
  }

  /// Closes a descriptor ``openFile(_:writing:)`` gave.
  static func closeFile(_ descriptor: Int32) { close(descriptor) }

  /// Writes every byte of `bytes` to `descriptor`.
  static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) throws(Failure) {
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if !(written < 0 && errno == EINTR) {
        throw failure()
      }
    }
  }

  /// Appends the next chunk of `descriptor` (at most 64 KiB) to `bytes`; the number of bytes
  /// read, 0 at the end.
  static func readChunk(_ descriptor: Int32, into bytes: inout [UInt8]) throws(Failure) -> Int {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 {
        bytes.append(contentsOf: chunk[0..<count])
        return count
      }
      if errno != EINTR { throw failure() }
    }
  }

  /// The current `errno` as a failure.
  private static func failure() -> Failure {
    let number = errno
    return Failure(reason: strerror(number).map { String(cString: $0) } ?? "error \(number)")
  }
}

/// Reads a whole file (`appdimens audit tokens.json`, `--baseline FILE`) as bytes, so invalid
/// UTF-8 reaches the JSON reader intact. A failure (missing file, a folder, no permission) is
/// an input/output ``UsageError`` naming the path, which the commands print as `error: …` with
/// exit status 3.
enum FileInput {
  /// The largest file read, in bytes (64 MiB); a design-tokens file is far smaller.
  static let maximumSize = 64 << 20

  /// The bytes of the file at `path`, or the reason it cannot be read.
  static func read(_ path: String) throws(UsageError) -> [UInt8] {
    guard !path.isEmpty else { throw .inputOutput("cannot read '': the path is empty") }
    var bytes: [UInt8] = []
    do throws(SystemIO.Failure) {
      let descriptor = try SystemIO.openFile(path, writing: false)
      defer { SystemIO.closeFile(descriptor) }
      while try SystemIO.readChunk(descriptor, into: &bytes) > 0, bytes.count <= maximumSize {}
    } catch {
      throw .inputOutput("cannot read '\(path)': \(error.reason)")
    }
    guard bytes.count <= maximumSize else {
      throw .inputOutput("cannot read '\(path)': larger than 64 MiB")
    }
    return bytes
  }
}

/// Writes a whole document to a file (`--out PATH`), replacing it. A failure (missing folder,
/// no permission) returns a message naming the path, which the commands print as `error: …`
/// with exit status 3.
enum FileOutput {
  /// Writes `text` (UTF-8) to `path`; nil on success, else the reason.
  static func write(_ text: String, to path: String) -> String? {
    guard !path.isEmpty else { return "--out: the path is empty" }
    do throws(SystemIO.Failure) {
      let descriptor = try SystemIO.openFile(path, writing: true)
      defer { SystemIO.closeFile(descriptor) }
      try SystemIO.writeAll(Array(text.utf8)[...], to: descriptor)
      return nil
    } catch {
      return "cannot write '\(path)': \(error.reason)"
    }
  }
}
