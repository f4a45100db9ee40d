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
  @inlinable
  public func dynamic(
    _ strategy: ScalingStrategy, _ configuration: DimensConfiguration,
    options: StrategyOptions = .default
  ) -> Double {
    strategy.resolve(dimensValue, configuration, options: options)
  }
}
