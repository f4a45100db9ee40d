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
  // window measure the same window by construction. The traits are not sampled here: each
  // adapter takes them from where its content reads them (the environment at the provider,
  // the view's trait collection), as `WindowChoice` says.

  extension WindowSample {
    /// A sample of a window of `size` on `screen` (nil: no screen).
    init(size: CGSize, screen: CGSize?) {
      self.init(
        width: Double(size.width), height: Double(size.height),
        screenWidth: screen.map { Double($0.width) },
        screenHeight: screen.map { Double($0.height) })
    }
  }

  extension UIWindow {
    /// The window as the adapters sample it: its bounds and its scene's screen (the window's
    /// own screen without a scene).
    @MainActor
    var appDimensSample: WindowSample {
      WindowSample(
        size: bounds.size, screen: windowScene?.appDimensScreenSize ?? appDimensOwnScreenSize)
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
    /// The scene as the adapters sample it: the size of a laid-out window of the scene (its
    /// windows fill it), else of its coordinate space, and its screen.
    //
    // Policy: the scene's `coordinateSpace` is deprecated in the iOS 26 SDK in favour of
    // `effectiveGeometry.coordinateSpace`, which exists only from iOS 26 and in no SDK this
    // package builds against; so the scene's own windows come first, and the coordinate space
    // only serves a scene that has none laid out yet (a scene delegate's
    // `scene(_:willConnectTo:options:)`). Below iOS 26, the package's deployment targets, the
    // compiler raises no deprecation for it.
    @MainActor
    var appDimensSample: WindowSample {
      let window = windows.first { $0.appDimensSample.hasSize }
      return WindowSample(
        size: window?.bounds.size ?? coordinateSpace.bounds.size, screen: appDimensScreenSize)
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
