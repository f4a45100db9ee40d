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
/// | `--baseline FILE` | none | a JSON report whose violations are accepted (`-`: standard input) |
/// | `--out FILE`, `--quiet` | stdout | the file to write; no summary line |
///
/// Exit status: 0 no (new) violation, 1 a violation, 2 bad input — malformed JSON (line and
/// column), a token whose value does not parse (its path and column),
/// an unknown type or role, a bad flag.
enum AuditCommand {
  /// Runs `audit`.
  static func run(_ parsed: ParsedArguments, _ streams: inout Command.Streams) throws(UsageError)
    -> Int32
  {
    guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "audit needs a design-tokens file (or - for standard input)"
          : "audit takes one tokens file, got \(parsed.positionals.count)")
    }
    let devices = try parsed.value(Options.devices) ?? DeviceCatalog.all
    let categories = try parsed.value(Options.categories)
    let rules = try parsed.value(Options.rules) ?? DesignRule.allCases
    // Policy: nil is the HTML page; the other formats are the tool's table formats.
    let format: OutputFormat? = try parsed.value(Options.auditFormat) ?? .text
    var baseline: AuditBaseline?
    if let file = try parsed.value(Options.baseline) {
      guard file != "-" || path != "-" else {
        throw UsageError("FILE and --baseline are both '-': standard input can be read once")
      }
      baseline = try AuditBaseline(
        bytes: try FileInput.read(file, input: &streams.input), name: FileInput.name(file))
    }
    let name = FileInput.name(path)
    let file = try DesignTokenFile(
      bytes: try FileInput.read(path, input: &streams.input), name: name)
    guard !file.tokens.isEmpty else {
      let count = file.unaudited.count
      throw UsageError(
        "\(name): nothing to audit: no fontSize token and no dimension with a role"
          + (count == 0 ? "" : " (\(count) \(count == 1 ? "dimension" : "dimensions") without one)")
      )
    }
    let windows = AuditWindow.windows(of: devices, categories: categories)
    try requireFinite(file, windows)
    var report = DesignAudit(tokens: file.tokens, windows: windows, rules: rules).run()
    if let baseline {
      let current = Set(report.violations.map(\.key))
      report = report.accepting(baseline.keys)
      let gone = baseline.keys.subtracting(current).count
      if gone > 0 {
        let occur = gone == 1 ? "violation no longer occurs" : "violations no longer occur"
        streams.error.writeLine(
          "note: \(gone) baseline \(occur); refresh the baseline to drop them")
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
      streams.error.writeLine(
        "note: \(skipped.count) \(one ? "window has" : "windows have") none of the categories "
          + "given (\(names)); \(checked)")
    }
    let document = AuditReportDocument(
      report: report, tokenCount: file.tokens.count,
      sources: Dictionary(
        file.tokens.map { ($0.path, $0.source ?? "") }, uniquingKeysWith: { first, _ in first }),
      unaudited: file.unaudited,
      deviceCount: devices.count, windowCount: windows.count)
    try deliver(
      document.render(format), summary: document.summary, parsed: parsed, output: &streams.output)
    return report.isClean ? CommandLineTool.success : CommandLineTool.failure
  }

  // Policy: as in `table`, a value that overflows is bad input, not a violation: the report
  // never prints `inf`, and the message names the token, its place in the file and a window
  // and text size where it happens. Every text size the audit evaluates is checked, not only
  // the default one: `5e307` is finite at Large and infinite at accessibility5.
  /// Throws when a token is not finite in a window at a text size the audit evaluates.
  static func requireFinite(_ file: DesignTokenFile, _ windows: [AuditWindow]) throws(UsageError) {
    let sizes = windows.map(auditedSizes)
    for token in file.tokens {
      for (window, sizes) in zip(windows, sizes) {
        for size in sizes where !token.value(in: window.configuration(at: size)).isFinite {
          throw UsageError(
            file.location(of: token.path) + "\(token.path): "
              + "'\(UsageError.shown(token.source ?? token.path))' is not finite on \(window.name) "
              + "at \(size.rawValue) (\(CompiledExpression.overflowReason))")
        }
      }
    }
  }

  /// Every text size `DesignAudit` evaluates in `window`: the window's own and the two that
  /// `text-200` compares (Large and the platform's largest category, or 100 % and the
  /// largest declared size).
  static func auditedSizes(_ window: AuditWindow) -> [AppTextSize] {
    var sizes = window.textSizes
    if window.declaresTextSizes {
      sizes.append(.percent(100))
    } else {
      sizes.append(.category(.large))
      if let largest = PlatformLimits.of(window.platform).largestCategory {
        sizes.append(.category(largest))
      }
    }
    var seen: Set<AppTextSize> = []
    return sizes.filter { seen.insert($0).inserted }
  }

  /// Writes `text` to `--out` (atomically, ``FileOutput``; then `summary` unless `--quiet`)
  /// or to standard output; a file that cannot be written is an input/output failure (exit 3).
  static func deliver(
    _ text: String, summary: String, parsed: ParsedArguments, output: inout any CommandOutput
  ) throws(UsageError) {
    guard let path = try parsed.value(Options.out) else {
      output.write(text)
      return
    }
    try FileOutput.write(text, to: path)
    if try !parsed.isSet(Options.quiet) {
      output.writeLine("wrote \(ControlCharacters.escaped(path)): \(summary)")
    }
  }
}

extension Command {
  /// `appdimens audit` (see ``AuditCommand``).
  static let audit = Command(
    "audit", "design tokens checked on every device and text size",
    arguments: "FILE",
    argumentHelp: [
      (
        "FILE",
        "a W3C design-tokens JSON file ('-': standard input); fontSize tokens are text, "
          + "dimensions with $extensions.appdimens.role \"target\" or \"width\" are targets "
          + "or widths; a plain 16 / \"16px\" / \"16pt\" is 16.ssp for text and 16.sdp "
          + "otherwise, a string may be any expression ('appdimens help resolve')"
      )
    ],
    options: [
      Options.devices.spec, Options.auditCategories, Options.rules.spec, Options.auditFormat.spec,
      Options.baseline.spec, Options.out.spec, Options.quiet.spec.withHelp("no summary line"),
    ],
    synopsis: [
      Options.devices.spec, Options.categories.spec, Options.rules.spec, Options.auditFormat.spec,
      Options.baseline.spec, Options.out.spec,
    ],
    discussion: """
        rules (sources: Apple HIG, WCAG):
          text-200      text at the largest category ≥ 2× its size at Large (watchOS 1.4×; not on
                        tvOS and macOS)                            WCAG 1.4.4, App Store Larger Text
          text-minimum  text ≥ 11 pt (visionOS 12, watchOS 12, tvOS 23, macOS 10)  HIG Typography
          target-size   targets ≥ 44 pt (visionOS 60, tvOS 66, watchOS 44, macOS 28) HIG Accessibility
          fits-window   widths ≤ the window's width (portrait, landscape, each Split View pane)

      exit status: 0 no violation, 1 a violation (not in --baseline), 2 bad input, 3 a file that
      cannot be read or written.

      """
  ) { parsed, streams throws(UsageError) in try AuditCommand.run(parsed, &streams) }
}
