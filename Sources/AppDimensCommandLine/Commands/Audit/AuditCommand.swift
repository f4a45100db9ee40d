/// `appdimens audit FILE|DIR …`: reads W3C design-token files as one design system with the
/// library's ``/AppDimensAudit/DesignSystem``, checks it with ``/AppDimensAudit/DesignAudit``
/// on every window of the platforms it is for at every text size, and prints one line per
/// token and rule it breaks.
///
/// | flag | default | meaning |
/// |---|---|---|
/// | `FILE`, `DIR`, `-` | required | token files, folders of them (``DesignTokenInput``), standard input |
/// | `--scaling S` | `fixed`, or `appdimens` for files with `$extensions.appdimens` | how plain numbers are drawn: `fixed`, `appdimens`, `frame:WxH` (``/AppDimensAudit/DesignScaling``) |
/// | `--scale-limits LO...HI` | none | with `appdimens` or `frame:WxH` scaling: the range every window's factor is kept in |
/// | `--rounding pixels` | none | with `appdimens` or `frame:WxH` scaling: values rounded to each window's pixel grid |
/// | `--root-size PT` | 16 | points per rem and em |
/// | `--role ROLE=GLOB,…` | the files' `$extensions.appdimens.roles` | roles by path pattern; repeatable |
/// | `--platforms LIST` | the files' `$extensions.appdimens.platforms`, else iOS, iPadOS | the platforms the design is for |
/// | `--devices LIST` | every device of the platforms | narrows the devices |
/// | `--categories LIST` | every category of each platform | Dynamic Type categories |
/// | `--rules LIST` | all five | `text-200`, `text-minimum`, `target-size`, `fits-window`, `row-fits` |
/// | `--modes LIST` | every context | a DTCG resolver's contexts to read (``DesignModesInput``) |
/// | `--breakpoints NAME=W,…` | none | a resolver modifier's contexts as window widths (min-width) |
/// | `--details` | off | one row per failing window under the summary lines |
/// | `--strict` | off | a problem row exits 2 |
/// | `--allow-empty` | off | nothing audited exits 0 |
/// | `--format F` | text | text, json, markdown, csv, html (``AuditPage``) |
/// | `--baseline FILE` | none | a JSON report whose violations are accepted (`-`: standard input) |
/// | `--write-baseline FILE` | none | records every current violation there; exit 0 |
/// | `--out FILE`, `--quiet` | stdout | the file to write; no summary line |
///
/// Exit status: 0 no (new) violation, or the baseline recorded; 1 a violation; 2 bad input —
/// malformed JSON (file, line and column), nothing audited, a bad flag, a problem row with
/// `--strict`; 3 a file that cannot be read or written.
///
/// Nothing audited is a failure whatever else the files hold, so a CI job never passes on an
/// audit that checked nothing: no token was read, none has a role, or no rule given applies
/// to the tokens on the platforms audited (``nothingAudited(_:_:_:_:_:)`` says which and what to
/// pass). `--allow-empty` turns it into exit 0 for the rare caller that wants an empty audit
/// to pass.
enum AuditCommand {
  /// Runs `audit`.
  static func run(_ parsed: ParsedArguments, _ streams: inout Command.Streams) throws(UsageError)
    -> Int32
  {
    guard !parsed.positionals.isEmpty else {
      throw UsageError("audit needs design-token files or folders (or - for standard input)")
    }
    let categories = try parsed.value(Options.categories)
    let rules = try parsed.value(Options.rules) ?? DesignRule.allCases
    // Policy: nil is the HTML page; the other formats are the tool's table formats.
    let format: OutputFormat? = try parsed.value(Options.auditFormat) ?? .text
    let baselineFile = try parsed.value(Options.baseline)
    if baselineFile == "-", parsed.positionals.contains("-") {
      throw UsageError("FILE and --baseline are both '-': standard input can be read once")
    }
    // Policy: every input is known, and the report's file checked against them, before
    // anything is read or written: `--out` never replaces a token file or the baseline.
    let input = try DesignTokenInput(parsed.positionals)
    let recording = try parsed.value(Options.writeBaseline)
    let inputs = input.paths + (baselineFile.map { [$0] } ?? [])
    let readsStandardInput = input.paths.contains("-") || baselineFile == "-"
    let out = try parsed.value(Options.out)
    for (option, path) in [("--out", out), ("--write-baseline", recording)] {
      guard let path else { continue }
      try FileOutput.refuseInputs(
        path, option: option, inputs: inputs, readsStandardInput: readsStandardInput)
    }
    if let out, let recording, FileOutput.sameOutput(out, recording) {
      throw UsageError(
        "--out '\(UsageError.shown(out))' and --write-baseline '\(UsageError.shown(recording))' "
          + "are one file: give each its own")
    }
    var baseline: AuditBaseline?
    if let file = baselineFile {
      baseline = try AuditBaseline(
        bytes: try FileInput.read(file, input: &streams.input), name: FileInput.name(file))
    }
    let options = DesignSystem.Options(
      rootSize: try parsed.value(Options.rootSize) ?? 16,
      scaling: try parsed.value(Options.scaling),
      roles: try parsed.values(Options.role).flatMap { $0 },
      expressions: Self.compiler)
    let files = try input.files(input: &streams.input)
    let (system, modes, breakpoints) = try DesignModesInput.system(
      files, options: options, parsed: parsed, input: &streams.input, paths: input.paths)
    let scaleLimits = try parsed.value(Options.scaleLimits)
    let roundsToPixels = try parsed.value(Options.pixelRounding) ?? false
    for (given, flag) in [(scaleLimits != nil, "--scale-limits"), (roundsToPixels, "--rounding")]
    where given && system.scaling == .fixed {
      throw UsageError(
        flag + " needs --scaling appdimens or frame:WxH (fixed values are not scaled)")
    }
    let (platforms, windows, deviceCount) = try Self.windows(
      parsed, system, categories, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
    var problems = input.skipped + system.problems
    let tokens = Self.finiteTokens(system.tokens, windows, problems: &problems)
    if try parsed.isSet(Options.strict), let first = problems.first {
      throw UsageError(
        problems.count.counted("problem") + " (--strict); the first: " + first.description)
    }
    let allowEmpty = try parsed.isSet(Options.allowEmpty)
    guard !tokens.isEmpty || allowEmpty else {
      throw UsageError(
        Self.nothingToAudit(system, files: files, problems: problems, resolver: modes != nil))
    }
    var report = DesignAudit(tokens: tokens, rows: system.rows, windows: windows, rules: rules)
      .run()
    guard report.checked > 0 || allowEmpty else {
      throw UsageError(Self.nothingAudited(tokens, rules, platforms, windows, categories))
    }
    if let recording {
      let document = Self.document(report, system, tokens, problems, files, platforms, windows)
      try FileOutput.write(JSONText.render(document.document()) + "\n", to: recording)
      streams.error.writeLine(
        "note: wrote \(ControlCharacters.escaped(recording)): "
          + report.violations.count.counted("violation") + " recorded as accepted")
    }
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
    noteSkippedWindows(windows, categories: categories, rules: rules, &streams)
    let document = AuditReportDocument(
      report: report, system: system, tokens: tokens, problems: problems,
      files: modes?.files.count ?? files.count,
      platforms: platforms,
      platformsDeclared: try parsed.value(Options.platforms) == nil
        && system.declaresPlatforms,
      deviceCount: deviceCount, windowCount: windows.count,
      details: try parsed.isSet(Options.details), textSizes: Self.textSizes(windows),
      modes: DesignModesInput.names(modes, breakpoints: breakpoints),
      scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
    try deliver(
      document.render(format), summary: document.summary, parsed: parsed, output: &streams.output)
    return report.isClean || recording != nil ? CommandLineTool.success : CommandLineTool.failure
  }

  /// The document of `report` as a baseline records it (every violation, nothing accepted).
  static func document(
    _ report: DesignAuditReport, _ system: DesignSystem, _ tokens: [DesignToken],
    _ problems: [DesignTokenProblem], _ files: [DesignSystem.File], _ platforms: [DesignPlatform],
    _ windows: [AuditWindow]
  ) -> AuditReportDocument {
    AuditReportDocument(
      report: report, system: system, tokens: tokens, problems: problems, files: files.count,
      platforms: platforms, platformsDeclared: false, deviceCount: 0,
      windowCount: windows.count, details: false, textSizes: textSizes(windows),
      scaleLimits: windows.first?.configuration.scaleLimits,
      roundsToPixels: windows.first?.configuration.roundsToPixels ?? false)
  }

  /// Every text size the windows visit, smallest first.
  static func textSizes(_ windows: [AuditWindow]) -> [AppTextSize] {
    DesignFinding.ordered(windows.flatMap(\.textSizes))
  }

  /// AppDimens expressions in token files, compiled by the tool's expression language.
  static let compiler: DesignSystem.ExpressionCompiler = { text in
    do throws(ExpressionError) {
      let compiled = try ExpressionEvaluator().compile(text)
      return .success({ compiled.value(in: $0) })
    } catch {
      return .failure(DesignSystem.ExpressionFailure("\(error)"))
    }
  }

  /// The platforms, the windows to audit and how many devices they come from: the platforms'
  /// devices (`--platforms`, else the files', else iPhone and iPad), narrowed by `--devices`.
  /// `--devices` alone, with files that declare no platforms, chooses the devices itself.
  static func windows(
    _ parsed: ParsedArguments, _ system: DesignSystem, _ categories: [ContentSizeCategory]?,
    scaleLimits: ClosedRange<Double>? = nil, roundsToPixels: Bool = false
  ) throws(UsageError) -> ([DesignPlatform], [AuditWindow], Int) {
    let given = try parsed.value(Options.platforms)
    let devices = try parsed.value(Options.devices)
    let platforms = given ?? system.platforms
    if let devices, given == nil, !system.declaresPlatforms {
      let families = devices.map(\.family)
      let named = DesignPlatform.allCases.filter { $0.family.map(families.contains) ?? false }
      return (
        named,
        AuditWindow.windows(
          of: devices, categories: categories, designFrame: system.scaling.designFrame,
          scaleLimits: scaleLimits, roundsToPixels: roundsToPixels),
        devices.count
      )
    }
    let families = platforms.compactMap(\.family)
    let chosen = (devices ?? DeviceCatalog.all).filter { families.contains($0.family) }
    let windows = DesignPlatform.windows(
      of: platforms, devices: devices.map { _ in chosen }, categories: categories,
      designFrame: system.scaling.designFrame, scaleLimits: scaleLimits,
      roundsToPixels: roundsToPixels)
    guard !windows.isEmpty else {
      let names = platforms.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        "none of --devices is for the platforms of the design (\(names)); give --platforms too")
    }
    let mac = windows.contains { $0.deviceWindow == nil } ? 1 : 0
    return (platforms, windows, chosen.count + mac)
  }

  /// The message when no token is audited: why (no token read, none with a role, every one a
  /// problem) and what to pass.
  static func nothingToAudit(
    _ system: DesignSystem, files: [DesignSystem.File], problems: [DesignTokenProblem],
    resolver: Bool = false
  ) -> String {
    let where_ = files.count == 1 ? files[0].name : "\(files.count) files"
    let read = system.types.prefix(4).map { "\($0.count) \($0.name)" }.joined(separator: ", ")
    let noRole = system.skipped.first { $0.name == "no role" }?.count ?? 0
    let allowEmpty = "; --allow-empty exits 0 instead"
    if system.tokenCount == 0, resolver {
      // A resolver whose files hold no token: say why (its first problem), not how to pass
      // token files.
      return "\(where_): nothing audited: no design token read through the resolver"
        + (problems.first.map {
          " (" + problems.count.counted("problem") + "; the first: " + $0.description + ")"
        } ?? "") + allowEmpty
    }
    guard system.tokenCount > 0 else {
      return "\(where_): nothing audited: no design token read (a token is an object with "
        + "\"$value\"; a Tokens Studio theme file only lists token files: pass those files "
        + "or their folder)" + allowEmpty
    }
    if let first = problems.first, noRole == 0 {
      return "\(where_): nothing audited: every token with a role is a problem ("
        + problems.count.counted("problem") + "; the first: " + first.description + ")"
        + allowEmpty
    }
    return "\(where_): nothing audited: no text token and no dimension with a role"
      + " (read " + system.tokenCount.counted("token") + ": " + read
      + (system.types.count > 4 ? ", …" : "") + ")"
      + (noRole > 0 ? "; give roles with --role target=GLOB (or width=, text=)" : "")
      + (problems.isEmpty ? "" : "; " + problems.count.counted("problem")) + allowEmpty
  }

  /// The message when tokens are audited but no check applies: the rules given and the
  /// roles read, and what to pass.
  static func nothingAudited(
    _ tokens: [DesignToken], _ rules: [DesignRule], _ platforms: [DesignPlatform],
    _ windows: [AuditWindow], _ categories: [ContentSizeCategory]?
  ) -> String {
    let roles = DesignToken.Role.allCases.compactMap { role -> String? in
      let count = tokens.filter { $0.role == role }.count
      return count == 0 ? nil : "\(count) \(role.rawValue)"
    }
    let names = platforms.map(\.rawValue).joined(separator: ", ")
    let given = rules.map(\.id).joined(separator: ", ")
    // A rule applies when it checks one token of its role in these windows.
    let useful = DesignRule.allCases.filter { rule in
      guard let token = tokens.first(where: { $0.role == rule.role }) else { return false }
      return DesignAudit(tokens: [token], windows: windows, rules: [rule]).run().checked > 0
    }
    return "nothing audited: no check of " + given + " applies on " + names + " to the "
      + roles.joined(separator: ", ") + " token" + (tokens.count == 1 ? "" : "s")
      + (categories == nil ? "" : " at the categories given")
      + (useful.isEmpty
        ? ""
        : "; rules that apply: " + useful.map(\.id).joined(separator: ", ") + " (--rules)")
      + "; --allow-empty exits 0 instead"
  }

  // Policy: as in `table`, a value that overflows is not a violation: the report never prints
  // `inf`. Such a token is a problem row naming its place, a window and a text size where it
  // happens, and is not audited. Every text size the audit evaluates is checked, not only the
  // default one: `5e307` is finite at Large and infinite at accessibility5.
  /// The tokens whose value is finite in every window at every text size the audit evaluates;
  /// each other one becomes a problem.
  static func finiteTokens(
    _ tokens: [DesignToken], _ windows: [AuditWindow], problems: inout [DesignTokenProblem]
  ) -> [DesignToken] {
    let sizes = windows.map(auditedSizes)
    var infinite: [Int] = []
    for (index, token) in tokens.enumerated() {
      search: for (window, sizes) in zip(windows, sizes) {
        for size in sizes where !token.value(in: window.configuration(at: size)).isFinite {
          problems.append(
            DesignTokenProblem(
              path: token.path, location: token.location,
              message: "'\(UsageError.shown(token.source ?? token.path))' is not finite on "
                + "\(window.name) at \(size.rawValue) (\(CompiledExpression.overflowReason))"))
          infinite.append(index)
          break search
        }
      }
    }
    // Policy: the common case keeps the caller's array (a filtered copy of a large design's
    // tokens doubled their memory).
    guard !infinite.isEmpty else { return tokens }
    let dropped = Set(infinite)
    return tokens.indices.filter { !dropped.contains($0) }.map { tokens[$0] }
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

  /// A note when `--categories` leaves windows without a text size to check.
  static func noteSkippedWindows(
    _ windows: [AuditWindow], categories: [ContentSizeCategory]?, rules: [DesignRule],
    _ streams: inout Command.Streams
  ) {
    let skipped = windows.filter(\.textSizes.isEmpty)
    guard categories != nil, !skipped.isEmpty else { return }
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
    arguments: "FILE|DIR…",
    argumentHelp: [
      (
        "FILE|DIR…",
        "W3C design-token JSON files, folders of them, '-' for standard input: one design "
          + "system (aliases across files). fontSize and typography tokens are text; a "
          + "dimension (spacing, sizing, number …) is a target, width or text when --role or "
          + "$extensions.appdimens says so; 16, \"16px\", \"16pt\", \"1rem\" are sizes, a "
          + "string may be any expression ('appdimens help resolve')"
      )
    ],
    options: [
      Options.scaling.spec, Options.scaleLimits.spec, Options.pixelRounding.spec,
      Options.rootSize.spec, Options.role.spec,
      Options.platforms.spec, Options.devices.spec, Options.auditCategories, Options.rules.spec,
      Options.modes.spec, Options.modesFromFolders.spec, Options.breakpoints.spec,
      Options.details.spec,
      Options.strict.spec, Options.allowEmpty.spec, Options.auditFormat.spec,
      Options.baseline.spec, Options.writeBaseline.spec, Options.out.spec,
      Options.quiet.spec.withHelp("no summary line"),
    ],
    synopsis: [
      Options.scaling.spec, Options.role.spec, Options.platforms.spec, Options.devices.spec,
      Options.auditFormat.spec, Options.baseline.spec, Options.out.spec,
    ],
    discussion: """
        rules (sources: Apple HIG, WCAG):
          text-200      text at the largest category ≥ 2× its size at Large (watchOS 1.4×; not on
                        tvOS and macOS)                            WCAG 1.4.4, App Store Larger Text
          text-minimum  text ≥ 11 pt (visionOS 12, watchOS 12, tvOS 23, macOS 10)  HIG Typography
          target-size   targets ≥ 44 pt (visionOS 60, tvOS 66, watchOS 44, macOS 28) HIG Accessibility
          fits-window   widths ≤ the window's width (portrait, landscape, each Split View pane)
          row-fits      a group's $extensions.appdimens.row {"items": ["{control.icon}",
                        {"text": "{font.body}", "ems": 7}], "gap": "{spacing.sm}", "padding":
                        "{spacing.md}"}: items + gaps + padding ≤ the window's width; where it
                        is not, "stack from" the text size it stops fitting at

      one line per value and rule: the tokens that take their value from one source token are
      one line (how many use it); its value as written, the worst window against the limit, the
      text sizes and windows that fail and the number that passes everywhere; --details adds
      the tokens and the windows. A token that cannot be read (an alias to no token, a circle,
      a value that is not a size) is a problem row; the rest is still audited.

      exit status: 0 no violation (or --write-baseline recorded them), 1 a violation (not in
      --baseline), 2 bad input or nothing audited (no token with a role, or no rule applies;
      --allow-empty: 0), 3 a file that cannot be read or written.

      """
  ) { parsed, streams throws(UsageError) in try AuditCommand.run(parsed, &streams) }
}
