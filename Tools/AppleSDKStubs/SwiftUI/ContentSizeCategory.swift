import UIKit

// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.
//
// SwiftUI still ships the deprecated `ContentSizeCategory` enum (superseded by
// `DynamicTypeSize`). No adapter uses it; it is declared so that the check sees the same name
// collision as a real app: with SwiftUI and AppDimens both imported, an unqualified
// `ContentSizeCategory` is ambiguous, which is why the package spells the portable type
// `DynamicTypeCategory` in SwiftUI code.

// The SDK declares it `public enum ContentSizeCategory : Swift.Hashable, Swift.CaseIterable`
// — not `Sendable` — deprecated on every platform in favour of `DynamicTypeSize`.

/// The sizes that you can specify for content (`enum ContentSizeCategory`, deprecated).
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: CaseIterable, Hashable {
  /// An extra small size.
  case extraSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size.
  case large
  /// An extra large size.
  case extraLarge
  /// An extra extra large size.
  case extraExtraLarge
  /// An extra extra extra large size.
  case extraExtraExtraLarge
  /// A medium accessibility size.
  case accessibilityMedium
  /// A large accessibility size.
  case accessibilityLarge
  /// An extra large accessibility size.
  case accessibilityExtraLarge
  /// An extra extra large accessibility size.
  case accessibilityExtraExtraLarge
  /// An extra extra extra large accessibility size.
  case accessibilityExtraExtraExtraLarge
}

extension ContentSizeCategory {
  /// Creates a size category from its UIKit equivalent (declared in SwiftUI, where UIKit
  /// exists): `init?(_ uiSizeCategory: UIContentSizeCategory)`.
  public init?(_ uiSizeCategory: UIContentSizeCategory) { nil }
}
