extension DimensValue {
  /// Scales by a factor that moves from `fluidScale.lowerBound` to `.upperBound` while the
  /// dimension crosses `fluidViewport`, clamped below and above it.
  ///
  /// ```
  /// t     = clamp((d − L) / (U − L), 0, 1)        L…U = fluidViewport, a…b = fluidScale
  /// fluid = v × (a + t × (b − a))                 (U = L: v × (d < L ? a : b))
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.fluidDp(c)` | 13.8 |
  /// | 768 × 1024 | `16.fluidDp(c)` | 19.2 |
  /// | 390 × 844 | `16.fluidDp(c, options: .init(qualifier: .width, fluidViewport: 320...1200, fluidScale: 0.85...1.4))` | 14.3 |
  @inlinable
  public func fluidDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.fluid, configuration, options: options)
  }
}
