#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file (`appdimens audit tokens.json`, `--baseline FILE`) as bytes, with
/// `open`/`read(2)` like ``FileOutput`` writes, so invalid UTF-8 reaches the JSON reader intact.
///
/// A failure (missing file, a folder, no permission) is an input/output ``UsageError`` naming
/// the path, which the commands print as `error: …` with exit status 3.
enum FileInput {
  /// The largest file read, in bytes (64 MiB); a design-tokens file is far smaller.
  static let maximumSize = 64 << 20

  /// The bytes of the file at `path`, or the reason it cannot be read.
  static func read(_ path: String) throws(UsageError) -> [UInt8] {
    guard !path.isEmpty else { throw .inputOutput("cannot read '': the path is empty") }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { fileRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
        guard bytes.count <= maximumSize else {
          throw .inputOutput("cannot read '\(path)': larger than 64 MiB")
        }
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw failure(path, errno)
      }
    }
  }

  /// The message for `path` and an error number ("cannot read 'x': No such file or directory").
  private static func failure(_ path: String, _ number: Int32) -> UsageError {
    let reason = strerror(number).map { String(cString: $0) } ?? "error \(number)"
    return .inputOutput("cannot read '\(path)': \(reason)")
  }
}

/// `read(2)`, named apart from ``FileInput/read(_:)``.
private func fileRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
