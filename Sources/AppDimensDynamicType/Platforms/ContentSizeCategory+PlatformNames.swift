/// The names of the twelve categories in UIKit and SwiftUI, as portable data, so the
/// conversions are tested on every platform; the Apple adapters only switch over cases.
///
/// | category | SwiftUI `DynamicTypeSize` | UIKit `UIContentSizeCategory` | UIKit raw value |
/// |---|---|---|---|
/// | xSmall | `.xSmall` | `.extraSmall` | `UICTContentSizeCategoryXS` |
/// | medium | `.medium` | `.medium` | `UICTContentSizeCategoryM` |
/// | large | `.large` | `.large` | `UICTContentSizeCategoryL` |
/// | accessibility1 | `.accessibility1` | `.accessibilityMedium` | `UICTContentSizeCategoryAccessibilityM` |
/// | accessibility5 | `.accessibility5` | `.accessibilityExtraExtraExtraLarge` | `UICTContentSizeCategoryAccessibilityXXXL` |
///
/// Unknown names (including UIKit's `.unspecified`) convert to `.large`, the system default.
extension ContentSizeCategory {
  /// The SwiftUI `DynamicTypeSize` case name (the same as `rawValue`: `xSmall` …).
  public var dynamicTypeSizeName: String { rawValue }

  /// The UIKit `UIContentSizeCategory` constant name (`extraSmall` …
  /// `accessibilityExtraExtraExtraLarge`).
  public var uiKitName: String {
    switch self {
    case .xSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .xLarge: "extraLarge"
    case .xxLarge: "extraExtraLarge"
    case .xxxLarge: "extraExtraExtraLarge"
    case .accessibility1: "accessibilityMedium"
    case .accessibility2: "accessibilityLarge"
    case .accessibility3: "accessibilityExtraLarge"
    case .accessibility4: "accessibilityExtraExtraLarge"
    case .accessibility5: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The UIKit `UIContentSizeCategory.rawValue` (`UICTContentSizeCategoryXS` …), the string
  /// stored in `UIPreferredContentSizeCategoryName`.
  public var uiKitRawValue: String {
    let suffix =
      switch self {
      case .xSmall: "XS"
      case .small: "S"
      case .medium: "M"
      case .large: "L"
      case .xLarge: "XL"
      case .xxLarge: "XXL"
      case .xxxLarge: "XXXL"
      case .accessibility1: "AccessibilityM"
      case .accessibility2: "AccessibilityL"
      case .accessibility3: "AccessibilityXL"
      case .accessibility4: "AccessibilityXXL"
      case .accessibility5: "AccessibilityXXXL"
      }
    return "UICTContentSizeCategory" + suffix
  }

  /// The category with a SwiftUI `DynamicTypeSize` case name; `.large` when unknown.
  public init(dynamicTypeSizeName name: String) {
    self = Self.allCases.first { $0.dynamicTypeSizeName == name } ?? .large
  }

  /// The category with a UIKit constant name; `.large` when unknown (e.g. `unspecified`).
  public init(uiKitName name: String) {
    self = Self.allCases.first { $0.uiKitName == name } ?? .large
  }

  /// The category with a UIKit raw value; `.large` when unknown (e.g.
  /// `_UICTContentSizeCategoryUnspecified`).
  public init(uiKitRawValue rawValue: String) {
    self = Self.allCases.first { $0.uiKitRawValue == rawValue } ?? .large
  }
}
