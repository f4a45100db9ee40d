/// A watchOS Dynamic Type category: the nine sizes of the watchOS type ramp (Apple HIG,
/// Typography › Specifications, "watchOS Dynamic Type sizes").
///
/// watchOS has no Medium and only three accessibility sizes. A portable
/// ``/AppDimens/ContentSizeCategory`` maps as ``/AppDimens/DimensPlatform/rampCategory(for:)``
/// says for watchOS:
///
/// | ContentSizeCategory | watch category |
/// |---|---|
/// | xSmall, small | xSmall, small |
/// | medium | large |
/// | large … accessibility3 | same name |
/// | accessibility4, accessibility5 | accessibility3 |
///
/// The default category depends on the case size (HIG): Small on 38 mm; Large on 40, 41 and
/// 42 mm; xLarge on 44, 45 and 49 mm (and 46 mm, which the HIG does not name).
public enum WatchContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable {
  /// The smallest watch text size.
  case xSmall
  /// The default size on 38 mm watches.
  case small
  /// The default size on 40, 41 and 42 mm watches, and the scaling reference.
  case large
  /// The default size on 44, 45, 46 and 49 mm watches.
  case xLarge
  /// An extra large size.
  case xxLarge
  /// The largest standard size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The largest watch size.
  case accessibility3

  /// The position of the category in the watch ramp, from 0 (`xSmall`) to 8 (`accessibility3`).
  public var ordinal: Int {
    // Policy: a switch, not `allCases.firstIndex(of:)`: this indexes the watch ramp on every
    // watchOS `DynamicType.scale`, so it stays a constant lookup with no fallback value.
    switch self {
    case .xSmall: 0
    case .small: 1
    case .large: 2
    case .xLarge: 3
    case .xxLarge: 4
    case .xxxLarge: 5
    case .accessibility1: 6
    case .accessibility2: 7
    case .accessibility3: 8
    }
  }

  /// The watch category used for a portable category: the same name, Medium as Large, and
  /// accessibility4 and accessibility5 as accessibility3.
  public init(_ category: ContentSizeCategory) {
    // Policy: the one mapping is `DimensPlatform.watchOS.rampCategory(for:)`, which the
    // derived font scale also uses; the switch only renames its result.
    switch DimensPlatform.watchOS.rampCategory(for: category) {
    case .xSmall: self = .xSmall
    case .small: self = .small
    case .xLarge: self = .xLarge
    case .xxLarge: self = .xxLarge
    case .xxxLarge: self = .xxxLarge
    case .accessibility1: self = .accessibility1
    case .accessibility2: self = .accessibility2
    case .accessibility3: self = .accessibility3
    default: self = .large
    }
  }

  /// The portable category with the same name.
  public var contentSizeCategory: ContentSizeCategory {
    switch self {
    case .xSmall: .xSmall
    case .small: .small
    case .large: .large
    case .xLarge: .xLarge
    case .xxLarge: .xxLarge
    case .xxxLarge: .xxxLarge
    case .accessibility1: .accessibility1
    case .accessibility2: .accessibility2
    case .accessibility3: .accessibility3
    }
  }

  /// The default category of a watch with a case of `millimeters`, or nil for an unknown size.
  ///
  /// | case | default |
  /// |---|---|
  /// | 38 mm | small |
  /// | 40, 41, 42 mm | large |
  /// | 44, 45, 46, 49 mm | xLarge (46 mm inferred) |
  public static func defaultCategory(caseMillimeters millimeters: Int) -> WatchContentSizeCategory?
  {
    switch millimeters {
    case 38: .small
    case 40, 41, 42: .large
    // Policy: the HIG names 44/45/49 mm; 46 mm (Series 10) is inferred to follow its size.
    case 44, 45, 46, 49: .xLarge
    default: nil
    }
  }
}
