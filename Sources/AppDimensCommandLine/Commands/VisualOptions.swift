/// What the commands that resolve expressions on many windows share — `table`, `plot`,
/// `gallery`: compiling the expression list, the overflow policy, the progress meter on the
/// error stream, and `--out`/`--quiet`.
enum VisualOptions {
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
        throw UsageError("'\(UsageError.shown(source))': \(error)")
      }
    }
    return expressions
  }

  // Policy: one rule for values that overflow, in every command: an infinite value comes from
  // the input (a base value like 1e308), so it is bad input — exit status 2, one `error:` line
  // naming the expression and a window — never an `inf` cell, a gap in a curve or a blank card.
  // A nil value (NaN: a table literal with no key for the window) is not an overflow: a table
  // prints `–`, a plot leaves a gap.
  /// Throws at the first infinite value of `grid`.
  static func requireFinite(_ grid: ResolutionGrid) throws(UsageError) {
    for row in grid.rows {
      if let column = row.values.firstIndex(where: \.isInfinite) {
        throw UsageError(
          "'\(UsageError.shown(grid.expressions[column].source))' is not finite on "
            + "\(row.subject.label) (\(CompiledExpression.overflowReason))")
      }
    }
  }

  /// Resolves `expressions` in `subjects` through ``ResolutionGrid``, reporting progress on
  /// `error` (see ``ProgressMeter``); then applies the overflow policy.
  static func grid(
    _ subjects: [ResolutionGrid.Subject], _ expressions: [CompiledExpression],
    meter: inout ProgressMeter, error: inout any CommandOutput
  ) throws(UsageError) -> ResolutionGrid {
    let grid = ResolutionGrid(subjects: subjects, expressions: expressions) { done in
      if let line = meter.update(completed: done) {
        error.writeLine(line)
        error.flush()
      }
    }
    try requireFinite(grid)
    return grid
  }

  /// Writes `document` to `--out` (atomically, ``FileOutput``; then a one-line summary on
  /// standard output unless `--quiet`) or to standard output; closes the progress meter. A
  /// file that cannot be written is an input/output failure (exit status 3).
  static func deliver(
    _ document: String, summary: String, parsed: ParsedArguments, meter: inout ProgressMeter,
    streams: inout Command.Streams
  ) throws(UsageError) {
    if let line = meter.finish() { streams.error.writeLine(line) }
    guard let path = try parsed.value(Options.out) else {
      streams.output.write(document)
      return
    }
    try FileOutput.write(document, to: path)
    if try !parsed.isSet(Options.quiet) {
      streams.output.writeLine("wrote \(ControlCharacters.escaped(path)): \(summary)")
    }
  }
}
