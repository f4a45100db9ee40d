/// `appdimens plot EXPR…`: an SVG chart of what each expression becomes as the window grows
/// (``CurvePlot``), on standard output or in the `--out` file.
///
/// | flag | default | meaning |
/// |---|---|---|
/// | `--axis` | smallWidth | the swept dimension: smallWidth, width or height |
/// | `--from`, `--to` | 200, 1400 | the range on that axis, in points (1…100000, from < to) |
/// | `--samples` | 601 | windows sampled, evenly spaced (2…100000) |
/// | `--aspect` | 533/300 | window height ÷ width kept while sweeping (0.1…10); with a design frame, the frame's |
/// | `--category` | large | the Dynamic Type category of every window |
/// | `--devices` | all | the catalog devices marked on the x axis |
/// | `--design-frame` | none | the frame the values are drawn for (W×H points) |
/// | `--scale-limits` | none | the range every window's factor is kept in (LO...HI) |
/// | `--rounding` | none | `pixels`: values rounded to the pixel grid (scale 1: whole points) |
/// | `--out`, `--quiet` | stdout | the file to write; no progress or summary lines |
///
/// A chart holds at most ``maximumPoints`` points (expressions × samples); more is a usage
/// error before anything is computed.
//
// Policy: 1,000 expressions × 100,000 samples took 140 s and 2.76 GB to draw a chart no screen
// shows; a million points (the SVG about 20 MB) is far more than a chart can show and keeps a
// run to seconds and tens of megabytes (Scripts/check-cli.sh measures it).
enum PlotCommand {
  /// The most points one chart draws: expressions × samples.
  static let maximumPoints = 1_000_000

  /// Runs `plot`; `clock` times the progress line (tests pass a fake one).
  static func run(
    _ parsed: ParsedArguments, _ streams: inout Command.Streams,
    clock: @escaping () -> Double = MonotonicClock.seconds
  ) throws(UsageError) -> Int32 {
    guard !parsed.positionals.isEmpty else {
      throw UsageError("plot needs at least one expression, for example 16.sdp")
    }
    let expressions = try VisualOptions.compile(parsed.positionals)
    let axis = try parsed.value(Options.axis) ?? .smallWidth
    let from = try parsed.value(Options.from) ?? 200
    let to = try parsed.value(Options.to) ?? 1400
    guard from < to else {
      throw UsageError("--from (\(from.shown)) must be less than --to (\(to.shown))")
    }
    let samples = try parsed.value(Options.samples) ?? 601
    guard samples == samples.rounded() else {
      throw UsageError("--samples: expected a whole number, got \(samples.shown)")
    }
    let points = Double(expressions.count) * samples
    guard points <= Double(maximumPoints) else {
      throw UsageError(
        "\(expressions.count.counted("expression")) × \(Int(clamping: samples)) samples is "
          + "\(Int(clamping: points)) points; a chart draws at most 1000000 (give fewer "
          + "--samples or expressions)")
    }
    let frame = try DesignFrameArgument.frame(parsed)
    // Policy: without `--aspect`, the windows keep the shape the design is drawn in: the
    // frame's when there is one, else the baseline's.
    let aspect =
      try parsed.value(Options.aspect)
      ?? frame.map { $0.height / $0.width } ?? PlotAxis.baselineAspect
    let category = try parsed.value(Options.category) ?? .large
    let devices = try parsed.value(Options.devices) ?? DeviceCatalog.all
    let scaleLimits = try parsed.value(Options.scaleLimits)
    let roundsToPixels = try parsed.value(Options.pixelRounding) ?? false

    let sweep = WindowSweep(
      axis: axis, from: from, to: to, samples: Int(clamping: samples), aspect: aspect,
      category: category, designFrame: frame, scaleLimits: scaleLimits,
      roundsToPixels: roundsToPixels)
    let subjects = sweep.subjects
    var meter = ProgressMeter(
      label: "plot", total: subjects.count, unit: "windows",
      isQuiet: try parsed.isSet(Options.quiet), now: clock)
    let grid = try VisualOptions.grid(subjects, expressions, meter: &meter, error: &streams.error)
    let plot = CurvePlot(sweep: sweep, grid: grid, devices: devices)
    try requireDrawable(plot)
    let marked = sweep.devices(devices).count
    try VisualOptions.deliver(
      plot.svg(),
      summary: expressions.count.counted("expression") + " × " + subjects.count.counted("window")
        + ", " + marked.counted("device"),
      parsed: parsed, meter: &meter, streams: &streams)
    return CommandLineTool.success
  }

  // Policy: nothing to show is bad input, as an overflowing value is (``VisualOptions``): a
  // curve with no point, or values too far apart to map onto one axis, would otherwise be a
  // blank or broken chart with exit status 0.
  /// Throws when an expression has no value in any plotted window, or when the values span
  /// more than a number can hold (`3e307.sdp` and `-3e307.sdp`).
  static func requireDrawable(_ plot: CurvePlot) throws(UsageError) {
    let grid = plot.grid
    for (index, expression) in grid.expressions.enumerated()
    where !grid.column(index).contains(where: \.isFinite) {
      let reason = grid.rows.first.map { expression.noValueReason(in: $0.subject.configuration) }
      throw UsageError(
        "'\(UsageError.shown(expression.source))' has no value in any plotted window"
          + (reason.map { " (\($0))" } ?? ""))
    }
    guard !plot.valueTicks.isFinite else { return }
    var lowest: (value: Double, source: String)?
    var highest: (value: Double, source: String)?
    for row in grid.rows {
      for (value, expression) in zip(row.values, grid.expressions) where value.isFinite {
        if value < (lowest?.value ?? .infinity) { lowest = (value, expression.source) }
        if value > (highest?.value ?? -.infinity) { highest = (value, expression.source) }
      }
    }
    let low = lowest.map { Swift.min(0, $0.value) } ?? 0
    let high = highest?.value ?? 0
    let names = [lowest, highest].compactMap { $0 }.filter { $0.value != 0 }
      .map { "'\(UsageError.shown($0.source))'" }
    throw UsageError(
      "the values run from \(low.shown) to \(high.shown) pt (\(Set(names).sorted().joined(separator: ", "))), "
        + "too far apart to plot (\(CompiledExpression.overflowReason))")
  }
}

extension Command {
  /// `appdimens plot` (see ``PlotCommand``).
  static let plot = Command(
    "plot", "an SVG chart of values across window sizes",
    arguments: "EXPR…",
    options: [
      Options.axis.spec, Options.from.spec, Options.to.spec, Options.samples.spec,
      Options.aspect.spec, Options.plotCategory, Options.plotDevices, Options.designFrame.spec,
      Options.scaleLimits.spec, Options.pixelRounding.spec, Options.out.spec, Options.quiet.spec,
    ], synopsis: [Options.axis.spec, Options.from.spec, Options.to.spec, Options.out.spec],
    discussion: Command.expressionsHelp
  ) { parsed, streams throws(UsageError) in try PlotCommand.run(parsed, &streams) }
}
