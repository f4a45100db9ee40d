#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The principal formulas of Behavior Reference › Principal scaling as pure functions of a
/// dimension and an aspect ratio.
///
/// ```
/// scaled = v × d / 300
/// aspect = v × [1 + (d − 300) × (1/300 + k × ln(max(ar / 1.78, 1e-4)) / 300)]
/// ```
///
/// | d | ar | k | factor (scaled) | factor (aspect) |
/// |---|---|---|---|---|
/// | 300 | 1.78 | 0.8 | 1 | 1 |
/// | 390 | 844/390 | 0.8 | 1.3 | 1.346894 |
/// | 1024 | 1366/1024 | 0.8 | 3.413333 | 2.856446 |
public enum PrincipalScaling: Sendable {
  /// The linear factor `d / 300`.
  @inlinable
  public static func linearFactor(dimension d: Double) -> Double {
    d / DimensBaseline.width
  }

  /// The aspect-ratio factor `1 + (d − 300) × (1/300 + k × ln(max(ar/1.78, 1e-4)) / 300)`.
  @inlinable
  public static func aspectFactor(
    dimension d: Double, aspectRatio ar: Double, sensitivity k: Double
  )
    -> Double
  {
    aspectFactor(dimension: d, slope: aspectSlope(aspectRatio: ar, sensitivity: k))
  }

  /// The aspect-ratio factor `1 + (d − 300) × slope` from a slope computed once per window
  /// (``aspectSlope(aspectRatio:sensitivity:)``): the one place the aspect formula is applied.
  @inlinable
  public static func aspectFactor(dimension d: Double, slope: Double) -> Double {
    1 + (d - DimensBaseline.width) * slope
  }

  /// The per-point slope `(1 + k × ln(max(ar/1.78, 1e-4))) / 300` of the aspect variant.
  ///
  /// Precomputing it once per configuration removes the logarithm from every call. The
  /// sensitivity is clamped into ±``maximumSensitivity``; a non-finite one means the default 0.8.
  @inlinable
  public static func aspectSlope(aspectRatio ar: Double, sensitivity k: Double) -> Double {
    // Policy: with k = 1e308 the slope overflowed to ∞ and a 300-point window gave
    // (300 − 300) × ∞ = NaN; bounding k keeps every factor finite (|slope| < 4 for ar ≤ 1e5).
    let k =
      k.isFinite ? min(max(k, -maximumSensitivity), maximumSensitivity) : DimensBaseline.sensitivity
    return (1 + k * log(max(ar / DimensBaseline.aspectRatio, 1e-4))) / DimensBaseline.width
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
