extension StrategyOptions {
  /// The largest exponent the power strategy accepts (4).
  public static let maximumPower: Double = 4

  /// The largest percentage the percent strategy accepts (1,000,000 %, ten thousand times the
  /// window dimension).
  public static let maximumPercent: Double = 1_000_000

  /// The largest factor a range option (`fluidScale`, `scaleLimits`) can ask for (1,000,000).
  public static let maximumRangeFactor: Double = 1_000_000

  /// These options with every bad value replaced, as every strategy uses them.
  ///
  /// The strategies never trap on options, whatever the caller or a decoded file holds:
  ///
  /// ```
  /// non-finite sensitivity, percent, power, interpolation → the default
  /// sensitivity            → clamped into −100…100
  /// percent                → clamped into 0…1,000,000
  /// power                  → clamped into 0…4
  /// interpolation          → clamped into 0…1
  /// fluidViewport with an infinite bound → 320…768
  /// fluidScale with an infinite bound    → 0.8…1.2; each bound clamped into 0…1,000,000
  /// scaleLimits            → an infinite bound means "no limit" on that side; finite bounds
  ///                          clamped into −1,000,000…1,000,000
  /// ```
  ///
  /// So with sanitized options every strategy factor is finite, and `v × factor` is finite
  /// for every |v| ≤ 1e6 (Documentation/Guarantees.md).
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
  /// | percent | 1e308 | 1,000,000 |
  /// | scaleLimits | ∞…∞ | −∞…∞ |
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
    copy.scaleLimits = sanitizedScaleLimits
    return copy
  }

  // Policy: one accessor per field, so a strategy sanitizes only the options it reads (the
  // power curve checks `power`, the plain strategy checks nothing). Sanitizing the whole
  // value on every call cost 10–16 ns per resolve (appdimens-bench); `sanitized` is built from the
  // same accessors, so both paths follow one rule.
  //
  // The bounds on sensitivity, percent and the range factors keep every factor finite: with
  // percent 1e308 the factor overflowed to ∞ and a base value of 0 resolved to 0 × ∞ = NaN
  // (the property tests of Documentation/Guarantees.md).

  /// `sensitivity`, or 0.8 when it is not finite; clamped into −100…100.
  @inlinable
  public var sanitizedSensitivity: Double {
    let k = PrincipalScaling.maximumSensitivity
    return min(max(Self.finite(sensitivity, or: DimensBaseline.sensitivity), -k), k)
  }

  /// `percent`, or 100 when it is not finite; clamped into 0…1,000,000.
  @inlinable
  public var sanitizedPercent: Double {
    min(max(0, Self.finite(percent, or: ScalingCurves.defaultPercent)), Self.maximumPercent)
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

  /// `fluidScale` with each bound clamped into 0…1,000,000, or 0.8…1.2 when a bound is
  /// infinite.
  @inlinable
  public var sanitizedFluidScale: ClosedRange<Double> {
    guard fluidScale.lowerBound.isFinite && fluidScale.upperBound.isFinite else {
      return ScalingCurves.defaultFluidScale
    }
    return Self.rangeFactor(fluidScale.lowerBound)...Self.rangeFactor(fluidScale.upperBound)
  }

  /// `scaleLimits` with an infinite bound meaning "no limit" on its side and finite bounds
  /// clamped into −1,000,000…1,000,000; nil stays nil.
  @inlinable
  public var sanitizedScaleLimits: ClosedRange<Double>? {
    // Policy: `∞…∞` used to force the factor to ∞ (and 0 × ∞ = NaN); an infinite bound is
    // the absence of a limit on its side, whichever sign it has.
    guard let limits = scaleLimits else { return nil }
    let bound = { (x: Double, open: Double) -> Double in
      x.isFinite ? min(max(x, -Self.maximumRangeFactor), Self.maximumRangeFactor) : open
    }
    return bound(limits.lowerBound, -.infinity)...bound(limits.upperBound, .infinity)
  }

  /// A fluid scale bound clamped into 0…``maximumRangeFactor``.
  @inlinable
  static func rangeFactor(_ bound: Double) -> Double {
    min(max(0, bound), maximumRangeFactor)
  }

  /// `value` when finite, otherwise `fallback`.
  @inlinable
  static func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? value : fallback
  }
}
