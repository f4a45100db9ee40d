extension DimensValue {
  /// Scales with the smaller axis ratio, so a baseline-sized design stays fully visible.
  ///
  /// ```
  /// fit  = v × min(sw / 300, lg / 533)
  /// fill = v × max(sw / 300, lg / 533)
  /// ```
  ///
  /// | window | `320.fitDp(c)` | `320.fillDp(c)` |
  /// |---|---|---|
  /// | 300 × 533 | 320 | 320 |
  /// | 390 × 844 | 416 | 506.716698 |
  /// | 768 × 1024 | 614.784240 | 819.2 |
  @inlinable
  public func fitDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.fit, configuration, options: options)
  }

  /// Scales with the larger axis ratio, so a baseline-sized design covers the window.
  ///
  /// See ``fitDp(_:options:)`` for the formula and worked values of both.
  @inlinable
  public func fillDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.fill, configuration, options: options)
  }
}
