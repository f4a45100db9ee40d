extension StrategyOptions {
  /// The largest exponent the power strategy accepts (4).
  public static let maximumPower: Double = 4

  /// These options with every bad value replaced, as every strategy uses them.
  ///
  /// The strategies never trap on options, whatever the caller or a decoded file holds:
  ///
  /// ```
  /// non-finite sensitivity, percent, power, interpolation → the default
  /// percent < 0            → 0
  /// power                  → clamped into 0…4
  /// interpolation          → clamped into 0…1
  /// fluidViewport with an infinite bound → 320…768
  /// fluidScale with an infinite bound    → 0.8…1.2; a negative bound → 0
  /// scaleLimits            → kept (infinite bounds mean "no limit" on that side)
  /// ```
  ///
  /// A reversed range cannot exist: `ClosedRange` rejects it when it is built, and decoding one
  /// throws a `DecodingError`. A zero-width `fluidViewport` is valid and makes a step.
  ///
  /// | field | given | used |
  /// |---|---|---|
  /// | power | .nan | 0.75 |
  /// | power | −1 | 0 |
  /// | power | 9 | 4 |
  /// | percent | −20 | 0 |
  /// | interpolation | 1.5 | 1 |
  /// | fluidViewport | 320…∞ | 320…768 |
  /// | fluidScale | −1…1.2 | 0…1.2 |
  @inlinable
  public var sanitized: StrategyOptions {
    // Policy: one uniform rule (a non-finite number means "not given") plus the clamps that
    // keep a size non-negative and finite; nothing here can make a valid option change.
    var copy = self
    copy.sensitivity = Self.finite(sensitivity, or: DimensBaseline.sensitivity)
    copy.percent = max(0, Self.finite(percent, or: ScalingCurves.defaultPercent))
    copy.power = min(
      max(0, Self.finite(power, or: ScalingCurves.defaultPowerExponent)), Self.maximumPower)
    copy.interpolation = min(
      max(0, Self.finite(interpolation, or: ScalingCurves.defaultInterpolation)), 1)
    if !fluidViewport.lowerBound.isFinite || !fluidViewport.upperBound.isFinite {
      copy.fluidViewport = ScalingCurves.defaultFluidViewport
    }
    if fluidScale.lowerBound.isFinite && fluidScale.upperBound.isFinite {
      copy.fluidScale = max(0, fluidScale.lowerBound)...max(0, fluidScale.upperBound)
    } else {
      copy.fluidScale = ScalingCurves.defaultFluidScale
    }
    return copy
  }

  /// `value` when finite, otherwise `fallback`.
  @inlinable
  static func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? value : fallback
  }
}
