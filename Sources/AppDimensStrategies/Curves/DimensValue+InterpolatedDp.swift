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
