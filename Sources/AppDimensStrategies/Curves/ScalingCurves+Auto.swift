#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScalingCurves {
  /// The dimension where the auto curve turns from linear to logarithmic (480 points).
  public static let autoTransition: Double = 480

  /// The auto curve: linear up to 480 points, then logarithmic (Behavior Reference › Strategies).
  ///
  /// ```
  /// auto(d) = d / 300                              when d ≤ 480
  ///         = 1.6 + 0.4 × ln(1 + (d − 480) / 300)  otherwise
  /// ```
  ///
  /// The two branches meet at d = 480 (factor 1.6), so the curve is continuous and
  /// non-decreasing.
  ///
  /// | d | factor |
  /// |---|---|
  /// | 300 | 1 |
  /// | 390 | 1.3 |
  /// | 480 | 1.6 |
  /// | 1024 | 2.013748 |
  /// | 1920 | 2.303143 |
  @inlinable
  public static func auto(dimension d: Double) -> Double {
    d <= autoTransition
      ? d / DimensBaseline.width
      : 1.6 + 0.4 * log(1 + (d - autoTransition) / DimensBaseline.width)
  }
}
