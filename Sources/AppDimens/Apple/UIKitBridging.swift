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

  extension WindowTraits {
    /// The portable traits of a UIKit trait collection.
    init(_ traits: UITraitCollection) {
      self.init(
        displayScale: Double(traits.displayScale),
        contentSizeCategory: ContentSizeCategory(traits.preferredContentSizeCategory),
        horizontalSizeClass: SizeClass(traits.horizontalSizeClass),
        verticalSizeClass: SizeClass(traits.verticalSizeClass),
        idiom: DeviceIdiom(traits.userInterfaceIdiom))
    }
  }

  // Policy: ONE function samples a window for both adapters — the SwiftUI provider's probe and
  // `DimensConfiguration.current(in:)` — so a SwiftUI island and a UIKit view in the same
  // window resolve the same values by construction. The traits are the window's own trait
  // collection, so overrides on the window scene or the window count (not those of a view
  // controller below the window, which only its subtree sees).

  extension WindowSample {
    /// A sample of a window of `size` on `screen` (nil: no screen) with UIKit's `traits`.
    init(size: CGSize, screen: CGSize?, traits: UITraitCollection) {
      self.init(
        width: Double(size.width), height: Double(size.height),
        screenWidth: screen.map { Double($0.width) },
        screenHeight: screen.map { Double($0.height) },
        traits: WindowTraits(traits))
    }
  }

  extension UIWindow {
    /// The window as the adapters sample it: its bounds, its scene's screen (the window's own
    /// screen without a scene) and its trait collection.
    @MainActor
    var appDimensSample: WindowSample {
      WindowSample(
        size: bounds.size, screen: windowScene?.appDimensScreenSize ?? appDimensOwnScreenSize,
        traits: traitCollection)
    }

    /// The window's own screen, nil where there is none (visionOS).
    @MainActor
    private var appDimensOwnScreenSize: CGSize? {
      #if os(visionOS)
        return nil
      #else
        return screen.bounds.size
      #endif
    }
  }

  extension UIWindowScene {
    /// The scene as the adapters sample it: the size of its coordinate space (its windows'
    /// size), its screen and its trait collection.
    @MainActor
    var appDimensSample: WindowSample {
      WindowSample(
        size: coordinateSpace.bounds.size, screen: appDimensScreenSize, traits: traitCollection)
    }

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
