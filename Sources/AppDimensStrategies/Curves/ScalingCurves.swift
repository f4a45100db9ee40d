/// The pure curve kernels of Behavior Reference › Strategies: each maps a window dimension (and
/// its parameters) to the factor a base value is multiplied by.
///
/// One curve per file (`ScalingCurves+Auto.swift`, …), each with its formula, its worked values
/// and its bad-input policy: a kernel sanitizes its own parameters (Behavior Reference › Bad
/// input), so every factor is finite for every sanitized window. ``ScalingStrategy`` dispatches
/// to them and ``DimensFactors`` precomputes their default factors.
public enum ScalingCurves: Sendable {
  /// The largest factor a range parameter (a fluid scale bound) can ask for (1,000,000).
  public static let maximumRangeFactor: Double = 1_000_000

  /// `value` when finite, otherwise `fallback`: a non-finite parameter means "not given".
  @inlinable
  static func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? value : fallback
  }
}
