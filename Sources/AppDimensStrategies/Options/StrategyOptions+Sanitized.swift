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
    copy.sensitivity = sanitizedSensitivity
    copy.percent = sanitizedPercent
    copy.power = sanitizedPower
    copy.interpolation = sanitizedInterpolation
    copy.fluidViewport = sanitizedFluidViewport
    copy.fluidScale = sanitizedFluidScale
    return copy
  }

  // Policy: one accessor per field, so a strategy sanitizes only the options it reads (the
  // power curve checks `power`, the plain strategy checks nothing). Sanitizing the whole
  // value on every call cost 10–16 ns per resolve (issue 7); `sanitized` is built from the
  // same accessors, so both paths follow one rule.

  /// `sensitivity`, or 0.8 when it is not finite.
  @inlinable
  public var sanitizedSensitivity: Double {
    Self.finite(sensitivity, or: DimensBaseline.sensitivity)
  }

  /// `percent`, or 100 when it is not finite; at least 0.
  @inlinable
  public var sanitizedPercent: Double {
    max(0, Self.finite(percent, or: ScalingCurves.defaultPercent))
  }

  /// `power`, or 0.75 when it is not finite; clamped into 0…4.
  @inlinable
  public var sanitizedPower: Double {
    min(max(0, Self.finite(power, or: ScalingCurves.defaultPowerExponent)), Self.maximumPower)
  }

  /// `interpolation`, or 0.5 when it is not finite; clamped into 0…1.
  @inlinable
  public var sanitizedInterpolation: Double {
    min(max(0, Self.finite(interpolation, or: ScalingCurves.defaultInterpolation)), 1)
  }

  /// `fluidViewport`, or 320…768 when a bound is infinite.
  @inlinable
  public var sanitizedFluidViewport: ClosedRange<Double> {
    fluidViewport.lowerBound.isFinite && fluidViewport.upperBound.isFinite
      ? fluidViewport : ScalingCurves.defaultFluidViewport
  }

  /// `fluidScale` with negative bounds raised to 0, or 0.8…1.2 when a bound is infinite.
  @inlinable
  public var sanitizedFluidScale: ClosedRange<Double> {
    guard fluidScale.lowerBound.isFinite && fluidScale.upperBound.isFinite else {
      return ScalingCurves.defaultFluidScale
    }
    return max(0, fluidScale.lowerBound)...max(0, fluidScale.upperBound)
  }

  @inlinable
  static func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? value : fallback
  }
}
