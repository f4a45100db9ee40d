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
/// Reversed bounds are swapped, as the library does. A step ≤ 0, which the library answers
/// with `[lo]`, and a step that would need more than 4096 sizes (the library's cap) are usage
/// errors here, so the printed list is never silently cut.
enum ResizeCommand {
  /// The usage line.
  static let usage =
    "usage: appdimens resize --min A --max B [--step S] [--largest-fitting N]"

  /// The options, for `appdimens help resize`.
  static let options = """
    options:
      --min A, --max B     the smallest and largest size (points; swapped when reversed)
      --step S             the distance between sizes (default 1; > 0, at most 4096 sizes)
      --largest-fitting N  print only the largest size ≤ N (binary search, as a text view
                           does with a "fits" test); exit 1 when none fits

    """

  /// The flags of `resize`.
  static let flags: [CommandArguments.Flag] = ["min", "max", "step", "largest-fitting"].map {
    .init(name: $0, takesValue: true)
  }

  /// Runs `resize` with the arguments after the command name.
  static func run<Output: CommandOutput, Errors: CommandOutput>(
    _ arguments: [String], output: inout Output, error: inout Errors
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    try parsed.requireNoPositionals("resize")
    guard let minimum = try parsed.number("min") else {
      throw UsageError("--min is required (the smallest size)")
    }
    guard let maximum = try parsed.number("max") else {
      throw UsageError("--max is required (the largest size)")
    }
    let step = try parsed.number("step") ?? 1
    guard step > 0 else {
      throw UsageError("--step: must be greater than 0, got \(step.shown)")
    }
    let room = abs(maximum - minimum) / step
    guard room.isFinite, room <= Double(DimensResize.maximumStepCount - 1) else {
      throw UsageError(
        "--step: \(step.shown) gives more than \(DimensResize.maximumStepCount)"
          + " sizes from \(minimum.shown) to \(maximum.shown)")
    }
    let sizes = DimensResize.steps(minimum: minimum, maximum: maximum, step: step)
    guard let limit = try parsed.number("largest-fitting") else {
      for size in sizes {
        output.writeLine(DecimalText.fixed(size, digits: 9, trimmingZeros: true))
      }
      return CommandLineTool.success
    }
    guard let fitting = DimensResize.largestFitting(sizes, { $0 <= limit }) else {
      error.writeLine(
        "error: no size fits: the smallest, \((sizes.first ?? minimum).shown), "
          + "is above \(limit.shown)")
      return CommandLineTool.failure
    }
    output.writeLine(DecimalText.fixed(fitting, digits: 9, trimmingZeros: true))
    return CommandLineTool.success
  }
}
