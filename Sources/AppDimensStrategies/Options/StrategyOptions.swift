/// The options every scaling strategy accepts, with the Behavior Reference's defaults.
///
/// Each field matters only to the strategies named in its documentation; the others ignore it.
/// Every parameter of the initializer has its default, so name only what differs:
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
/// | aspectRatio | false | scaled |
/// | sensitivity | 0.8 | scaled with aspectRatio |
/// | ignoreMultiWindow | false | every strategy |
/// | percent | 100 | percent |
/// | power | 0.75 | power |
/// | interpolation | 0.5 | interpolated |
/// | fluidViewport | 320…768 | fluid |
/// | fluidScale | 0.8…1.2 | fluid |
/// | scaleLimits | nil | every strategy |
///
/// Bad values never trap; see ``sanitized`` for the policy.
public struct StrategyOptions: Hashable, Sendable {
  /// The window dimension the curve follows (default `.smallWidth`).
  public var qualifier: DpQualifier
  /// Swaps the qualifier in one orientation (default: never).
  public var inverter: Inverter
  /// Whether the scaled strategy uses the aspect-ratio variant (Behavior Reference › Principal
  /// scaling).
  public var aspectRatio: Bool
  /// The aspect-ratio sensitivity k of the scaled strategy (default 0.8).
  public var sensitivity: Double
  /// Whether every strategy returns the base value unscaled in multi-window layouts.
  public var ignoreMultiWindow: Bool
  /// The percentage of the percent strategy (default 100).
  public var percent: Double
  /// The exponent of the power strategy (default 0.75).
  public var power: Double
  /// The blend of the interpolated strategy, 0 fixed … 1 linear (default 0.5).
  public var interpolation: Double
  /// The dimension range over which the fluid factor moves (default 320…768 points).
  public var fluidViewport: ClosedRange<Double>
  /// The factor range of the fluid strategy, at and below / at and above the viewport
  /// (default 0.8…1.2).
  public var fluidScale: ClosedRange<Double>
  /// Clamps the factor `result / v` of every strategy into this range (default: no limit).
  ///
  /// The answer to "phone designs blow up on iPad": `.init(scaleLimits: 0.8...1.5)`.
  public var scaleLimits: ClosedRange<Double>?

  /// Creates options; every parameter defaults to the Behavior Reference's value.
  @inlinable
  public init(
    qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default,
    aspectRatio: Bool = false,
    sensitivity: Double = DimensBaseline.sensitivity,
    ignoreMultiWindow: Bool = false,
    percent: Double = ScalingCurves.defaultPercent,
    power: Double = ScalingCurves.defaultPowerExponent,
    interpolation: Double = ScalingCurves.defaultInterpolation,
    fluidViewport: ClosedRange<Double> = ScalingCurves.defaultFluidViewport,
    fluidScale: ClosedRange<Double> = ScalingCurves.defaultFluidScale,
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
  // default options constant-folds them and their sanitizing away at the call site instead
  // of loading a global and re-checking every field on each call (appdimens-bench measured 7 ns per
  // call of `16.dynamic(.plain, c)` before, against 0.3 ns for the bare formula).

  /// The default options (Behavior Reference › Strategies).
  @inlinable
  public static var `default`: StrategyOptions { StrategyOptions() }
}
