extension ScalingCurves {
  /// The perimeter curve: the window's half-perimeter over the reference's — the baseline's,
  /// or a design frame's `W + H` (Behavior Reference › Strategies).
  ///
  /// ```
  /// perimeter(w, h) = (w + h) / (300 + 533) = (w + h) / 833
  ///                 = (w + h) / (W + H)                     with a design frame W × H
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
  /// | 820 × 1180, frame 390 × 844 | 1.620746 |
  @inlinable
  public static func perimeter(
    width w: Double, height h: Double, reference: ScalingReference = .baseline
  ) -> Double {
    (w + h) / reference.perimeter
  }
}

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
