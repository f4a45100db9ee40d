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
    /// - Parameters:
    ///   - view: Any view in the window, or the window; its own bounds never matter.
    ///   - maxSize: Caps Dynamic Type; nil applies no cap.
    @MainActor
    public static func current(
      in view: UIView, maxSize: ContentSizeCategory? = nil
    ) -> DimensConfiguration {
      let window = (view as? UIWindow) ?? view.window
      let choice = WindowChoice(
        window: window?.appDimensSample, traits: WindowTraits(view.traitCollection),
        system: PlatformMetrics.windowSystem)
      #if DEBUG
        if choice.resolvesAgainstBaseline { AdapterNotice.offWindow.fire() }
      #endif
      return choice.metrics().configuration(maxSize: maxSize)
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
    @MainActor
    public static func current(
      in scene: UIWindowScene, maxSize: ContentSizeCategory? = nil
    ) -> DimensConfiguration {
      let sample = scene.appDimensSample
      return WindowChoice(
        window: sample, traits: sample.traits, system: PlatformMetrics.windowSystem
      ).metrics().configuration(maxSize: maxSize)
    }
  }
#endif
