/// Auto-resize math: the candidate sizes between two bounds and the largest one that fits
/// (SPEC §6), for text or controls that shrink to their space.
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
  /// bound, and two non-finite bounds give `[]`. A computed value within a millionth of a step
  /// below hi is dropped, so 0.1-steps do not end in `…, 0.9999999, 1`.
  ///
  /// | minimum | maximum | step | result |
  /// |---|---|---|---|
  /// | 10 | 20 | 2 | [10, 12, 14, 16, 18, 20] |
  /// | 10 | 15 | 2 | [10, 12, 14, 15] |
  /// | 20 | 10 | 5 | [10, 15, 20] |
  /// | 12 | 48 | 0 | [12] |
  /// | 12 | 12 | 1 | [12] |
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
    // Policy: i × step, not a running sum, so the n-th value has one rounding, not n.
    let tolerance = step * 1e-6
    var values: [Double] = []
    let room = (hi - lo) / step
    // Policy: compare before converting, so a huge range cannot overflow `Int(room)`.
    let count = room < Double(maximumStepCount) ? Int(room) + 1 : maximumStepCount
    values.reserveCapacity(count + 1)
    var i = 0
    while i < count && values.count < maximumStepCount - 1 {
      let value = lo + Double(i) * step
      if value > hi - tolerance { break }
      values.append(value)
      i += 1
    }
    values.append(hi)
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
