extension DimensValue {
  /// Scales with the linear ratio raised to `options.power` (default 0.75): perceptual growth.
  ///
  /// Useful on large iPad, Mac, television and visionOS windows where linear growth is
  /// excessive.
  ///
  /// ```
  /// power = v × (d / 300) ^ p
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.powerDp(c)` | 19.479486 |
  /// | 390 × 844 | `24.powerDp(c, options: .init(power: 0.75))` | 29.219229 |
  /// | 390 × 844 | `16.powerDp(c, options: .init(power: 0))` | 16 |
  @inlinable
  public func powerDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.power, configuration, options: options)
  }
}
