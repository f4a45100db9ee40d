// UIKit bridging: text styles and weights. The category conversions live once, in the principal
// module (`AppDimens/Apple/UIKitBridging.swift`), which every module re-exports.
// Policy: UIKit adapters are fenced out of watchOS, which has no UILabel/UITraitCollection
// initializers; watch apps use the SwiftUI adapters.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

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
