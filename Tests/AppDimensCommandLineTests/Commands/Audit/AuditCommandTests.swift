import Foundation
import Testing

@testable import AppDimensCommandLine

/// `appdimens audit` end to end, in-process: the acceptance scenario (a heading capped at
/// xxxLarge, a tiny caption, a 30-pt button and a card wider than a phone give exactly those
/// violations on phones; a clean file exits 0), every format, baselines and bad input.
@Suite("appdimens audit: the scenario, formats, baselines and bad input")
struct AuditCommandTests {
  static let broken = """
    {
      "text": {
        "$type": "fontSize",
        "body": {"$value": "17.ssp"},
        "heading": {"$value": "17.scaled(relativeTo: body, maxSize: xxxLarge)"},
        "caption": {"$value": "9px"}
      },
      "size": {
        "$type": "dimension",
        "padding": {"$value": "16px"},
        "button": {"$value": "30pt", "$extensions": {"appdimens": {"role": "target"}}},
        "row": {"$value": {"value": 44, "unit": "pt"},
                "$extensions": {"appdimens": {"role": "target"}}},
        "card": {"$value": 360, "$extensions": {"appdimens": {"role": "width"}}},
        "sheet": {"$value": "280.sdp", "$extensions": {"appdimens": {"role": "width"}}}
      },
      "color": {"$type": "color", "accent": {"$value": "blue"}}
    }
    """
  static let clean = """
    {
      "text": {"$type": "fontSize", "body": {"$value": "17.ssp"}, "caption": {"$value": 12}},
      "size": {
        "$type": "dimension",
        "button": {"$value": 44, "$extensions": {"appdimens": {"role": "target"}}},
        "card": {"$value": 280, "$extensions": {"appdimens": {"role": "width"}}}
      }
    }
    """
  static let threePhones = "iPhone SE (3rd generation),iPhone 15,iPhone 17 Pro Max"

  /// A fresh folder for this test's files.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("appdimens-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `text` to `name` in `folder` and returns the path.
  static func file(_ folder: URL, _ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The JSON report's violations, read with Foundation (an independent reader).
  static func violations(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return try #require(object?["violations"] as? [[String: Any]])
  }

  @Test func exactlyThoseViolationsOnPhones() throws {
    let folder = try Self.folder()
    let path = try Self.file(folder, "tokens.json", Self.broken)
    let run = runTool(["audit", path, "--devices", "phones", "--format", "json"])
    #expect(run.status == 1)
    #expect(run.error.text == "")
    let pairs = Set(
      try Self.violations(run.output.text).map { "\($0["token"] ?? "") \($0["rule"] ?? "")" })
    #expect(
      pairs == [
        "text.heading text-200", "text.caption text-minimum", "size.button target-size",
        "size.card fits-window",
      ])
  }

  // Three phones, 375, 393 and 440 pt wide: every number by hand.
  @Test func theNumbersOnThreePhones() throws {
    let folder = try Self.folder()
    let path = try Self.file(folder, "tokens.json", Self.broken)
    let run = runTool(["audit", path, "--devices", Self.threePhones, "--format", "json"])
    #expect(run.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(run.output.text.utf8))
    let report = try #require(object as? [String: Any])
    // 7 audited tokens: body, heading, caption (2 rules each), button, row, card, sheet (1
    // each) = 10 pairs × 6 windows.
    #expect(report["checked"] as? Int == 60)
    #expect(report["accepted"] as? Int == 0)
    let rows = try Self.violations(run.output.text)
    // heading: 6 windows; caption: SE and iPhone 15 × 2 orientations (it follows caption1, the
    // style in its path: 9 × 440 ÷ 300 × 11 ÷ 12 = 12.1 on the 440-pt phone passes); button:
    // SE and iPhone 15 × 2; card: 3 portraits.
    #expect(rows.count == 17)
    func row(_ token: String, _ device: String, _ orientation: String) -> [String: Any]? {
      rows.first {
        $0["token"] as? String == token && $0["device"] as? String == device
          && $0["orientation"] as? String == orientation
      }
    }
    // 17.scaled(…, maxSize: xxxLarge) is 22.333333 at AX5 (UIFontMetrics' body at xxxL, the
    // iOS 26 measurement, on the iPhone 15's @3x grid) against 2 × 17 at Large.
    let heading = try #require(row("text.heading", "iPhone 15", "landscape"))
    #expect(abs((heading["value"] as? Double ?? 0) - 67.0 / 3) < 1e-9)
    #expect(heading["limit"] as? Double == 34)
    #expect(heading["category"] as? String == "accessibility5")
    #expect(heading["pane"] as? String == "full")
    #expect((heading["source"] as? String)?.contains("WCAG 2.2 SC 1.4.4") == true)
    // 9.ssp(relativeTo: caption1) on the SE at xSmall: 9 × 375 ÷ 300 × 11 ÷ 12 (the HIG's
    // caption1 is 11 pt at xSmall, small and medium, 12 at Large); small and medium fail too.
    let caption = try #require(row("text.caption", "iPhone SE (3rd generation)", "portrait"))
    #expect(abs((caption["value"] as? Double ?? 0) - 10.3125) < 1e-9)
    #expect(caption["limit"] as? Double == 11)
    #expect(caption["categories"] as? [String] == ["xSmall", "small", "medium"])
    // 30.sdp: 39.3 on the 393-pt iPhone 15; exactly 44 on the 440-pt model (passes).
    let button = try #require(row("size.button", "iPhone 15", "portrait"))
    #expect(abs((button["value"] as? Double ?? 0) - 39.3) < 1e-9)
    #expect(button["limit"] as? Double == 44 && button["category"] as? String == "large")
    #expect(row("size.button", "iPhone 17 Pro Max", "portrait") == nil)
    // 360.sdp = 1.2 × the smallest width: 528 against 440 in portrait; fits landscape.
    let card = try #require(row("size.card", "iPhone 17 Pro Max", "portrait"))
    #expect(abs((card["value"] as? Double ?? 0) - 528) < 1e-9 && card["limit"] as? Double == 440)
    #expect(row("size.card", "iPhone 17 Pro Max", "landscape") == nil)
  }

  @Test func cleanFileExitsZero() throws {
    let folder = try Self.folder()
    let path = try Self.file(folder, "clean.json", Self.clean)
    let run = runTool(["audit", path, "--devices", Self.threePhones])
    #expect(run.status == 0)
    #expect(
      run.output.lines.last
        == "no violations in 36 checks (4 of 4 tokens audited, 6 windows of 3 devices)")
    #expect(run.error.text == "")
  }

  @Test func textReport() throws {
    let folder = try Self.folder()
    let path = try Self.file(folder, "tokens.json", Self.broken)
    let run = runTool(["audit", path, "--devices", "iPhone 15", "--rules", "target-size"])
    #expect(run.status == 1)
    // 30.sdp on the 393-pt iPhone 15: 39.3; 44 needs 44 × 300 ÷ 393 = 33.59, so 34.
    #expect(
      run.output.lines == [
        "scaling: appdimens (dimensions as N.sdp, text as N.ssp); 1 rem = 16 pt",
        "platforms: iOS — 2 windows of 1 device",
        "read: 9 tokens in 1 file: 5 dimension, 3 fontSize, 1 color",
        "audited: 7 tokens; skipped 1 no role, 1 color",
        "",
        "token        value  tokens  rule         worst      fails at    windows  passes at",
        "───────────  ─────  ──────  ───────────  ─────────  ──────────  ───────  ─────────",
        "size.button  30pt        1  target-size  39.3 < 44  every size  all 2    34pt",
        "",
        "target-size: a target is at least the platform's hit target at every category",
        "  source: Apple HIG, Accessibility, Buttons and controls: default hit target",
        "    https://developer.apple.com/design/human-interface-guidelines/accessibility",
        "",
        "1 token breaks 1 rule: 2 violations in 4 checks (7 of 9 tokens audited, 2 windows of 1 "
          + "device)",
      ])
    // --details adds the failing windows, the two identical ones as one line.
    let details = runTool(
      ["audit", path, "--devices", "iPhone 15", "--rules", "target-size", "--details"])
    #expect(
      details.output.lines.joined(separator: "\n").contains(
        """
        size.button · target-size
          failing windows:
            2 windows (every window checked) at large: 39.3 < 44
        """))
  }

  /// Tokens that alias one source token are one line; a token written in place is its own.
  static let aliases = """
    {
      "size": {"$type": "dimension", "s": {"$value": "30px"}},
      "button": {
        "$type": "dimension",
        "a": {"$value": "{size.s}"},
        "b": {"$value": "{button.a}"},
        "c": {"$value": "40px"}
      }
    }
    """

  @Test func aliasesOfOneSourceAreOneLine() throws {
    let run = runTool(
      ["audit", "-", "--devices", "iPhone 15", "--role", "target=button.*,size.s"],
      input: Self.aliases)
    #expect(run.status == 1)
    // Fixed scaling: 30 and 40 points in every window, against the 44-point target (HIG).
    #expect(
      Array(run.output.lines[6...9]) == [
        "token     value  tokens  rule         worst    fails at    windows  passes at",
        "────────  ─────  ──────  ───────────  ───────  ──────────  ───────  ─────────",
        "size.s    30px        3  target-size  30 < 44  every size  all 2    44px",
        "button.c  40px        1  target-size  40 < 44  every size  all 2    44px",
      ])
    #expect(
      run.output.lines.last
        == "4 tokens break 1 rule: 8 violations in 8 checks (4 of 4 tokens audited, 2 windows "
        + "of 1 device)")
    // --details lists the tokens of a line; JSON names each token's source and the groups.
    let details = runTool(
      ["audit", "-", "--devices", "iPhone 15", "--role", "target=button.*,size.s", "--details"],
      input: Self.aliases)
    #expect(
      details.output.lines.joined(separator: "\n").contains(
        """
        size.s · target-size
          3 tokens:
            size.s
            button.a
            button.b
        """))
    let json = runTool(
      [
        "audit", "-", "--devices", "iPhone 15", "--role", "target=button.*,size.s", "--format",
        "json",
      ],
      input: Self.aliases)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.text.utf8))
    let report = try #require(object as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(findings.count == 4)
    let b = try #require(findings.first { $0["token"] as? String == "button.b" })
    #expect(b["alias"] as? String == "size.s")
    #expect(findings.first { $0["token"] as? String == "button.c" }?["alias"] is NSNull)
    let groups = try #require(report["groups"] as? [[String: Any]])
    #expect(groups.map { $0["source"] as? String } == ["size.s", "button.c"])
    #expect(groups.first?["tokens"] as? [String] == ["size.s", "button.a", "button.b"])
  }

  @Test func nothingAuditedExitsTwoWhateverTheProblems() throws {
    // Two tokens without a role and one that cannot be read: nothing is audited.
    let input =
      #"{"a": {"$value": 1}, "b": {"$value": 2}, "t": {"$type": "fontSize", "$value": "{x}"}}"#
    let run = runTool(["audit", "-", "--devices", "iPhone 15"], input: input)
    #expect(run.status == 2)
    #expect(run.output.text == "")
    #expect(run.error.lines.first?.hasPrefix("error: <stdin>: nothing audited: ") == true)
    #expect(run.error.lines.first?.contains("--role target=GLOB") == true)
    #expect(run.error.lines.first?.hasSuffix("; 1 problem; --allow-empty exits 0 instead") == true)
    // --allow-empty: the report, its problem row, exit 0.
    let allowed = runTool(["audit", "-", "--devices", "iPhone 15", "--allow-empty"], input: input)
    #expect(allowed.status == 0)
    #expect(allowed.output.lines.last?.hasPrefix("no violations in 0 checks") == true)
    // A rule that applies nowhere the design is for: tvOS has no Dynamic Type.
    let tv = runTool(
      ["audit", "-", "--platforms", "tvOS", "--rules", "text-200", "--allow-empty"],
      input: #"{"t": {"$type": "fontSize", "$value": 17}}"#)
    #expect(tv.status == 0)
  }

  @Test func writingABaselineExitsZero() throws {
    let folder = try Self.folder()
    let tokens = try Self.file(folder, "tokens.json", Self.broken)
    let baseline = folder.appendingPathComponent("baseline.json").path
    let arguments = ["audit", tokens, "--devices", Self.threePhones]
    let record = runTool(arguments + ["--write-baseline", baseline])
    #expect(record.status == 0)
    #expect(
      record.error.lines == [
        "note: wrote \(baseline): 17 violations recorded as accepted"
      ])
    #expect(try Self.violations(String(contentsOfFile: baseline, encoding: .utf8)).count == 17)
    let checked = runTool(arguments + ["--baseline", baseline])
    #expect(checked.status == 0)
    // The token file itself is never the baseline's destination.
    let onInput = runTool(arguments + ["--write-baseline", tokens])
    #expect(onInput.status == 2)
    #expect(try String(contentsOfFile: tokens, encoding: .utf8) == Self.broken)
  }

  /// No output replaces an input: `--write-baseline` or `--out` naming a token file through a
  /// link or inside an audited folder, the baseline being read, or both outputs one file, is
  /// status 2 before anything is written, and every file stays as it was.
  @Test func outputsNeverReplaceInputs() throws {
    let folder = try Self.folder()
    let tokens = try Self.file(folder, "tokens.json", Self.broken)
    let baseline = folder.appendingPathComponent("baseline.json").path
    let arguments = ["audit", tokens, "--devices", Self.threePhones]
    #expect(runTool(arguments + ["--write-baseline", baseline]).status == 0)
    let accepted = try String(contentsOfFile: baseline, encoding: .utf8)
    let link = folder.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "tokens.json")
    let report = folder.appendingPathComponent("report.json").path
    let cases: [([String], String)] = [
      (arguments + ["--write-baseline", link], "error: --write-baseline '"),
      (arguments + ["--out", link], "error: --out '"),
      (["audit", folder.path, "--out", tokens], "error: --out '"),
      (
        arguments + ["--baseline", baseline, "--write-baseline", folder.path + "/./baseline.json"],
        "error: --write-baseline '"
      ),
      (
        arguments + ["--out", report, "--write-baseline", folder.path + "//report.json"],
        "are one file"
      ),
    ]
    for (arguments, message) in cases {
      let run = runTool(arguments)
      #expect(run.status == 2, "\(arguments)")
      let line = run.error.lines.first ?? ""
      #expect(line.hasPrefix(message) || line.contains(message), "\(line)")
      #expect(line.contains("is the input") || message == "are one file", "\(line)")
    }
    #expect(try String(contentsOfFile: tokens, encoding: .utf8) == Self.broken)
    #expect(try String(contentsOfFile: baseline, encoding: .utf8) == accepted)
    #expect(!FileManager.default.fileExists(atPath: report))
  }

  /// The text sizes a line fails at, as the table writes them.
  @Test(arguments: [
    ([ContentSizeCategory.xSmall, .small, .medium], "xSmall–medium"),
    ([.xSmall], "xSmall"),
    ([.xSmall, .small], "xSmall, small"),
    (
      [.xSmall, .small, .medium, .accessibility4, .accessibility5],
      "xSmall–medium, accessibility4, accessibility5"
    ),
    (ContentSizeCategory.allCases, "every size"),
    ([.accessibility5], "accessibility5"),
  ])
  func failingSizes(_ failing: [ContentSizeCategory], _ expected: String) {
    let all = ContentSizeCategory.allCases.map(AppTextSize.category)
    #expect(AuditReportDocument.sizes(failing.map(AppTextSize.category), of: all) == expected)
    // Of the window's one size, that size is named, not "every size".
    #expect(AuditReportDocument.sizes([.category(.large)], of: [.category(.large)]) == "large")
  }

  @Test func markdownAndCSV() throws {
    let folder = try Self.folder()
    let path = try Self.file(folder, "tokens.json", Self.broken)
    let arguments = ["audit", path, "--devices", Self.threePhones]
    let markdown = runTool(arguments + ["--format", "markdown"])
    #expect(markdown.status == 1)
    let lines = markdown.output.lines
    #expect(lines.first == "## Design audit")
    #expect(
      lines.contains("| token | value | tokens | rule | worst | fails at | windows | passes at |"))
    #expect(
      lines.contains(
        "| text.caption | 9px | 1 | text-minimum | 10.3125 < 11 | xSmall–medium | 4 of 6 | 10px |"))
    #expect(lines.contains("### Rules"))
    // CSV: one record per token and rule broken; with --details, one per window; both with
    // a problem column.
    let csv = runTool(arguments + ["--format", "csv"])
    let records = parseCSV(csv.output.text)
    #expect(records.first == AuditReportDocument.findingHeaders + ["problem"])
    #expect(records.count == 5)
    let windows = parseCSV(runTool(arguments + ["--format", "csv", "--details"]).output.text)
    #expect(windows.first == AuditReportDocument.headers + ["problem"])
    #expect(windows.count == 18)
  }

  /// Problem rows are in every format: a file whose only readable token passes is not a bare
  /// CSV header, with or without --details, and Markdown lists them.
  @Test func problemRowsInCSVAndDetails() {
    let input =
      #"{"t": {"$type": "fontSize", "a": {"$value": "{x.y}"}, "b": {"$value": "10furlongs"}, "#
      + #""c": {"$value": 17}}}"#
    for details in [[], ["--details"]] {
      let run = runTool(
        ["audit", "-", "--devices", "iphone15", "--format", "csv"] + details, input: input)
      #expect(run.status == 0, "\(run.error.text)")
      let records = parseCSV(run.output.text)
      #expect(records.count == 3, "\(details)")
      #expect(records.dropFirst().map { $0[0] } == ["t.a", "t.b"])
      #expect(records.dropFirst().allSatisfy { $0.contains("problem") })
      #expect(
        records.dropFirst().first?.last
          == "<stdin>:1:45: $value: no token 'x.y'")
    }
    for format in ["markdown", "text"] {
      let run = runTool(["audit", "-", "--devices", "iphone15", "--format", format], input: input)
      #expect(run.output.text.contains("no token 'x.y'"), "\(format)")
      #expect(run.output.text.contains("t.b: $value"), "\(format)")
    }
  }

  @Test func baselineAcceptsKnownViolations() throws {
    let folder = try Self.folder()
    let tokens = try Self.file(folder, "tokens.json", Self.broken)
    let baseline = folder.appendingPathComponent("baseline.json").path
    let arguments = ["audit", tokens, "--devices", Self.threePhones]
    let write = runTool(arguments + ["--format", "json", "--out", baseline])
    #expect(write.status == 1)
    #expect(
      write.output.lines.first?.hasPrefix(
        "wrote \(baseline): 4 tokens break 4 rules: 17 violations")
        == true)
    let accepted = runTool(arguments + ["--baseline", baseline])
    #expect(accepted.status == 0)
    #expect(accepted.output.lines.last?.contains("17 accepted by the baseline") == true)
    // One more phone: only its violations are new.
    let wider = runTool(
      [
        "audit", tokens, "--devices", Self.threePhones + ",iPhone 16e", "--baseline", baseline,
        "--format", "json",
      ])
    #expect(wider.status == 1)
    let new = try Self.violations(wider.output.text)
    #expect(Set(new.compactMap { $0["device"] as? String }) == ["iPhone 16e"])
    // A fixed design: the baseline's violations are gone, and a note says so.
    let fixed = try Self.file(folder, "clean.json", Self.clean)
    let clean = runTool(["audit", fixed, "--devices", Self.threePhones, "--baseline", baseline])
    #expect(clean.status == 0)
    #expect(
      clean.error.lines == [
        "note: 17 baseline violations no longer occur; refresh the baseline to drop them"
      ])
  }

  @Test func standardInputAndCategories() throws {
    let run = runTool(
      ["audit", "-", "--devices", "iPhone SE (3rd generation)", "--categories", "large"],
      input: Self.broken)
    // At Large only: the 9-px caption is 11.25 on the SE and passes.
    #expect(run.status == 1)
    #expect(!run.output.text.contains("text.caption"))
    #expect(run.output.text.contains("text.heading"))
    let watches = runTool(
      ["audit", "-", "--devices", "appleWatch41mm", "--categories", "accessibility5"],
      input: Self.clean)
    #expect(
      watches.error.lines == [
        "note: 1 window has none of the categories given (Apple Watch Series 9 (41 mm)); only "
          + "text-200 checks it"
      ])
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let input: String
    let message: String
    var testDescription: String { message }
  }

  static let bad = [
    Bad(
      arguments: [], input: "",
      message: "error: audit needs design-token files or folders (or - for standard input)"),
    Bad(
      arguments: ["-"], input: "{\n  \"a\": {\"$value\": 1,,\n}",
      message: "error: <stdin>:2:21: a: expected a key in double quotes, found ','"),
    Bad(
      arguments: ["-"], input: #"{"t": {"$type": "size", "$value": 1}}"#,
      message:
        "error: <stdin>: nothing audited: no text token and no dimension with a role (read 1 "
        + "token: 1 size); --allow-empty exits 0 instead"),
    Bad(
      arguments: ["-"], input: #"{"t": {"$value": 1}}"#,
      message:
        "error: <stdin>: nothing audited: no text token and no dimension with a role (read 1 "
        + "token: 1 dimension); give roles with --role target=GLOB (or width=, text=); "
        + "--allow-empty exits 0 instead"),
    // No token at all: a file of sets without a resolver's version or order holds none.
    Bad(
      arguments: ["-"], input: #"{"sets": {"base": {"sources": ["base.json"]}}}"#,
      message:
        "error: <stdin>: nothing audited: no design token read (a token is an object with "
        + "\"$value\"; a Tokens Studio theme file only lists token files: pass those files "
        + "or their folder); --allow-empty exits 0 instead"),
    // Tokens read, but no rule given applies on the platform: tvOS has no Dynamic Type.
    Bad(
      arguments: ["-", "--platforms", "tvOS", "--rules", "text-200"],
      input: #"{"t": {"$type": "fontSize", "$value": 17}}"#,
      message:
        "error: nothing audited: no check of text-200 applies on tvOS to the 1 text token; "
        + "rules that apply: text-minimum (--rules); --allow-empty exits 0 instead"),
    Bad(
      arguments: ["-", "--rules", "text-20"], input: "{}",
      message: "error: --rules: unknown rule 'text-20' (did you mean 'text-200'?)"),
    Bad(
      arguments: ["-", "--format", "svg"], input: "{}",
      message: "error: --format: expected text, json, markdown, csv or html, got 'svg'"),
    Bad(
      arguments: ["-", "--scaling", "fix"], input: "{}",
      message: "error: --scaling: unknown scaling 'fix' (did you mean 'fixed'?)"),
    Bad(
      arguments: ["-", "--role", "targt=a.*"], input: "{}",
      message: "error: --role: unknown role 'targt' (did you mean 'target'?)"),
    Bad(
      arguments: ["-", "--role", "target"], input: "{}",
      message:
        "error: --role: expected ROLE=GLOB[,GLOB…] such as 'target=control.*.size', got 'target'"),
    Bad(
      arguments: ["-", "--role", "width=a..b"], input: "{}",
      message:
        "error: --role: 'a..b' is not a path pattern (names joined by dots, at most 256 characters)"
    ),
    Bad(
      arguments: ["-", "--platforms", "iOS,andriod"], input: "{}",
      message:
        "error: --platforms: unknown platform 'andriod' (the platforms are iOS, iPadOS, watchOS, "
        + "tvOS, visionOS and macOS)"),
    Bad(
      arguments: ["-", "--platforms", "ipdos"], input: "{}",
      message: "error: --platforms: unknown platform 'ipdos' (did you mean 'iPadOS'?)"),
    Bad(
      arguments: ["-", "--rules", "contrast"], input: "{}",
      message:
        "error: --rules: unknown rule 'contrast' (text-200, text-minimum, target-size, "
        + "fits-window or row-fits)"),
    Bad(
      arguments: ["-", "--role", "size=a.*"], input: "{}",
      message: "error: --role: unknown role 'size' (target, width or text)"),
    Bad(
      arguments: ["-", "--platforms", "ipados", "--devices", "watches"],
      input: #"{"t": {"$type": "fontSize", "$value": 17}}"#,
      message:
        "error: none of --devices is for the platforms of the design (iPadOS); give --platforms too"
    ),
  ]

  /// Tokens that cannot be read are problem rows: the rest is audited, the exit status is the
  /// audit's; `--strict` makes the first of them an error.
  @Test(
    arguments: [
      (
        #"{"t": {"$type": "fontSize", "$value": "16.sdx"}, "u": {"$type": "fontSize", "$value": 17}}"#,
        "<stdin>:1:39: t: $value: at column 4: unknown function 'sdx' (did you mean 'sdp'?)"
      ),
      (
        #"{"t": {"$value": 1, "$extensions": {"appdimens": {"role": "tap"}}}, "u": {"$type": "fontSize", "$value": 17}}"#,
        "<stdin>:1:59: t: $extensions.appdimens.role: expected one of text, target, width, found "
          + "'tap'"
      ),
      (
        #"{"t": {"$value": "1e308.wdp", "$extensions": {"appdimens": {"role": "width"}}}, "u": {"$type": "fontSize", "$value": 17}}"#,
        "<stdin>:1:18: t: '1e308.wdp' is not finite on iPad mini (5th generation) at xSmall (a "
          + "number in the expression is too large)"
      ),
    ])
  func problemRows(_ input: String, _ message: String) {
    let run = runTool(["audit", "-", "--devices", "pads"], input: input)
    #expect(run.status == 0)
    #expect(run.error.text == "")
    #expect(run.output.lines.contains("  " + message))
    #expect(run.output.lines.last?.hasSuffix("; 1 problem") == true)
    let strict = runTool(["audit", "-", "--devices", "pads", "--strict"], input: input)
    #expect(strict.status == 2)
    #expect(
      strict.error.lines == [
        "error: 1 problem (--strict); the first: " + message, Command.audit.usage,
      ])
  }

  /// Files that cannot be read or written: exit status 3, the error alone (no usage line).
  static let unreadable = [
    Bad(
      arguments: ["/nonexistent/tokens.json"], input: "",
      message: "error: cannot read '/nonexistent/tokens.json': No such file or directory"),
    Bad(
      arguments: ["-", "/nonexistent/b.json"], input: "{}",
      message: "error: cannot read '/nonexistent/b.json': No such file or directory"),
    Bad(
      arguments: ["-", "--baseline", "/nonexistent/b.json"], input: "{}",
      message: "error: cannot read '/nonexistent/b.json': No such file or directory"),
    Bad(
      arguments: ["-", "--out", "/nonexistent/r.txt"],
      input: #"{"t": {"$type": "fontSize", "$value": 17}}"#,
      message: "error: cannot write '/nonexistent/r.txt': No such file or directory"),
  ]

  @Test(arguments: unreadable) func inputOutputFailure(_ c: Bad) {
    let run = runTool(["audit"] + c.arguments, input: c.input)
    #expect(run.status == CommandLineTool.inputOutputFailure)
    #expect(run.output.text == "")
    #expect(run.error.lines == [c.message])
  }

  @Test(arguments: bad) func badInput(_ c: Bad) {
    let run = runTool(["audit"] + c.arguments, input: c.input)
    #expect(run.status == 2)
    #expect(run.output.text == "")
    #expect(run.error.lines == [c.message, Command.audit.usage])
  }

  @Test func badBaseline() throws {
    let folder = try Self.folder()
    let baseline = try Self.file(
      folder, "b.json", #"{"violations": [{"token": "a", "rule": "x"}]}"#)
    let run = runTool(
      ["audit", "-", "--baseline", baseline], input: #"{"t": {"$type": "fontSize", "$value": 17}}"#)
    #expect(run.status == 2)
    #expect(
      run.error.lines.first == "error: \(baseline):1:17: a violation needs a string \"orientation\""
    )
  }

  @Test func manyTokensWithoutARoleAreCounted() {
    let run = runTool(
      ["audit", "-", "--devices", "iphone15"],
      input: #"{"t": {"$type": "fontSize", "$value": 17}, "s": {"$type": "dimension", "#
        + #""a": {"$value": 1}, "b": {"$value": 2}, "c": {"$value": 3}, "d": {"$value": 4}, "#
        + #""e": {"$value": 5}}}"#)
    #expect(run.status == 0)
    #expect(
      run.output.lines.suffix(4) == [
        "read: 6 tokens in 1 file: 5 dimension, 1 fontSize", "audited: 1 token; skipped 5 no role",
        "", "no violations in 4 checks (1 of 6 tokens audited, 2 windows of 1 device)",
      ])
  }

  @Test func help() {
    let run = runTool(["help", "audit"])
    #expect(run.status == 0)
    #expect(run.output.lines.first == Command.audit.usage)
    #expect(run.output.text.contains("fits-window"))
  }
}
