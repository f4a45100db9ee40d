/// `appdimens audit FILE`: checks a W3C design-tokens file (``DesignTokenFile``) with the
/// library's ``/AppDimensAudit/DesignAudit`` on every window of the chosen devices at every
/// text size, and prints the violations.
///
/// | flag | default | meaning |
/// |---|---|---|
/// | `FILE` | required | the tokens file; `-` reads standard input |
/// | `--devices LIST` | all | devices or families, as in `table` |
/// | `--categories LIST` | every category of each platform | Dynamic Type categories |
/// | `--rules LIST` | all four | `text-200`, `text-minimum`, `target-size`, `fits-window` |
/// | `--format F` | text | text, json, markdown, csv, html (``AuditPage``) |
/// | `--baseline FILE` | none | a JSON report whose violations are accepted |
/// | `--out FILE`, `--quiet` | stdout | the file to write; no summary line |
///
/// Exit status: 0 no (new) violation, 1 a violation, 2 bad input — an unreadable file,
/// malformed JSON (line and column), a token whose value does not parse (its path and column),
/// an unknown type or role, a bad flag.
enum AuditCommand {
  /// The usage line.
  static let usage =
    "usage: appdimens audit FILE [--devices LIST] [--categories LIST] [--rules LIST]"
    + " [--format F] [--baseline FILE] [--out FILE]"

  /// The help text's options.
  static let options = """
    options:
      FILE                 a W3C design-tokens JSON file ('-': standard input); fontSize tokens
                           are text, dimensions with $extensions.appdimens.role "target" or
                           "width" are targets or widths; a plain 16 / "16px" / "16pt" is 16.ssp
                           for text and 16.sdp otherwise, a string may be any expression below
      --devices LIST       all (default), phones, pads, watches, tv, vision, or device names
      --categories LIST    Dynamic Type categories (default: every category of each platform;
                           text-200 always compares the largest with Large)
      --rules LIST         text-200, text-minimum, target-size, fits-window (default: all)
      --format F           text (default), json, markdown, csv, html (each failing window
                           drawn, in the gallery's style)
      --baseline FILE      a JSON report of accepted violations: only new ones fail
      --out FILE           write the report there (default: standard output)
      --quiet              no summary line when writing to --out

    rules (sources: Apple HIG, WCAG):
      text-200      text at the largest category ≥ 2× its size at Large (watchOS 1.4×; not on
                    tvOS and macOS)                            WCAG 1.4.4, App Store Larger Text
      text-minimum  text ≥ 11 pt (visionOS 12, watchOS 12, tvOS 23, macOS 10)  HIG Typography
      target-size   targets ≥ 44 pt (visionOS 60, tvOS 66, watchOS 44, macOS 28) HIG Accessibility
      fits-window   widths ≤ the window's width (portrait, landscape, each Split View pane)

    exit status: 0 no violation, 1 a violation (not in --baseline), 2 bad input.

    """

  /// The flags of `audit`.
  static let flags: [CommandArguments.Flag] =
    ["devices", "categories", "rules", "format", "baseline"].map {
      .init(name: $0, takesValue: true)
    } + VisualOptions.flags

  /// Runs `audit` with the arguments after the command name.
  static func run<Input: CommandInput, Output: CommandOutput, Errors: CommandOutput>(
    _ arguments: [String], input: inout Input, output: inout Output, error: inout Errors
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "audit needs a design-tokens file (or - for standard input)"
          : "audit takes one tokens file, got \(parsed.positionals.count)")
    }
    let devices = try DeviceSelection.devices(parsed.values["devices"])
    let categories = try parsed.values["categories"].map(GalleryCommand.categoryList)
    let rules = try ruleList(parsed.values["rules"])
    // Policy: nil is the HTML page; the other formats are the tool's table formats.
    let format: OutputFormat? =
      try parsed.value("format", expected: "text, json, markdown, csv or html") { name in
        name.lowercased() == "html" ? .some(nil) : OutputFormat(name: name).map { .some($0) }
      } ?? .text
    let baseline = try parsed.values["baseline"].map { file throws(UsageError) in
      try AuditBaseline(bytes: try FileInput.read(file), name: file)
    }
    let name = path == "-" ? "<stdin>" : path
    let file = try DesignTokenFile(
      bytes: path == "-" ? readAll(&input) : try FileInput.read(path), name: name)
    guard !file.tokens.isEmpty else {
      let count = file.unaudited.count
      throw UsageError(
        "\(name): nothing to audit: no fontSize token and no dimension with a role"
          + (count == 0 ? "" : " (\(count) \(count == 1 ? "dimension" : "dimensions") without one)")
      )
    }
    let windows = AuditWindow.windows(of: devices, categories: categories)
    try requireFinite(file.tokens, windows)
    var report = DesignAudit(tokens: file.tokens, windows: windows, rules: rules).run()
    if let baseline {
      let current = Set(report.violations.map(\.key))
      report = report.accepting(baseline.keys)
      let gone = baseline.keys.subtracting(current).count
      if gone > 0 {
        let occur = gone == 1 ? "violation no longer occurs" : "violations no longer occur"
        error.writeLine("note: \(gone) baseline \(occur); refresh the baseline to drop them")
      }
    }
    let skipped = windows.filter(\.textSizes.isEmpty)
    if categories != nil, !skipped.isEmpty {
      let one = skipped.count == 1
      let names = Set(skipped.map(\.name)).sorted().joined(separator: ", ")
      let checked =
        rules.contains(.text200)
        ? "only text-200 checks \(one ? "it" : "them")"
        : "\(one ? "it is" : "they are") not checked"
      error.writeLine(
        "note: \(skipped.count) \(one ? "window has" : "windows have") none of the categories "
          + "given (\(names)); \(checked)")
    }
    let document = AuditReportDocument(
      report: report, tokenCount: file.tokens.count,
      sources: Dictionary(
        file.tokens.map { ($0.path, $0.source ?? "") }, uniquingKeysWith: { first, _ in first }),
      unaudited: file.unaudited,
      deviceCount: devices.count, windowCount: windows.count)
    try deliver(document.render(format), summary: document.summary, parsed: parsed, output: &output)
    return report.isClean ? CommandLineTool.success : CommandLineTool.failure
  }

  /// The `--rules` list, in rule order; all rules when absent.
  static func ruleList(_ text: String?) throws(UsageError) -> [DesignRule] {
    guard let text else { return DesignRule.allCases }
    var rules: Set<DesignRule> = []
    for item in text.split(separator: ",").map({ String($0).filter { $0 != " " } }) {
      guard let rule = DesignRule(id: item) else {
        let ids = DesignRule.allCases.map(\.id)
        let hint = NameMatching.nearest(to: item, among: ids.map { ($0, [$0]) }, limit: 1).first
        throw UsageError(
          "--rules: unknown rule '\(CommandArguments.shown(item))'"
            + (hint.map { " (did you mean '\($0)'?)" } ?? " (\(ids.joined(separator: ", ")))"))
      }
      rules.insert(rule)
    }
    guard !rules.isEmpty else { throw UsageError("--rules: the list is empty") }
    return DesignRule.allCases.filter(rules.contains)
  }

  /// Every line of `input`, joined with line breaks.
  static func readAll<Input: CommandInput>(_ input: inout Input) -> [UInt8] {
    var bytes: [UInt8] = []
    while let line = input.readLine() {
      bytes += line.bytes
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  // Policy: as in `table`, a value that overflows is bad input, not a violation: the report
  // never prints `inf`, and the message names the token and a window where it happens.
  /// Throws when a token is not finite in a window at its default text size.
  static func requireFinite(_ tokens: [DesignToken], _ windows: [AuditWindow]) throws(UsageError) {
    for token in tokens {
      for window in windows where !token.value(in: window.configuration).isFinite {
        throw UsageError(
          "\(token.path): '\(CommandArguments.shown(token.source ?? token.path))' is not finite "
            + "on \(window.name) (the base value is too large)")
      }
    }
  }

  /// Writes `text` to `--out` (then `summary` unless `--quiet`) or to standard output; a file
  /// that cannot be written is bad input (exit 2: 1 means "a violation" here).
  static func deliver<Output: CommandOutput>(
    _ text: String, summary: String, parsed: CommandArguments, output: inout Output
  ) throws(UsageError) {
    guard let path = parsed.values["out"] else {
      output.write(text)
      return
    }
    if let problem = FileOutput.write(text, to: path) { throw UsageError(problem) }
    if !parsed.switches.contains("quiet") { output.writeLine("wrote \(path): \(summary)") }
  }
}
