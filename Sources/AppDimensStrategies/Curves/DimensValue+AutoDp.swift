extension DimensValue {
  /// Scales linearly up to 480 points, logarithmically beyond (the auto curve, SPEC §3).
  ///
  /// The curve alone; the conditional chain `16.autoScaledDp…` is in `AppDimensAuto`.
  ///
  /// ```
  /// auto = v × (d ≤ 480 ? d / 300 : 1.6 + 0.4 × ln(1 + (d − 480) / 300))
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.autoDp(c)` | 20.8 |
  /// | 1024 × 1366 | `16.autoDp(c)` | 32.219968 |
  /// | 1920 × 1080 | `16.autoDp(c)` | 32.631119 |
  @inlinable
  public func autoDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.auto, configuration, options: options)
  }
}
