#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScalingCurves {
  /// The dimension where the auto curve turns from linear to logarithmic on the baseline (480
  /// points, 1.6 × 300); with a design frame it is 1.6 × the frame's side.
  public static let autoTransition: Double = 480

  /// The auto curve: linear up to 1.6 times the reference side, then logarithmic (Behavior
  /// Reference › Strategies); the reference side `D` is 300 (the turn at 480 points) unless a
  /// design frame gives its own.
  ///
  /// ```
  /// auto(d) = d / D                                    when d ≤ 1.6 × D
  ///         = 1.6 + 0.4 × ln(1 + (d − 1.6 × D) / D)    otherwise
  /// ```
  ///
  /// The two branches meet at d = 1.6 × D (factor 1.6), so the curve is continuous and
  /// non-decreasing; it is a function of the ratio d ÷ D alone.
  ///
  /// | d | D | factor |
  /// |---|---|---|
  /// | 300 | 300 | 1 |
  /// | 390 | 300 | 1.3 |
  /// | 480 | 300 | 1.6 |
  /// | 1024 | 300 | 2.013748 |
  /// | 1920 | 300 | 2.303143 |
  /// | 390 | 390 | 1 |
  /// | 820 | 390 | 1.762869 |
  @inlinable
  public static func auto(dimension d: Double, reference: Double = DimensBaseline.width)
    -> Double
  {
    // Policy: 1.6 × 300 is exactly 480 in binary floating point, so the baseline's turn and
    // every value without a frame are bit for bit what the 480-point literal gave.
    let transition = 1.6 * reference
    return d <= transition
      ? d / reference
      : 1.6 + 0.4 * log(1 + (d - transition) / reference)
  }
}
