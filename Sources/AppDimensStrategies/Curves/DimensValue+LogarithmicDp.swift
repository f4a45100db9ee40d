extension DimensValue {
  /// Scales with `1 + 0.4 × ln r`: strong damping on large windows, never negative.
  ///
  /// ```
  /// logarithmic = v × max(0, 1 + 0.4 × ln(d / 300))
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 300 × 533 | `24.logarithmicDp(c)` | 24 |
  /// | 390 × 844 | `24.logarithmicDp(c)` | 26.518697 |
  /// | 1024 × 1366 | `24.logarithmicDp(c)` | 35.785818 |
  @inlinable
  public func logarithmicDp(
    _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> Double {
    dynamic(.logarithmic, configuration, options: options)
  }
}
