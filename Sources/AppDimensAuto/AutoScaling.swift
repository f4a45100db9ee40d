/// The final curve of the Auto builders: the auto curve of Behavior Reference › Strategies, with an
/// optional aspect adjustment.
///
/// Without the aspect flag the factor is the auto curve of the final qualifier's dimension. With
/// it, the principal aspect variant (Behavior Reference › Principal scaling) first turns `d` into
/// the dimension the linear formula would need to give the aspect factor, and the auto curve is
/// applied to that:
///
/// ```
/// auto(d)  = d / 300                              when d ≤ 480
///          = 1.6 + 0.4 × ln(1 + (d − 480) / 300)  otherwise
/// d′       = 300 × [1 + (d − 300) × (1 + k × ln(max(ar / 1.78, 1e-4))) / 300]
///          = 300 + (d − 300) × (1 + k × ln(max(ar / 1.78, 1e-4)))
/// factor   = auto(d)        (aspectRatio off)
///          = auto(d′)       (aspectRatio on)
/// ```
///
/// | d | ar | k | factor | factor (aspect) |
/// |---|---|---|---|---|
/// | 300 | 1.78 | 0.8 | 1 | 1 |
/// | 390 | 844/390 | 0.8 | 1.3 | 1.346894 |
/// | 480 | 1.78 | 0.8 | 1.6 | 1.6 |
/// | 1024 | 1366/1024 | 0.8 | 2.013748 | 1.925516 |
/// | 1080 | 1920/1080 | 0.8 | 2.039445 | 2.039098 |
public enum AutoScaling: Sendable {
  // Policy: the aspect flag feeds the aspect-adjusted dimension into the auto curve rather than
  // multiplying two factors. Below 480 adjusted points the result is EXACTLY the principal
  // aspect variant (`16.sdpa`), above it the same logarithmic compression as plain auto applies;
  // at the reference ratio 1.78 the flag changes nothing; and for any window whose slope
  // `1 + k·ln(ar/1.78)` is positive (every ar ≥ 1 at the default k = 0.8) the factor is
  // continuous and non-decreasing in d, because d′ is an increasing linear function of d and
  // the auto curve is non-decreasing.

  /// The aspect-adjusted dimension `d′ = 300 × aspectFactor(d, ar, k)` (see the type's formula).
  ///
  /// A non-finite sensitivity uses the default 0.8, as the principal API does
  /// (``/AppDimens/PrincipalScaling/aspectSlope(aspectRatio:sensitivity:)`` sanitizes it).
  @inlinable
  public static func effectiveDimension(
    dimension d: Double, aspectRatio ar: Double, sensitivity k: Double
  ) -> Double {
    DimensBaseline.width
      * PrincipalScaling.aspectFactor(dimension: d, aspectRatio: ar, sensitivity: k)
  }

  /// The auto factor of the aspect-adjusted dimension, `auto(d′)`.
  @inlinable
  public static func aspectFactor(
    dimension d: Double, aspectRatio ar: Double, sensitivity k: Double
  ) -> Double {
    ScalingCurves.auto(
      dimension: effectiveDimension(dimension: d, aspectRatio: ar, sensitivity: k))
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
    let d = configuration.dimension(qualifier, inverter: inverter)
    guard aspectRatio else { return ScalingCurves.auto(dimension: d) }
    return aspectFactor(
      dimension: d, aspectRatio: configuration.aspectRatio, sensitivity: sensitivity)
  }
}
