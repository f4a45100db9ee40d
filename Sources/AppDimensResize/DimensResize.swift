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
  /// values = lo + i × step   (i = 0, 1, …, not accumulated) while ≤ hi, then hi
  /// ```
  ///
  /// Never traps: reversed bounds are swapped; a step ≤ 0 or non-finite gives `[lo]`; at most
  /// 4096 values are returned (hi still last); a non-finite bound is replaced by the other
  /// bound, and two non-finite bounds give `[]`. Every computed value ≤ hi is kept, even one a
  /// rounding error below hi (3 × 0.7 = 2.0999999999999996); hi is not repeated when a value
  /// equals it exactly.
  ///
  /// | minimum | maximum | step | result |
  /// |---|---|---|---|
  /// | 10 | 20 | 2 | [10, 12, 14, 16, 18, 20] |
  /// | 10 | 15 | 2 | [10, 12, 14, 15] |
  /// | 20 | 10 | 5 | [10, 15, 20] |
  /// | 12 | 48 | 0 | [12] |
  /// | 12 | 12 | 1 | [12] |
  /// | 0 | 2.1 | 0.7 | [0, 0.7, 1.4, 2.0999999999999996, 2.1] |
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
    // The cap alone ends the loop when a step is too small to move lo (1e308 + 1 == 1e308).
    while values.count < maximumStepCount - 1 {
      let value = lo + Double(i) * step
      guard value <= hi else { break }
      values.append(value)
      i += 1
    }
    if values.last != hi { values.append(hi) }
    return values
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
