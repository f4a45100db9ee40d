/// The pure curve kernels of Behavior Reference › Strategies: each maps a window dimension (and
/// its parameters) to the factor a base value is multiplied by.
///
/// One curve per file (`ScalingCurves+Power.swift`, …), each with its formula, its worked
/// values, its bad-input policy and its named form (`16.powerDp(c)`): a kernel sanitizes its own
/// parameters (Behavior Reference › Bad input), so every factor is finite for every sanitized
/// window. The linear curve's kernel is the principal one (`PrincipalScaling`); its old named
/// form is in this file. ``ScalingStrategy`` dispatches
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

extension DimensValue {
  /// The linear strategy with options: use `dynamic(.scaled, configuration, options:)`.
  ///
  /// `16.scaledDp` without arguments is the principal conditional builder; this older options
  /// form shared its name, so the strategy call is spelled with `dynamic` like every other
  /// strategy without a named form of its own:
  ///
  /// ```swift
  /// 16.dynamic(.scaled, configuration, options: .init(scaleLimits: 0.8...1.5))
  /// ```
  @available(*, deprecated, message: "use dynamic(.scaled, configuration, options:)")
  @inlinable
  public func scaledDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.scaled, configuration, options: options)
  }
}
