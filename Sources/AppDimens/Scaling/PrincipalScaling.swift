#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The principal formulas of Behavior Reference › Principal scaling as pure functions of a
/// dimension and an aspect ratio, against a reference side `D` and reference ratio `AR`: 300 and
/// 1.78 for the baseline, the design frame's side and ratio with a frame (Behavior Reference ›
/// Design frame).
///
/// ```
/// scaled = v × d / D
/// aspect = v × [1 + (d − D) × (1 + k × ln(max(ar / AR, 1e-4))) / D]
///          (baseline: D = 300, AR = 1.78)
/// ```
///
/// | d | ar | D | AR | k | factor (scaled) | factor (aspect) |
/// |---|---|---|---|---|---|---|
/// | 300 | 1.78 | 300 | 1.78 | 0.8 | 1 | 1 |
/// | 390 | 844/390 | 300 | 1.78 | 0.8 | 1.3 | 1.346894 |
/// | 1024 | 1366/1024 | 300 | 1.78 | 0.8 | 3.413333 | 2.856446 |
/// | 390 | 844/390 | 390 | 844/390 | 0.8 | 1 | 1 |
/// | 820 | 1180/820 | 390 | 844/390 | 0.8 | 2.102564 | 1.742652 |
public enum PrincipalScaling: Sendable {
  /// The linear factor `d / D` (`D` = 300 unless a design frame's side is given).
  @inlinable
  public static func linearFactor(dimension d: Double, reference: Double = DimensBaseline.width)
    -> Double
  {
    d / reference
  }

  /// The aspect-ratio factor `1 + (d − D) × (1 + k × ln(max(ar/AR, 1e-4))) / D`; without
  /// `reference` and `referenceAspectRatio`, the baseline's `D = 300` and `AR = 1.78`.
  @inlinable
  public static func aspectFactor(
    dimension d: Double, aspectRatio ar: Double, sensitivity k: Double,
    reference: Double = DimensBaseline.width,
    referenceAspectRatio: Double = DimensBaseline.aspectRatio
  )
    -> Double
  {
    aspectFactor(
      dimension: d, reference: reference,
      slope: aspectSlope(
        aspectRatio: ar, sensitivity: k, reference: reference,
        referenceAspectRatio: referenceAspectRatio))
  }

  /// The aspect-ratio factor `1 + (d − D) × slope` from a slope computed once per window
  /// (``aspectSlope(aspectRatio:sensitivity:reference:referenceAspectRatio:)``): the one place
  /// the aspect formula is applied.
  @inlinable
  public static func aspectFactor(
    dimension d: Double, reference: Double = DimensBaseline.width, slope: Double
  ) -> Double {
    1 + (d - reference) * slope
  }

  /// The per-point slope `(1 + k × ln(max(ar/AR, 1e-4))) / D` of the aspect variant (baseline:
  /// `AR` = 1.78, `D` = 300).
  ///
  /// Precomputing it once per configuration removes the logarithm from every call. The
  /// sensitivity is clamped into ±``maximumSensitivity``; a non-finite one means the default 0.8.
  @inlinable
  public static func aspectSlope(
    aspectRatio ar: Double, sensitivity k: Double, reference: Double = DimensBaseline.width,
    referenceAspectRatio: Double = DimensBaseline.aspectRatio
  ) -> Double {
    // Policy: with k = 1e308 the slope overflowed to ∞ and a 300-point window gave
    // (300 − 300) × ∞ = NaN; bounding k keeps every factor finite (|slope| < 4 for ar ≤ 1e5).
    let k =
      k.isFinite ? min(max(k, -maximumSensitivity), maximumSensitivity) : DimensBaseline.sensitivity
    return (1 + k * log(max(ar / referenceAspectRatio, 1e-4))) / reference
  }

  /// The largest aspect-ratio sensitivity |k| honoured (100, 125 times the default 0.8).
  public static let maximumSensitivity: Double = 100
}

/// Which window dimension a scaled value follows (Android's `DpQualifier`).
///
/// | qualifier | dimension | Android |
/// |---|---|---|
/// | `.smallWidth` | `min(w, h)` | `SMALL_WIDTH` |
/// | `.width` | `w` | `WIDTH` |
/// | `.height` | `h` | `HEIGHT` |
public enum DpQualifier: String, CaseIterable, Hashable, Sendable, Codable {
  /// The smaller window side, unchanged by rotation (`sdp`).
  case smallWidth
  /// The window width (`wdp`).
  case width
  /// The window height (`hdp`).
  case height
}
