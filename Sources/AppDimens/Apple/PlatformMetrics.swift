#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif
  #if os(watchOS)
    import WatchKit
  #endif

  // Apple adapter: what the adapters read from the device rather than from a window — the
  // idiom, the kind of windows the app runs in, the main screen, the extension point and the
  // watch's screen, the scenes' windows — per platform, in this one file. What they mean is
  // decided by the portable `WindowSystem`, `ProviderWindow` and `WindowChoice`.

  /// Device reads for the SwiftUI provider and UIKit's `current(in:)`.
  @MainActor
  enum PlatformMetrics {
    /// The interface idiom of this device.
    static var idiom: DeviceIdiom {
      #if canImport(UIKit) && !os(watchOS)
        DeviceIdiom(UIDevice.current.userInterfaceIdiom)
      #elseif os(macOS)
        .mac
      #elseif os(watchOS)
        .watch
      #else
        .unspecified
      #endif
    }

    /// The kind of windows this app runs in.
    static var windowSystem: WindowSystem {
      #if targetEnvironment(macCatalyst)
        .uiKitOnMac
      #elseif os(macOS)
        .appKit
      #elseif os(visionOS)
        .vision
      #elseif os(watchOS)
        .watch
      #else
        // Policy: an iPad app running on a Mac is a Mac window like a Catalyst one
        // (`isiOSAppOnMac`, iOS 14, below the package's iOS 15).
        ProcessInfo.processInfo.isiOSAppOnMac ? .uiKitOnMac : .uiKit
      #endif
    }

    /// The size of the device's main screen, the first layout's stand-in for the screen of the
    /// window (nil on visionOS and macOS, which have none to offer, and on watchOS).
    static var mainScreenSize: CGSize? {
      #if canImport(UIKit) && !os(watchOS) && !os(visionOS)
        // Policy: `UIScreen.main` is marked "to be deprecated" (no version yet) in favour of the
        // window's own screen, which is what the provider uses as soon as the probe reports;
        // this is only the guess for the layout before that.
        UIScreen.main.bounds.size
      #else
        nil
      #endif
    }

    /// The extension point this process's `Info.plist` names under `NSExtension`, nil in an app.
    static let extensionPoint: String? = {
      let info = Bundle.main.object(forInfoDictionaryKey: "NSExtension") as? [String: Any]
      return info?["NSExtensionPointIdentifier"] as? String
    }()

    /// The watch's screen as a window (watchOS, where the screen is the window); nil elsewhere.
    static var watchScreen: WindowSample? {
      #if os(watchOS)
        let bounds = WKInterfaceDevice.current().screenBounds
        return WindowSample(width: Double(bounds.width), height: Double(bounds.height))
      #else
        return nil
      #endif
    }

    /// The last window of every scene the window probes have seen (none without UIKit).
    static var sceneWindows: [WindowSample] {
      #if canImport(UIKit) && !os(watchOS)
        SceneWindows.samples
      #else
        []
      #endif
    }
  }
#endif
