import AppDimensToolSupport

/// Prints results as the aligned table or as the JSON array of `--json`
/// (Documentation/Performance.md).
enum Report {
  /// The table: `name  ns/op  baseline ns/op  ratio  goal  allocs/op  status`.
  static func table(_ results: [BenchResult], allocationsMeasured: Bool) -> String {
    let header = ["name", "ns/op", "baseline ns/op", "ratio", "goal", "allocs/op", "status"]
    let rows: [[String]] = results.map { result in
      [
        result.name,
        Format.nanoseconds(result.nsPerOp),
        result.baselineNsPerOp.map(Format.nanoseconds) ?? "-",
        result.ratio.map { Format.fixed($0, 3) } ?? "-",
        result.goal.text,
        result.allocsPerOp.map { Format.fixed($0, 3) } ?? (allocationsMeasured ? "n/a" : "-"),
        result.goal == .report ? "" : (result.meetsGoal ? "ok" : "MISS"),
      ]
    }
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        Format.pad(cell, widths[column], right: column > 0 && column < 6)
      }.joined(separator: "  ")
    }
    var lines = [line(header), String(repeating: "-", count: widths.reduce(12, +))]
    lines += rows.map(line)
    return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n")
  }

  /// The JSON array: `[{"name", "nsPerOp", "baselineNsPerOp", "ratio", "goal"}, …]`.
  static func json(_ results: [BenchResult]) -> String {
    let objects = results.map { result in
      "  {\"name\": \(JSONText.string(result.name)), "
        + "\"nsPerOp\": \(Format.jsonNumber(result.nsPerOp)), "
        + "\"baselineNsPerOp\": \(Format.jsonNumber(result.baselineNsPerOp)), "
        + "\"ratio\": \(Format.jsonNumber(result.ratio)), "
        + "\"goal\": \(JSONText.string(result.goal.text))}"
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
