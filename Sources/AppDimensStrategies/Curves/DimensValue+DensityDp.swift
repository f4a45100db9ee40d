extension DimensValue {
  /// Converts points to pixels: `v × displayScale`, ignoring the window size.
  ///
  /// The result is in pixels; never use it for a SwiftUI frame, which is in points.
  ///
  /// ```
  /// density = v × displayScale
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 @1x | `16.densityDp(c)` | 16 |
  /// | 390 × 844 @3x | `16.densityDp(c)` | 48 |
  @inlinable
  public func densityDp(
    _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> Double {
    dynamic(.density, configuration, options: options)
  }
}
