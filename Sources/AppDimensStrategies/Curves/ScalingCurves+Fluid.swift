extension ScalingCurves {
  /// The default viewport of the fluid curve: 320…768 points (phone to small tablet).
  public static let defaultFluidViewport: ClosedRange<Double> = 320...768

  /// The default factor range of the fluid curve: 0.8…1.2.
  public static let defaultFluidScale: ClosedRange<Double> = 0.8...1.2

  /// The fluid curve: a factor that moves linearly from `a` to `b` while the dimension crosses
  /// the viewport `L…U`, and is clamped outside it (CSS `clamp()`-style, Behavior Reference ›
  /// Strategies).
  ///
  /// ```
  /// t        = clamp((d − L) / (U − L), 0, 1)
  /// fluid(d) = a + t × (b − a)
  /// U = L:     fluid(d) = d < L ? a : b          (a step)
  /// ```
  ///
  /// A viewport or scale with an infinite bound means the default (320…768, 0.8…1.2); the
  /// scale's bounds are clamped into 0…1,000,000. A viewport wider than the largest double
  /// (−1e308…1e308) is still a span: `t` is computed on halves (`differenceRatio`), so
  /// 390 points lie half-way across it.
  ///
  /// | d | L…U | a…b | factor |
  /// |---|---|---|---|
  /// | 162 | 320…768 | 0.8…1.2 | 0.8 |
  /// | 390 | 320…768 | 0.8…1.2 | 0.8625 |
  /// | 544 | 320…768 | 0.8…1.2 | 1 |
  /// | 1024 | 320…768 | 0.8…1.2 | 1.2 |
  /// | 599 | 600…600 | 0.8…1.2 | 0.8 |
  /// | 600 | 600…600 | 0.8…1.2 | 1.2 |
  /// | 390 | −1e308…1e308 | 1…2 | 1.5 |
  @inlinable
  public static func fluid(
    dimension d: Double, viewport: ClosedRange<Double>, scale: ClosedRange<Double>
  ) -> Double {
    let scale =
      scale.lowerBound.isFinite && scale.upperBound.isFinite ? scale : defaultFluidScale
    let bound = { (x: Double) in min(max(0, x), maximumRangeFactor) }
    let a = bound(scale.lowerBound)
    let b = bound(scale.upperBound)
    // Policy: one test on the span covers both rare cases — an infinite bound (the default
    // viewport) and finite bounds further apart than the largest double (halves) — so the
    // common path pays for a single check (`appdimens-bench`: strategy.fluid.api).
    let span = viewport.upperBound - viewport.lowerBound
    guard span.isFinite else { return fluidOnUnboundedSpan(dimension: d, viewport, a, b) }
    // A zero-width viewport is a breakpoint, not a division by zero.
    guard span > 0 else { return d < viewport.lowerBound ? a : b }
    // A finite span with an overflowing d − L is far outside L…U: ±∞ clamps to 0 or 1.
    let t = min(max((d - viewport.lowerBound) / span, 0), 1)
    return a + t * (b - a)
  }

  /// The fluid curve where `U − L` is not finite: the default viewport for an infinite bound,
  /// `t` on halves for finite bounds further apart than the largest double.
  @usableFromInline
  static func fluidOnUnboundedSpan(
    dimension d: Double, _ viewport: ClosedRange<Double>, _ a: Double, _ b: Double
  ) -> Double {
    let viewport =
      viewport.lowerBound.isFinite && viewport.upperBound.isFinite
      ? viewport : defaultFluidViewport
    return fluid(
      dimension: d, from: viewport.lowerBound, to: viewport.upperBound, scale: a, b)
  }

  /// The fluid formula on raw bounds, for callers whose scale may decrease (`a > b`, which a
  /// `ClosedRange` cannot hold): the CSS clamp of the web stylesheet.
  @inlinable
  package static func fluid(
    dimension d: Double, from lower: Double, to upper: Double, scale a: Double, _ b: Double
  ) -> Double {
    // Policy: a zero-width viewport is a breakpoint, not a division by zero.
    guard upper > lower else { return d < lower ? a : b }
    // (d − L) ÷ (U − L) without overflowing on bounds such as −1e308…1e308.
    let t = min(max(d.differenceRatio(minus: lower, over: upper, minus: lower), 0), 1)
    return a + t * (b - a)
  }
}

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
