extension ScalingCurves {
  /// The density curve: points to pixels, ignoring the window size (Behavior Reference ›
  /// Strategies).
  ///
  /// ```
  /// density(s) = s        s = displayScale (pixels per point)
  /// ```
  ///
  /// Use it for hairlines and pixel-exact artwork, never for a SwiftUI frame (frames are in
  /// points).
  ///
  /// | displayScale | factor |
  /// |---|---|
  /// | 1 | 1 |
  /// | 2 | 2 |
  /// | 3 | 3 |
  @inlinable
  public static func density(displayScale s: Double) -> Double {
    s
  }
}

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
