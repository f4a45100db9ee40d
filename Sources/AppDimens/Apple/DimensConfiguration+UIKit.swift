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
    /// The size is the window's bounds and the screen its scene's (`scene.screen.bounds`, for
    /// the `i` variants): two views in one window, and a SwiftUI island in it (`.appDimens()`
    /// in a hosting controller), measure the same window. Text size, both size classes,
    /// display scale and idiom come from the view's own trait collection — what a label in
    /// that view uses, with the overrides of its window scene, window, view controllers and
    /// views, and a `maximumContentSizeCategory` above it — so `ssp` agrees with the view's
    /// Dynamic Type text, as the SwiftUI provider's values agree with SwiftUI text. A
    /// `UIWindow` passed as `view` is its own window.
    ///
    /// Re-resolve whenever the window can have changed: in `viewDidLayoutSubviews()` (size,
    /// rotation, Split View, Stage Manager) and after trait changes (Dynamic Type, size
    /// classes — `registerForTraitChanges(_:handler:)` on iOS 17 and later,
    /// `traitCollectionDidChange(_:)`, deprecated in iOS 17, before).
    /// Use ``ConfigurationTracker`` to skip work when nothing changed.
    ///
    /// A view that is not in a window yet — in `init`, in `viewDidLoad`, a cell being configured
    /// in `tableView(_:cellForRowAt:)` before it is shown — resolves against a window of the
    /// design frame (the 300 × 533 baseline without one) with its own traits, so every value
    /// equals its base value, and a debug
    /// build prints a one-time warning naming the fix: pass a view that is already in the
    /// window (or its window scene: `current(in: windowScene)`), or resolve again in
    /// `layoutSubviews()` or a cell's `updateConfiguration(using:)`, which run in the window.
    ///
    /// The values are drawn for ``defaultDesignFrame`` unless `designFrame` says otherwise: set
    /// the app's frame once at launch and every `current(in:)` (and `10.sdp(in: view)`) uses it.
    /// ``defaultScaleLimits`` and ``defaultRoundsToPixels`` work the same way for `scaleLimits`
    /// and `roundsToPixels`.
    ///
    /// - Parameters:
    ///   - view: Any view in the window, or the window; its own bounds never matter.
    ///   - maxSize: Caps Dynamic Type; nil applies no cap.
    ///   - designFrame: The frame the design is drawn at; nil draws for the 300 × 533-point
    ///     baseline. Defaults to ``defaultDesignFrame``.
    ///   - scaleLimits: The range the window factors are kept in; nil is no limit. Defaults to
    ///     ``defaultScaleLimits``.
    ///   - roundsToPixels: Whether values are rounded to the pixel grid. Defaults to
    ///     ``defaultRoundsToPixels``.
    @MainActor
    public static func current(
      in view: UIView, maxSize: ContentSizeCategory? = nil,
      designFrame: CGSize? = DimensConfiguration.defaultDesignFrame,
      scaleLimits: ClosedRange<Double>? = DimensConfiguration.defaultScaleLimits,
      roundsToPixels: Bool = DimensConfiguration.defaultRoundsToPixels
    ) -> DimensConfiguration {
      let window = (view as? UIWindow) ?? view.window
      let choice = WindowChoice.uiKit(
        window: window?.appDimensSample, traits: WindowTraits(view.traitCollection),
        system: PlatformMetrics.windowSystem, maxSize: maxSize,
        designFrame: designFrame.map(DesignFrame.init), scaleLimits: scaleLimits,
        roundsToPixels: roundsToPixels)
      #if DEBUG
        if choice.measuredNothing { AdapterNotice.offWindow.fire() }
      #endif
      return choice.configuration
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
    /// The size is a laid-out window of the scene (its windows fill it), or before there is one
    /// the scene's coordinate space; the screen is `screen.bounds` and the traits are the
    /// scene's trait collection (a window's or a view's own overrides are not seen: pass a view
    /// for those).
    ///
    /// - Parameters:
    ///   - scene: The window scene.
    ///   - maxSize: Caps Dynamic Type; nil applies no cap.
    ///   - designFrame: The frame the design is drawn at; nil draws for the 300 × 533-point
    ///     baseline. Defaults to ``defaultDesignFrame``.
    ///   - scaleLimits: The range the window factors are kept in; nil is no limit. Defaults to
    ///     ``defaultScaleLimits``.
    ///   - roundsToPixels: Whether values are rounded to the pixel grid. Defaults to
    ///     ``defaultRoundsToPixels``.
    @MainActor
    public static func current(
      in scene: UIWindowScene, maxSize: ContentSizeCategory? = nil,
      designFrame: CGSize? = DimensConfiguration.defaultDesignFrame,
      scaleLimits: ClosedRange<Double>? = DimensConfiguration.defaultScaleLimits,
      roundsToPixels: Bool = DimensConfiguration.defaultRoundsToPixels
    ) -> DimensConfiguration {
      WindowChoice.uiKit(
        window: scene.appDimensSample, traits: WindowTraits(scene.traitCollection),
        system: PlatformMetrics.windowSystem, maxSize: maxSize,
        designFrame: designFrame.map(DesignFrame.init), scaleLimits: scaleLimits,
        roundsToPixels: roundsToPixels
      ).configuration
    }
  }
#endif
