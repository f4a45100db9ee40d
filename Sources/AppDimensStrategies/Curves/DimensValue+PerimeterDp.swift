extension DimensValue {
  /// Scales with the window's half-perimeter: a balanced blend of width and height.
  ///
  /// ```
  /// perimeter = v × (w + h) / 833        833 = 300 + 533
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 300 × 533 | `24.perimeterDp(c)` | 24 |
  /// | 390 × 844 | `24.perimeterDp(c)` | 35.553421 |
  /// | 844 × 390 | `24.perimeterDp(c)` | 35.553421 |
  @inlinable
  public func perimeterDp(
    _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> Double {
    dynamic(.perimeter, configuration, options: options)
  }
}
