extension DimensValue {
  /// Scales linearly with options: the principal formula (SPEC §2) plus `scaleLimits`.
  ///
  /// `16.scaledDp` without arguments is still the conditional builder of the principal module;
  /// this method is the options form, e.g. for `.init(scaleLimits: 0.8...1.5)`.
  ///
  /// ```
  /// scaled = v × d / 300
  /// aspect = v × [1 + (d − 300) × (1/300 + k × ln(ar / 1.78) / 300)]   (aspectRatio: true)
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.scaledDp(c)` | 20.8 |
  /// | 390 × 844 | `16.scaledDp(c, options: .init(aspectRatio: true))` | 21.550307 |
  /// | 1024 × 1366 | `16.scaledDp(c, options: .init(scaleLimits: 0.8...1.5))` | 24 |
  @inlinable
  public func scaledDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.scaled, configuration, options: options)
  }
}
