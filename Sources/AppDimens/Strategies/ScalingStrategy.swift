/// Which curve turns a base value into points: every scaling strategy of Behavior Reference ›
/// Strategies.
///
/// The strategy API (`16.dynamic(.diagonal, configuration)`, `16.powerDp(configuration)`, with
/// `StrategyOptions`) lives in `AppDimensStrategies`; this plain enum lives in the principal
/// module so that ``DimensFactors/resolve(_:strategy:)`` can precompute every curve.
///
/// With the default options (smallest width, power 0.75, interpolation 0.5, fluid 320…768 →
/// 0.8…1.2, percent 100), `r = sw / 300`:
///
/// ```
/// scaled        v × r
/// auto          v × (sw ≤ 480 ? r : 1.6 + 0.4 × ln(1 + (sw − 480) / 300))
/// power         v × r ^ 0.75
/// logarithmic   v × max(0, 1 + 0.4 × ln r)
/// interpolated  v × (1 + (r − 1) × 0.5)
/// fluid         v × (0.8 + clamp((sw − 320) / 448, 0, 1) × 0.4)
/// percent       v × 100 / 100 × sw / 100
/// diagonal      v × hypot(w, h) / 611.628155
/// perimeter     v × (w + h) / 833
/// fit / fill    v × min / max(sw / 300, lg / 533)
/// density       v × displayScale
/// plain         v
/// ```
///
/// | 390 × 844, v = 16 | result |
/// |---|---|
/// | scaled | 20.8 |
/// | power | 19.479486 |
/// | interpolated | 18.4 |
/// | fluid | 13.8 |
/// | plain | 16 |
public enum ScalingStrategy: String, CaseIterable, Hashable, Sendable, Codable {
  /// Linear on the qualifier's dimension (the principal `sdp` formula, Behavior Reference ›
  /// Principal scaling).
  case scaled
  /// Linear up to 480 points, logarithmic beyond.
  case auto
  /// The linear ratio raised to a power (default 0.75).
  case power
  /// `1 + 0.4 × ln r`, never negative.
  case logarithmic
  /// A blend between fixed and linear (default halfway).
  case interpolated
  /// A factor interpolated across a viewport range and clamped outside it.
  case fluid
  /// A percentage of the qualifier's dimension.
  case percent
  /// The window diagonal over the baseline diagonal.
  case diagonal
  /// The window half-perimeter over the baseline's.
  case perimeter
  /// The smaller axis ratio (the design stays fully visible).
  case fit
  /// The larger axis ratio (the design covers the window).
  case fill
  /// Points to pixels: `v × displayScale`.
  case density
  /// The base value unchanged.
  case plain
}
