#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScalingCurves {
  /// The slope of the logarithmic curve (0.4 per natural-log unit of the ratio).
  public static let logarithmicSlope: Double = 0.4

  /// The logarithmic curve: strong damping for large windows, never negative (Behavior Reference ›
  /// Strategies).
  ///
  /// ```
  /// logarithmic(r) = max(0, 1 + 0.4 × ln r)        r = d / 300
  /// ```
  ///
  /// | r | factor |
  /// |---|---|
  /// | 1 | 1 |
  /// | 1.3 | 1.104946 |
  /// | 3.413333 | 1.491076 |
  /// | 0.54 | 0.753526 |
  /// | 0.05 | 0 |
  @inlinable
  public static func logarithmic(ratio r: Double) -> Double {
    // Policy: below r = e^(−2.5) ≈ 0.082 the formula would turn negative; a size never is.
    max(0, 1 + logarithmicSlope * log(r))
  }
}

extension DimensValue {
  /// Scales with `1 + 0.4 × ln r`: strong damping on large windows, never negative.
  ///
  /// ```
  /// logarithmic = v × max(0, 1 + 0.4 × ln(d / 300))
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 300 × 533 | `24.logarithmicDp(c)` | 24 |
  /// | 390 × 844 | `24.logarithmicDp(c)` | 26.518697 |
  /// | 1024 × 1366 | `24.logarithmicDp(c)` | 35.785818 |
  @inlinable
  public func logarithmicDp(
    _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> Double {
    dynamic(.logarithmic, configuration, options: options)
  }
}
