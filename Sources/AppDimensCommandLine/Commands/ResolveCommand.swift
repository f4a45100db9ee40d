/// `appdimens resolve`: one expression in one window, printed alone in full precision
/// (Swift's shortest round-trip text, `13.0`), or `--batch` JSON lines.
///
/// The window comes from `--device NAME` (with `--landscape`, `--split`) and/or explicit
/// numbers; see ``ConfigurationRequest`` for the rules. A `--category` the window's platform
/// lacks resolves as the platform says, with a note on the error stream (``CategoryNotes``).
enum ResolveCommand {
  /// The flags of `resolve`.
  static let flags: [CommandArguments.Flag] =
    [
      "device", "split", "width", "height", "scale", "font-scale", "category", "mode", "idiom",
      "ppi", "max-width", "max-height",
    ].map { .init(name: $0, takesValue: true) }
    + ["landscape", "batch"].map { .init(name: $0, takesValue: false) }

  /// Runs `resolve` with the arguments after the command name.
  static func run<Input: CommandInput, Output: CommandOutput, Errors: CommandOutput>(
    _ arguments: [String], input: inout Input, output: inout Output, error: inout Errors
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    // Policy: `--device` is looked up once per invocation, here, also for a batch of any
    // length; an unknown one is a usage error before any line is read.
    let request = try self.request(parsed).resolvingDevice(naming: ConfigurationRequest.flagNaming)
    if parsed.switches.contains("batch") {
      guard parsed.positionals.isEmpty else {
        throw UsageError("--batch reads expressions from standard input; remove the EXPR")
      }
      return BatchResolver(defaults: request).run(input: &input, output: &output, error: &error)
    }
    guard let source = parsed.positionals.first else {
      throw UsageError("resolve needs an expression, for example 16.sdp")
    }
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        "resolve takes one expression, got \(parsed.positionals.count) (use 'table' for several)")
    }
    let configuration = try request.configuration(naming: ConfigurationRequest.flagNaming)
    var notes = CategoryNotes()
    let expression: CompiledExpression
    do {
      expression = try ExpressionEvaluator().compile(source)
    } catch {
      throw UsageError("\(error)")
    }
    // Policy: an overflow comes from the input (a base value like 1e308), so it is reported
    // like every other bad input: one `error:` line on standard error and exit status 2.
    let value = try expression.printableValue(in: configuration)
    output.writeLine("\(value)")
    notes.note(request.category, in: configuration, error: &error)
    return CommandLineTool.success
  }

  /// The configuration request the flags describe.
  static func request(_ parsed: CommandArguments) throws(UsageError) -> ConfigurationRequest {
    var request = ConfigurationRequest()
    request.device = parsed.values["device"]
    request.landscape = parsed.switches.contains("landscape")
    request.split = try parsed.value(
      "split", expected: "1/3, 1/2 or 2/3", SplitFraction.init(parsing:))
    request.width = try parsed.number("width")
    request.height = try parsed.number("height")
    request.scale = try parsed.number("scale")
    request.fontScale = try parsed.number("font-scale")
    request.category = try parsed.value(
      "category", expected: "one of " + OptionNames.categoryList, OptionNames.category)
    request.mode = try parsed.value(
      "mode", expected: "one of " + OptionNames.modeList, OptionNames.mode)
    request.idiom = try parsed.value(
      "idiom", expected: "one of " + OptionNames.idiomList, OptionNames.idiom)
    request.pixelsPerInch = try parsed.number("ppi")
    request.maximumWidth = try parsed.number("max-width")
    request.maximumHeight = try parsed.number("max-height")
    return request
  }
}
