// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIContentSizeCategory.h).

/// Constants that indicate the preferred size of your content (`struct UIContentSizeCategory`).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  /// The raw string value.
  public var rawValue: String

  /// Creates a category from its raw string value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An unspecified font size.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// An extra-small font.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small font.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium-sized font.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// A large font (the default).
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// An extra-large font.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A font that is larger than the extra-large font.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest font size not for accessibility.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// A medium font size for accessibility.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A large font size for accessibility.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// An extra-large font size for accessibility.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// A font size for accessibility larger than extra-large.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest font size for accessibility.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}
