extension ScalingStrategy {
  /// The factor `result / v` of this strategy with `options` (Behavior Reference › Strategies),
  /// before `scaleLimits` and the multi-window rule: the options' parameters for this curve
  /// (``StrategyOptions/applied(to:)``), on the options' qualifier and inverter.
  ///
  /// | 390 × 844 | options | factor |
  /// |---|---|---|
  /// | `.power` | default | 1.217468 |
  /// | `.power` | `.init(power: 0.5)` | 1.140175 |
  /// | `.fluid` | `.init(qualifier: .width, fluidViewport: 320...1200, fluidScale: 0.85...1.4)` | 0.89375 |
  @inlinable @inline(__always)
  public func factor(_ configuration: DimensConfiguration, options: StrategyOptions) -> Double {
    options.applied(to: self).factor(
      configuration, qualifier: options.qualifier, inverter: options.inverter)
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
  @inlinable @inline(__always)
  public func resolve(
    _ value: Double, _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> Double {
    // Policy: forced inline, as `factor` is, so that a literal strategy (`16.dynamic(.scaled,
    // c)`) folds to its one curve: left to the optimizer's judgement, `.scaled` was called out
    // of line with the configuration and the options copied to the stack, 137 instructions
    // where its formula takes 13 (`appdimens-bench --filter strategy.scaled --instructions`).
    // Policy: a multi-window pane gets the design value as drawn, even when scaleLimits would
    // exclude a factor of 1 (Behavior Reference › Strategies: "v unscaled in multi-window").
    if options.ignoreMultiWindow && configuration.isMultiWindow { return value }
    let factor = factor(configuration, options: options)
    guard let limits = options.sanitizedScaleLimits else { return value * factor }
    return value * min(max(factor, limits.lowerBound), limits.upperBound)
  }
}

extension DimensValue {
  /// Scales this value with any strategy: `16.dynamic(.diagonal, configuration)`.
  ///
  /// The general form behind every named form (`powerDp`, `fluidDp`, …); see
  /// ``ScalingStrategy/resolve(_:_:options:)`` for the multi-window and `scaleLimits` rules and
  /// ``ScalingStrategy/factor(_:options:)`` for every curve.
  ///
  /// ```
  /// dynamic(s, c, options) = v × clamp(factor_s(c, options), scaleLimits)
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.dynamic(.power, c)` | 19.479486 |
  /// | 390 × 844 | `16.dynamic(.diagonal, c)` | 24.321980 |
  /// | 1024 × 1366 | `16.dynamic(.auto, c)` | 32.219968 |
  ///
  /// - Parameters:
  ///   - strategy: The curve.
  ///   - configuration: The window to resolve against.
  ///   - options: Qualifier, inverter, curve parameters and limits (Behavior Reference › Strategies defaults).
  /// - Returns: The scaled value in points (in pixels for `.density`).
  @inlinable @inline(__always)
  public func dynamic(
    _ strategy: ScalingStrategy, _ configuration: DimensConfiguration,
    options: StrategyOptions = .default
  ) -> Double {
    strategy.resolve(dimensValue, configuration, options: options)
  }
}
