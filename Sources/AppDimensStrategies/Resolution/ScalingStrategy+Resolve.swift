extension ScalingStrategy {
  /// The factor `result / v` of this strategy for a window and options (Behavior Reference ›
  /// Strategies), before `scaleLimits` and the multi-window rule.
  ///
  /// `d` is the options' qualifier dimension after the inverter, `r = d / 300`; the options
  /// are ``StrategyOptions/sanitized`` first.
  ///
  /// ```
  /// scaled        r            (aspectRatio: 1 + (d − 300) × (1 + k × ln(ar / 1.78)) / 300)
  /// auto          d ≤ 480 ? r : 1.6 + 0.4 × ln(1 + (d − 480) / 300)
  /// power         r ^ p
  /// logarithmic   max(0, 1 + 0.4 × ln r)
  /// interpolated  1 + (r − 1) × clamp(t, 0, 1)
  /// fluid         a + clamp((d − L) / (U − L), 0, 1) × (b − a)     (U = L: d < L ? a : b)
  /// percent       percent / 100 × d / 100
  /// diagonal      hypot(w, h) / hypot(300, 533)
  /// perimeter     (w + h) / 833
  /// fit / fill    min / max(sw / 300, lg / 533)
  /// density       displayScale
  /// plain         1
  /// ```
  ///
  /// | 390 × 844, default options | factor |
  /// |---|---|
  /// | power | 1.217468 |
  /// | fluid | 0.8625 |
  /// | interpolated | 1.15 |
  /// | diagonal | 1.520124 |
  @inlinable
  public func factor(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    // Policy: each case reads the sanitized accessor of only the options it uses (see
    // StrategyOptions+Sanitized.swift), instead of sanitizing the whole value per call.
    let d = configuration.dimension(
      options.inverter.apply(to: options.qualifier, orientation: configuration.orientation))
    let w = configuration.screenWidth
    let h = configuration.screenHeight
    switch self {
    case .scaled:
      guard options.aspectRatio else { return PrincipalScaling.linearFactor(dimension: d) }
      return PrincipalScaling.aspectFactor(
        dimension: d, aspectRatio: configuration.aspectRatio,
        sensitivity: options.sanitizedSensitivity)
    case .auto:
      return ScalingCurves.auto(dimension: d)
    case .power:
      return ScalingCurves.power(
        ratio: PrincipalScaling.linearFactor(dimension: d), exponent: options.sanitizedPower)
    case .logarithmic:
      return ScalingCurves.logarithmic(ratio: PrincipalScaling.linearFactor(dimension: d))
    case .interpolated:
      return ScalingCurves.interpolated(
        ratio: PrincipalScaling.linearFactor(dimension: d), amount: options.sanitizedInterpolation)
    case .fluid:
      return ScalingCurves.fluid(
        dimension: d, viewport: options.sanitizedFluidViewport, scale: options.sanitizedFluidScale)
    case .percent:
      return ScalingCurves.percent(dimension: d, percent: options.sanitizedPercent)
    case .diagonal:
      return ScalingCurves.diagonal(width: w, height: h)
    case .perimeter:
      return ScalingCurves.perimeter(width: w, height: h)
    case .fit:
      return ScalingCurves.fit(width: w, height: h)
    case .fill:
      return ScalingCurves.fill(width: w, height: h)
    case .density:
      return ScalingCurves.density(displayScale: configuration.displayScale)
    case .plain:
      return 1
    }
  }

  /// Resolves `value` with this strategy: the factor, limited by `scaleLimits`, times `value`;
  /// or `value` itself in a multi-window layout when `ignoreMultiWindow` is set.
  ///
  /// ```
  /// ignoreMultiWindow ∧ isMultiWindow → v
  /// otherwise                         → v × clamp(factor, scaleLimits)
  /// ```
  ///
  /// | 390 × 844 | strategy | options | result |
  /// |---|---|---|---|
  /// | v = 16 | power | default | 19.479486 |
  /// | v = 16 | scaled | scaleLimits 0.8…1.2 | 19.2 |
  /// | v = 16 | diagonal | ignoreMultiWindow, 507 × 768 of 1024 × 768 | 16 |
  @inlinable
  public func resolve(
    _ value: Double, _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> Double {
    // Policy: a multi-window pane gets the design value as drawn, even when scaleLimits would
    // exclude a factor of 1 (Behavior Reference › Strategies: "returns v for every strategy").
    if options.ignoreMultiWindow && configuration.isMultiWindow { return value }
    let factor = factor(configuration, options: options)
    guard let limits = options.sanitizedScaleLimits else { return value * factor }
    return value * min(max(factor, limits.lowerBound), limits.upperBound)
  }
}
