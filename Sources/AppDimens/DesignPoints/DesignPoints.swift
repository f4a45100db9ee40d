/// A value given at several design frames, resolved by piecewise-linear interpolation in
/// between: the padding of the phone, the tablet and the desktop design, continuous for every
/// window.
///
/// ```swift
/// let padding: DesignPoints = [390: 16, 820: 24, 1280: 32]
/// padding.resolve(configuration)       // 16 on a 390-pt phone, 20 at 605 pt, 24 at 820 pt
/// let title: DesignPoints = [390: 28, 820: 34, 1280: 40]
/// title.resolveText(configuration)     // × the Dynamic Type font scale
/// ```
///
/// In SwiftUI, `@ScaledDimension([390: 16, 820: 24, 1280: 32]) var padding` resolves them for
/// the view's window. The article
/// [From several design frames](/documentation/appdimensdynamic/fromseveraldesignframes) shows
/// a phone/tablet/desktop design and when to choose design points over breakpoints, `fluidDp`
/// or `powerDp`.
///
/// Each key is a window size in points (the frame a designer drew), each value the number
/// drawn in that frame. The size read from the window is the smallest width by default, like
/// `sdp`; ``qualifier`` chooses `.width` or `.height` instead. Between two frames the value
/// follows the straight line through them; outside the first and last frame ``extrapolation``
/// decides (clamped by default).
///
/// ```
/// d = the qualifier's window dimension (smallest width by default)
/// points (s₀, v₀), (s₁, v₁), …, (sₙ, vₙ) with s₀ < s₁ < … < sₙ
///
/// sᵢ ≤ d < sᵢ₊₁:  value = vᵢ + (d − sᵢ) × (vᵢ₊₁ − vᵢ) ÷ (sᵢ₊₁ − sᵢ)
/// d ≥ sₙ:         clamp vₙ;  proportional vₙ × d ÷ sₙ;  linear: the last segment's line
/// d < s₀:         clamp v₀;  proportional v₀ × d ÷ s₀;  linear: the first segment's line
/// text = value × fontScale           (fontScale capped at maximumScale, if given)
/// ```
///
/// Worked values for `[390: 16, 820: 24, 1280: 32]`:
///
/// | d | clamp | proportional | linear |
/// |---|---|---|---|
/// | 320 | 16 | 13.128205 | 14.697674 |
/// | 390 | 16 | 16 | 16 |
/// | 605 | 20 | 20 | 20 |
/// | 820 | 24 | 24 | 24 |
/// | 1050 | 28 | 28 | 28 |
/// | 1280 | 32 | 32 | 32 |
/// | 1440 | 32 | 36 | 34.782609 |
///
/// At 605 pt: `16 + (605 − 390) ÷ (820 − 390) × (24 − 16) = 16 + 0.5 × 8 = 20`.
///
/// One point is a constant (with `.clamp` and `.linear`; `.proportional` scales it like `sdp`
/// from that frame: `v₀ × d ÷ s₀`). No points — the literal `[:]`, or a literal whose every
/// entry is bad — resolve to 0 for every window; ``init(validating:qualifier:extrapolation:)``
/// reports an empty table as an error instead.
///
/// **Bad input never traps.** The literal and `DesignPoints(_:qualifier:extrapolation:)`
/// sanitize, like ``DimensConfiguration``:
/// - an entry whose size is not finite or ≤ 0, or whose value is not finite, is dropped;
/// - a size outside 1…100,000 points (the window sides a configuration can have) is clamped
///   into that range;
/// - a size given twice keeps its FIRST value, in the order written (as breakpoint tables do);
/// - entries may be written in any order; they are kept sorted by size.
///
/// ``init(validating:qualifier:extrapolation:)`` throws a ``DesignPointsError`` naming the
/// first bad entry (its index and size or value) instead.
///
/// Building design points precomputes each segment's slope into one array (one allocation; a
/// literal of up to 32 entries is sanitized without another). Resolving never allocates and
/// never divides: it counts the frames at or below the window and evaluates that segment.
public struct DesignPoints: Sendable {
  /// How a value continues below the first and above the last design frame.
  ///
  /// | extrapolation | below s₀ | above sₙ |
  /// |---|---|---|
  /// | `.clamp` | v₀ | vₙ |
  /// | `.proportional` | v₀ × d ÷ s₀ | vₙ × d ÷ sₙ |
  /// | `.linear` | the first segment's line | the last segment's line |
  public enum Extrapolation: String, CaseIterable, Hashable, Sendable, Codable {
    /// The nearest frame's value: no window gets more than the largest design or less than
    /// the smallest (the default).
    case clamp
    /// The nearest frame's value scaled by `d ÷ size`, like `sdp` with that frame as its
    /// baseline: proportional growth beyond the largest frame.
    case proportional
    /// The first or last segment's straight line continued; it can cross zero far below the
    /// first frame when the values grow steeply.
    case linear
  }

  /// The precomputed segments resolving reads (``DesignPointsTable``).
  @usableFromInline
  let table: DesignPointsTable

  /// The window dimension the sizes are compared with (default `.smallWidth`, like `sdp`).
  public let qualifier: DpQualifier

  /// What happens below the first and above the last frame (default `.clamp`).
  public let extrapolation: Extrapolation

  /// Creates design points from entries in any order, sanitizing them (the one place storage
  /// is set).
  init(
    unsanitized entries: [(Double, Double)], qualifier: DpQualifier, extrapolation: Extrapolation
  ) {
    self.table = DesignPointsSanitizer.withSanitized(entries) {
      DesignPointsTable(points: $0, extrapolation: extrapolation)
    }
    self.qualifier = qualifier
    self.extrapolation = extrapolation
  }

  /// Creates design points from `(size, value)` pairs in any order, sanitizing bad entries.
  ///
  /// ```swift
  /// let gutter = DesignPoints([(390, 16), (820, 24)], qualifier: .width)
  /// ```
  public init(
    _ points: some Sequence<(Double, Double)>,
    qualifier: DpQualifier = .smallWidth,
    extrapolation: Extrapolation = .clamp
  ) {
    self.init(
      unsanitized: Array(points), qualifier: qualifier, extrapolation: extrapolation)
  }

  /// The same points with another qualifier or extrapolation: `DesignPoints([390: 16, 1280:
  /// 32], qualifier: .width, extrapolation: .linear)`.
  public init(
    _ points: DesignPoints,
    qualifier: DpQualifier = .smallWidth,
    extrapolation: Extrapolation = .clamp
  ) {
    self.init(
      unsanitized: points.table.points, qualifier: qualifier, extrapolation: extrapolation)
  }

  /// The points in increasing size, after sanitizing.
  public var points: [(size: Double, value: Double)] {
    table.points.map { (size: $0.0, value: $0.1) }
  }

  /// The number of points.
  public var count: Int { table.count }

  /// Whether there are no points (every window then resolves to 0).
  public var isEmpty: Bool { table.count == 0 }

  /// The value in points for a window: the formula above at the qualifier's dimension.
  @inlinable @inline(__always)
  public func resolve(_ configuration: DimensConfiguration) -> Double {
    table.value(at: configuration.dimension(qualifier))
  }

  /// Text for a window: the resolved value × the configuration's `fontScale`.
  ///
  /// The font scale is the configuration's (at most 10, and capped by the provider's
  /// `maxSize`), as for `ssp`. `maximumScale` caps it further, as
  /// `ssp(_:relativeTo:maximumScale:)` does: values below 1 act as 1, so the cap never shrinks
  /// default-size text, and a non-finite cap is ignored.
  ///
  /// | value | fontScale | maximumScale | text |
  /// |---|---|---|---|
  /// | 17 | 1 | – | 17 |
  /// | 17 | 1.5 | – | 25.5 |
  /// | 17 | 1.5 | 1.2 | 20.4 |
  /// | 17 | 0.8 | 1.2 | 13.6 |
  /// | 17 | 1.5 | 0.5 | 17 |
  @inlinable @inline(__always)
  public func resolveText(_ configuration: DimensConfiguration, maximumScale: Double? = nil)
    -> Double
  {
    var scale = configuration.fontScale
    // Policy: the same cap rule as DynamicType.text, so both text paths agree.
    if let maximumScale, maximumScale.isFinite { scale = min(scale, max(maximumScale, 1)) }
    return resolve(configuration) * scale
  }

  /// The value at a window dimension `d` in points (a configuration's are in 1…100,000).
  func value(at d: Double) -> Double { table.value(at: d) }
}

extension DesignPoints: ExpressibleByDictionaryLiteral {
  /// Creates design points from a literal of window sizes and values:
  /// `[390: 16, 820: 24, 1280: 32]`.
  ///
  /// Unlike a `Dictionary` literal, a repeated size does not trap (its first value is kept),
  /// and bad entries are dropped as ``DesignPoints`` describes. The qualifier is the smallest
  /// width and the extrapolation `.clamp`; `DesignPoints([390: 16, 1280: 32], qualifier: .width,
  /// extrapolation: .linear)` changes them.
  public init(dictionaryLiteral elements: (Double, Double)...) {
    self.init(
      unsanitized: elements, qualifier: .smallWidth, extrapolation: .clamp)
  }
}

// Policy: written out because the table holds derived numbers (slopes): equal means the same
// sanitized points in the same (sorted) order, qualifier and extrapolation.
extension DesignPoints: Hashable {
  /// Whether two design points have the same points, qualifier and extrapolation.
  public static func == (lhs: DesignPoints, rhs: DesignPoints) -> Bool {
    lhs.qualifier == rhs.qualifier && lhs.extrapolation == rhs.extrapolation
      && lhs.table.points.elementsEqual(rhs.table.points) { $0.0 == $1.0 && $0.1 == $1.1 }
  }

  /// Hashes the points, qualifier and extrapolation.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(qualifier)
    hasher.combine(extrapolation)
    hasher.combine(table.count)
    for (size, value) in table.points {
      hasher.combine(size)
      hasher.combine(value)
    }
  }
}
