extension Command {
  /// `appdimens resolve`: one expression in one window, printed alone for people (the shortest
  /// decimal it rounds to at 6 decimals, `14.3`; `--format json` or `csv`: every digit,
  /// `14.299999999999999`), or `--batch` JSON lines (``BatchResolver``).
  ///
  /// The window comes from `--device NAME` (with `--landscape`, `--split`) and/or explicit
  /// numbers; see ``ConfigurationRequest`` for the rules. A `--category` the window's platform
  /// lacks resolves as the platform says, with a note on the error stream (``CategoryNotes``);
  /// so does one that leaves the value as it is at the default category.
  static let resolve = Command(
    "resolve", "one value in one window; --batch: one per JSON line",
    arguments: "EXPR|--batch",
    options: Options.window + [
      Options.batch.spec, Options.valueFormat.spec, Options.explain.spec,
    ],
    synopsis: [
      Options.device.spec, Options.landscape.spec, Options.width.spec, Options.height.spec,
    ],
    discussion: Command.expressionsHelp
  ) { parsed, streams throws(UsageError) in
    // Policy: `--device` is looked up once per invocation, here, also for a batch of any
    // length; an unknown one is a usage error before any line is read.
    let request = try ConfigurationRequest(parsed).resolvingDevice(parsed)
    let format = try parsed.value(Options.valueFormat)
    let explain = try parsed.isSet(Options.explain)
    if explain, try parsed.isSet(Options.batch) {
      throw UsageError("--explain explains one expression; leave out --batch")
    }
    if explain, let format, format != .text {
      throw UsageError("--explain prints text; leave out --format \(format.rawValue)")
    }
    if try parsed.isSet(Options.batch) {
      guard parsed.positionals.isEmpty else {
        throw UsageError("--batch reads expressions from standard input; remove the EXPR")
      }
      return try BatchResolver(defaults: request, format: format ?? .text).run(&streams)
    }
    guard let source = parsed.positionals.first else {
      throw UsageError("resolve needs an expression, for example 16.sdp")
    }
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        "resolve takes one expression, got \(parsed.positionals.count): "
          + "\(parsed.quotedPositionals) (quote an expression with spaces; 'table' takes several)")
    }
    let configuration = try request.configuration(names: parsed)
    let expression: CompiledExpression
    do {
      expression = try ExpressionEvaluator().compile(source)
    } catch {
      throw UsageError("\(error)")
    }
    // Policy: an overflow comes from the input (a base value like 1e308), so it is reported
    // like every other bad input: one `error:` line on standard error and exit status 2.
    let value = try expression.printableValue(in: configuration)
    if explain {
      streams.output.writeLine(
        ResolveExplanation.text(source, value: value, configuration: configuration))
    } else {
      streams.output.writeLine((format ?? .text).number(value))
    }
    var notes = CategoryNotes()
    notes.note(request.category, in: configuration, error: &streams.error)
    // Policy: a category that changes nothing is worth a note (`16.sdp --category AX3`): the
    // same window at its default category gives the same value. Not with --font-scale, which
    // wins over the category, nor where the platform note above already said it is ignored.
    if let category = request.category, request.fontScale == nil,
      configuration.platform.hasCategory(category)
    {
      var standard = request
      standard.category = nil
      if let other = try? standard.configuration(names: parsed),
        other.contentSizeCategory != category, expression.value(in: other) == value
      {
        streams.error.writeLine(
          CategoryNotes.unchanged(category, default: other.contentSizeCategory))
      }
    }
    return CommandLineTool.success
  }
}
