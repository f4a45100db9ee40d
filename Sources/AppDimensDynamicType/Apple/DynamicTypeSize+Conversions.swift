// SwiftUI bridging: Dynamic Type sizes, text styles and weights. The mapping table itself is
// portable and tested (`ContentSizeCategory+PlatformNames.swift`); this file only switches.
#if canImport(SwiftUI)
  import SwiftUI

  extension DynamicTypeCategory {
    /// The portable category of a SwiftUI Dynamic Type size; unknown future sizes → `.large`.
    public init(_ size: DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      @unknown default: self = .large
      }
    }

    /// The SwiftUI Dynamic Type size of this category.
    public var dynamicTypeSize: DynamicTypeSize {
      switch self {
      case .xSmall: .xSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .xLarge: .xLarge
      case .xxLarge: .xxLarge
      case .xxxLarge: .xxxLarge
      case .accessibility1: .accessibility1
      case .accessibility2: .accessibility2
      case .accessibility3: .accessibility3
      case .accessibility4: .accessibility4
      case .accessibility5: .accessibility5
      }
    }
  }

  extension TextStyle {
    /// The SwiftUI text style (`title1` → `.title`, `caption1` → `.caption`; the watchOS
    /// footnotes → `.footnote`, tvOS `subtitle1` → `.headline`).
    public var fontTextStyle: Font.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title1: .title
      case .title2: .title2
      case .title3: .title3
      case .headline, .subtitle1: .headline
      case .body: .body
      case .callout: .callout
      case .subheadline: .subheadline
      case .footnote, .footnote1, .footnote2: .footnote
      case .caption1: .caption
      case .caption2: .caption2
      }
    }

    /// The portable style of a SwiftUI text style; styles without a portable twin
    /// (`extraLargeTitle`, `extraLargeTitle2`, future ones) → `.largeTitle`.
    public init(_ style: Font.TextStyle) {
      switch style {
      case .largeTitle: self = .largeTitle
      case .title: self = .title1
      case .title2: self = .title2
      case .title3: self = .title3
      case .headline: self = .headline
      case .body: self = .body
      case .callout: self = .callout
      case .subheadline: self = .subheadline
      case .footnote: self = .footnote
      case .caption: self = .caption1
      case .caption2: self = .caption2
      default: self = .largeTitle
      }
    }
  }

  extension FontWeight {
    /// The SwiftUI font weight.
    public var fontWeight: Font.Weight {
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
