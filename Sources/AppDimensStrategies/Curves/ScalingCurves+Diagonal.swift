#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScalingCurves {
  /// The diagonal curve: the window diagonal over the reference's — the baseline's, or a design
  /// frame's `hypot(W, H)` (Behavior Reference › Strategies).
  ///
  /// ```
  /// diagonal(w, h) = hypot(w, h) / hypot(300, 533)        hypot(300, 533) = 611.628155…
  ///                = hypot(w, h) / hypot(W, H)            with a design frame W × H
  /// ```
  ///
  /// Follows both axes at once, and is the same in portrait and landscape.
  ///
  /// | w × h | factor |
  /// |---|---|
  /// | 300 × 533 | 1 |
  /// | 390 × 844 | 1.520124 |
  /// | 1024 × 1366 | 2.791238 |
  /// | 1920 × 1080 | 3.601710 |
  /// | 162 × 197 | 0.417010 |
  /// | 820 × 1180, frame 390 × 844 | 1.545513 |
  @inlinable
  public static func diagonal(
    width w: Double, height h: Double, reference: ScalingReference = .baseline
  ) -> Double {
    // Policy: √(w² + h²) is one instruction where `hypot` is a libm call (9 ns against 3 ns
    // per resolve in appdimens-bench), and for window sizes (sanitized into 1…100,000 points) it is
    // exact to the last bit or one ulp. `hypot` remains the fallback when squaring overflows
    // or underflows, so huge and tiny inputs keep hypot's accuracy.
    let fast = (w * w + h * h).squareRoot()
    return (fast.isNormal ? fast : hypot(w, h)) / reference.diagonal
  }
}

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
