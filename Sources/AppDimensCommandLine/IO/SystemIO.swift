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
    /// The system's words.
    let reason: String
    /// The `errno` value, 0 when there is none.
    var number: Int32 = 0
  }

  /// The file at `path` opened for reading, or for writing (created or emptied first).
  static func openFile(_ path: String, writing: Bool) throws(Failure) -> Int32 {
    let descriptor =
      writing ? open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644) : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure() }
    return descriptor
  }

  /// A new file at `path` opened for writing; fails when it already exists.
  static func createFile(_ path: String) throws(Failure) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw failure() }
    return descriptor
  }

  /// Closes a descriptor ``openFile(_:writing:)`` gave.
  static func closeFile(_ descriptor: Int32) { close(descriptor) }

  /// Flushes a written file to the disk, then closes it; a failure of either (a full disk
  /// can report itself only here) is thrown.
  static func syncAndClose(_ descriptor: Int32) throws(Failure) {
    let synced = fsync(descriptor) == 0 || errno == EINVAL  // EINVAL: a file that cannot sync
    let error = synced ? nil : failure()
    let closed = close(descriptor) == 0
    if let error { throw error }
    if !closed { throw failure() }
  }

  /// What is at `path`, not following a final symbolic link; nil when nothing is.
  static func kind(_ path: String, followingLinks: Bool = false) -> FileKind? {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
    switch info.st_mode & 0o170_000 {
    case 0o100_000: return .regular(permissions: info.st_mode & 0o7777)
    case 0o040_000: return .directory
    case 0o120_000: return .symbolicLink
    default: return .other
    }
  }

  /// What a path names.
  enum FileKind: Equatable {
    /// A regular file and its permission bits.
    case regular(permissions: mode_t)
    case directory, symbolicLink
    /// A device, a FIFO or a socket (`/dev/stdout`, `/dev/null`).
    case other
  }

  /// The names in the folder at `path` (without `.` and `..`), in no particular order.
  static func entries(_ path: String) throws(Failure) -> [String] {
    guard let folder = opendir(path) else { throw failure() }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Why this process may not write the existing file at `path` (`Permission denied`,
  /// `Read-only file system`), nil when it may.
  static func writeDenial(_ path: String) -> Failure? {
    access(path, W_OK) == 0 ? nil : failure()
  }

  /// The device and inode of what `path` names (following links), nil when nothing is:
  /// two paths name the same file exactly when they have the same identity.
  static func identity(_ path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino))
  }

  /// The identity of the file standard input reads, when it is a regular file or a folder
  /// (`< tokens.json`); nil for a pipe or a terminal.
  static func standardInputIdentity() -> FileIdentity? {
    var info = stat()
    guard fstat(0, &info) == 0 else { return nil }
    let type = info.st_mode & 0o170_000
    guard type == 0o100_000 || type == 0o040_000 else { return nil }
    return FileIdentity(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino))
  }

  /// A file's device and inode.
  struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  /// The target of the symbolic link at `path` as written (relative to the link's folder
  /// when it does not start with `/`); nil when `path` is not a link.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, 4096)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Where the symbolic links starting at `path` lead, link after link, as `open` would follow
  /// them: the final path (which may not exist yet, for a dangling link), or `ELOOP` after 40
  /// links (a loop).
  static func followingLinks(_ path: String) throws(Failure) -> String {
    var current = path
    for _ in 0..<40 {
      guard kind(current) == .symbolicLink, let target = linkTarget(current) else {
        return current
      }
      if target.hasPrefix("/") {
        current = target
      } else {
        let folder = current.lastIndex(of: "/").map { String(current[...$0]) } ?? ""
        current = folder + target
      }
    }
    throw Failure(reason: reason(ELOOP), number: ELOOP)
  }

  /// Sets the permission bits of an open file.
  static func setPermissions(_ descriptor: Int32, _ permissions: mode_t) {
    _ = fchmod(descriptor, permissions)
  }

  /// Renames `source` to `destination`, replacing it in one step.
  static func moveFile(_ source: String, to destination: String) throws(Failure) {
    guard rename(source, destination) == 0 else { throw failure() }
  }

  /// Removes the file at `path`; nothing when it is not there.
  static func removeFile(_ path: String) { _ = unlink(path) }

  /// The system's words for an error number.
  static func reason(_ number: Int32) -> String {
    strerror(number).map { String(cString: $0) } ?? "error \(number)"
  }

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
    return Failure(reason: reason(number), number: number)
  }
}

/// Reads a whole file (`appdimens audit tokens.json`, `--baseline FILE`, `-` for standard
/// input) as bytes, so invalid UTF-8 reaches the JSON reader intact. A path and standard input
/// go through the same loop of 64 KiB chunks, the same 64 MiB cap and the same messages: a
/// failure (missing file, a folder, no permission, too large) is an input/output
/// ``UsageError`` naming the path (`<stdin>` for standard input), which the commands print as
/// `error: …` with exit status 3.
///
/// | input | error |
/// |---|---|
/// | a missing file | `cannot read 'x.json': No such file or directory` |
/// | a folder (`/`, or `< /` on standard input) | `cannot read '/': Is a directory` |
/// | 200 MB, `/dev/zero` | `cannot read '<stdin>': larger than 64 MiB` |
enum FileInput {
  /// The largest file read, in bytes (64 MiB); a design-tokens file is far smaller.
  static let maximumSize = 64 << 20
  /// The name of standard input in messages.
  static let standardInputName = "<stdin>"

  /// The name `path` has in messages: itself, or `<stdin>` for `-`.
  static func name(_ path: String) -> String { path == "-" ? standardInputName : path }

  /// The bytes of the file at `path`, or of `input` when `path` is `-`.
  static func read(_ path: String, input: inout any CommandInput) throws(UsageError) -> [UInt8] {
    guard path == "-" else { return try read(path) }
    return try read(name: standardInputName) { bytes throws(InputFailure) in
      try input.readChunk(into: &bytes)
    }
  }

  /// The bytes of the file at `path`, or the reason it cannot be read.
  static func read(_ path: String) throws(UsageError) -> [UInt8] {
    guard !path.isEmpty else { throw .inputOutput("cannot read '': the path is empty") }
    let descriptor: Int32
    do throws(SystemIO.Failure) {
      descriptor = try SystemIO.openFile(path, writing: false)
    } catch {
      throw .inputOutput("cannot read '\(path)': \(error.reason)")
    }
    defer { SystemIO.closeFile(descriptor) }
    return try read(name: path) { bytes throws(InputFailure) in
      do throws(SystemIO.Failure) {
        return try SystemIO.readChunk(descriptor, into: &bytes)
      } catch {
        throw InputFailure(reason: error.reason)
      }
    }
  }

  /// Every chunk `next` appends, until the end or past ``maximumSize``.
  private static func read(
    name: String, next: (inout [UInt8]) throws(InputFailure) -> Int
  ) throws(UsageError) -> [UInt8] {
    var bytes: [UInt8] = []
    do throws(InputFailure) {
      while try next(&bytes) > 0, bytes.count <= maximumSize {}
    } catch {
      throw .inputOutput("cannot read '\(name)': \(error.reason)")
    }
    guard bytes.count <= maximumSize else {
      throw .inputOutput("cannot read '\(name)': larger than 64 MiB")
    }
    // The chunks grew the array by doubling: keep the bytes in exactly their size.
    return bytes.exactCopy()
  }
}

/// Writes a whole document to a file (`--out PATH`) atomically, the one way every command
/// writes a file: the bytes go to a new temporary file in the same folder, are flushed to the
/// disk, and the temporary file is renamed over `PATH` in one step. A failure at any step (a
/// missing folder, no permission, a full disk) removes the temporary file, leaves an existing
/// file at `PATH` exactly as it was, and is an input/output ``UsageError`` naming the path,
/// which the commands print as `error: …` with exit status 3.
///
/// ```
/// PATH a symbolic link           → the file it names is replaced (the link stays); a
///                                  dangling link creates the file it names; a loop of
///                                  links is an error (Too many levels of symbolic links)
/// PATH an input of the command   → refused before anything is read (``refuseInputs``)
/// PATH not a regular file        → written in place, as a stream (/dev/stdout, a FIFO)
/// PATH a folder                  → error: Is a directory
/// PATH an existing file          → its permission bits are kept; refused when not writable
/// temporary file                 → FOLDER/.appdimens-<16 hex digits>.tmp
/// ```
//
// Policy: rename(2) replaces a file in one step on every POSIX file system, so a reader (or
// the next `--baseline` run) sees the old document or the new one, never a truncated one. A
// process killed mid-write may leave its `.appdimens-….tmp` behind; the document is intact.
enum FileOutput {
  /// Writes `text` (UTF-8) to `path`.
  static func write(_ text: String, to path: String) throws(UsageError) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path`; `writeAll` is the step that writes them to the open file
  /// (tests pass one that fails, as a full disk does).
  static func write(
    _ bytes: [UInt8], to path: String,
    writeAll: (ArraySlice<UInt8>, Int32) throws(SystemIO.Failure) -> Void = SystemIO.writeAll
  ) throws(UsageError) {
    guard !path.isEmpty else { throw .inputOutput("--out: the path is empty") }
    func failure(_ reason: String) -> UsageError {
      .inputOutput("cannot write '\(path)': \(reason)")
    }
    // A link is followed link by link, so a dangling one is written through (the file it
    // names is created) and a loop is an error; the link itself is never replaced.
    let target: String
    do throws(SystemIO.Failure) {
      target = try SystemIO.followingLinks(path)
    } catch {
      throw failure(error.reason)
    }
    let existing = SystemIO.kind(target, followingLinks: true)
    switch existing {
    case .directory?:
      throw failure(SystemIO.reason(EISDIR))
    case .other?, .symbolicLink?:
      // A device or FIFO is a stream, not a document to replace.
      do throws(SystemIO.Failure) {
        let descriptor = try SystemIO.openFile(target, writing: true)
        defer { SystemIO.closeFile(descriptor) }
        try writeAll(bytes[...], descriptor)
        return
      } catch {
        throw failure(error.reason)
      }
    case .regular?, nil:
      break
    }
    if existing != nil, let denial = SystemIO.writeDenial(target) {
      throw failure(denial.reason)
    }
    let folder = target.lastIndex(of: "/").map { String(target[...$0]) } ?? ""
    var temporary = ""
    var created: Int32?
    var problem = SystemIO.Failure(reason: SystemIO.reason(EEXIST))
    for _ in 0..<8 where created == nil {
      temporary = folder + ".appdimens-" + hexDigits(UInt64.random(in: .min ... .max)) + ".tmp"
      do throws(SystemIO.Failure) {
        created = try SystemIO.createFile(temporary)
      } catch {
        problem = error
        if error.number != EEXIST { break }
      }
    }
    guard let descriptor = created else { throw failure(problem.reason) }
    do throws(SystemIO.Failure) {
      if case .regular(let permissions)? = existing {
        SystemIO.setPermissions(descriptor, permissions)
      }
      do throws(SystemIO.Failure) {
        try writeAll(bytes[...], descriptor)
      } catch {
        SystemIO.closeFile(descriptor)
        throw error
      }
      try SystemIO.syncAndClose(descriptor)
      try SystemIO.moveFile(temporary, to: target)
    } catch {
      SystemIO.removeFile(temporary)
      throw failure(error.reason)
    }
  }

  /// Refuses an output path (`option`: `--out`, `--write-baseline`) that names one of the
  /// command's `inputs` (through links, or by another spelling: the same device and inode), or
  /// the file standard input reads when `readsStandardInput`: the report would replace what it
  /// reports on (`--out tokens.json`, `--baseline b.json --out b.json`, `--write-baseline`
  /// through a link to a token file). A usage error (exit status 2), before anything is read.
  static func refuseInputs(
    _ path: String, option: String = "--out", inputs: [String], readsStandardInput: Bool
  ) throws(UsageError) {
    guard let target = try? SystemIO.followingLinks(path), let out = SystemIO.identity(target)
    else { return }
    for input in inputs where input != "-" && SystemIO.identity(input) == out {
      throw UsageError(
        "\(option) '\(UsageError.shown(path))' is the input '\(UsageError.shown(input))': the "
          + "report would replace it; write it to another file")
    }
    if readsStandardInput, SystemIO.standardInputIdentity() == out {
      throw UsageError(
        "\(option) '\(UsageError.shown(path))' is the file standard input reads: the report "
          + "would replace it; write it to another file")
    }
  }

  /// Whether two output paths name one file: the same file once links are followed (the
  /// same device and inode), or, for a file that does not exist yet, the same path once links,
  /// `.` segments and repeated slashes are set aside (`r.json`, `./r.json`, a link to it).
  static func sameOutput(_ a: String, _ b: String) -> Bool {
    guard let first = try? SystemIO.followingLinks(a), let second = try? SystemIO.followingLinks(b)
    else { return false }
    if let one = SystemIO.identity(first), let two = SystemIO.identity(second) { return one == two }
    func normal(_ path: String) -> String {
      let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
      return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
    return normal(first) == normal(second)
  }

  /// `value` as 16 lowercase hex digits.
  private static func hexDigits(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
