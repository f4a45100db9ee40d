extension DimensValue {
  /// Scales with the window diagonal: both axes at once, the same in either orientation.
  ///
  /// ```
  /// diagonal = v × hypot(w, h) / hypot(300, 533)        hypot(300, 533) = 611.628155…
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 300 × 533 | `24.diagonalDp(c)` | 24 |
  /// | 390 × 844 | `24.diagonalDp(c)` | 36.482971 |
  /// | 844 × 390 | `24.diagonalDp(c)` | 36.482971 |
  @inlinable
  public func diagonalDp(
    _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> Double {
    dynamic(.diagonal, configuration, options: options)
  }
}
