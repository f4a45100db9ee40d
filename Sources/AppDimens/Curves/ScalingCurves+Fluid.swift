extension ScalingCurves {
  /// The default viewport of the fluid curve: 320…768 points (phone to small tablet).
  public static let defaultFluidViewport: ClosedRange<Double> = 320...768

  /// The default factor range of the fluid curve: 0.8…1.2.
  public static let defaultFluidScale: ClosedRange<Double> = 0.8...1.2

  /// The fluid curve: a factor that moves linearly from `a` to `b` while the dimension crosses
  /// the viewport `L…U`, and is clamped outside it (CSS `clamp()`-style, Behavior Reference ›
  /// Strategies).
  ///
  /// ```
  /// t        = clamp((d − L) / (U − L), 0, 1)
  /// fluid(d) = a + t × (b − a)
  /// U = L:     fluid(d) = d < L ? a : b          (a step)
  /// ```
  ///
  /// | d | L…U | a…b | factor |
  /// |---|---|---|---|
  /// | 162 | 320…768 | 0.8…1.2 | 0.8 |
  /// | 390 | 320…768 | 0.8…1.2 | 0.8625 |
  /// | 544 | 320…768 | 0.8…1.2 | 1 |
  /// | 1024 | 320…768 | 0.8…1.2 | 1.2 |
  /// | 599 | 600…600 | 0.8…1.2 | 0.8 |
  /// | 600 | 600…600 | 0.8…1.2 | 1.2 |
  @inlinable
  public static func fluid(
    dimension d: Double, viewport: ClosedRange<Double>, scale: ClosedRange<Double>
  ) -> Double {
    let lower = viewport.lowerBound
    let upper = viewport.upperBound
    let a = scale.lowerBound
    let b = scale.upperBound
    // Policy: a zero-width viewport is a breakpoint, not a division by zero.
    guard upper > lower else { return d < lower ? a : b }
    let t = min(max((d - lower) / (upper - lower), 0), 1)
    return a + t * (b - a)
  }
}
