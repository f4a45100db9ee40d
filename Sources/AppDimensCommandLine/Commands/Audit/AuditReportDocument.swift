/// An audit report as the command prints it: an aligned table, Markdown, CSV, JSON or the HTML
/// page of ``AuditPage``.
///
/// Text and Markdown list the violations grouped by token, worst first, with values and limits
/// for people (at most 6 decimals), then each broken rule with its source and a summary line; CSV has the
/// same columns in full precision; JSON is
/// `{"violations": [{"token", "rule", "device", "orientation", "pane", "category", "value",
/// "limit", "source", "categories"}…], "checked": N, "accepted": N}`, where `categories` lists
/// every failing category of the window and `category` the worst.
struct AuditReportDocument {
  /// The report.
  let report: DesignAuditReport
  /// How many tokens were audited.
  let tokenCount: Int
  /// The expression each audited token resolves, by path (`"16.sdp"` for a plain 16).
  let sources: [String: String]
  /// The dimension tokens without a role (not audited).
  let unaudited: [String]
  /// How many devices and windows were visited.
  let deviceCount: Int
  /// How many windows were visited.
  let windowCount: Int

  /// The columns of the table, in the order of the report.
  static let headers = [
    "token", "rule", "device", "orientation", "pane", "category", "value", "limit",
  ]

  /// The report in `format` (nil: the HTML page).
  func render(_ format: OutputFormat?) -> String {
    switch format {
    case .text?: humanText()
    case .markdown?: markdown()
    case .csv?: table(fullPrecision: true).csv()
    case .json?: JSONText.render(document()) + "\n"
    case nil: AuditPage(document: self).html()
    }
  }

  /// The pane as reports write it: `full`, `1/3`, `1/2`, `2/3`.
  static func pane(_ fraction: SplitFraction) -> String {
    fraction == .full ? "full" : fraction.label
  }

  /// One row per violation.
  func table(fullPrecision: Bool) -> TabularData {
    let number: (Double) -> String = {
      fullPrecision ? $0.machineText : $0.shown
    }
    let rows = report.violations.map { v -> [String] in
      [
        v.token, v.rule.id, v.window.name, v.window.orientation.rawValue, Self.pane(v.window.pane),
        v.textSize.rawValue, number(v.value), number(v.limit),
      ]
    }
    let right: Set<String> = ["value", "limit"]
    return TabularData(
      columns: Self.headers.map {
        .init(header: $0, alignment: right.contains($0) && !fullPrecision ? .right : .left)
      }, rows: rows)
  }

  /// The rules that have violations, in rule order.
  var brokenRules: [DesignRule] {
    DesignRule.allCases.filter { rule in report.violations.contains { $0.rule == rule } }
  }

  /// The last line: what was checked and what was found.
  var summary: String {
    let v = report.violations
    let tokens = Set(v.map(\.token)).count
    var found =
      v.isEmpty
      ? "no violations in " + report.checked.counted("check")
      : v.count.counted("violation") + " of " + tokens.counted("token") + " in "
        + report.checked.counted("check")
    found +=
      " (" + tokenCount.counted("token") + ", " + windowCount.counted("window") + " of "
      + deviceCount.counted("device") + ")"
    if report.accepted > 0 { found += "; \(report.accepted) accepted by the baseline" }
    if !unaudited.isEmpty {
      // Policy: a design system has many spacing tokens without a role; name a few, count the
      // rest, so the summary stays one readable line.
      let named = unaudited.prefix(3).map(ControlCharacters.escaped).joined(separator: ", ")
      let more = unaudited.count > 3 ? " and \(unaudited.count - 3) more" : ""
      found += "; not audited (no role): " + named + more
    }
    return found
  }

  /// The aligned table, the rules and the summary.
  func humanText() -> String {
    var text = v.isEmpty ? "" : table(fullPrecision: false).text() + "\n"
    for rule in brokenRules {
      text += "\(rule.id): \(rule.summary)\n  source: \(rule.source)\n"
    }
    if !brokenRules.isEmpty { text += "\n" }
    return text + summary + "\n"
  }

  /// A Markdown section: summary, table, rules with sources.
  func markdown() -> String {
    var text = "## Design audit\n\n" + summary + "\n"
    guard !v.isEmpty else { return text }
    text += "\n" + table(fullPrecision: false).markdown() + "\n"
    let rules = TabularData(
      columns: ["rule", "what it checks", "source"].map { .init(header: $0, alignment: .left) },
      rows: brokenRules.map { [$0.id, $0.summary, $0.source] })
    return text + "### Rules\n\n" + rules.markdown()
  }

  /// The JSON document.
  func document() -> JSONText.Document {
    let items = report.violations.map { v -> JSONText.Document in
      .object([
        ("token", .string(v.token)), ("rule", .string(v.rule.id)),
        ("device", .string(v.window.name)), ("orientation", .string(v.window.orientation.rawValue)),
        ("pane", .string(Self.pane(v.window.pane))), ("category", .string(v.textSize.rawValue)),
        ("value", .number(v.value)), ("limit", .number(v.limit)),
        ("source", .string(v.rule.source)),
        ("categories", .array(v.failingTextSizes.map { .string($0.rawValue) })),
      ])
    }
    return .object([
      ("violations", .array(items)), ("checked", .integer(report.checked)),
      ("accepted", .integer(report.accepted)),
    ])
  }

  /// The violations.
  private var v: [DesignViolation] { report.violations }
}
