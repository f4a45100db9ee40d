#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a whole document to a file (`--out PATH`), replacing it, with `open`/`write(2)`.
///
/// A failure (missing folder, no permission) returns a message naming the path, which the
/// commands print as `error: …` with exit status 1.
enum FileOutput {
  /// Writes `text` (UTF-8) to `path`; nil on success, else the reason.
  static func write(_ text: String, to path: String) -> String? {
    guard !path.isEmpty else { return "--out: the path is empty" }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return "cannot write '\(path)': \(reason(errno))" }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        fileWrite(descriptor, $0.baseAddress, $0.count)
      }
      if written > 0 {
        offset += written
      } else if !(written < 0 && errno == EINTR) {
        return "cannot write '\(path)': \(reason(errno))"
      }
    }
    return nil
  }

  /// The system's message for an error number.
  private static func reason(_ number: Int32) -> String {
    guard let message = strerror(number) else { return "error \(number)" }
    return String(cString: message)
  }
}

/// `write(2)`, named apart from ``FileOutput/write(_:to:)``.
private func fileWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
