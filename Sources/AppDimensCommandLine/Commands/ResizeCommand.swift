/// `appdimens resize`: the candidate sizes of auto-resizing text (`DimensResize.steps`), and
/// with `--largest-fitting N` the largest candidate not above N, found by the binary search
/// `DimensResize.largestFitting` (Behavior Reference › Resize and units).
///
/// ```
/// lo, hi = min(--min, --max), max(--min, --max)
/// sizes  = lo + i × step (i = 0, 1, …) while ≤ hi, then hi (always last)
/// largest-fitting N = the last size ≤ N
/// ```
///
/// | arguments | output |
/// |---|---|
/// | `--min 10 --max 20 --step 2` | 10 12 14 16 18 20 (one per line) |
/// | `--min 10 --max 15 --step 2` | 10 12 14 15 |
/// | `--min 10 --max 20 --step 2 --largest-fitting 16` | 16 |
/// | `--min 10 --max 20 --step 2 --largest-fitting 9` | error, exit 1 (nothing fits) |
///
/// Sizes print for people (at most 6 decimals); `--format json` prints one array and `csv`
/// one size per line, every digit. Reversed bounds are swapped, as the library does. A step ≤ 0, which the library answers
/// with `[lo]`, and a step that would need more than 4096 sizes (the library's cap) are usage
/// errors here, so the printed list is never silently cut.
enum ResizeCommand {
  /// Runs `resize`.
  static func run(_ parsed: ParsedArguments, _ streams: inout Command.Streams) throws(UsageError)
    -> Int32
  {
    try parsed.requireNoPositionals("resize")
    guard let minimum = try parsed.value(Options.minimum) else {
      throw UsageError("--min is required (the smallest size)")
    }
    guard let maximum = try parsed.value(Options.maximum) else {
      throw UsageError("--max is required (the largest size)")
    }
    let step = try parsed.value(Options.step) ?? 1
    guard step > 0 else {
      throw UsageError("--step: must be greater than 0, got \(step.echoed)")
    }
    // Policy: each bound divided by the step before subtracting, so a range wider than the
    // largest double (-1e308 … 1e308) is counted instead of overflowing.
    let room = abs(maximum / step - minimum / step)
    guard room.isFinite, room <= Double(DimensResize.maximumStepCount - 1) else {
      throw UsageError(
        "--step: \(step.echoed) gives more than \(DimensResize.maximumStepCount)"
          + " sizes from \(minimum.echoed) to \(maximum.echoed)")
    }
    let format = try parsed.value(Options.valueFormat) ?? .text
    let sizes = DimensResize.steps(minimum: minimum, maximum: maximum, step: step)
    guard let limit = try parsed.value(Options.largestFitting) else {
      if format == .json {
        streams.output.writeLine(JSONText.render(.array(sizes.map { .number($0) })))
      } else {
        for size in sizes { streams.output.writeLine(format.number(size)) }
      }
      return CommandLineTool.success
    }
    guard let fitting = DimensResize.largestFitting(sizes, { $0 <= limit }) else {
      streams.error.writeLine(
        "error: no size fits: the smallest, \((sizes.first ?? minimum).shown), "
          + "is above \(limit.shown)")
      return CommandLineTool.failure
    }
    streams.output.writeLine(format.number(fitting))
    return CommandLineTool.success
  }
}

extension Command {
  /// `appdimens resize` (see ``ResizeCommand``).
  static let resize = Command(
    "resize", "auto-resize candidate sizes; the largest that fits",
    options: [
      Options.minimum.spec, Options.maximum.spec, Options.step.spec, Options.largestFitting.spec,
      Options.valueFormat.spec,
    ]
  ) { parsed, streams throws(UsageError) in try ResizeCommand.run(parsed, &streams) }
}
