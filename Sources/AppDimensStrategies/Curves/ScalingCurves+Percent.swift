extension ScalingCurves {
  /// The default percentage of the percent curve (100).
  public static let defaultPercent: Double = 100

  /// The largest percentage the percent curve accepts (1,000,000 %, ten thousand times the
  /// window dimension).
  public static let maximumPercent: Double = 1_000_000

  /// The percent curve: a base value of 100 becomes the literal percentage of the dimension
  /// (Behavior Reference › Strategies).
  ///
  /// ```
  /// percent(d, p) = p / 100 × d / 100
  /// ```
  ///
  /// So `100.percentDp(configuration, percent: 50, qualifier: .width)` is half the window
  /// width. A non-finite percentage means 100; others are clamped into 0…1,000,000.
  ///
  /// | d | p | factor | 100 × factor |
  /// |---|---|---|---|
  /// | 390 | 50 | 1.95 | 195 |
  /// | 390 | 100 | 3.9 | 390 |
  /// | 1024 | 25 | 2.56 | 256 |
  /// | 390 | 0 | 0 | 0 |
  /// | 390 | −20 | 0 | 0 |
  @inlinable
  public static func percent(dimension d: Double, percent p: Double) -> Double {
    min(max(0, finite(p, or: defaultPercent)), maximumPercent) / 100 * (d / 100)
  }
}

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
