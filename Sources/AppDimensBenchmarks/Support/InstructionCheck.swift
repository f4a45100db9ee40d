import AppDimensToolSupport

/// `--instructions-only`: callgrind's instruction count per operation of every case that has
/// an instruction goal (or of those `--filter` selects), checked against the goals, with no
/// timing at all.
///
/// Only the sides a goal needs are counted: the case itself, its baseline for a
/// ``InstructionGoal/baseline(allowance:)`` goal, and the case a
/// ``InstructionGoal/within(factor:allowance:of:)`` goal names (counted once however many
/// goals name it). Each count is two callgrind runs (``InstructionProbe``), so the check is
/// deterministic for a given build and toolchain: what `.ci/run` runs to hold the floor.
//
// Policy: the time goals stay a report (`appdimens-bench` without this flag): on a shared
// 2-core machine a time ratio moves with the neighbours' load, an instruction count does not.
enum InstructionCheck {
  /// Counts, prints the table and returns the exit status: 0, or 1 for a missed goal with
  /// `--check`, or 2 when nothing could be counted.
  static func run(_ cases: [BenchCase], options: BenchOptions) -> Int32 {
    guard AllocationProbe.isAvailable() else {
      printError("--instructions-only: valgrind not found (apt-get install valgrind)")
      return 2
    }
    let chosen = cases.filter { $0.instructionGoal != nil && options.selects($0.name) }
    guard !chosen.isEmpty else {
      printError("no case with an instruction goal matches --filter \(options.filter ?? "")")
      return 2
    }
    var counted: [String: Double] = [:]
    func ours(_ benchCase: BenchCase) -> Double? {
      if let count = counted[benchCase.name] { return count }
      let count = InstructionProbe.perOperation(benchCase, baseline: false)
      counted[benchCase.name] = count
      return count
    }
    var results: [BenchResult] = []
    for (index, benchCase) in chosen.enumerated() {
      var result = BenchResult(
        name: benchCase.name, goal: .report, instructionGoal: benchCase.instructionGoal,
        iterations: 0, nsPerOp: 0, baselineNsPerOp: nil)
      result.irPerOp = ours(benchCase)
      if benchCase.instructionGoal?.needsBaseline == true {
        result.baselineIrPerOp = InstructionProbe.perOperation(benchCase, baseline: true)
      }
      if let name = benchCase.instructionGoal?.reference,
        let reference = cases.first(where: { $0.name == name })
      {
        result.referenceIrPerOp = ours(reference)
      }
      results.append(result)
      printError("counted \(benchCase.name) (\(index + 1) of \(chosen.count))")
    }
    print(table(results), terminator: "")
    let misses = results.filter { $0.meetsInstructionGoal != true }
    guard misses.isEmpty else {
      printError("instruction goals missed: " + misses.map(\.name).joined(separator: ", "))
      return options.check ? 1 : 0
    }
    print("instruction goals: all \(results.count) met")
    return 0
  }

  /// `name  Ir/op  baseline Ir/op  Ir goal  status`, one row per case.
  static func table(_ results: [BenchResult]) -> String {
    let header = ["name", "Ir/op", "baseline Ir/op", "Ir goal", "status"]
    let rows = results.map { result in
      [
        result.name,
        result.irPerOp.map { Format.fixed($0, 1) } ?? "n/a",
        result.baselineIrPerOp.map { Format.fixed($0, 1) } ?? "-",
        result.instructionGoalText,
        result.meetsInstructionGoal == true ? "ok" : "MISS",
      ]
    }
    let columns = header.indices.map { column in
      TabularData.Column(
        header: header[column], alignment: column == 1 || column == 2 ? .right : .left)
    }
    return TabularData(columns: columns, rows: rows).text()
  }
}
