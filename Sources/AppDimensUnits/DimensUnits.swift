/// Converts physical lengths to points and pixels (Behavior Reference › Resize and units).
///
/// `displayScale` is pixels per point, not pixels per inch: it cannot give a physical size.
/// With a pixel density (PPI) — the argument, else the configuration's — the conversion is
/// physical; without one it is typographic, 72 points per inch.
///
/// ```
/// with ppi:     inch → v × ppi / displayScale points     (v × ppi pixels)
/// without ppi:  inch → v × 72 points
/// centimeter = inch / 2.54, millimeter = inch / 25.4
/// point → v,  pixel → v / displayScale points
/// pixels(…) = points(…) × displayScale
/// ```
///
/// | window | call | result |
/// |---|---|---|
/// | 390 × 844 @3x | `points(10, from: .millimeter)` | 28.346457 |
/// | 390 × 844 @3x | `points(1, from: .inch, pixelsPerInch: 460)` | 153.333333 |
/// | 390 × 844 @3x | `pixels(1, from: .inch, pixelsPerInch: 460)` | 460 |
/// | 390 × 844 @3x | `points(30, from: .pixel)` | 10 |
/// | 390 × 844 @3x | `pixels(10, from: .point)` | 30 |
public enum DimensUnits: Sendable {
  /// Typographic points per inch (72), used when no pixel density is known.
  public static let typographicPointsPerInch: Double = 72

  /// A length in layout points.
  ///
  /// - Parameters:
  ///   - value: The length in `unit`.
  ///   - unit: The unit `value` is in.
  ///   - configuration: The window (its display scale and, when known, pixel density).
  ///   - pixelsPerInch: A verified hardware density; wins over the configuration's. A
  ///     non-finite or ≤ 0 density is ignored.
  @inlinable
  public static func points(
    _ value: Double, from unit: DimensUnit, configuration: DimensConfiguration,
    pixelsPerInch: Double? = nil
  ) -> Double {
    switch unit {
    case .point:
      return value
    case .pixel:
      return value / configuration.displayScale
    case .inch, .centimeter, .millimeter:
      let inches = value * (unit.inches ?? 1)
      guard let ppi = density(pixelsPerInch, configuration) else {
        return inches * typographicPointsPerInch
      }
      return inches * ppi / configuration.displayScale
    }
  }

  /// A length in device pixels: the points times the display scale (with a density, an inch
  /// is exactly `ppi` pixels).
  @inlinable
  public static func pixels(
    _ value: Double, from unit: DimensUnit, configuration: DimensConfiguration,
    pixelsPerInch: Double? = nil
  ) -> Double {
    switch unit {
    case .pixel:
      return value
    case .inch, .centimeter, .millimeter:
      // Policy: with a density, skip the round trip through points (no division and
      // multiplication by displayScale), so 1 inch at 460 PPI is exactly 460 pixels.
      if let ppi = density(pixelsPerInch, configuration) {
        return value * (unit.inches ?? 1) * ppi
      }
      return points(value, from: unit, configuration: configuration) * configuration.displayScale
    case .point:
      return value * configuration.displayScale
    }
  }

  /// The density to use: the argument when valid, else the configuration's, else nil.
  @inlinable
  static func density(_ argument: Double?, _ configuration: DimensConfiguration) -> Double? {
    if let argument, argument.isFinite, argument > 0 { return argument }
    return configuration.pixelsPerInch
  }
}

/// A unit a length can be given in, converted by ``DimensUnits`` (Behavior Reference › Resize and
/// units).
///
/// | unit | in inches | typographic points (no PPI) |
/// |---|---|---|
/// | inch | 1 | 72 |
/// | centimeter | 1 / 2.54 | 28.346457 |
/// | millimeter | 1 / 25.4 | 2.834646 |
/// | point | – | 1 |
/// | pixel | – | 1 / displayScale |
public enum DimensUnit: String, CaseIterable, Hashable, Sendable, Codable {
  /// An inch (25.4 mm).
  case inch
  /// A centimeter.
  case centimeter
  /// A millimeter.
  case millimeter
  /// A layout point (Apple's equivalent of Android's dp).
  case point
  /// A device pixel: `1 / displayScale` points.
  case pixel

  /// The length of one unit in inches, for the physical units; nil for point and pixel.
  @inlinable
  public var inches: Double? {
    switch self {
    case .inch: 1
    case .centimeter: 1 / 2.54
    case .millimeter: 1 / 25.4
    case .point, .pixel: nil
    }
  }
}
