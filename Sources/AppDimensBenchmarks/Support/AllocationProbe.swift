#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Heap allocations per operation, counted by valgrind on this very executable.
///
/// ```
/// allocs/op = (A(10·N) − A(N)) / (9·N)
/// ```
///
/// where A(n) is valgrind's "total heap usage: X allocs" for `--hot-loop CASE n`. Setup,
/// runtime start-up and printing allocate the same in both runs and cancel out, so the result
/// is exactly the allocations one operation makes (0 for an allocation-free path).
//
// Policy: nothing is hooked in-process. glibc keeps no malloc call counter (`mallinfo2`
// reports bytes in use, which a malloc/free pair per call leaves unchanged), and replacing
// `malloc` from Swift is a reserved-symbol hack. valgrind counts every malloc, calloc,
// realloc and memalign exactly and deterministically, which is what `--allocations` and
// `Scripts/check-allocations.sh` rely on.
enum AllocationProbe {
  /// The path of the running executable, or nil where `/proc/self/exe` does not exist.
  static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether valgrind is on the PATH.
  static func isAvailable() -> Bool {
    run("command -v valgrind >/dev/null 2>&1 && echo yes").contains("yes")
  }

  /// Allocations per operation of `benchCase`, or nil when valgrind could not be run.
  static func allocationsPerOperation(_ benchCase: BenchCase) -> Double? {
    guard let executable = executablePath() else { return nil }
    let n = benchCase.hotLoopIterations
    guard let small = totalAllocations(executable, benchCase.name, n),
      let large = totalAllocations(executable, benchCase.name, 10 * n)
    else { return nil }
    return Double(large - small) / Double(9 * n)
  }

  /// valgrind's total allocation count for `--hot-loop name n`.
  static func totalAllocations(_ executable: String, _ name: String, _ n: Int) -> Int? {
    let output = run(
      "valgrind --tool=memcheck '\(executable)' --hot-loop '\(name)' \(n) 2>&1")
    return parseTotalAllocations(output)
  }

  /// The X of the last "total heap usage: X allocs" line (commas allowed), or nil.
  static func parseTotalAllocations(_ output: String) -> Int? {
    guard
      let line = output.split(separator: "\n").last(where: { $0.contains("total heap usage:") }),
      let usage = line.split(separator: ":").last,
      let first = usage.split(separator: " ").first
    else { return nil }
    return Int(first.filter { $0 != "," })
  }

  /// Runs a shell command and returns its standard output.
  static func run(_ command: String) -> String {
    guard let pipe = popen(command, "r") else { return "" }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, pipe)
      if count <= 0 { break }
      bytes += chunk[..<count]
    }
    pclose(pipe)
    return String(decoding: bytes, as: UTF8.self)
  }
}
