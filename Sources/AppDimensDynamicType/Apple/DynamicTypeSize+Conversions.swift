// SwiftUI bridging: text styles and weights. The category conversions live once, in the principal
// module (`AppDimens/Apple/SwiftUIBridging.swift`), which every module re-exports.
#if canImport(SwiftUI)
  import SwiftUI

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
