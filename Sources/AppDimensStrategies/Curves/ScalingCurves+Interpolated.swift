extension ScalingCurves {
  /// The default interpolation amount (0.5: halfway between fixed and linear, Behavior Reference ›
  /// Strategies).
  public static let defaultInterpolation: Double = 0.5

  /// The interpolated curve: a blend between a fixed value (t = 0) and linear scaling (t = 1).
  ///
  /// ```
  /// interpolated(r, t) = 1 + (r − 1) × clamp(t, 0, 1)        r = d / 300
  /// ```
  ///
  /// An amount outside 0…1 is clamped, so the curve never overshoots linear scaling nor
  /// inverts it; a non-finite amount means 0.5.
  ///
  /// | r | t | factor |
  /// |---|---|---|
  /// | 1.3 | 0.5 | 1.15 |
  /// | 3.413333 | 0.5 | 2.206667 |
  /// | 3.413333 | 0.25 | 1.603333 |
  /// | 1.3 | 1.5 | 1.3 |
  /// | 1.3 | −1 | 1 |
  @inlinable
  public static func interpolated(ratio r: Double, amount t: Double) -> Double {
    1 + (r - 1) * min(max(finite(t, or: defaultInterpolation), 0), 1)
  }
}
