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
