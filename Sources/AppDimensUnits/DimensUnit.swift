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
