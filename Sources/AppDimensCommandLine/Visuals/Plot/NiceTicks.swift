#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Axis ticks at "nice" numbers: a step of 1, 2 or 5 × 10ⁿ chosen so about `target` ticks
/// cover the range, and the range widened outward to whole steps.
///
/// ```
/// raw   = (upper − lower) ÷ target
/// step  = the smallest of 1, 2, 5, 10 × 10^⌊log₁₀ raw⌋ that is ≥ raw
/// lower = ⌊lower ÷ step⌋ × step,  upper = ⌈upper ÷ step⌉ × step
/// ```
///
/// | range | target | step | ticks |
/// |---|---|---|---|
/// | 200 … 1400 | 8 | 200 | 200, 400, …, 1400 |
/// | 0 … 73.4 | 6 | 20 | 0, 20, 40, 60, 80 |
/// | 0 … 1 | 5 | 0.2 | 0, 0.2, …, 1 |
/// | 5 … 5 | 6 | 0.5 | 4, 4.5, …, 6 (a flat range is widened by one) |
struct NiceTicks: Hashable, Sendable {
  /// The first tick (≤ the range's lower end).
  let lower: Double
  /// The last tick (≥ the range's upper end).
  let upper: Double
  /// The distance between ticks.
  let step: Double

  /// Ticks for `lower … upper` (in either order) aiming at `target` intervals; a flat or
  /// non-finite range is widened to `value ± 1` (0 … 1 when nothing is finite).
  init(lower: Double, upper: Double, target: Int) {
    var low = Swift.min(lower, upper)
    var high = Swift.max(lower, upper)
    if !low.isFinite || !high.isFinite {
      (low, high) = (0, 1)
    }
    if high - low < 1e-9 * Swift.max(1, abs(high)) {
      low -= 1
      high += 1
    }
    let raw = (high - low) / Double(Swift.max(1, target))
    let magnitude = pow(10, floor(log10(raw)))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw * (1 - 1e-9) } ?? raw
    self.step = step
    // Policy: the small slack keeps 1400 ÷ 200 = 7.0000000001 from adding an empty tick.
    self.lower = floor(low / step + 1e-9) * step
    self.upper = ceil(high / step - 1e-9) * step
  }

  /// Whether the ticks can be drawn: finite ends whose distance is finite too. A range whose
  /// span overflows (`-1e308 … 1e308`) cannot be mapped onto an axis; callers report it.
  var isFinite: Bool {
    lower.isFinite && upper.isFinite && (upper - lower).isFinite && step.isFinite && step > 0
  }

  /// The tick values from ``lower`` to ``upper``, computed by index (no accumulated error);
  /// just the two ends when there would be more than 1,000 (or the range is not finite).
  var values: [Double] {
    let count = Int(clamping: ((upper - lower) / step).rounded())
    guard count >= 0, count <= 1000 else { return [lower, upper] }
    return (0...count).map { lower + Double($0) * step }
  }

  /// The decimals needed to print every tick exactly: 0 for whole steps, 1 for 0.5, 2 for 0.05.
  var decimals: Int {
    var decimals = 0
    var scaled = step
    while decimals < 9, abs(scaled - scaled.rounded()) > 1e-6 * Swift.max(1, scaled) {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }
}
