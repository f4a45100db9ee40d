/// What `plot` and `gallery` share (and `table`, for compiling): compiling the expression list,
/// `--out` and `--quiet`, and the progress meter on the error stream.
enum VisualOptions {
  /// The flags both commands take: `--out PATH`, `--quiet`.
  static let flags: [CommandArguments.Flag] = [
    .init(name: "out", takesValue: true), .init(name: "quiet", takesValue: false),
  ]

  /// Compiles `sources` in order, once each; a bad one is a usage error naming it.
  static func compile(_ sources: [String]) throws(UsageError) -> [CompiledExpression] {
    var unique: [String] = []
    for source in sources where !unique.contains(source) { unique.append(source) }
    let evaluator = ExpressionEvaluator()
    var expressions: [CompiledExpression] = []
    for source in unique {
      do {
        expressions.append(try evaluator.compile(source))
      } catch {
        throw UsageError("'\(CommandArguments.shown(source))': \(error)")
      }
    }
    return expressions
  }

  /// Resolves `expressions` in `subjects` through ``ResolutionGrid``, reporting progress on
  /// `error` (see ``ProgressMeter``) unless `quiet`.
  static func grid<Errors: CommandOutput>(
    _ subjects: [ResolutionGrid.Subject], _ expressions: [CompiledExpression],
    meter: inout ProgressMeter, error: inout Errors
  ) -> ResolutionGrid {
    ResolutionGrid(subjects: subjects, expressions: expressions) { done in
      if let line = meter.update(completed: done) {
        error.writeLine(line)
        error.flush()
      }
    }
  }

  /// Writes `document` to `--out` (then a one-line summary on standard output unless
  /// `--quiet`) or to standard output; closes the progress meter. Returns the exit status.
  static func deliver<Output: CommandOutput, Errors: CommandOutput>(
    _ document: String, summary: String, parsed: CommandArguments, meter: inout ProgressMeter,
    output: inout Output, error: inout Errors
  ) -> Int32 {
    if let line = meter.finish() { error.writeLine(line) }
    guard let path = parsed.values["out"] else {
      output.write(document)
      return CommandLineTool.success
    }
    if let problem = FileOutput.write(document, to: path) {
      error.writeLine("error: " + problem)
      return CommandLineTool.failure
    }
    if !parsed.switches.contains("quiet") { output.writeLine("wrote \(path): \(summary)") }
    return CommandLineTool.success
  }

  /// The value of `--name` as a number in `range`, `fallback` when absent.
  static func number(
    _ parsed: CommandArguments, _ name: String, in range: ClosedRange<Double>, fallback: Double
  ) throws(UsageError) -> Double {
    guard let value = try parsed.number(name) else { return fallback }
    guard range.contains(value) else {
      throw UsageError(
        "--\(name): expected a number in \(range.lowerBound.shown)…"
          + "\(range.upperBound.shown), got \(value.shown)")
    }
    return value
  }
}
