/// Auto-resize math: the candidate sizes between two bounds and the largest one that fits
/// (Behavior Reference › Resize and units), for text or controls that shrink to their space.
///
/// ```swift
/// let candidates = DimensResize.steps(
///   minimum: ResizeBound.fixedSp(12).points(configuration),
///   maximum: ResizeBound.percent(12, .width).points(configuration),
///   step: 1
/// )
/// let fontSize = DimensResize.largestFitting(candidates) { candidate in
///   measuredTextWidth(fontSize: candidate) <= availableWidth
/// }
/// ```
public enum DimensResize: Sendable {
  /// The most values ``steps(minimum:maximum:step:)`` returns (4096).
  public static let maximumStepCount = 4096

  /// The candidate sizes from `minimum` to `maximum` in steps of `step`, maximum always last.
  ///
  /// ```
  /// lo, hi = min(minimum, maximum), max(minimum, maximum)
  /// values = (L + i × S) ÷ 10^d  (i = 0, 1, …) while ≤ hi, then hi
  ///          where d ≤ 9 is the most decimal places of lo and step, L = lo × 10^d and
  ///          S = step × 10^d (whole numbers): each value is the decimal it stands for
  ///        = lo + i × step         (not accumulated) when lo or step has more decimals
  /// ```
  ///
  /// Never traps: reversed bounds are swapped; a step ≤ 0 or non-finite gives `[lo]`; at most
  /// 4096 values are returned (hi still last); a non-finite bound is replaced by the other
  /// bound, and two non-finite bounds give `[]`. Every computed value ≤ hi is kept; hi is not
  /// repeated when a value equals it exactly. On the decimal grid `0.1 + 2 × 0.1` is 0.3, not
  /// 0.30000000000000004, and `3 × 0.7` is 2.1, not 2.0999999999999996 before a second 2.1.
  ///
  /// | minimum | maximum | step | result |
  /// |---|---|---|---|
  /// | 10 | 20 | 2 | [10, 12, 14, 16, 18, 20] |
  /// | 10 | 15 | 2 | [10, 12, 14, 15] |
  /// | 20 | 10 | 5 | [10, 15, 20] |
  /// | 12 | 48 | 0 | [12] |
  /// | 12 | 12 | 1 | [12] |
  /// | 0 | 2.1 | 0.7 | [0, 0.7, 1.4, 2.1] |
  /// | 0.1 | 0.5 | 0.1 | [0.1, 0.2, 0.3, 0.4, 0.5] |
  /// | 1 | 1.3 | 0.123456789123 | [1, 1.123456789123, 1.246913578246, 1.3] |
  public static func steps(minimum: Double, maximum: Double, step: Double) -> [Double] {
    let bounds: (lo: Double, hi: Double)
    switch (minimum.isFinite, maximum.isFinite) {
    case (true, true): bounds = (min(minimum, maximum), max(minimum, maximum))
    case (true, false): bounds = (minimum, minimum)
    case (false, true): bounds = (maximum, maximum)
    case (false, false): return []
    }
    let (lo, hi) = bounds
    guard step.isFinite, step > 0 else { return [lo] }
    // Policy: i × step, not a running sum, so the n-th value has one rounding, not n. Behavior
    // Reference › Resize and units keeps every value ≤ hi: no tolerance below hi, which would drop
    // a real size (1.0 before a hi of 1.00000005) as well as a rounding twin (2.0999999999999996
    // before 2.1).
    let room = hi / step - lo / step  // (hi − lo) ÷ step, without overflowing on ±1e308
    let expected = room < Double(maximumStepCount) ? Int(clamping: room) + 2 : maximumStepCount
    var values: [Double] = []
    values.reserveCapacity(expected)
    var i = 0
    let grid = decimalGrid(lo, step)
    // The cap alone ends the loop when a step is too small to move lo (1e308 + 1 == 1e308).
    while values.count < maximumStepCount - 1 {
      let value =
        grid.map { ($0.lo + Double(i) * $0.step) / $0.scale } ?? lo + Double(i) * step
      guard value <= hi else { break }
      values.append(value)
      i += 1
    }
    if values.last != hi { values.append(hi) }
    return values
  }

  /// `lo` and `step` as whole numbers of 10^-d, d ≤ 9 the most decimal places of either, when
  /// both have at most 9 and every value of the list stays a whole number a double holds
  /// exactly (below 2^53); nil otherwise.
  static func decimalGrid(_ lo: Double, _ step: Double) -> (
    lo: Double, step: Double, scale: Double
  )? {
    func places(_ x: Double) -> Int? {
      var scale = 1.0
      for places in 0...9 {
        if (x * scale).rounded() / scale == x { return places }
        scale *= 10
      }
      return nil
    }
    guard let a = places(lo), let b = places(step) else { return nil }
    var scale = 1.0
    for _ in 0..<max(a, b) { scale *= 10 }
    let (whole, stepWhole) = ((lo * scale).rounded(), (step * scale).rounded())
    let limit = 9_007_199_254_740_992.0  // 2^53
    guard abs(whole) + Double(maximumStepCount) * stepWhole < limit else { return nil }
    return (whole, stepWhole, scale)
  }

  /// The largest candidate for which `fits` is true, by binary search; nil when none fits.
  ///
  /// `candidates` must be ascending and `fits` must turn from true to false at most once
  /// (monotone). The predicate is called at most ⌈log2(n + 1)⌉ times for n candidates.
  ///
  /// ```
  /// answer = the last c in candidates with fits(c), found in ⌈log2(n + 1)⌉ calls
  /// ```
  ///
  /// | candidates | fits | result | calls at most |
  /// |---|---|---|---|
  /// | [10, 12, 14, 16, 18, 20] | c ≤ 16 | 16 | 3 |
  /// | [10, 12, 14] | c ≤ 9 | nil | 2 |
  /// | [10, 12, 14] | always | 14 | 2 |
  /// | [] | any | nil | 0 |
  public static func largestFitting<C: RandomAccessCollection>(
    _ candidates: C, _ fits: (C.Element) throws -> Bool
  ) rethrows -> C.Element? {
    // Invariant: the number of fitting candidates lies in low…high; each call halves the
    // n + 1 possible answers, hence ⌈log2(n + 1)⌉ calls.
    var low = 0
    var high = candidates.count
    while low < high {
      let mid = low + (high - low + 1) / 2
      if try fits(candidates[candidates.index(candidates.startIndex, offsetBy: mid - 1)]) {
        low = mid
      } else {
        high = mid - 1
      }
    }
    guard low > 0 else { return nil }
    return candidates[candidates.index(candidates.startIndex, offsetBy: low - 1)]
  }
}

/// One end of an auto-resize range: a fixed size, a fixed text size, or a percentage of a
/// window dimension (Behavior Reference › Resize and units).
///
/// ```
/// fixedDp(x)      → max(0, x)
/// fixedSp(x)      → max(0, x) × fontScale
/// percent(p, q)   → clamp(p, 0, 100) / 100 × d_q
/// ```
///
/// A non-finite size or percentage counts as 0.
///
/// | window | bound | points |
/// |---|---|---|
/// | 390 × 844, fontScale 1 | `.fixedDp(12)` | 12 |
/// | 390 × 844, fontScale 1.25 | `.fixedSp(12)` | 15 |
/// | 390 × 844 | `.percent(12, .width)` | 46.8 |
/// | 390 × 844 | `.percent(150, .height)` | 844 |
/// | 390 × 844 | `.fixedDp(-4)` | 0 |
public enum ResizeBound: Hashable, Sendable, Codable {
  /// A size in points, independent of the window.
  case fixedDp(Double)
  /// A text size in points, multiplied by the Dynamic Type font scale.
  case fixedSp(Double)
  /// A percentage (0…100) of the qualifier's window dimension.
  case percent(Double, DpQualifier)

  /// The bound in points for a window.
  @inlinable
  public func points(_ configuration: DimensConfiguration) -> Double {
    switch self {
    case .fixedDp(let x):
      return Self.nonNegative(x)
    case .fixedSp(let x):
      return Self.nonNegative(x) * configuration.fontScale
    case .percent(let p, let qualifier):
      let percent = min(Self.nonNegative(p), 100)
      return percent / 100 * configuration.dimension(qualifier)
    }
  }

  /// `max(0, x)`, with a non-finite x counted as 0.
  @inlinable
  static func nonNegative(_ x: Double) -> Double {
    x.isFinite ? max(0, x) : 0
  }
}
