/// The user's preferred text size (Dynamic Type category), portable across platforms.
///
/// The twelve cases mirror SwiftUI's `DynamicTypeSize` and UIKit's `UIContentSizeCategory`,
/// from `xSmall` to `accessibility5`. `.large` is the system default.
///
/// What a category does depends on the window's platform (``DimensPlatform``): iOS and
/// visionOS scale text on the iOS ramp, watchOS on its own nine-category ramp, and tvOS, macOS
/// and CarPlay keep the category but ignore it (``DimensPlatform/fontScale(for:)``).
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable {
  /// The smallest standard text size.
  case xSmall
  /// A small text size.
  case small
  /// A medium text size.
  case medium
  /// The default text size.
  case large
  /// A large text size.
  case xLarge
  /// An extra large text size.
  case xxLarge
  /// The largest standard (non-accessibility) text size.
  case xxxLarge
  /// The first accessibility text size.
  case accessibility1
  /// The second accessibility text size.
  case accessibility2
  /// The third accessibility text size.
  case accessibility3
  /// The fourth accessibility text size.
  case accessibility4
  /// The largest accessibility text size.
  case accessibility5

  /// The position of the category from `xSmall` (0) to `accessibility5` (11).
  @inlinable
  public var ordinal: Int {
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }

  /// The category at a position from 0 (`xSmall`) to 11 (`accessibility5`), or nil outside.
  @inlinable
  public init?(ordinal: Int) {
    // Policy: a switch, not `allCases[ordinal]`: the synthesized `allCases` builds an array on
    // every call, and breakpoint resolution asks for categories by ordinal.
    switch ordinal {
    case 0: self = .xSmall
    case 1: self = .small
    case 2: self = .medium
    case 3: self = .large
    case 4: self = .xLarge
    case 5: self = .xxLarge
    case 6: self = .xxxLarge
    case 7: self = .accessibility1
    case 8: self = .accessibility2
    case 9: self = .accessibility3
    case 10: self = .accessibility4
    case 11: self = .accessibility5
    default: return nil
    }
  }

  /// Whether this is one of the five accessibility sizes.
  @inlinable
  public var isAccessibility: Bool { ordinal >= ContentSizeCategory.accessibility1.ordinal }

  /// The iOS and iPadOS body text size at this category, in points (Apple HIG, Typography ›
  /// Specifications, "iOS, iPadOS Dynamic Type sizes"); other platforms:
  /// ``DimensPlatform/bodyPointSize(at:)``.
  @inlinable
  public var bodyPointSize: Double {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }
}

extension ContentSizeCategory: Comparable {
  /// Orders categories from `xSmall` to `accessibility5`.
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.ordinal < rhs.ordinal }
}

// Policy: declared next to the type in the principal module (not in a SwiftUI file), so every
// module and app that imports SwiftUI can name the portable category unambiguously — the
// module-qualified `AppDimens.ContentSizeCategory` does not work, because `AppDimens` is also
// the name of an enum in this module.
/// The portable Dynamic Type category under a name that does not collide with SwiftUI's
/// deprecated `ContentSizeCategory` enum: use it in files that import SwiftUI.
///
/// ```swift
/// import SwiftUI
/// import AppDimensDynamic
///
/// let category = DynamicTypeCategory(dynamicTypeSize)  // not `ContentSizeCategory(…)`
/// ```
public typealias DynamicTypeCategory = ContentSizeCategory
