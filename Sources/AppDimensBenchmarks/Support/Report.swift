import AppDimensToolSupport

/// Prints results as the aligned table or as the JSON array of `--json`
/// (Documentation/Performance.md).
enum Report {
  /// The table: `name  ns/op  baseline ns/op  ratio  goal  allocs/op  status`, and with
  /// `--instructions` also `Ir/op  baseline Ir/op  Ir ratio` before the status.
  static func table(
    _ results: [BenchResult], allocationsMeasured: Bool, instructionsCounted: Bool = false
  ) -> String {
    var header = ["name", "ns/op", "baseline ns/op", "ratio", "goal", "allocs/op"]
    if instructionsCounted { header += ["Ir/op", "baseline Ir/op", "Ir ratio"] }
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
        ]
      }
      row.append(result.goal == .report ? "" : (result.meetsGoal ? "ok" : "MISS"))
      return row
    }
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    let last = header.count - 1
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        Format.pad(cell, widths[column], right: column > 0 && column < last)
      }.joined(separator: "  ")
    }
    var lines = [line(header), String(repeating: "-", count: widths.reduce(2 * last, +))]
    lines += rows.map(line)
    return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n")
  }

  /// The JSON array: `[{"name", "nsPerOp", "baselineNsPerOp", "ratio", "goal", "allocsPerOp",
  /// "irPerOp", "baselineIrPerOp"}, …]` (null where not measured).
  static func json(_ results: [BenchResult]) -> String {
    let objects = results.map { result in
      "  {\"name\": \(JSONText.string(result.name)), "
        + "\"nsPerOp\": \(Format.jsonNumber(result.nsPerOp)), "
        + "\"baselineNsPerOp\": \(Format.jsonNumber(result.baselineNsPerOp)), "
        + "\"ratio\": \(Format.jsonNumber(result.ratio)), "
        + "\"goal\": \(JSONText.string(result.goal.text)), "
        + "\"allocsPerOp\": \(Format.jsonNumber(result.allocsPerOp)), "
        + "\"irPerOp\": \(Format.jsonNumber(result.irPerOp)), "
        + "\"baselineIrPerOp\": \(Format.jsonNumber(result.baselineIrPerOp))}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]"
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate var trailingSpacesRemoved: String {
    var copy = self
    while copy.hasSuffix(" ") { copy.removeLast() }
    return copy
  }
}
