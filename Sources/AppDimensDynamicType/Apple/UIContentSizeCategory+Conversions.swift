// UIKit bridging: content size categories, text styles and weights. The mapping table itself
// is portable and tested (`ContentSizeCategory+PlatformNames.swift`); this file only switches.
// Policy: UIKit adapters are fenced out of watchOS, which has no UILabel/UITraitCollection
// initializers; watch apps use the SwiftUI adapters.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension DynamicTypeCategory {
    /// The portable category of a UIKit content size category; `.unspecified` and unknown
    /// values → `.large`.
    public init(_ category: UIContentSizeCategory) {
      switch category {
      case .extraSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .extraLarge: self = .xLarge
      case .extraExtraLarge: self = .xxLarge
      case .extraExtraExtraLarge: self = .xxxLarge
      case .accessibilityMedium: self = .accessibility1
      case .accessibilityLarge: self = .accessibility2
      case .accessibilityExtraLarge: self = .accessibility3
      case .accessibilityExtraExtraLarge: self = .accessibility4
      case .accessibilityExtraExtraExtraLarge: self = .accessibility5
      default: self = .large
      }
    }

    /// The UIKit content size category of this category.
    public var uiContentSizeCategory: UIContentSizeCategory {
      switch self {
      case .xSmall: .extraSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .xLarge: .extraLarge
      case .xxLarge: .extraExtraLarge
      case .xxxLarge: .extraExtraExtraLarge
      case .accessibility1: .accessibilityMedium
      case .accessibility2: .accessibilityLarge
      case .accessibility3: .accessibilityExtraLarge
      case .accessibility4: .accessibilityExtraExtraLarge
      case .accessibility5: .accessibilityExtraExtraExtraLarge
      }
    }
  }

  extension TextStyle {
    /// The UIKit text style (the watchOS footnotes → `.footnote`, tvOS `subtitle1` →
    /// `.headline`; on tvOS, which has no `.largeTitle`, largeTitle → `.title1`).
    public var uiFontTextStyle: UIFont.TextStyle {
      switch self {
      case .largeTitle:
        #if os(tvOS)
          return .title1
        #else
          return .largeTitle
        #endif
      case .title1: return .title1
      case .title2: return .title2
      case .title3: return .title3
      case .headline, .subtitle1: return .headline
      case .body: return .body
      case .callout: return .callout
      case .subheadline: return .subheadline
      case .footnote, .footnote1, .footnote2: return .footnote
      case .caption1: return .caption1
      case .caption2: return .caption2
      }
    }
  }

  extension FontWeight {
    /// The UIKit font weight.
    public var uiFontWeight: UIFont.Weight {
      switch self {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }
  }
#endif
