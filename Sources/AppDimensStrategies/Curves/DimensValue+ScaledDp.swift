extension DimensValue {
  /// The linear strategy with options: use `dynamic(.scaled, configuration, options:)`.
  ///
  /// `16.scaledDp` without arguments is the principal conditional builder; this older options
  /// form shared its name, so the strategy call is spelled with `dynamic` like every other
  /// strategy without a named form of its own:
  ///
  /// ```swift
  /// 16.dynamic(.scaled, configuration, options: .init(scaleLimits: 0.8...1.5))
  /// ```
  @available(*, deprecated, message: "use dynamic(.scaled, configuration, options:)")
  @inlinable
  public func scaledDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.scaled, configuration, options: options)
  }
}
