extension ScalingCurves {
  /// The perimeter curve: the window's half-perimeter over the baseline's (Behavior Reference ›
  /// Strategies).
  ///
  /// ```
  /// perimeter(w, h) = (w + h) / (300 + 533) = (w + h) / 833
  /// ```
  ///
  /// A balanced blend of both axes, the same in portrait and landscape.
  ///
  /// | w × h | factor |
  /// |---|---|
  /// | 300 × 533 | 1 |
  /// | 390 × 844 | 1.481393 |
  /// | 1024 × 1366 | 2.869148 |
  /// | 1920 × 1080 | 3.601441 |
  /// | 162 × 197 | 0.430972 |
  @inlinable
  public static func perimeter(width w: Double, height h: Double) -> Double {
    (w + h) / DimensBaseline.perimeter
  }
}
