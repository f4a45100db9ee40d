#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ScalingCurves {
  /// The default exponent of the power curve (0.75, Behavior Reference › Strategies).
  public static let defaultPowerExponent: Double = 0.75

  /// The largest exponent the power curve accepts (4).
  public static let maximumPowerExponent: Double = 4

  /// The power curve: the linear ratio raised to an exponent, a perceptual damping (Behavior
  /// Reference › Strategies).
  ///
  /// ```
  /// power(r, p) = r ^ p        r = d / 300
  /// ```
  ///
  /// An exponent below 1 grows slower than linear on large windows and shrinks slower on small
  /// ones; 1 is linear; 0 is fixed. A non-finite exponent means 0.75; others are clamped into
  /// 0…4.
  ///
  /// | r | p | factor |
  /// |---|---|---|
  /// | 1.3 | 0.75 | 1.217468 |
  /// | 3.413333 | 0.75 | 2.511216 |
  /// | 0.54 | 0.75 | 0.629934 |
  /// | 1.3 | 0.5 | 1.140175 |
  /// | 2 | 0 | 1 |
  /// | 1.3 | 9 | 2.8561 |
  /// | 1.3 | −1 | 1 |
  @inlinable
  public static func power(ratio r: Double, exponent p: Double) -> Double {
    pow(r, min(max(0, finite(p, or: defaultPowerExponent)), maximumPowerExponent))
  }
}

extension DimensValue {
  /// Scales with the linear ratio raised to `options.power` (default 0.75): perceptual growth.
  ///
  /// Useful on large iPad, Mac, television and visionOS windows where linear growth is
  /// excessive.
  ///
  /// ```
  /// power = v × (d / 300) ^ p
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.powerDp(c)` | 19.479486 |
  /// | 390 × 844 | `24.powerDp(c, options: .init(power: 0.75))` | 29.219229 |
  /// | 390 × 844 | `16.powerDp(c, options: .init(power: 0))` | 16 |
  @inlinable
  public func powerDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.power, configuration, options: options)
  }
}
