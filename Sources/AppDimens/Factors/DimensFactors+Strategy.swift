extension DimensFactors {
  /// The precomputed default-option factor of a strategy.
  ///
  /// ```
  /// factor(.scaled) = sw / 300        factor(.plain) = 1
  /// factor(s)       = the curve of s with the default StrategyOptions
  /// ```
  ///
  /// | 390 × 844, scale 3 | factor |
  /// |---|---|
  /// | scaled | 1.3 |
  /// | power | 1.217468 |
  /// | fluid | 0.8625 |
  /// | density | 3 |
  /// | plain | 1 |
  @inlinable
  public func factor(_ strategy: ScalingStrategy) -> Double {
    switch strategy {
    case .scaled: smallWidthRatio
    case .auto: autoFactor
    case .power: powerFactor
    case .logarithmic: logarithmicFactor
    case .interpolated: interpolatedFactor
    case .fluid: fluidFactor
    case .percent: percentFactor
    case .diagonal: diagonalFactor
    case .perimeter: perimeterFactor
    case .fit: fitFactor
    case .fill: fillFactor
    case .density: densityFactor
    case .plain: 1
    }
  }

  /// Resolves `value` with a strategy and its default options: one multiplication.
  ///
  /// Equal (to within 1 ulp, in practice exactly) to `value.dynamic(strategy, configuration)`
  /// of `AppDimensStrategies`. The default options never ignore multi-window layouts, so no
  /// multi-window check is needed here.
  ///
  /// ```
  /// resolve(v, s) = v × factor(s)
  /// ```
  ///
  /// | 390 × 844 | call | result |
  /// |---|---|---|
  /// | | `resolve(16, strategy: .power)` | 19.479486 |
  /// | | `resolve(16, strategy: .fluid)` | 13.8 |
  /// | | `resolve(16, strategy: .interpolated)` | 18.4 |
  @inlinable
  public func resolve(_ value: Double, strategy: ScalingStrategy) -> Double {
    value * factor(strategy)
  }
}
