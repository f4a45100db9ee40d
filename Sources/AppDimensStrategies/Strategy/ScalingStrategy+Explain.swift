extension ScalingStrategy {
  /// The steps of ``resolve(_:_:options:)`` for the same arguments: the window, the
  /// multi-window rule, the curve with its parameters, what it read and the factor it gave, and
  /// the options' scale limits — the explanation `appdimens resolve 16.powerDp --explain` prints.
  ///
  /// ```swift
  /// let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  /// print(ScalingStrategy.power.explain(16, window))
  /// // window: 390 × 844 pt, portrait, large, no design frame (reference 300 pt)
  /// // curve: power(exponent: 0.75) on smallWidth → 390 pt, r = 390 ÷ 300 = 1.3 → factor 1.217468 → 19.479486
  /// // result: 19.479486
  /// ```
  ///
  /// | 390 × 844, v = 16 | curve step | result |
  /// |---|---|---|
  /// | `.power` | r = 1.3, factor 1.3 ^ 0.75 = 1.217468 | 19.479486 |
  /// | `.interpolated` | r = 1.3, factor 1 + 0.3 × 0.5 = 1.15 | 18.4 |
  /// | `.fluid` | d = 390 in 320…768 → 0.8…1.2, factor 0.8625 | 13.8 |
  /// | `.diagonal` | hypot(390, 844) ÷ 611.628155 = 1.520124 | 24.32198 |
  /// | `.scaled`, scale limits 0.8…1.2 | r = 1.3, factor 1.3, kept in 0.8…1.2 → 1.2 | 19.2 |
  ///
  /// The result is always the value ``resolve(_:_:options:)`` returns.
  public func explain(
    _ value: Double, _ configuration: DimensConfiguration, options: StrategyOptions = .default
  ) -> ValueExplanation {
    let c = configuration
    let n = ValueExplanation.number
    var steps = [ValueExplanation.window(c)]
    let result = resolve(value, c, options: options)
    if options.ignoreMultiWindow && c.isMultiWindow {
      steps.append(
        .init(
          title: "multi-window",
          detail: "the window is a Split View pane or another multi-window layout and the "
            + "value ignores multi-window: left unscaled", value: result))
      return ValueExplanation(steps: steps, result: result)
    }
    let curve = options.applied(to: self)
    let factor = curve.factor(c, qualifier: options.qualifier, inverter: options.inverter)
    steps.append(
      .init(
        title: "curve",
        detail: curve.signature + " " + curve.input(c, options) + " → factor \(n(factor)) → "
          + n(value * factor), value: value * factor))
    if let limits = options.sanitizedScaleLimits {
      let limited = Swift.min(Swift.max(factor, limits.lowerBound), limits.upperBound)
      let kept = limited == factor ? "within" : "kept in"
      steps.append(
        .init(
          title: "limit",
          detail: "factor \(n(factor)) \(kept) \(n(limits.lowerBound))...\(n(limits.upperBound)) "
            + "(this value's scale limits) → \(n(limited)) → \(n(result))", value: result))
    }
    return ValueExplanation(steps: steps, result: result)
  }

  /// The curve's name and parameters as written in Swift: `power(exponent: 0.75)`, `diagonal`.
  public var signature: String {
    let n = ValueExplanation.number
    return switch self {
    case .scaled(let aspectRatio, let sensitivity):
      aspectRatio ? "scaled(aspectRatio: true, sensitivity: \(n(sensitivity)))" : "scaled"
    case .power(let exponent): "power(exponent: \(n(exponent)))"
    case .interpolated(let amount): "interpolated(amount: \(n(amount)))"
    case .fluid(let viewport, let scale):
      "fluid(viewport: \(n(viewport.lowerBound))...\(n(viewport.upperBound)), "
        + "scale: \(n(scale.lowerBound))...\(n(scale.upperBound)))"
    case .percent(let percent): "percent(\(n(percent)))"
    case .auto, .logarithmic, .diagonal, .perimeter, .fit, .fill, .density, .plain: name
    }
  }

  /// What the curve read in `c`: the qualifier's dimension and ratio, the window's shape
  /// against the reference, or the display scale.
  func input(_ c: DimensConfiguration, _ options: StrategyOptions) -> String {
    let n = ValueExplanation.number
    let (q, inverter) = (options.qualifier, options.inverter)
    let (d, reference) = c.dimensionAndReference(q, inverter: inverter)
    let on = "on \(q.rawValue) → \(n(d)) pt"
    let shape = "of the \(n(c.screenWidth)) × \(n(c.screenHeight)) pt window"
    let r = c.reference
    return switch self {
    case .scaled, .auto, .power, .logarithmic, .interpolated:
      on + ", r = \(n(d)) ÷ \(n(reference)) = \(n(d / reference))"
    case .fluid, .percent: on
    case .diagonal: shape + ", hypot ÷ \(n(r.diagonal))"
    case .perimeter: shape + ", (w + h) ÷ \(n(r.perimeter))"
    case .fit: shape + ", the smaller of sw ÷ \(n(r.smallWidth)) and lg ÷ \(n(r.largestWidth))"
    case .fill: shape + ", the larger of sw ÷ \(n(r.smallWidth)) and lg ÷ \(n(r.largestWidth))"
    case .density: "at displayScale \(n(c.displayScale))"
    case .plain: "(no scaling)"
    }
  }
}
