/// The seed's options for every strategy: what every curve shares, plus overrides of one
/// curve's own parameters.
///
/// The shared parts — the dimension a curve follows, the inverter, the multi-window rule and
/// `scaleLimits` — apply to every strategy. The curve parameters (`power`, `percent`,
/// `interpolation`, the fluid ranges, the aspect variant) are nil unless given; a given one
/// replaces the parameter of the curve it belongs to (``applied(to:)``) and is ignored by the
/// others. Every parameter of the initializer has its default, so name only what differs:
///
/// ```swift
/// let perceptual = 24.powerDp(configuration, options: .init(power: 0.75))
/// let gap = 16.fluidDp(configuration, options: .init(
///   qualifier: .width,
///   fluidViewport: 320...1200,
///   fluidScale: 0.85...1.4
/// ))
/// ```
///
/// | field | default | used by |
/// |---|---|---|
/// | qualifier | `.smallWidth` | scaled, auto, power, logarithmic, interpolated, fluid, percent |
/// | inverter | `.default` | the same seven |
/// | aspectRatio | nil (the curve's: false) | scaled |
/// | sensitivity | nil (the curve's: 0.8) | scaled with aspectRatio |
/// | ignoreMultiWindow | false | every strategy |
/// | percent | nil (the curve's: 100) | percent |
/// | power | nil (the curve's: 0.75) | power |
/// | interpolation | nil (the curve's: 0.5) | interpolated |
/// | fluidViewport | nil (the curve's: 320…768) | fluid |
/// | fluidScale | nil (the curve's: 0.8…1.2) | fluid |
/// | scaleLimits | nil | every strategy |
///
/// Bad values never trap: each curve sanitizes its parameters, ``sanitizedScaleLimits`` the
/// limits (Behavior Reference › Bad input).
public struct StrategyOptions: Hashable, Sendable {
  /// The window dimension the curve follows (default `.smallWidth`).
  public var qualifier: DpQualifier
  /// Swaps the qualifier in one orientation (default: never).
  public var inverter: Inverter
  /// Whether the scaled strategy uses the aspect-ratio variant; nil keeps the strategy's own.
  public var aspectRatio: Bool?
  /// The aspect-ratio sensitivity k of the scaled strategy; nil keeps the strategy's own.
  public var sensitivity: Double?
  /// Whether every strategy returns the base value unscaled in multi-window layouts.
  public var ignoreMultiWindow: Bool
  /// The percentage of the percent strategy; nil keeps the strategy's own.
  public var percent: Double?
  /// The exponent of the power strategy; nil keeps the strategy's own.
  public var power: Double?
  /// The blend of the interpolated strategy, 0 fixed … 1 linear; nil keeps the strategy's own.
  public var interpolation: Double?
  /// The dimension range over which the fluid factor moves; nil keeps the strategy's own.
  public var fluidViewport: ClosedRange<Double>?
  /// The factor range of the fluid strategy, at and below / at and above the viewport; nil keeps
  /// the strategy's own.
  public var fluidScale: ClosedRange<Double>?
  /// Clamps the factor `result / v` of every strategy into this range (default: no limit).
  ///
  /// The answer to "phone designs blow up on iPad": `.init(scaleLimits: 0.8...1.5)`.
  public var scaleLimits: ClosedRange<Double>?

  /// Creates options; every parameter defaults to "not given".
  @inlinable
  public init(
    qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default,
    aspectRatio: Bool? = nil,
    sensitivity: Double? = nil,
    ignoreMultiWindow: Bool = false,
    percent: Double? = nil,
    power: Double? = nil,
    interpolation: Double? = nil,
    fluidViewport: ClosedRange<Double>? = nil,
    fluidScale: ClosedRange<Double>? = nil,
    scaleLimits: ClosedRange<Double>? = nil
  ) {
    self.qualifier = qualifier
    self.inverter = inverter
    self.aspectRatio = aspectRatio
    self.sensitivity = sensitivity
    self.ignoreMultiWindow = ignoreMultiWindow
    self.percent = percent
    self.power = power
    self.interpolation = interpolation
    self.fluidViewport = fluidViewport
    self.fluidScale = fluidScale
    self.scaleLimits = scaleLimits
  }

  // Policy: a computed, inlinable property (not a stored `static let`), so a call with the
  // default options constant-folds them away at the call site instead of loading a global on
  // each call (appdimens-bench measured 7 ns per call of `16.dynamic(.plain, c)` before,
  // against 0.3 ns for the bare formula).

  /// The default options: nothing given.
  @inlinable
  public static var `default`: StrategyOptions { StrategyOptions() }

  /// `strategy` with the parameters these options give for its curve; the others are ignored.
  ///
  /// | strategy | options | result |
  /// |---|---|---|
  /// | `.power` | `.init(power: 0.5)` | `.power(exponent: 0.5)` |
  /// | `.power(exponent: 0.6)` | default | `.power(exponent: 0.6)` |
  /// | `.fluid` | `.init(fluidScale: 0.85...1.4)` | `.fluid(viewport: 320...768, scale: 0.85...1.4)` |
  /// | `.diagonal` | `.init(power: 0.5)` | `.diagonal` |
  @inlinable @inline(__always)
  public func applied(to strategy: ScalingStrategy) -> ScalingStrategy {
    switch strategy {
    case .scaled(let aspect, let k):
      .scaled(aspectRatio: aspectRatio ?? aspect, sensitivity: sensitivity ?? k)
    case .power(let exponent): .power(exponent: power ?? exponent)
    case .interpolated(let amount): .interpolated(amount: interpolation ?? amount)
    case .fluid(let viewport, let scale):
      .fluid(viewport: fluidViewport ?? viewport, scale: fluidScale ?? scale)
    case .percent(let value): .percent(percent ?? value)
    case .auto, .logarithmic, .diagonal, .perimeter, .fit, .fill, .density, .plain: strategy
    }
  }

  /// `scaleLimits` with an infinite bound meaning "no limit" on its side and finite bounds
  /// clamped into −1,000,000…1,000,000; nil stays nil.
  ///
  /// | scaleLimits | used |
  /// |---|---|
  /// | 0.8…1.5 | 0.8…1.5 |
  /// | ∞…∞ | −∞…∞ |
  /// | −1e308…1e308 | −1,000,000…1,000,000 |
  @inlinable
  public var sanitizedScaleLimits: ClosedRange<Double>? {
    // Policy: `∞…∞` used to force the factor to ∞ (and 0 × ∞ = NaN); an infinite bound is
    // the absence of a limit on its side, whichever sign it has. The bound on finite limits
    // keeps every factor finite.
    guard let limits = scaleLimits else { return nil }
    let m = ScalingCurves.maximumRangeFactor
    let bound = { (x: Double, open: Double) -> Double in x.isFinite ? min(max(x, -m), m) : open }
    return bound(limits.lowerBound, -.infinity)...bound(limits.upperBound, .infinity)
  }
}
