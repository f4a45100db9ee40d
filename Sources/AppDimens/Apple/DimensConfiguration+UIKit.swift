#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension DimensConfiguration {
    /// The configuration of the window scene `view` is in (UIKit's automatic window metrics).
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() {
    ///   super.viewDidLayoutSubviews()
    ///   let configuration = DimensConfiguration.current(in: view)
    ///   card.layer.cornerRadius = CGFloat(12.sdpa(configuration))
    /// }
    /// ```
    ///
    /// The view is used only to locate its window and `UIWindowScene`: the size is the
    /// window's bounds, the screen is `scene.screen.bounds` (for the `i` variants), and display
    /// scale, `preferredContentSizeCategory`, both size classes and the idiom come from the
    /// scene's trait collection. Two views in the same window therefore resolve identical
    /// values; windows in different scenes may differ, as on Android.
    ///
    /// Re-resolve whenever the window can have changed: in `viewDidLayoutSubviews()` (size,
    /// rotation, Split View, Stage Manager) and after trait changes (Dynamic Type, size
    /// classes — `registerForTraitChanges(_:handler:)` on iOS 17 and later,
    /// `traitCollectionDidChange(_:)`, deprecated in iOS 17, before).
    /// Use ``ConfigurationTracker`` to skip work when nothing changed.
    ///
    /// A view that is not in a window yet (in `viewDidLoad`) resolves against the baseline
    /// 300 × 533 window with its own traits; resolve again once it is laid out.
    ///
    /// The values are drawn for ``defaultDesignFrame`` unless `designFrame` says otherwise: set
    /// the app's frame once at launch and every `current(in:)` (and `10.sdp(in: view)`) uses it.
    ///
    /// - Parameters:
    ///   - view: Any view in the window; its own bounds never matter.
    ///   - maxSize: Caps Dynamic Type; nil applies no cap.
    ///   - designFrame: The frame the design is drawn at; nil draws for the 300 × 533-point
    ///     baseline. Defaults to ``defaultDesignFrame``.
    @MainActor
    public static func current(
      in view: UIView, maxSize: ContentSizeCategory? = nil,
      designFrame: CGSize? = DimensConfiguration.defaultDesignFrame
    ) -> DimensConfiguration {
      let window = view.window
      let scene = window?.windowScene
      let traits = scene?.traitCollection ?? view.traitCollection
      let size = window?.bounds.size
      let screen = scene?.appDimensScreenSize
      return WindowMetrics(
        windowWidth: size.map { Double($0.width) } ?? DimensBaseline.width,
        windowHeight: size.map { Double($0.height) } ?? DimensBaseline.height,
        screenWidth: screen.map { Double($0.width) },
        screenHeight: screen.map { Double($0.height) },
        displayScale: Double(traits.displayScale),
        contentSizeCategory: ContentSizeCategory(traits.preferredContentSizeCategory),
        horizontalSizeClass: SizeClass(traits.horizontalSizeClass),
        verticalSizeClass: SizeClass(traits.verticalSizeClass),
        idiom: DeviceIdiom(traits.userInterfaceIdiom),
        designFrame: designFrame.map(DesignFrame.init)
      ).configuration(maxSize: maxSize)
    }

    // Policy: the one app-wide setting of the package, and only in this UIKit adapter: UIKit has
    // no environment that reaches `current(in:)` on every OS the package supports (custom
    // traits need iOS 17), and a frame is one constant of the app's design, not of a window.
    // It is isolated to the main actor, where UIKit runs, so Swift 6 refuses any access from
    // another thread at compile time; the engine below stays free of global state.
    /// The frame a UIKit app's design is drawn at, used by ``current(in:maxSize:designFrame:)``
    /// when no frame is passed; nil (the default) draws for the 300 × 533-point baseline.
    ///
    /// Set it once, before the first view is laid out:
    ///
    /// ```swift
    /// func application(
    ///   _ application: UIApplication,
    ///   didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    /// ) -> Bool {
    ///   DimensConfiguration.defaultDesignFrame = CGSize(width: 390, height: 844)
    ///   return true
    /// }
    /// ```
    ///
    /// SwiftUI reads its frame from `.appDimens(designFrame:)` instead, through the
    /// environment, so previews and each scene say theirs.
    @MainActor public static var defaultDesignFrame: CGSize? = nil
  }
#endif
