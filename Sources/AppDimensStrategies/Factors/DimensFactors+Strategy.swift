extension DimensFactors {
  /// The factor of a strategy: precomputed for a curve with its default parameters, computed
  /// on the spot for other parameters.
  ///
  /// ```
  /// factor(.scaled) = sw / 300        factor(.plain) = 1        (a frame: sw / min(W, H))
  /// factor(s)       = s.factor(configuration)   (precomputed when s has default parameters)
  /// ```
  ///
  /// | 390 × 844, scale 3 | factor |
  /// |---|---|
  /// | scaled | 1.3 |
  /// | power | 1.217468 |
  /// | power(exponent: 0.5) | 1.140175 |
  /// | fluid | 0.8625 |
  /// | density | 3 |
  /// | plain | 1 |
  @inlinable @inline(__always)
  public func factor(_ strategy: ScalingStrategy) -> Double {
    // Policy: a literal strategy in a render loop (`resolve(v, strategy: .power)`) makes each
    // comparison with the default a constant, so the common case stays one load.
    switch strategy {
    case .scaled(let aspectRatio, let sensitivity):
      guard aspectRatio else { return smallWidthRatio }
      guard sensitivity == DimensBaseline.sensitivity else {
        return strategy.factor(configuration)
      }
      return PrincipalScaling.aspectFactor(
        dimension: configuration.smallestWidth, reference: configuration.reference.smallWidth,
        slope: aspectSlope)
    case .auto: return autoFactor
    case .power(let exponent):
      return exponent == ScalingCurves.defaultPowerExponent
        ? powerFactor : strategy.factor(configuration)
    case .logarithmic: return logarithmicFactor
    case .interpolated(let amount):
      return amount == ScalingCurves.defaultInterpolation
        ? interpolatedFactor : strategy.factor(configuration)
    case .fluid(let viewport, let scale):
      return viewport == ScalingCurves.defaultFluidViewport
        && scale == ScalingCurves.defaultFluidScale
        ? fluidFactor : strategy.factor(configuration)
    case .percent(let percent):
      return percent == ScalingCurves.defaultPercent
        ? percentFactor : strategy.factor(configuration)
    case .diagonal: return diagonalFactor
    case .perimeter: return perimeterFactor
    case .fit: return fitFactor
    case .fill: return fillFactor
    case .density: return densityFactor
    case .plain: return 1
    }
  }

  /// Resolves `value` with a strategy on the smallest width: one multiplication for a curve
  /// with its default parameters.
  ///
  /// Equal (to within 1 ulp, in practice exactly) to `value.dynamic(strategy, configuration)`
  /// of the strategy API with default options, which never ignore multi-window layouts.
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
