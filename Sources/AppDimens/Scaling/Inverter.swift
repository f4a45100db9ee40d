/// Swaps the qualifier in one orientation (Android's `Inverter`), all eight principal mappings.
///
/// An inverter fires only when BOTH the orientation and the starting qualifier match; otherwise
/// the qualifier is kept (Behavior Reference › Principal scaling).
///
/// | inverter | fires in | from | to |
/// |---|---|---|---|
/// | phToLw | landscape | height | width |
/// | pwToLh | landscape | width | height |
/// | lhToPw | portrait | height | width |
/// | lwToPh | portrait | width | height |
/// | swToLh | landscape | smallWidth | height |
/// | swToLw | landscape | smallWidth | width |
/// | swToPh | portrait | smallWidth | height |
/// | swToPw | portrait | smallWidth | width |
/// | default | never | – | – |
public enum Inverter: String, CaseIterable, Hashable, Sendable, Codable {
  /// Never swaps.
  case `default`
  /// Portrait height becomes width in landscape.
  case phToLw
  /// Portrait width becomes height in landscape.
  case pwToLh
  /// Landscape height becomes width in portrait.
  case lhToPw
  /// Landscape width becomes height in portrait.
  case lwToPh
  /// Smallest width becomes height in landscape.
  case swToLh
  /// Smallest width becomes width in landscape.
  case swToLw
  /// Smallest width becomes height in portrait.
  case swToPh
  /// Smallest width becomes width in portrait.
  case swToPw

  /// The orientation, starting qualifier and resulting qualifier of this mapping, or nil for
  /// `.default`.
  @inlinable @inline(__always)
  public var mapping: (orientation: Orientation, from: DpQualifier, to: DpQualifier)? {
    switch self {
    case .default: nil
    case .phToLw: (.landscape, .height, .width)
    case .pwToLh: (.landscape, .width, .height)
    case .lhToPw: (.portrait, .height, .width)
    case .lwToPh: (.portrait, .width, .height)
    case .swToLh: (.landscape, .smallWidth, .height)
    case .swToLw: (.landscape, .smallWidth, .width)
    case .swToPh: (.portrait, .smallWidth, .height)
    case .swToPw: (.portrait, .smallWidth, .width)
    }
  }

  /// The qualifier to use for `qualifier` in a window of `orientation`.
  @inlinable @inline(__always)
  public func apply(to qualifier: DpQualifier, orientation: Orientation) -> DpQualifier {
    guard let mapping, mapping.orientation == orientation, mapping.from == qualifier else {
      return qualifier
    }
    return mapping.to
  }
}
