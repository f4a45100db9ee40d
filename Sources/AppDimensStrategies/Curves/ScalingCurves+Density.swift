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
