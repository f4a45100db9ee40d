import AppDimensToolSupport

/// Prints results as the aligned table or as the JSON array of `--json`
/// (Documentation/Performance.md).
enum Report {
  /// The table: `name  ns/op  baseline ns/op  ratio  goal  allocs/op  status`, and with
  /// `--instructions` also `Ir/op  baseline Ir/op  Ir ratio  Ir goal` before the status.
  ///
  /// The status is "ok" or "MISS" for a case with a goal: its time goal and, when the
  /// instructions were counted, its instruction goal.
  static func table(
    _ results: [BenchResult], allocationsMeasured: Bool, instructionsCounted: Bool = false
  ) -> String {
    var header = ["name", "ns/op", "baseline ns/op", "ratio", "goal", "allocs/op"]
    if instructionsCounted { header += ["Ir/op", "baseline Ir/op", "Ir ratio", "Ir goal"] }
    header.append("status")
    let rows: [[String]] = results.map { result in
      var row = [
        result.name,
        Format.nanoseconds(result.nsPerOp),
        result.baselineNsPerOp.map(Format.nanoseconds) ?? "-",
        result.ratio.map { Format.fixed($0, 3) } ?? "-",
        result.goal.text,
        result.allocsPerOp.map { Format.fixed($0, 3) } ?? (allocationsMeasured ? "n/a" : "-"),
      ]
      if instructionsCounted {
        row += [
          result.irPerOp.map { Format.fixed($0, 1) } ?? "-",
          result.baselineIrPerOp.map { Format.fixed($0, 1) } ?? "-",
          result.irRatio.map { Format.fixed($0, 3) } ?? "-",
          result.instructionGoalText,
        ]
      }
      row.append(result.hasGoal ? (result.meetsGoal ? "ok" : "MISS") : "")
      return row
    }
    let last = header.count - 1
    let columns = header.indices.map { column in
      TabularData.Column(
        header: header[column], alignment: column > 0 && column < last ? .right : .left)
    }
    return TabularData(columns: columns, rows: rows).text()
  }

  /// The JSON array: `[{"name", "nsPerOp", "baselineNsPerOp", "ratio", "goal", "allocsPerOp",
  /// "irPerOp", "baselineIrPerOp", "instructionGoal", "instructionBound"}, …]` (null where not
  /// measured or where the case has no instruction goal).
  static func json(_ results: [BenchResult]) -> String {
    let objects = results.map { result in
      "  {\"name\": \(JSONText.string(result.name)), "
        + "\"nsPerOp\": \(Format.jsonNumber(result.nsPerOp)), "
        + "\"baselineNsPerOp\": \(Format.jsonNumber(result.baselineNsPerOp)), "
        + "\"ratio\": \(Format.jsonNumber(result.ratio)), "
        + "\"goal\": \(JSONText.string(result.goal.text)), "
        + "\"allocsPerOp\": \(Format.jsonNumber(result.allocsPerOp)), "
        + "\"irPerOp\": \(Format.jsonNumber(result.irPerOp)), "
        + "\"baselineIrPerOp\": \(Format.jsonNumber(result.baselineIrPerOp)), "
        + "\"instructionGoal\": "
        + (result.instructionGoal == nil ? "null" : JSONText.string(result.instructionGoalText))
        + ", "
        + "\"instructionBound\": \(Format.jsonNumber(result.instructionBound))}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]"
  }
}
