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
    /// - Parameters:
    ///   - view: Any view in the window; its own bounds never matter.
    ///   - maxSize: Caps Dynamic Type; nil applies no cap.
    @MainActor
    public static func current(
      in view: UIView, maxSize: ContentSizeCategory? = nil
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
        idiom: DeviceIdiom(traits.userInterfaceIdiom)
      ).configuration(maxSize: maxSize)
    }
  }
#endif
