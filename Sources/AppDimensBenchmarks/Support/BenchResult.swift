/// The measured numbers of one case.
struct BenchResult {
  /// The case name.
  var name: String
  /// The case goal.
  var goal: Goal
  /// The case's instruction goal, if it has one.
  var instructionGoal: InstructionGoal? = nil
  /// The instruction count of the case the instruction goal refers to, once counted.
  var referenceIrPerOp: Double? = nil
  /// Operations per timed run.
  var iterations: Int
  /// Our best time per operation, in nanoseconds.
  var nsPerOp: Double
  /// The baseline's best time per operation, or nil when the case has no baseline.
  var baselineNsPerOp: Double?
  /// Heap allocations per operation, when measured (`--allocations`).
  var allocsPerOp: Double?
  /// Our instructions per operation, when counted (`--instructions`).
  var irPerOp: Double?
  /// The baseline's instructions per operation, when counted and the case has a baseline.
  var baselineIrPerOp: Double?

  /// Ours ÷ baseline instructions, when both were counted.
  var irRatio: Double? {
    guard let irPerOp, let baselineIrPerOp, baselineIrPerOp > 0 else { return nil }
    return irPerOp / baselineIrPerOp
  }

  /// The ratio the goal is about (see ``Goal/ratio(ours:baseline:)``), or nil without baseline.
  var ratio: Double? {
    baselineNsPerOp.map { goal.ratio(ours: nsPerOp, baseline: $0) }
  }

  /// Whether the time goal holds.
  var meetsTimeGoal: Bool { goal.isMet(by: ratio) }

  /// The instruction bound, when the case has an instruction goal and it can be worked out.
  var instructionBound: Double? { instructionGoal?.bound(reference: goalReferenceIrPerOp) }

  /// The instruction goal as printed (`"-"` without one), with its bound once known.
  var instructionGoalText: String {
    instructionGoal?.text(reference: goalReferenceIrPerOp) ?? "-"
  }

  /// The count the instruction goal is relative to: the case's own baseline's for
  /// `.baseline`, the referenced case's otherwise.
  private var goalReferenceIrPerOp: Double? {
    instructionGoal?.needsBaseline == true ? baselineIrPerOp : referenceIrPerOp
  }

  /// Whether the instruction goal holds: nil when the case has none or the instructions were
  /// not counted.
  var meetsInstructionGoal: Bool? {
    guard instructionGoal != nil, let irPerOp else { return nil }
    guard let instructionBound else { return false }
    return irPerOp <= instructionBound
  }

  /// Whether every goal that was measured holds.
  var meetsGoal: Bool { meetsTimeGoal && meetsInstructionGoal != false }

  /// Whether the case has a goal to report "ok" or "MISS" for.
  var hasGoal: Bool { goal != .report || instructionGoal != nil }

  /// A derived "report" row: the growth per added entry of a family of sized cases.
  ///
  /// The slope of the least-squares line through (entries, ns/op).
  static func growth(named name: String, _ points: [(entries: Int, result: BenchResult)])
    -> BenchResult?
  {
    guard points.count >= 2 else { return nil }
    let xs = points.map { Double($0.entries) }
    let ys = points.map { $0.result.nsPerOp }
    let meanX = xs.reduce(0, +) / Double(xs.count)
    let meanY = ys.reduce(0, +) / Double(ys.count)
    let sxy = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
    let sxx = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
    guard sxx > 0 else { return nil }
    return BenchResult(
      name: name, goal: .report, iterations: 0, nsPerOp: sxy / sxx, baselineNsPerOp: nil)
  }
}
