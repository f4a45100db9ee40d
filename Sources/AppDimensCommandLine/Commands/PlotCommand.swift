/// `appdimens plot EXPR…`: an SVG chart of what each expression becomes as the window grows
/// (``CurvePlot``), on standard output or in the `--out` file.
///
/// | flag | default | meaning |
/// |---|---|---|
/// | `--axis` | smallWidth | the swept dimension: smallWidth, width or height |
/// | `--from`, `--to` | 200, 1400 | the range on that axis, in points (1…100000, from < to) |
/// | `--samples` | 601 | windows sampled, evenly spaced (2…100000) |
/// | `--aspect` | 533/300 | window height ÷ width kept while sweeping (0.1…10) |
/// | `--category` | large | the Dynamic Type category of every window |
/// | `--devices` | all | the catalog devices marked on the x axis |
/// | `--out`, `--quiet` | stdout | the file to write; no progress or summary lines |
enum PlotCommand {
  /// The flags of `plot`.
  static let flags: [CommandArguments.Flag] =
    ["axis", "from", "to", "samples", "aspect", "category", "devices"].map {
      .init(name: $0, takesValue: true)
    } + VisualOptions.flags

  /// Runs `plot` with the arguments after the command name; `clock` times the progress line.
  static func run<Output: CommandOutput, Errors: CommandOutput>(
    _ arguments: [String], output: inout Output, error: inout Errors,
    clock: @escaping () -> Double = MonotonicClock.seconds
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    guard !parsed.positionals.isEmpty else {
      throw UsageError("plot needs at least one expression, for example 16.sdp")
    }
    let expressions = try VisualOptions.compile(parsed.positionals)
    let axis =
      try parsed.value("axis", expected: "smallWidth, width or height", PlotAxis.init(name:))
      ?? .smallWidth
    let from = try VisualOptions.number(parsed, "from", in: 1...100_000, fallback: 200)
    let to = try VisualOptions.number(parsed, "to", in: 1...100_000, fallback: 1400)
    guard from < to else {
      throw UsageError(
        "--from (\(from.shown)) must be less than --to (\(to.shown))")
    }
    let samples = try VisualOptions.number(parsed, "samples", in: 2...100_000, fallback: 601)
    guard samples == samples.rounded() else {
      throw UsageError("--samples: expected a whole number, got \(samples.shown)")
    }
    let aspect = try VisualOptions.number(
      parsed, "aspect", in: 0.1...10, fallback: PlotAxis.baselineAspect)
    let category =
      try parsed.value(
        "category", expected: "one of " + OptionNames.categoryList, OptionNames.category)
      ?? .large
    let devices = try DeviceSelection.devices(parsed.values["devices"])

    let sweep = WindowSweep(
      axis: axis, from: from, to: to, samples: Int(samples), aspect: aspect, category: category)
    let subjects = sweep.subjects
    var meter = ProgressMeter(
      label: "plot", total: subjects.count, unit: "windows",
      isQuiet: parsed.switches.contains("quiet"), now: clock)
    let grid = VisualOptions.grid(subjects, expressions, meter: &meter, error: &error)
    let plot = CurvePlot(sweep: sweep, grid: grid, devices: devices)
    let marked = sweep.devices(devices).count
    return VisualOptions.deliver(
      plot.svg(),
      summary: "\(expressions.count) expressions × \(subjects.count) windows, \(marked) devices",
      parsed: parsed, meter: &meter, output: &output, error: &error)
  }
}
