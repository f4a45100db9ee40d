/// Decides when a long run prints a progress line on standard error: never during the first
/// second, then at most one line per second, and a closing line only when something was
/// shown. Quiet meters never print.
///
/// The meter is a pure state machine over a clock it is given (seconds, any origin), so tests
/// drive it with a fake clock; commands pass ``MonotonicClock/seconds()``. It returns the
/// lines instead of writing them, and the command writes them to its error stream.
///
/// | elapsed at update | completed / total | line |
/// |---|---|---|
/// | 0.4 s | 100 / 1000 | – (under the 1 s delay) |
/// | 1.2 s | 300 / 1000 | `plot: 300 of 1000 windows (30%)` |
/// | 1.7 s | 400 / 1000 | – (under 1 s since the last line) |
/// | 2.3 s | 800 / 1000 | `plot: 800 of 1000 windows (80%)` |
/// | finish at 2.9 s | | `plot: done, 1000 windows in 2.9 s` |
struct ProgressMeter {
  /// The command name that starts every line.
  let label: String
  /// The amount of work, in `unit`s.
  let total: Int
  /// What is counted, plural: "windows".
  let unit: String
  /// Whether the meter never prints (`--quiet`).
  let isQuiet: Bool
  /// Seconds before the first line.
  let delay: Double
  /// Seconds between lines.
  let interval: Double
  /// The clock, in seconds.
  private let now: () -> Double
  /// When the meter started.
  private let start: Double
  /// When the last line was printed; nil while none was.
  private var lastLine: Double?

  /// Starts a meter now.
  init(
    label: String, total: Int, unit: String, isQuiet: Bool = false, delay: Double = 1,
    interval: Double = 1, now: @escaping () -> Double
  ) {
    self.label = label
    self.total = total
    self.unit = unit
    self.isQuiet = isQuiet
    self.delay = delay
    self.interval = interval
    self.now = now
    self.start = now()
  }

  /// Whether any progress line was printed.
  var hasReported: Bool { lastLine != nil }

  /// The line to print after `completed` units are done, or nil when it is not time yet.
  mutating func update(completed: Int) -> String? {
    guard !isQuiet else { return nil }
    let time = now()
    guard time - start >= delay, time - (lastLine ?? -Double.infinity) >= interval else {
      return nil
    }
    lastLine = time
    let done = Swift.min(Swift.max(completed, 0), total)
    let percent = total > 0 ? done * 100 / total : 100
    return "\(label): \(done) of \(total) \(unit) (\(percent)%)"
  }

  /// The closing line, when a progress line was printed (so the last word is "done").
  mutating func finish() -> String? {
    guard !isQuiet, hasReported else { return nil }
    let elapsed = now() - start
    return
      "\(label): done, \(total) \(unit) in \(DecimalText.fixed(elapsed, digits: 1, trimmingZeros: false)) s"
  }
}
