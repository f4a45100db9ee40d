/// The final curve of the Auto builders: the auto curve of Behavior Reference › Strategies, with an
/// optional aspect adjustment.
///
/// Without the aspect flag the factor is the auto curve of the final qualifier's dimension. With
/// it, the principal aspect variant (Behavior Reference › Principal scaling) first turns `d` into
/// the dimension the linear formula would need to give the aspect factor, and the auto curve is
/// applied to that:
///
/// ```
/// auto(d)  = d / D                                   when d ≤ 1.6 × D
///          = 1.6 + 0.4 × ln(1 + (d − 1.6 × D) / D)   otherwise
/// d′       = D × [1 + (d − D) × (1 + k × ln(max(ar / AR, 1e-4))) / D]
///          = D + (d − D) × (1 + k × ln(max(ar / AR, 1e-4)))
/// factor   = auto(d)        (aspectRatio off)
///          = auto(d′)       (aspectRatio on)
/// D, AR    = 300 and 1.78, or the design frame's side and aspect ratio
/// ```
///
/// | d | ar | k | factor | factor (aspect) |
/// |---|---|---|---|---|
/// | 300 | 1.78 | 0.8 | 1 | 1 |
/// | 390 | 844/390 | 0.8 | 1.3 | 1.346894 |
/// | 480 | 1.78 | 0.8 | 1.6 | 1.6 |
/// | 1024 | 1366/1024 | 0.8 | 2.013748 | 1.925516 |
/// | 1080 | 1920/1080 | 0.8 | 2.039445 | 2.039098 |
///
/// The rows are on the baseline (D = 300, AR = 1.78); with a 390 × 844 frame, d = 390 at
/// ar = 844/390 gives 1 with and without the flag.
public enum AutoScaling: Sendable {
  // Policy: the aspect flag feeds the aspect-adjusted dimension into the auto curve rather than
  // multiplying two factors. Below 480 adjusted points the result is EXACTLY the principal
  // aspect variant (`16.sdpa`), above it the same logarithmic compression as plain auto applies;
  // at the reference ratio 1.78 the flag changes nothing; and for any window whose slope
  // `1 + k·ln(ar/1.78)` is positive (every ar ≥ 1 at the default k = 0.8) the factor is
  // continuous and non-decreasing in d, because d′ is an increasing linear function of d and
  // the auto curve is non-decreasing.

  /// The aspect-adjusted dimension `d′ = D × aspectFactor(d, ar, k)` (see the type's formula;
  /// without `reference` and `referenceAspectRatio`, the baseline's D = 300 and AR = 1.78).
  ///
  /// A non-finite sensitivity uses the default 0.8, as the principal API does
  /// (``/AppDimens/PrincipalScaling/aspectSlope(aspectRatio:sensitivity:reference:referenceAspectRatio:)``
  /// sanitizes it).
  @inlinable
  public static func effectiveDimension(
    dimension d: Double, aspectRatio ar: Double, sensitivity k: Double,
    reference: Double = DimensBaseline.width,
    referenceAspectRatio: Double = DimensBaseline.aspectRatio
  ) -> Double {
    reference
      * PrincipalScaling.aspectFactor(
        dimension: d, aspectRatio: ar, sensitivity: k, reference: reference,
        referenceAspectRatio: referenceAspectRatio)
  }

  /// The auto factor of the aspect-adjusted dimension, `auto(d′)`, against the same reference.
  @inlinable
  public static func aspectFactor(
    dimension d: Double, aspectRatio ar: Double, sensitivity k: Double,
    reference: Double = DimensBaseline.width,
    referenceAspectRatio: Double = DimensBaseline.aspectRatio
  ) -> Double {
    ScalingCurves.auto(
      dimension: effectiveDimension(
        dimension: d, aspectRatio: ar, sensitivity: k, reference: reference,
        referenceAspectRatio: referenceAspectRatio),
      reference: reference)
  }

  /// The factor an Auto builder multiplies its chosen value by in `configuration`.
  ///
  /// - Parameters:
  ///   - configuration: The window.
  ///   - qualifier: The final qualifier (default `.smallWidth`).
  ///   - inverter: Swaps the final qualifier in one orientation.
  ///   - aspectRatio: Whether the aspect adjustment is applied.
  ///   - sensitivity: The aspect sensitivity k.
  @inlinable
  public static func factor(
    _ configuration: DimensConfiguration,
    qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default,
    aspectRatio: Bool = false,
    sensitivity: Double = DimensBaseline.sensitivity
  ) -> Double {
    let (d, reference) = configuration.dimensionAndReference(qualifier, inverter: inverter)
    guard aspectRatio else { return ScalingCurves.auto(dimension: d, reference: reference) }
    return aspectFactor(
      dimension: d, aspectRatio: configuration.aspectRatio, sensitivity: sensitivity,
      reference: reference, referenceAspectRatio: configuration.reference.aspectRatio)
  }
}
