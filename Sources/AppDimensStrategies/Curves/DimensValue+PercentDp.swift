extension DimensValue {
  /// A percentage of a window dimension: with a base value of 100, the literal percentage.
  ///
  /// ```
  /// percent = v × p / 100 × d / 100
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `100.percentDp(c, percent: 50, qualifier: .width)` | 195 |
  /// | 390 × 844 | `100.percentDp(c, percent: 4, qualifier: .width)` | 15.6 |
  /// | 390 × 844 | `100.percentDp(c)` | 390 |
  @inlinable
  public func percentDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.percent, configuration, options: options)
  }

  /// `percent` % of the `qualifier` dimension, scaled by this value / 100:
  /// `100.percentDp(configuration, percent: 50, qualifier: .width)` is half the width.
  ///
  /// Same formula and table as ``percentDp(_:options:)``; the other options keep their
  /// defaults.
  @inlinable
  public func percentDp(
    _ configuration: DimensConfiguration, percent: Double,
    qualifier: DpQualifier = .smallWidth
  ) -> Double {
    dynamic(.percent, configuration, options: .init(qualifier: qualifier, percent: percent))
  }
}
