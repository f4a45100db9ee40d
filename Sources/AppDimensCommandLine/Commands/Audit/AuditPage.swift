/// The audit as one offline HTML page in the gallery's style (``GalleryStyle``: inline CSS,
/// system fonts, no scripts or images): what was read and assumed, then one card per line of
/// the text report (a source token and the tokens that use it, and a rule), worst first — the
/// value as written, its `$description`, the worst window against the limit, the text sizes
/// that fail, the number that passes everywhere, the tokens that use it (a `<details>` list),
/// one drawing of the worst window and the failing windows, identical ones as one line ("112
/// windows (every window checked) at xSmall: 9.5 < 11", the names in a `<details>` list) —
/// then the problems and the rules.
///
/// Every device is drawn at 1 pt = 0.4 px (``GalleryPage/scale``), the token in points inside
/// the screen:
///
/// | rule | drawn in the window | beside it |
/// |---|---|---|
/// | fits-window | a bar the token's width, running past the screen's edge | value and width |
/// | row-fits | a bar the row's width at the first text size it stops fitting | value and width |
/// | target-size | a square the token's size, and a dashed square the hit target's | value and target |
/// | text-200, text-minimum | "Aa" at the token's size and at the limit | both at 1 pt = 1 px |
///
/// Each figure carries `data-token`, `data-rule`, `data-value` and `data-limit` (full
/// precision) for scripts and checks.
struct AuditPage {
  /// The report and its counts.
  let document: AuditReportDocument

  /// The audit's rules added to the gallery's style sheet.
  static let css: [String] = [
    ".summary { font-size: 15px; margin: 0 0 18px; }",
    ".clean { color: #1b7f3a; font-weight: 600; }",
    ".token { background: #fff; border-radius: 18px; padding: 20px 24px 26px; margin: 0 0 20px;"
      + " box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05), 0 8px 24px rgba(0, 0, 0, 0.05); }",
    ".token h2 { margin: 0 0 4px; font-size: 19px; }",
    ".frame.audit, .frame.audit .screen { overflow: visible; }",
    ".violation-bar { position: absolute; background: rgba(255, 59, 48, 0.28);"
      + " border: 3px solid #ff3b30; }",
    ".violation-target { position: absolute; background: rgba(255, 59, 48, 0.55); }",
    ".needed-target { position: absolute; border: 3px dashed #1b7f3a; }",
    ".violation-text { color: #d70015; font-weight: 600; line-height: 1.1; }",
    ".needed-text { color: #1b7f3a; font-weight: 600; line-height: 1.1; }",
    ".rule { display: inline-block; background: #ffe5e3; color: #a1140b; border-radius: 6px;"
      + " padding: 1px 7px; font-size: 12px; font-weight: 600; margin: 4px 0; }",
    ".measure { font-variant-numeric: tabular-nums; margin: 2px 0; }",
    ".samples { display: flex; gap: 14px; align-items: baseline; margin-top: 6px; }",
    ".description { margin: 4px 0; }",
    ".fix { color: #1b7f3a; font-weight: 600; margin: 2px 0 10px; }",
    ".failing { font-size: 13px; margin: 0; padding-left: 18px; }",
    ".failing details, .users { font-size: 13px; margin: 2px 0; }",
    ".assumed { font-size: 13px; color: var(--muted); margin: 0 0 12px; padding-left: 18px; }",
    "table.rules { border-collapse: collapse; background: #fff; font-size: 13px; }",
    ".rules th, .rules td { text-align: left; vertical-align: top; padding: 6px 12px;"
      + " border-top: 1px solid var(--line); }",
  ]

  /// The HTML document.
  func html() -> String {
    var page = MarkupWriter.htmlDocument(
      title: "AppDimens design audit", css: GalleryStyle.css + Self.css)
    header(&page)
    let tokens = document.tokensByPath
    let violations = document.report.violations
    for group in document.groups {
      guard let finding = group.representative else { continue }
      let token = tokens[finding.token]
      page.open(
        "section",
        [
          ("class", "token"), ("id", Self.anchor(group.source + " " + group.rule.id)),
          ("data-token", group.source), ("data-rule", group.rule.id),
          ("data-tokens", "\(group.findings.count)"),
        ])
      page.element("h2", text: group.source)
      page.element("div", [("class", "rule")], text: group.rule.id)
      if let description = (tokens[group.source] ?? token)?.description {
        page.element("p", [("class", "description")], text: description)
      }
      let written = "$value " + document.writtenValue(group, tokens)
      let source = token?.source.map { " · read as " + $0 } ?? ""
      let note = token?.note.map { " · style " + $0 } ?? ""
      page.element("p", [("class", "note")], text: written + source + note)
      page.element(
        "p", [("class", "measure")],
        text: "worst " + AuditReportDocument.worst(finding.worst, fullPrecision: false) + " pt on "
          + AuditReportDocument.place(finding.worst) + " · fails at "
          + AuditReportDocument.sizes(finding.failingTextSizes, of: document.textSizes)
          + " in \(finding.failingWindows) of " + finding.checkedWindows.counted("window"))
      page.element(
        "p", [("class", "fix")], text: "passes everywhere at " + AuditReportDocument.fix(finding))
      if group.tokens != [group.source] {
        page.open("details", [("class", "users")])
        page.element(
          "summary", text: group.findings.count.counted("token") + " use this value")
        page.open("ul")
        for path in group.tokens { page.element("li", text: path) }
        page.close()
        page.close()
      }
      page.open("div", [("class", "windows")])
      figure(&page, finding.worst)
      failingWindows(
        &page,
        violations.filter { $0.token == finding.token && $0.rule == finding.rule },
        checked: finding.checkedWindows)
      page.close()
      page.close()
    }
    problems(&page)
    rules(&page)
    page.open("footer")
    page.element(
      "p",
      text: "Generated by appdimens audit. Windows are drawn at 1 pt = "
        + "\(MarkupWriter.number(GalleryPage.scale)) px, text samples beside them at 1 pt = 1 px.")
    page.close()
    return page.finish()
  }

  /// Title, summary, what was assumed and read, the broken rules and links to the cards.
  private func header(_ page: inout MarkupWriter) {
    page.open("header")
    page.element("h1", text: "Design audit")
    let clean = document.report.isClean
    page.element(
      "p", [("class", clean ? "summary clean" : "summary")],
      text: (clean ? "Clean: " : "") + document.summary)
    page.open("ul", [("class", "assumed")])
    for line in document.header { page.element("li", text: line) }
    page.close()
    page.open("ul", [("class", "chips")])
    for rule in document.brokenRules {
      let count = document.report.findings.filter { $0.rule == rule }.count
      page.open("li")
      page.element("b", text: rule.id)
      page.element("span", text: count.counted("token"))
      page.close()
    }
    page.close()
    page.open("nav")
    for group in document.groups {
      page.element(
        "a", [("href", "#" + Self.anchor(group.source + " " + group.rule.id))],
        text: group.source + " · " + group.rule.id
          + (group.findings.count > 1 ? " (\(group.findings.count) tokens)" : ""))
    }
    page.close()
    page.close()
  }

  /// The failing windows of one token and rule: identical lines (the same text size and
  /// numbers) as one, with their windows in a `<details>` list.
  private func failingWindows(
    _ page: inout MarkupWriter, _ violations: [DesignViolation], checked: Int
  ) {
    var order: [String] = []
    var members: [String: [DesignViolation]] = [:]
    for v in violations {
      let key = v.textSize.rawValue + ": " + AuditReportDocument.worst(v, fullPrecision: false)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(v)
    }
    page.open("ul", [("class", "failing")])
    for key in order {
      guard let group = members[key], let v = group.first else { continue }
      guard group.count > 1 else {
        page.element(
          "li",
          text: AuditReportDocument.place(v) + ": "
            + AuditReportDocument.worst(v, fullPrecision: false))
        continue
      }
      page.open("li")
      page.open("details")
      page.element(
        "summary",
        text: "\(group.count) windows" + (group.count == checked ? " (every window checked)" : "")
          + " at " + key)
      page.open("ul")
      for member in group { page.element("li", text: AuditReportDocument.windowName(member)) }
      page.close()
      page.close()
      page.close()
    }
    page.close()
  }

  /// The tokens that cannot be read.
  private func problems(_ page: inout MarkupWriter) {
    guard !document.problems.isEmpty else { return }
    page.open("section", [("id", "problems")])
    page.element("h2", text: document.problems.count.counted("problem"))
    page.open("ul")
    for problem in document.problems { page.element("li", text: problem.description) }
    page.close()
    page.close()
  }

  /// One failing window: the device frame with the token drawn inside, and the numbers.
  private func figure(_ page: inout MarkupWriter, _ v: DesignViolation) {
    let c = v.window.configuration(at: v.textSize)
    let s = GalleryPage.scale
    let corner = v.window.deviceWindow.map(GalleryFigure.corner) ?? 10
    page.open(
      "figure",
      [
        ("class", "window"), ("data-token", v.token), ("data-rule", v.rule.id),
        ("data-value", "\(v.value)"), ("data-limit", "\(v.limit)"),
      ])
    let family = v.window.deviceWindow?.device.family.rawValue ?? "custom"
    let pane = v.window.pane == .full ? "" : " pane"
    GalleryFigure.openFrame(
      &page, "audit " + family + pane, c, scale: s, corner: corner,
      screenStyle: "position: relative; ")
    drawing(&page, v, c)
    page.close()
    page.close()
    caption(&page, v, c)
    page.close()
  }

  /// The token inside the screen, in points.
  private func drawing(_ page: inout MarkupWriter, _ v: DesignViolation, _ c: DimensConfiguration) {
    let value = Self.drawable(v.value)
    switch v.rule {
    case .fitsWindow, .rowFits:
      page.element(
        "div",
        [
          ("class", "violation-bar"),
          (
            "style",
            "left: 0; top: \(px(c.screenHeight * 0.55)); width: \(px(value)); "
              + "height: \(px(c.screenHeight * 0.25))"
          ),
        ], text: "")
    case .targetSize:
      let needed = v.limit
      let left = (c.screenWidth - needed) / 2
      let top = (c.screenHeight - needed) / 2
      page.element(
        "div",
        [
          ("class", "needed-target"),
          (
            "style",
            "left: \(px(left)); top: \(px(top)); width: \(px(needed)); height: \(px(needed))"
          ),
        ], text: "")
      page.element(
        "div",
        [
          ("class", "violation-target"),
          (
            "style",
            "left: \(px(left)); top: \(px(top)); width: \(px(value)); height: \(px(value))"
          ),
        ], text: "")
    case .text200, .textMinimum:
      page.open("div", [("style", "padding: \(px(c.screenWidth * 0.08))")])
      page.element(
        "div", [("class", "violation-text"), ("style", "font-size: \(px(value))")], text: "Aa")
      page.element(
        "div", [("class", "needed-text"), ("style", "font-size: \(px(v.limit))")], text: "Aa")
      page.close()
    }
  }

  /// The window's name and size, the rule, the value against the limit, text samples.
  private func caption(_ page: inout MarkupWriter, _ v: DesignViolation, _ c: DimensConfiguration) {
    page.open("figcaption")
    page.element("div", [("class", "window-title")], text: v.window.name)
    let title =
      v.window.deviceWindow?.title ?? (v.window.orientation == .portrait ? "Portrait" : "Landscape")
    page.element(
      "div", [("class", "window-size")],
      text: title + " · " + c.screenWidth.shown + " × "
        + c.screenHeight.shown + " pt · " + v.textSize.rawValue)
    page.element("div", [("class", "rule")], text: v.rule.id)
    let relation = v.rule.isMinimum ? "needs at least" : "must stay within"
    page.element(
      "div", [("class", "measure")],
      text:
        "\(v.value.shown) pt — \(relation) \(v.limit.shown) pt"
    )
    if v.failingTextSizes.count > 1 {
      let all = v.failingTextSizes.count == v.window.textSizes.count
      page.element(
        "div", [("class", "window-size")],
        text: all
          ? "fails at every text size (\(v.failingTextSizes.count))"
          : "fails at " + v.failingTextSizes.map(\.rawValue).joined(separator: ", "))
    }
    if v.rule.role == .text {
      page.open("div", [("class", "samples")])
      page.element(
        "span",
        [("class", "violation-text"), ("style", "font-size: \(px(Self.drawable(v.value)))")],
        text: "Aa")
      page.element(
        "span", [("class", "needed-text"), ("style", "font-size: \(px(v.limit))")], text: "Aa")
      page.close()
    }
    page.close()
  }

  /// Every rule with its explanation and source; the broken ones first.
  private func rules(_ page: inout MarkupWriter) {
    page.open("section", [("id", "rules")])
    page.element("h2", text: "Rules")
    page.open("table", [("class", "rules")])
    page.open("thead")
    page.open("tr")
    for header in ["rule", "checks", "source"] { page.element("th", text: header) }
    page.close()
    page.close()
    page.open("tbody")
    for rule in DesignRule.allCases {
      page.open("tr")
      page.element("td", text: rule.id)
      page.element("td", text: rule.summary)
      page.element("td", text: rule.source)
      page.close()
    }
    page.close()
    page.close()
    page.close()
  }

  /// A length in CSS px (1 px = 1 pt before the screen's scale).
  private func px(_ value: Double) -> String { MarkupWriter.number(value) + "px" }

  /// A value that can be drawn: not negative, at most 100,000 pt (the largest window).
  static func drawable(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return Swift.min(Swift.max(value, 0), 100_000)
  }

  /// The element id of a token's section, one per path: ASCII letters, digits, `.` and `_`
  /// kept, every other byte of the path's UTF-8 written as `-` and two hex digits, so two
  /// paths never share an id (a `-` always starts an escape).
  ///
  /// | path | id |
  /// |---|---|
  /// | `text.body` | `token-text.body` |
  /// | `a b`, `a-b`, `a_b`, `a/b` | `token-a-20b`, `token-a-2db`, `token-a_b`, `token-a-2fb` |
  /// | `é` | `token--c3-a9` |
  static func anchor(_ path: String) -> String {
    var id = "token-"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"):
        id.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16)
        id += "-" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return id
  }
}
