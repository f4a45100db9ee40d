/// Instructions per operation, counted by valgrind's callgrind on this very executable.
///
/// ```
/// Ir/op = (I(10·N) − I(N)) / (9·N)
/// ```
///
/// where I(n) is callgrind's "I refs" total for `--hot-loop CASE n` (with `--baseline` for the
/// baseline's side). Start-up, setup and exit execute the same instructions in both runs and
/// cancel out.
//
// Policy: wall time on a shared 2-core machine moves with the neighbours' load (a load
// average of 15 doubled some runs); an instruction count does not. It is not a time: it
// ignores cache misses, branch mispredictions and the latency of a logarithm, so the goals
// stay wall-time ratios and the instruction ratio is printed beside them as the noise-free
// cross-check (`--instructions`).
enum InstructionProbe {
  /// Our and the baseline's instructions per operation (the baseline's nil when the case has
  /// none), or nil when valgrind could not be run.
  static func instructionsPerOperation(_ benchCase: BenchCase, hasBaseline: Bool)
    -> (ours: Double, baseline: Double?)?
  {
    guard let ours = perOperation(benchCase, baseline: false) else { return nil }
    guard hasBaseline else { return (ours, nil) }
    return (ours, perOperation(benchCase, baseline: true))
  }

  /// One side's instructions per operation.
  static func perOperation(_ benchCase: BenchCase, baseline: Bool) -> Double? {
    guard let executable = AllocationProbe.executablePath() else { return nil }
    let n = benchCase.hotLoopIterations
    guard let small = totalInstructions(executable, benchCase.name, n, baseline),
      let large = totalInstructions(executable, benchCase.name, 10 * n, baseline)
    else { return nil }
    return Double(large - small) / Double(9 * n)
  }

  /// callgrind's total instruction count for `--hot-loop name n`.
  static func totalInstructions(_ executable: String, _ name: String, _ n: Int, _ baseline: Bool)
    -> Int?
  {
    let output = AllocationProbe.run(
      "valgrind --tool=callgrind --callgrind-out-file=/dev/null '\(executable)' --hot-loop '\(name)' "
        + "\(n)\(baseline ? " --baseline" : "") 2>&1")
    return parseTotalInstructions(output)
  }

  /// The X of the last "I   refs:      X" line (commas allowed), or nil.
  static func parseTotalInstructions(_ output: String) -> Int? {
    guard let line = output.split(separator: "\n").last(where: { $0.contains("I   refs:") }),
      let count = line.split(separator: ":").last
    else { return nil }
    return Int(count.filter { $0 != "," && $0 != " " })
  }
}
