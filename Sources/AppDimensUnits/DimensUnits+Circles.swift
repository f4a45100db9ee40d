/// Circle helpers, as the Android library's `radiusFromDiameter` / `radiusFromCircumference`:
/// a physical measurement in, a radius or circumference in points out.
///
/// ```
/// radius(diameter: D)      = points(D) / 2
/// radius(circumference: C) = points(C) / (2π)
/// circumference(radius: R) = 2π × points(R)
/// ```
///
/// | window (no PPI) | call | points |
/// |---|---|---|
/// | 390 × 844 | `radius(diameter: 10, from: .millimeter)` | 14.173228 |
/// | 390 × 844 | `radius(circumference: 10, from: .millimeter)` | 4.511479 |
/// | 390 × 844 | `circumference(radius: 1, from: .inch)` | 452.389342 |
extension DimensUnits {
  /// The radius in points of a circle whose diameter is `diameter` in `unit`.
  @inlinable
  public static func radius(
    diameter: Double, from unit: DimensUnit, configuration: DimensConfiguration,
    pixelsPerInch: Double? = nil
  ) -> Double {
    points(diameter, from: unit, configuration: configuration, pixelsPerInch: pixelsPerInch) / 2
  }

  /// The radius in points of a circle whose circumference is `circumference` in `unit`.
  @inlinable
  public static func radius(
    circumference: Double, from unit: DimensUnit, configuration: DimensConfiguration,
    pixelsPerInch: Double? = nil
  ) -> Double {
    points(circumference, from: unit, configuration: configuration, pixelsPerInch: pixelsPerInch)
      / (2 * Double.pi)
  }

  /// The circumference in points of a circle whose radius is `radius` in `unit`.
  @inlinable
  public static func circumference(
    radius: Double, from unit: DimensUnit, configuration: DimensConfiguration,
    pixelsPerInch: Double? = nil
  ) -> Double {
    2 * Double.pi
      * points(radius, from: unit, configuration: configuration, pixelsPerInch: pixelsPerInch)
  }
}
