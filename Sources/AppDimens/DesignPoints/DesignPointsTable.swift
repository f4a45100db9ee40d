/// The precomputed form of ``DesignPoints`` that resolving reads: one array, no division, no
/// branch on the window.
///
/// n points (s₀, v₀) … (sₙ₋₁, vₙ₋₁) become n + 1 segments, each an anchor, a value and a
/// slope; segment j covers the windows with exactly j sizes ≤ d:
///
/// ```
/// j = #{k : sₖ ≤ d}                                       (0 … n)
/// segment 0      = (s₀, v₀, below)
/// segment k      = (sₖ₋₁, vₖ₋₁, mₖ₋₁)   for 1 ≤ k < n,   mₖ = (vₖ₊₁ − vₖ) ÷ (sₖ₊₁ − sₖ)
/// segment n      = (sₙ₋₁, vₙ₋₁, above)
/// value(d)       = V + (d − A) × M        of segment j
///
/// below, above:  clamp 0, 0;  proportional v₀ ÷ s₀, vₙ₋₁ ÷ sₙ₋₁;  linear m₀, mₙ₋₂ (0 for n = 1)
/// ```
///
/// At a frame d = sₖ the value is vₖ exactly (d − A = 0). Proportional below the first frame
/// is `v₀ + (d − s₀) × v₀ ÷ s₀ = v₀ × d ÷ s₀`, like `sdp` from that frame. For
/// `[390: 16, 820: 24, 1280: 32]`, clamped:
///
/// | j | anchor | value | slope | windows |
/// |---|---|---|---|---|
/// | 0 | 390 | 16 | 0 | d < 390 |
/// | 1 | 390 | 16 | 8 ÷ 430 | 390 ≤ d < 820 |
/// | 2 | 820 | 24 | 8 ÷ 460 | 820 ≤ d < 1280 |
/// | 3 | 1280 | 32 | 0 | d ≥ 1280 |
//
// Policy: the sizes come first, padded with +∞ (never ≤ d) to four slots for up to four points
// and to eight above that, so that the count j is whole vector comparisons: pairs of sizes are
// compared with the window two at a time, and the lanes of the masks (−1 where sₖ ≤ d) are
// summed. No branch depends on the window and no load waits for a comparison; above eight
// points the sizes past the eighth are counted one by one. `appdimens-bench --filter
// designPoints`: three points cost 1.6× `sdp`, eight 1.9×. A loop with a branch per slot was
// mispredicted whenever the window changed (2.4× for three points); choosing a half of eight
// slots first made the last four comparisons wait for the first (2.2× for eight); a
// comparison summed as integers was vectorized with a slow bit count (2.4×)
// (Documentation/Performance.md). Slopes are clamped to ±greatestFiniteMagnitude (an
// overflowing vₖ₊₁ − vₖ), so (d − A) × M is never 0 × ∞ = NaN. An empty table is the single
// segment (1, 0, 0): 0 for every window.
@usableFromInline
struct DesignPointsTable: Sendable {
  /// The sizes (`sizeSlots` of them, padded with +∞), then anchor, value, slope per segment.
  @usableFromInline
  let storage: [Double]

  /// The number of points.
  @usableFromInline
  let count: Int

  /// The number of size slots before the segments: 4, 8, or `count` above eight points.
  @usableFromInline
  let sizeSlots: Int

  /// The size slots of a table of up to four points.
  // Policy: computed, not `static let`: a stored static read from another module is a lazy
  // global behind an accessor call, on every resolve.
  @inlinable
  static var shortSlots: Int { 4 }

  /// The size slots of a table of five to eight points.
  @inlinable
  static var longSlots: Int { 8 }

  /// Builds the table from sanitized points (sizes increasing, finite; values finite), in one
  /// allocation.
  init(points: UnsafeBufferPointer<(Double, Double)>, extrapolation: DesignPoints.Extrapolation) {
    let n = points.count
    let slots = n <= Self.shortSlots ? Self.shortSlots : max(Self.longSlots, n)
    count = n
    sizeSlots = slots
    guard let first = points.first, let last = points.last else {
      var empty = [Double](repeating: .infinity, count: slots + 3)
      empty[slots] = DesignPointsSanitizer.minimumSize
      empty[slots + 1] = 0
      empty[slots + 2] = 0
      storage = empty
      return
    }
    func slope(_ k: Int) -> Double {
      let (s0, v0) = points[k]
      let (s1, v1) = points[k + 1]
      // (v1 − v0) ÷ (s1 − s0), on halves when ±1.8e308 values are further apart than a double.
      let m = v1.differenceRatio(minus: v0, over: s1, minus: s0)
      return min(max(m, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
    let below: Double
    let above: Double
    switch extrapolation {
    case .clamp: (below, above) = (0, 0)
    case .proportional: (below, above) = (first.1 / first.0, last.1 / last.0)
    case .linear: (below, above) = n > 1 ? (slope(0), slope(n - 2)) : (0, 0)
    }
    storage = [Double](unsafeUninitializedCapacity: slots + 3 * (n + 1)) {
      buffer, initialized in
      for slot in 0..<slots { buffer[slot] = slot < n ? points[slot].0 : .infinity }
      buffer[slots] = first.0
      buffer[slots + 1] = first.1
      buffer[slots + 2] = below
      for k in 0..<n {
        let segment = slots + 3 * (k + 1)
        buffer[segment] = points[k].0
        buffer[segment + 1] = points[k].1
        buffer[segment + 2] = k + 1 < n ? slope(k) : above
      }
      initialized = slots + 3 * (n + 1)
    }
  }

  /// The sorted points, read back from the table.
  var points: [(Double, Double)] {
    (0..<count).map { (storage[$0], storage[sizeSlots + 3 * ($0 + 1) + 1]) }
  }

  /// The value at a window dimension `d`: the segment's `V + (d − A) × M`.
  @inlinable @inline(__always)
  func value(at d: Double) -> Double {
    storage.withUnsafeBufferPointer { table in
      let sizes = UnsafeRawPointer(table.baseAddress.unsafelyUnwrapped)
      let window = SIMD2(repeating: d)
      // The lanes of the masks are −1 for each size ≤ d: their sum is −j.
      var masks = Self.atMost(sizes, pair: 0, window) &+ Self.atMost(sizes, pair: 1, window)
      var j: Int
      if sizeSlots == Self.shortSlots {
        j = Int(truncatingIfNeeded: 0 &- (masks[0] &+ masks[1]))
      } else {
        masks &+= Self.atMost(sizes, pair: 2, window) &+ Self.atMost(sizes, pair: 3, window)
        j = Int(truncatingIfNeeded: 0 &- (masks[0] &+ masks[1]))
        var slot = Self.longSlots
        while slot < count {
          j &+= table[slot] <= d ? 1 : 0
          slot &+= 1
        }
      }
      let segment = sizeSlots &+ 3 &* j
      return table[segment &+ 1] + (d - table[segment]) * table[segment &+ 2]
    }
  }

  /// The comparison of the sizes of slots `2 × pair` and `2 × pair + 1` with the window, as
  /// integers: −1 where the size is ≤ the window, 0 elsewhere.
  @inlinable @inline(__always)
  static func atMost(_ sizes: UnsafeRawPointer, pair: Int, _ window: SIMD2<Double>)
    -> SIMD2<Int64>
  {
    let pairOfSizes = sizes.loadUnaligned(fromByteOffset: 16 &* pair, as: SIMD2<Double>.self)
    // Policy: a comparison mask holds each lane as an integer that is all ones (−1) or zero;
    // reading it as SIMD2<Int64> (the same 16 bytes) sums it without a lane-by-lane
    // `replacing(with:where:)`, which the compiler sized too big to inline into a caller's loop.
    return unsafeBitCast(pairOfSizes .<= window, to: SIMD2<Int64>.self)
  }
}
