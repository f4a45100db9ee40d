#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // Apple adapter: UIKit's traits as the portable values the engine understands, and the one
  // place that reads a scene's screen. The category conversions are public (the one spelling
  // of each direction, see SwiftUIBridging.swift); the rest is internal.

  extension ContentSizeCategory {
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

  extension SizeClass {
    /// The portable size class of a UIKit size class, nil for `.unspecified`.
    init?(_ sizeClass: UIUserInterfaceSizeClass) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      case .unspecified: return nil
      @unknown default: return nil
      }
    }
  }

  extension DeviceIdiom {
    /// The portable idiom of a UIKit idiom (`.vision` on visionOS).
    init(_ idiom: UIUserInterfaceIdiom) {
      #if os(visionOS)
        self = .vision
      #else
        // Policy: `.vision` is not matched by name (it needs iOS 17 while the package supports
        // iOS 15); an iPhone or iPad app running on Vision Pro reports its own idiom anyway.
        switch idiom {
        case .phone: self = .phone
        case .pad: self = .pad
        case .tv: self = .tv
        case .carPlay: self = .carPlay
        case .mac: self = .mac
        default: self = .unspecified
        }
      #endif
    }
  }

  extension UIWindowScene {
    /// The size of the screen showing this scene, nil where there is no screen (visionOS).
    @MainActor
    var appDimensScreenSize: CGSize? {
      #if os(visionOS)
        return nil
      #else
        return screen.bounds.size
      #endif
    }
  }
#endif
