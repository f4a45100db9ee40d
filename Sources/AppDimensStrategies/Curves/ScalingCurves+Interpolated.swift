extension ScalingCurves {
  /// The default interpolation amount (0.5: halfway between fixed and linear, Behavior Reference ›
  /// Strategies).
  public static let defaultInterpolation: Double = 0.5

  /// The interpolated curve: a blend between a fixed value (t = 0) and linear scaling (t = 1).
  ///
  /// ```
  /// interpolated(r, t) = 1 + (r − 1) × clamp(t, 0, 1)        r = d / 300
  /// ```
  ///
  /// An amount outside 0…1 is clamped, so the curve never overshoots linear scaling nor
  /// inverts it; a non-finite amount means 0.5.
  ///
  /// | r | t | factor |
  /// |---|---|---|
  /// | 1.3 | 0.5 | 1.15 |
  /// | 3.413333 | 0.5 | 2.206667 |
  /// | 3.413333 | 0.25 | 1.603333 |
  /// | 1.3 | 1.5 | 1.3 |
  /// | 1.3 | −1 | 1 |
  @inlinable
  public static func interpolated(ratio r: Double, amount t: Double) -> Double {
    1 + (r - 1) * min(max(finite(t, or: defaultInterpolation), 0), 1)
  }
}

extension DimensValue {
  /// Scales partway between fixed and linear: `options.interpolation` 0 is fixed, 1 is linear,
  /// intermediate values damp scaling (default 0.5).
  ///
  /// ```
  /// interpolated = v × (1 + (d / 300 − 1) × clamp(t, 0, 1))
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.interpolatedDp(c)` | 18.4 |
  /// | 390 × 844 | `16.interpolatedDp(c, options: .init(interpolation: 0.25))` | 17.2 |
  /// | 390 × 844 | `16.interpolatedDp(c, options: .init(interpolation: 2))` | 20.8 |
  @inlinable
  public func interpolatedDp(
    _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> Double {
    dynamic(.interpolated, configuration, options: options)
  }
}
