import AppDimensStrategies

extension Reference {
  /// The model's curve for `strategy` under `options`: an option given for the strategy's own
  /// curve replaces its parameter, the others are ignored (Behavior Reference › Strategies).
  public static func curve(_ strategy: ScalingStrategy, _ options: StrategyOptions = .default)
    -> Curve
  {
    switch strategy {
    case .scaled(let a, let k):
      .scaled(aspectRatio: options.aspectRatio ?? a, sensitivity: options.sensitivity ?? k)
    case .auto: .auto
    case .power(let p): .power(options.power ?? p)
    case .logarithmic: .logarithmic
    case .interpolated(let t): .interpolated(options.interpolation ?? t)
    case .fluid(let viewport, let scale):
      .fluid(viewport: options.fluidViewport ?? viewport, scale: options.fluidScale ?? scale)
    case .percent(let p): .percent(options.percent ?? p)
    case .diagonal: .diagonal
    case .perimeter: .perimeter
    case .fit: .fit
    case .fill: .fill
    case .density: .density
    case .plain: .plain
    }
  }

  /// The model's result of `v.dynamic(strategy, configuration, options:)` for valid options.
  public static func resolve(
    _ v: Double, _ strategy: ScalingStrategy, _ configuration: DimensConfiguration,
    options: StrategyOptions = .default
  ) -> Double {
    resolve(
      v, curve(strategy, options), configuration, qualifier: options.qualifier,
      inverter: options.inverter, ignoreMultiWindow: options.ignoreMultiWindow,
      scaleLimits: options.scaleLimits)
  }
}
