extension Command {
  /// `appdimens resolve`: one expression in one window, printed alone in full precision
  /// (Swift's shortest round-trip text, `13.0`), or `--batch` JSON lines (``BatchResolver``).
  ///
  /// The window comes from `--device NAME` (with `--landscape`, `--split`) and/or explicit
  /// numbers; see ``ConfigurationRequest`` for the rules. A `--category` the window's platform
  /// lacks resolves as the platform says, with a note on the error stream (``CategoryNotes``).
  static let resolve = Command(
    "resolve", "one value in one window, full precision; --batch: one per JSON line",
    arguments: "EXPR|--batch", options: Options.window + [Options.batch.spec],
    synopsis: [
      Options.device.spec, Options.landscape.spec, Options.width.spec, Options.height.spec,
    ],
    discussion: Command.expressionsHelp
  ) { parsed, streams throws(UsageError) in
    // Policy: `--device` is looked up once per invocation, here, also for a batch of any
    // length; an unknown one is a usage error before any line is read.
    let request = try ConfigurationRequest(parsed).resolvingDevice(parsed)
    if try parsed.isSet(Options.batch) {
      guard parsed.positionals.isEmpty else {
        throw UsageError("--batch reads expressions from standard input; remove the EXPR")
      }
      return try BatchResolver(defaults: request).run(&streams)
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
    streams.output.writeLine("\(value)")
    var notes = CategoryNotes()
    notes.note(request.category, in: configuration, error: &streams.error)
    return CommandLineTool.success
  }
}
