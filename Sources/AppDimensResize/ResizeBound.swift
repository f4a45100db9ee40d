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
