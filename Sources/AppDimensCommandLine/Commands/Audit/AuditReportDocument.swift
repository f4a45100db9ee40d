/// An audit report as the command prints it: an aligned table, Markdown, CSV, JSON or the HTML
/// page of ``AuditPage``.
///
/// Text and Markdown are for people and fit a screen: what the audit assumed (scaling, root
/// size, platforms, what was read), then one line per cause — the findings of tokens that take
/// their value from one source token (``/AppDimensAudit/DesignFindingGroup``) are one line:
///
/// | column | example |
/// |---|---|
/// | token | the source token, or the token: `font.size.xs` |
/// | value | its `$value` as written: `0.6875rem` |
/// | tokens | how many tokens use it: `28` |
/// | rule | `text-minimum` |
/// | worst | the worst value against the limit: `9.5 < 11` |
/// | fails at | the text sizes that fail: `xSmall–medium`, `every size` |
/// | windows | windows failing of windows checked: `all 112`, `28 of 112` |
/// | passes at | the number that passes everywhere, as written: `0.8125rem` |
///
/// then, with `--details`, each line's tokens and failing windows; the problems (tokens that
/// cannot be read); each broken rule with its sources; and the summary line. Values are written
/// for people (at most 6 decimals). CSV is one row per token and rule in full precision (with
/// `--details`, one per window), then the problems as rows whose rule is `problem`
/// (``csvTable()``); JSON keeps every field:
///
/// ```
/// {"scaling", "designFrame": [W, H] | null, "scaleLimits": [LO, HI] | null,
///  "roundsToPixels": true | false, "rootSize",
///  "platforms", "modes",
///  "tokens": {"read", "audited", "types", "skipped"},
///  "roles": [{"role", "pattern", "matched"}…],
///  "findings": [{"token", "rule", "value", "source", "alias", "description", "location",
///                "note", "worst", "limit", "device", "orientation", "pane", "category",
///                "failingTextSizes", "failingWindows", "checkedWindows",
///                "fix": {"number", "written", "source"} | null}…],
///  "groups": [{"source", "rule", "tokens": [path…]}…],
///  "violations": [{"token", "rule", "device", "orientation", "pane", "category", "value",
///                  "limit", "source", "categories"}…],
///  "problems": [{"token", "location", "message"}…], "checked": N,
///  "checkedByRule": {"text-200": N, …}, "accepted": N}
/// ```
///
/// `violations` is the form of earlier reports, so a baseline written before still reads.
struct AuditReportDocument {
  /// The report.
  let report: DesignAuditReport
  /// What was read.
  let system: DesignSystem
  /// The tokens audited (the system's, without the ones that overflow).
  let tokens: [DesignToken]
  /// The problems: the system's and the overflowing tokens'.
  let problems: [DesignTokenProblem]
  /// How many files were read.
  let files: Int
  /// The platforms audited.
  let platforms: [DesignPlatform]
  /// Whether the files declared the platforms.
  let platformsDeclared: Bool
  /// How many devices were visited.
  let deviceCount: Int
  /// How many windows were visited.
  let windowCount: Int
  /// Whether to add the window rows.
  let details: Bool
  /// Every text size the windows visit, smallest first: what "every size" means.
  let textSizes: [AppTextSize]
  /// The modes of a resolver read (`md (≥672 pt)`, `dark`); empty for plain files.
  var modes: [String] = []
  /// The range the windows' factors were kept in (`--scale-limits`), nil for none.
  var scaleLimits: ClosedRange<Double>? = nil
  /// Whether the windows' values were rounded to their pixel grid (`--rounding pixels`).
  var roundsToPixels = false

  /// The findings by cause, in report order.
  var groups: [DesignFindingGroup] { report.groupedFindings(tokens: tokens) }

  /// The columns of the window rows.
  static let headers = [
    "token", "rule", "device", "orientation", "pane", "category", "value", "limit",
  ]
  /// The columns of the machine-readable summary lines (CSV): one per token and rule.
  static let findingHeaders = [
    "token", "value", "rule", "worst", "where", "failing", "passes at",
  ]
  /// The columns of the lines for people (text, Markdown): one per cause.
  static let groupHeaders = [
    "token", "value", "tokens", "rule", "worst", "fails at", "windows", "passes at",
  ]

  /// The report in `format` (nil: the HTML page).
  func render(_ format: OutputFormat?) -> String {
    switch format {
    case .text?: humanText()
    case .markdown?: markdown()
    case .csv?: csvTable().csv()
    case .json?: JSONText.render(document()) + "\n"
    case nil: AuditPage(document: self).html()
    }
  }

  /// The pane as reports write it: `full`, `1/3`, `1/2`, `2/3`.
  static func pane(_ fraction: SplitFraction) -> String {
    fraction == .full ? "full" : fraction.label
  }

  /// The tokens with a violation and the tokens their aliases take the value from, by path
  /// (only those: a table of every token of a large design cost about 180 bytes a token).
  var tokensByPath: [String: DesignToken] {
    var wanted = Set(report.violations.map(\.token))
    // The tokens their aliases name too: a line of the report shows its source's value.
    for token in tokens where wanted.contains(token.path) {
      if let alias = token.alias { wanted.insert(alias) }
    }
    var byPath: [String: DesignToken] = [:]
    for token in tokens where wanted.contains(token.path) && byPath[token.path] == nil {
      byPath[token.path] = token
    }
    return byPath
  }

  /// A number for people (at most 6 decimals), or in full (the shortest text that reads back).
  static func number(_ value: Double, fullPrecision: Bool) -> String {
    fullPrecision ? value.machineText : value.shown
  }

  /// `16 < 44` (a minimum) or `480 > 320` (`fits-window`).
  static func worst(_ v: DesignViolation, fullPrecision: Bool) -> String {
    number(v.value, fullPrecision: fullPrecision) + (v.rule.isMinimum ? " < " : " > ")
      + number(v.limit, fullPrecision: fullPrecision)
  }

  /// `iPhone SE (1st generation) portrait large` (the pane when it is one).
  static func place(_ v: DesignViolation) -> String {
    v.window.name + " " + v.window.orientation.rawValue
      + (v.window.pane == .full ? "" : " " + pane(v.window.pane)) + " " + v.textSize.rawValue
  }

  /// `44px (44pt)`, or `–` when no number passes.
  static func fix(_ finding: DesignFinding) -> String {
    guard let fix = finding.fix else {
      return finding.rule == .text200 ? "– (its style's growth)" : "–"
    }
    return fix.written == fix.source ? fix.written : fix.written + " (" + fix.source + ")"
  }

  /// One row per token and rule broken.
  func findingTable(fullPrecision: Bool) -> TabularData {
    let byPath = tokensByPath
    let rows = report.findings.map { f -> [String] in
      let token = byPath[f.token]
      return [
        f.token, token?.written ?? token?.source ?? "", f.rule.id,
        Self.worst(f.worst, fullPrecision: fullPrecision), Self.place(f.worst),
        "\(f.failingWindows) of \(f.checkedWindows)", Self.fix(f),
      ]
    }
    return TabularData(columns: Self.findingHeaders.map { .left($0) }, rows: rows)
  }

  /// The value a group's line shows: the source token's own value as written, else what the
  /// first token's alias resolves to (`0.6875rem` of `{font.size.xxs} = 0.6875rem`).
  func writtenValue(_ group: DesignFindingGroup, _ byPath: [String: DesignToken]) -> String {
    if let source = byPath[group.source], source.alias == nil {
      return source.written ?? source.source ?? ""
    }
    guard let first = group.representative, let token = byPath[first.token] else { return "" }
    let written = token.written ?? token.source ?? ""
    guard token.alias != nil, let equals = Self.lastRange(of: " = ", in: Substring(written)) else {
      return written
    }
    return String(written[equals.upperBound...])
  }

  /// The range of the first (or last) occurrence of `needle` in `text`, by characters (the
  /// module does without Foundation's `range(of:)`).
  static func firstRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
    var start = text.startIndex
    while start < text.endIndex {
      if text[start...].hasPrefix(needle) {
        return start..<text.index(start, offsetBy: needle.count)
      }
      start = text.index(after: start)
    }
    return nil
  }

  /// The range of the last occurrence of `needle` in `text`.
  static func lastRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
    var found: Range<Substring.Index>?
    var rest = text
    while let range = firstRange(of: needle, in: rest) {
      found = range
      rest = text[range.upperBound...]
    }
    return found
  }

  /// `xSmall–medium`, `every size`, `accessibility5`: the text sizes of `failing`, with runs
  /// of three or more sizes in a row of `all` written as a range, or `every size` when it is
  /// all of them.
  static func sizes(_ failing: [AppTextSize], of all: [AppTextSize]) -> String {
    let failed = Set(failing)
    if all.count > 1, all.allSatisfy(failed.contains) { return "every size" }
    var parts: [String] = []
    var run: [AppTextSize] = []
    func flush() {
      if run.count >= 3 {
        parts.append(run[0].rawValue + "–" + run[run.count - 1].rawValue)
      } else {
        parts += run.map(\.rawValue)
      }
      run = []
    }
    for size in all {
      if failed.contains(size) { run.append(size) } else { flush() }
    }
    flush()
    let known = Set(all)
    parts += failing.filter { !known.contains($0) }.map(\.rawValue)
    return parts.joined(separator: ", ")
  }

  /// `all 112` when every window checked fails, else `28 of 112`.
  static func windows(_ finding: DesignFinding) -> String {
    finding.failingWindows == finding.checkedWindows
      ? "all \(finding.checkedWindows)" : "\(finding.failingWindows) of \(finding.checkedWindows)"
  }

  /// One row per cause (``groups``), for people.
  func groupTable() -> TabularData {
    let byPath = tokensByPath
    let rows = groups.compactMap { group -> [String]? in
      guard let f = group.representative else { return nil }
      return [
        group.source, writtenValue(group, byPath), "\(group.findings.count)", f.rule.id,
        Self.worst(f.worst, fullPrecision: false), Self.sizes(f.failingTextSizes, of: textSizes),
        Self.windows(f), f.fix.map(\.written) ?? Self.fix(f),
      ]
    }
    return TabularData(
      columns: Self.groupHeaders.map { $0 == "tokens" ? .right($0) : .left($0) }, rows: rows)
  }

  /// With `--details`: each line of the table with its tokens (when more than its source)
  /// and the failing windows of the token that stands for it, identical windows collapsed.
  func detailLines() -> [String] {
    var lines: [String] = []
    for group in groups {
      guard let first = group.representative else { continue }
      lines.append(ControlCharacters.escaped(group.source + " · " + group.rule.id))
      if group.tokens != [group.source] {
        lines.append("  " + group.findings.count.counted("token") + ":")
        lines += group.tokens.map { "    " + ControlCharacters.escaped($0) }
      }
      lines.append("  failing windows:")
      let failing = report.violations.filter { $0.token == first.token && $0.rule == first.rule }
      lines += Self.windowLines(failing, checked: first.checkedWindows).map {
        "    " + ControlCharacters.escaped($0)
      }
    }
    return lines
  }

  /// The failing windows of one token and rule, identical lines collapsed: `112 windows (every
  /// window checked) at xSmall: 9.5 < 11`, or one line per window when they differ.
  static func windowLines(_ violations: [DesignViolation], checked: Int) -> [String] {
    var order: [String] = []
    var groups: [String: [DesignViolation]] = [:]
    for v in violations {
      let key = v.textSize.rawValue + ": " + worst(v, fullPrecision: false)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(v)
    }
    var lines: [String] = []
    for key in order {
      guard let members = groups[key] else { continue }
      if members.count == 1, let v = members.first {
        lines.append(place(v) + ": " + worst(v, fullPrecision: false))
      } else if members.count == checked {
        lines.append("\(members.count) windows (every window checked) at " + key)
      } else {
        let names = members.map(windowName)
        let shown = names.prefix(3).joined(separator: ", ")
        lines.append(
          "\(members.count) windows at " + key + " (" + shown
            + (names.count > 3 ? ", and \(names.count - 3) more" : "") + ")")
      }
    }
    return lines
  }

  /// `iPhone SE (1st generation) portrait` (the pane when it is one), without the text size.
  static func windowName(_ v: DesignViolation) -> String {
    v.window.name + " " + v.window.orientation.rawValue
      + (v.window.pane == .full ? "" : " " + pane(v.window.pane))
  }

  /// One row per violation.
  func table(fullPrecision: Bool) -> TabularData {
    let rows = report.violations.map { v -> [String] in
      [
        v.token, v.rule.id, v.window.name, v.window.orientation.rawValue, Self.pane(v.window.pane),
        v.textSize.rawValue, Self.number(v.value, fullPrecision: fullPrecision),
        Self.number(v.limit, fullPrecision: fullPrecision),
      ]
    }
    let right: Set<String> = ["value", "limit"]
    return TabularData(
      columns: Self.headers.map {
        .init(header: $0, alignment: right.contains($0) && !fullPrecision ? .right : .left)
      }, rows: rows)
  }

  /// The CSV: the summary lines (with `--details`, the window rows) and a `problem` column,
  /// then one row per problem: its token, the rule `problem` and, in that column, where it is
  /// and what is wrong — so a file whose tokens all fail to read is not a bare header.
  func csvTable() -> TabularData {
    let base = details ? table(fullPrecision: true) : findingTable(fullPrecision: true)
    let headers = base.columns.map(\.header)
    let width = headers.count
    let ruleColumn = headers.firstIndex(of: "rule") ?? 1
    let rows =
      base.rows.map { $0 + [""] }
      + problems.map { problem -> [String] in
        var row = [String](repeating: "", count: width + 1)
        row[0] = problem.path ?? ""
        row[ruleColumn] = "problem"
        row[width] = (problem.location.map { "\($0): " } ?? "") + problem.message
        return row
      }
    return TabularData(headers: headers + ["problem"], rows: rows)
  }

  /// The rules that have violations, in rule order.
  var brokenRules: [DesignRule] {
    DesignRule.allCases.filter { rule in report.violations.contains { $0.rule == rule } }
  }

  /// What the audit assumed and read, one line each.
  var header: [String] {
    let scaling =
      switch system.scaling {
      case .fixed: "fixed (points as drawn; text along its style's Dynamic Type curve)"
      case .appDimens: "appdimens (dimensions as N.sdp, text as N.ssp)"
      case .frame(let frame):
        system.scaling.name + " (dimensions as N.sdp, text as N.ssp, both drawn from the "
          + frame.description + " design frame)"
      }
    let root = "; 1 rem = " + DecimalText.fixed(rootSize, digits: 9, trimmingZeros: true) + " pt"
    let limits =
      scaleLimits.map {
        "; window factors kept in "
          + DecimalText.fixed($0.lowerBound, digits: 6, trimmingZeros: true) + "…"
          + DecimalText.fixed($0.upperBound, digits: 6, trimmingZeros: true)
      } ?? ""
    let rounding = roundsToPixels ? "; values rounded to each window's pixel grid" : ""
    var lines = [
      "scaling: " + scaling + limits + rounding + root,
      "platforms: " + platforms.map(\.rawValue).joined(separator: ", ")
        + (platformsDeclared ? " (as the files declare)" : "") + " — "
        + windowCount.counted("window") + " of " + deviceCount.counted("device"),
      "read: " + readLine,
      "audited: " + auditedLine,
    ]
    let matched = system.roleMatches.map {
      "\($0.rule.role.rawValue)=\($0.rule.pattern) \($0.count)"
    }
    if !matched.isEmpty { lines.append("roles: " + matched.joined(separator: ", ")) }
    return lines
  }

  /// The points per rem the reading used.
  var rootSize: Double { system.rootSize }

  /// `49 tokens in 4 files: 19 dimension, 11 color, …`.
  var readLine: String {
    let types = system.types.map { "\($0.count) \($0.name)" }
    return system.tokenCount.counted("token") + " in " + files.counted("file")
      + (types.isEmpty ? "" : ": " + Self.shortList(types))
  }

  /// `4 tokens; skipped 18 no role, 11 color, …`.
  var auditedLine: String {
    let skipped = problemsSkipped.map { "\($0.count) \($0.name)" }
    return tokens.count.counted("token")
      + (skipped.isEmpty ? "" : "; skipped " + Self.shortList(skipped))
  }

  /// The skip counts, with the overflowing tokens counted as problems.
  var problemsSkipped: [DesignSystem.Count] {
    let extra = system.tokens.count - tokens.count
    guard extra > 0 else { return system.skipped }
    var counts = system.skipped
    if let index = counts.firstIndex(where: { $0.name == "a problem" }) {
      counts[index] = DesignSystem.Count(name: "a problem", count: counts[index].count + extra)
    } else {
      counts.append(DesignSystem.Count(name: "a problem", count: extra))
    }
    return counts
  }

  /// The first 6 items of `items` joined, then `and N more`.
  static func shortList(_ items: [String]) -> String {
    items.prefix(6).joined(separator: ", ")
      + (items.count > 6 ? " and \(items.count - 6) more" : "")
  }

  /// The last line: what was checked and what was found. Rules are counted as rules (the
  /// distinct rules broken), tokens as tokens.
  var summary: String {
    let v = report.violations
    let brokenTokens = Set(v.map(\.token)).count
    var found =
      v.isEmpty
      ? "no violations in " + report.checked.counted("check")
      : brokenTokens.counted("token") + " " + (brokenTokens == 1 ? "breaks " : "break ")
        + brokenRules.count.counted("rule") + ": "
        + v.count.counted("violation") + " in " + report.checked.counted("check")
    found +=
      " (\(tokens.count) of " + system.tokenCount.counted("token") + " audited, "
      + windowCount.counted("window") + " of " + deviceCount.counted("device") + ")"
    if !modes.isEmpty { found += "; modes: " + modes.joined(separator: ", ") }
    if report.accepted > 0 { found += "; \(report.accepted) accepted by the baseline" }
    if !problems.isEmpty { found += "; " + problems.count.counted("problem") }
    return found
  }

  /// The problems, one line each (escaped).
  var problemLines: [String] {
    problems.map { "  " + ControlCharacters.escaped($0.description) }
  }

  /// The aligned table, the details, the problems, the rules and the summary.
  func humanText() -> String {
    var text = header.map(ControlCharacters.escaped).joined(separator: "\n") + "\n\n"
    if !v.isEmpty { text += groupTable().text() + "\n" }
    if details, !v.isEmpty { text += detailLines().joined(separator: "\n") + "\n\n" }
    if !problems.isEmpty {
      text +=
        problems.count.counted("problem") + ":\n"
        + problemLines.joined(separator: "\n") + "\n\n"
    }
    for rule in brokenRules {
      text += "\(rule.id): \(rule.summary)\n"
      text += Self.sources(rule).map { "  " + $0 + "\n" }.joined()
    }
    if !brokenRules.isEmpty { text += "\n" }
    return text + ControlCharacters.escaped(summary) + "\n"
  }

  /// A rule's sources one per line, each address on a line of its own under its title, so no
  /// line is much wider than an address: `source: Apple HIG, Typography` then
  /// `  https://developer.apple.com/…`.
  static func sources(_ rule: DesignRule) -> [String] {
    func title(_ text: Substring) -> String {
      var title = text.drop { $0 == ";" || $0 == "," || $0 == " " }
      if title.hasPrefix("and ") { title = title.dropFirst(4) }
      return "source: " + title.trimmingSpaces()
    }
    var lines: [String] = []
    var rest = Substring(rule.source)
    while let open = Self.firstRange(of: " (http", in: rest),
      let close = rest[open.upperBound...].firstIndex(of: ")")
    {
      lines.append(title(rest[..<open.lowerBound]))
      lines.append("  " + rest[rest.index(open.lowerBound, offsetBy: 2)..<close])
      rest = rest[rest.index(after: close)...]
    }
    if !rest.trimmingSpaces().isEmpty { lines.append(title(rest)) }
    return lines
  }

  /// A Markdown code fence for `text`: backticks, one more than the longest run of backticks in
  /// `text` and at least 3, so no line of it closes the block (CommonMark, fenced code blocks).
  static func codeFence(around text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// A Markdown section: header, summary lines, details, problems, rules with sources.
  func markdown() -> String {
    // Names and patterns from the files are text, never markup (TabularData.markdownText);
    // the details are a code block whose fence is longer than any run of backticks in it.
    var text = "## Design audit\n\n" + TabularData.markdownText(summary) + "\n\n"
    text += header.map { "- " + TabularData.markdownText($0) }.joined(separator: "\n") + "\n"
    if !v.isEmpty { text += "\n" + groupTable().markdown() + "\n" }
    if details, !v.isEmpty {
      let lines = detailLines().joined(separator: "\n")
      let fence = Self.codeFence(around: lines)
      text += "\n" + fence + "\n" + lines + "\n" + fence + "\n"
    }
    if !problems.isEmpty {
      text +=
        "\n### Problems\n\n"
        + problems.map { problem in
          // A backtick would end the code span: shown as a quote (by hand, where
          // `replacing(_:with:)` needs macOS 13).
          let escaped = ControlCharacters.escaped(problem.description)
          return "- `" + String(escaped.map { $0 == "`" ? "'" : $0 }) + "`"
        }
        .joined(separator: "\n") + "\n"
    }
    guard !v.isEmpty else { return text }
    let rules = TabularData(
      columns: ["rule", "what it checks", "source"].map { .init(header: $0, alignment: .left) },
      rows: brokenRules.map { [$0.id, $0.summary, $0.source] })
    return text + "\n### Rules\n\n" + rules.markdown()
  }

  /// The JSON document.
  func document() -> JSONText.Document {
    let byPath = tokensByPath
    func optional(_ text: String?) -> JSONText.Document { text.map { .string($0) } ?? .null }
    let findings = report.findings.map { f -> JSONText.Document in
      let token = byPath[f.token]
      let w = f.worst
      return .object([
        ("token", .string(f.token)), ("rule", .string(f.rule.id)),
        ("value", optional(token?.written)), ("source", optional(token?.source)),
        ("alias", optional(token?.alias)), ("description", optional(token?.description)),
        ("location", optional(token?.location?.description)), ("note", optional(token?.note)),
        ("worst", .number(w.value)), ("limit", .number(w.limit)),
        ("device", .string(w.window.name)), ("orientation", .string(w.window.orientation.rawValue)),
        ("pane", .string(Self.pane(w.window.pane))), ("category", .string(w.textSize.rawValue)),
        ("failingTextSizes", .array(f.failingTextSizes.map { .string($0.rawValue) })),
        ("failingWindows", .integer(f.failingWindows)),
        ("checkedWindows", .integer(f.checkedWindows)),
        (
          "fix",
          f.fix.map {
            .object([
              ("number", .number($0.number)), ("written", .string($0.written)),
              ("source", .string($0.source)),
            ])
          } ?? .null
        ),
      ])
    }
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
    let counts: ([DesignSystem.Count]) -> JSONText.Document = { list in
      .object(list.map { ($0.name, .integer($0.count)) })
    }
    return .object([
      ("scaling", .string(system.scaling.name)),
      (
        "designFrame",
        system.scaling.designFrame.map { .array([.number($0.width), .number($0.height)]) }
          ?? .null
      ),
      (
        "scaleLimits",
        scaleLimits.map { .array([.number($0.lowerBound), .number($0.upperBound)]) } ?? .null
      ),
      ("roundsToPixels", .bool(roundsToPixels)),
      ("rootSize", .number(rootSize)),
      ("platforms", .array(platforms.map { .string($0.rawValue) })),
      ("modes", .array(modes.map { .string($0) })),
      (
        "tokens",
        .object([
          ("read", .integer(system.tokenCount)), ("audited", .integer(tokens.count)),
          ("types", counts(system.types)), ("skipped", counts(problemsSkipped)),
        ])
      ),
      (
        "roles",
        .array(
          system.roleMatches.map {
            .object([
              ("role", .string($0.rule.role.rawValue)), ("pattern", .string($0.rule.pattern.text)),
              ("matched", .integer($0.count)),
            ])
          })
      ),
      ("findings", .array(findings)),
      (
        "groups",
        .array(
          groups.map {
            .object([
              ("source", .string($0.source)), ("rule", .string($0.rule.id)),
              ("tokens", .array($0.tokens.map { .string($0) })),
            ])
          })
      ),
      ("violations", .array(items)),
      (
        "problems",
        .array(
          problems.map {
            .object([
              ("token", optional($0.path)), ("location", optional($0.location?.description)),
              ("message", .string($0.message)),
            ])
          })
      ),
      ("checked", .integer(report.checked)),
      (
        "checkedByRule",
        .object(
          DesignRule.allCases.compactMap { rule in
            report.checkedByRule[rule].map { (rule.id, .integer($0)) }
          })
      ),
      ("accepted", .integer(report.accepted)),
    ])
  }

  /// The violations.
  private var v: [DesignViolation] { report.violations }
}
