/// How a value scaled by a ``ScalingRule`` is rounded.
///
/// ```
/// pixels: round(x × displayScale) / displayScale   (the pixel grid; the default)
/// points: round(x)                                 (whole points, as Adaptizer did)
/// none:   x
/// ```
///
/// `round` is schoolbook rounding: halves go away from zero; `pixels` is
/// `PrincipalScaling.roundToPixelGrid(_:displayScale:)`, the principal API's pixel rounding, so
/// a value already on the grid is returned unchanged.
///
/// | x | displayScale | pixels | points | none |
/// |---|---|---|---|---|
/// | 10.4 | 2 | 10.5 | 10 | 10.4 |
/// | 20.4 | 3 | 20.333333 | 20 | 20.4 |
/// | 10.25 | 2 | 10.5 | 10 | 10.25 |
/// | 16.6 | 1 | 17 | 17 | 16.6 |
public enum ScalingRounding: String, CaseIterable, Hashable, Sendable, Codable {
  /// To the nearest device pixel, `1 / displayScale` points (the default).
  case pixels
  /// To the nearest whole point.
  case points
  /// Not rounded.
  case none

  /// Rounds `value` for a display with `displayScale` pixels per point.
  ///
  /// A non-finite value is returned unchanged; a display scale that is not finite and > 0
  /// counts as 1.
  @inlinable
  public func round(_ value: Double, displayScale: Double) -> Double {
    // Policy: the pixel grid by default: a value between two device pixels is drawn blurred,
    // and whole points (what Adaptizer did) throw away the extra pixels a @2x or @3x screen
    // can place an edge on.
    guard value.isFinite else { return value }
    switch self {
    case .pixels:
      // Policy: the principal API's pixel rounding, one formula for both.
      return PrincipalScaling.roundToPixelGrid(value, displayScale: displayScale)
    case .points:
      return value.rounded(.toNearestOrAwayFromZero)
    case .none:
      return value
    }
  }
}
