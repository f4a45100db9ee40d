#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // Apple adapter: UIKit's traits as the portable values the engine understands, and the one
  // place that reads a scene's screen. Internal; see SwiftUIBridging.swift.

  extension ContentSizeCategory {
    /// The portable category of a UIKit content size category, nil for `.unspecified`.
    init?(_ category: UIContentSizeCategory) {
      let table: [UIContentSizeCategory: ContentSizeCategory] = [
        .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large,
        .extraLarge: .xLarge, .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge,
        .accessibilityMedium: .accessibility1, .accessibilityLarge: .accessibility2,
        .accessibilityExtraLarge: .accessibility3, .accessibilityExtraExtraLarge: .accessibility4,
        .accessibilityExtraExtraExtraLarge: .accessibility5,
      ]
      guard let category = table[category] else { return nil }
      self = category
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
