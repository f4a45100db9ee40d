/// What a case's ratio must satisfy, printed as `"<= 1.25"`, `">= 0.8"` or `"report"`.
enum Goal: Equatable {
  /// Ours ÷ baseline time must be at most the bound.
  case atMost(Double)
  /// Throughput ratio (baseline time ÷ ours) must be at least the bound.
  case atLeast(Double)
  /// No goal: the number is reported.
  case report

  /// The goal as printed in the table and the JSON.
  var text: String {
    switch self {
    case .atMost(let bound): "<= \(Format.trimmed(bound))"
    case .atLeast(let bound): ">= \(Format.trimmed(bound))"
    case .report: "report"
    }
  }

  /// The ratio this goal is about, from the two best times.
  ///
  /// Policy: `.atLeast` goals are throughput goals ("at least 0.8 of map's throughput"), so
  /// their ratio is baseline ÷ ours; every other ratio is ours ÷ baseline, lower is better.
  func ratio(ours: Double, baseline: Double) -> Double {
    switch self {
    case .atLeast: baseline / ours
    case .atMost, .report: ours / baseline
    }
  }

  /// Whether `ratio` meets the goal (always true for `.report`).
  func isMet(by ratio: Double?) -> Bool {
    switch self {
    case .atMost(let bound): ratio.map { $0 <= bound } ?? false
    case .atLeast(let bound): ratio.map { $0 >= bound } ?? false
    case .report: true
    }
  }
}

/// What a case's instruction count per operation must satisfy (checked with `--instructions`).
///
/// ```
/// atMost(b)                   Ir ≤ b
/// within(f, a, of: r)         Ir ≤ max(f × Ir(r), Ir(r) + a)
/// baseline(a)                 Ir ≤ Ir(the case's own baseline) + a
/// ```
///
/// | goal | Ir of the reference | bound |
/// |---|---|---|
/// | `.atMost(60)` | – | 60 |
/// | `.within(factor: 2, allowance: 20, of: "x")` | 23 | 46 |
/// | `.within(factor: 2, allowance: 20, of: "x")` | 16.9 | 36.9 |
/// | `.baseline(allowance: 0.5)` | 6.8 (the baseline) | 7.3 |
enum InstructionGoal: Equatable {
  /// At most this many instructions per operation.
  case atMost(Double)
  /// At most `factor` times the instructions of the case named `of`, and at least `allowance`
  /// instructions above them.
  case within(factor: Double, allowance: Double, of: String)
  /// At most `allowance` instructions above the case's own baseline (the bare formula, or the
  /// same chain built in advance): the floor a path must not leave.
  case baseline(allowance: Double)

  /// The case whose count the bound is relative to, if any (nil for the case's own baseline).
  var reference: String? {
    switch self {
    case .atMost, .baseline: nil
    case .within(_, _, let name): name
    }
  }

  /// Whether the bound needs the case's baseline counted.
  var needsBaseline: Bool {
    if case .baseline = self { return true }
    return false
  }

  /// The bound, given the reference case's count, or for `.baseline` the case's own
  /// baseline's (nil when that count is missing).
  func bound(reference count: Double?) -> Double? {
    switch self {
    case .atMost(let bound): bound
    case .within(let factor, let allowance, _): count.map { max(factor * $0, $0 + allowance) }
    case .baseline(let allowance): count.map { $0 + allowance }
    }
  }

  /// The goal as printed, with the bound once the reference's count is known: `"<= 60"`,
  /// `"<= 46.0 (2x scaledDp.inline-2)"` or `"<= 36.9 (facilitator.mode.inline + 20)"`,
  /// whichever rule gave the bound; `"<= 2x scaledDp.inline-2, +20"` without the count.
  func text(reference count: Double?) -> String {
    switch self {
    case .atMost(let value):
      return "<= \(Format.trimmed(value))"
    case .baseline(let allowance):
      guard let count, let bound = bound(reference: count) else {
        return "<= baseline + \(Format.trimmed(allowance))"
      }
      return "<= \(Format.fixed(bound, 1)) (baseline + \(Format.trimmed(allowance)))"
    case .within(let factor, let allowance, let name):
      guard let count, let bound = bound(reference: count) else {
        return "<= \(Format.trimmed(factor))x \(name), +\(Format.trimmed(allowance))"
      }
      let rule =
        factor * count >= count + allowance
        ? "\(Format.trimmed(factor))x \(name)" : "\(name) + \(Format.trimmed(allowance))"
      return "<= \(Format.fixed(bound, 1)) (\(rule))"
    }
  }
}
