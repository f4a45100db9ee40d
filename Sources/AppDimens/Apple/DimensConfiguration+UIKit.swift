#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension DimensConfiguration {
    /// The configuration of the window `view` is in (UIKit's automatic window metrics).
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() {
    ///   super.viewDidLayoutSubviews()
    ///   let configuration = DimensConfiguration.current(in: view)
    ///   card.layer.cornerRadius = CGFloat(12.sdpa(configuration))
    /// }
    /// ```
    ///
    /// The view is used only to locate its window: the size is the window's bounds, the screen
    /// is its scene's (`scene.screen.bounds`, for the `i` variants), and display scale,
    /// `preferredContentSizeCategory`, both size classes and the idiom come from the window's
    /// trait collection, so trait overrides on the window scene or the window count. Two views
    /// in the same window therefore resolve identical values, and a SwiftUI island in that
    /// window (`.appDimens()` in a hosting controller) resolves them too; windows in different
    /// scenes may differ, as on Android. A `UIWindow` passed as `view` is its own window.
    ///
    /// Re-resolve whenever the window can have changed: in `viewDidLayoutSubviews()` (size,
    /// rotation, Split View, Stage Manager) and after trait changes (Dynamic Type, size
    /// classes — `registerForTraitChanges(_:handler:)` on iOS 17 and later,
    /// `traitCollectionDidChange(_:)`, deprecated in iOS 17, before).
    /// Use ``ConfigurationTracker`` to skip work when nothing changed.
    ///
    /// A view that is not in a window yet — in `init`, in `viewDidLoad`, a cell being configured
    /// in `tableView(_:cellForRowAt:)` before it is shown — resolves against the baseline
    /// 300 × 533 window with its own traits (every value equals its base value), and a debug
    /// build prints a one-time warning naming the fix: pass a view that is already in the
    /// window (or its window scene: `current(in: windowScene)`), or resolve again in
    /// `layoutSubviews()` or a cell's `updateConfiguration(using:)`, which run in the window.
    ///
    /// The values are drawn for ``defaultDesignFrame`` unless `designFrame` says otherwise: set
    /// the app's frame once at launch and every `current(in:)` (and `10.sdp(in: view)`) uses it.
    ///
    /// - Parameters:
    ///   - view: Any view in the window, or the window; its own bounds never matter.
    ///   - maxSize: Caps Dynamic Type; nil applies no cap.
    ///   - designFrame: The frame the design is drawn at; nil draws for the 300 × 533-point
    ///     baseline. Defaults to ``defaultDesignFrame``.
    @MainActor
    public static func current(
      in view: UIView, maxSize: ContentSizeCategory? = nil,
      designFrame: CGSize? = DimensConfiguration.defaultDesignFrame
    ) -> DimensConfiguration {
      let window = (view as? UIWindow) ?? view.window
      let choice = WindowChoice(
        window: window?.appDimensSample, traits: WindowTraits(view.traitCollection),
        system: PlatformMetrics.windowSystem)
      #if DEBUG
        if choice.resolvesAgainstBaseline { AdapterNotice.offWindow.fire() }
      #endif
      return choice.metrics(designFrame: designFrame.map(DesignFrame.init))
        .configuration(maxSize: maxSize)
    }

    /// The configuration of a window scene's windows: for code that has the scene but no view
    /// in its window yet (a scene delegate, a view controller before it is shown).
    ///
    /// ```swift
    /// func scene(
    ///   _ scene: UIScene, willConnectTo session: UISceneSession,
    ///   options connectionOptions: UIScene.ConnectionOptions
    /// ) {
    ///   guard let windowScene = scene as? UIWindowScene else { return }
    ///   let configuration = DimensConfiguration.current(in: windowScene)
    /// }
    /// ```
    ///
    /// The size is the scene's coordinate space (`coordinateSpace.bounds`, the size of a window
    /// that fills the scene), the screen is `screen.bounds` and the traits are the scene's trait
    /// collection (a window's own overrides are not seen: pass a view in the window for those).
    ///
    /// - Parameters:
    ///   - scene: The window scene.
    ///   - maxSize: Caps Dynamic Type; nil applies no cap.
    ///   - designFrame: The frame the design is drawn at; nil draws for the 300 × 533-point
    ///     baseline. Defaults to ``defaultDesignFrame``.
    @MainActor
    public static func current(
      in scene: UIWindowScene, maxSize: ContentSizeCategory? = nil,
      designFrame: CGSize? = DimensConfiguration.defaultDesignFrame
    ) -> DimensConfiguration {
      let sample = scene.appDimensSample
      return WindowChoice(
        window: sample, traits: sample.traits, system: PlatformMetrics.windowSystem
      ).metrics(designFrame: designFrame.map(DesignFrame.init)).configuration(maxSize: maxSize)
    }

    // Policy: the one app-wide setting of the package, and only in this UIKit adapter: UIKit has
    // no environment that reaches `current(in:)` on every OS the package supports (custom
    // traits need iOS 17), and a frame is one constant of the app's design, not of a window.
    // It is isolated to the main actor, where UIKit runs, so Swift 6 refuses any access from
    // another thread at compile time; the engine below stays free of global state.
    /// The frame a UIKit app's design is drawn at, used by both `current(in:)` forms (a view, a
    /// window scene) when no frame is passed; nil (the default) draws for the 300 × 533-point
    /// baseline.
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
