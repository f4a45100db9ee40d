#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  // Apple adapter: SwiftUI exposes no window scene, so an invisible UIKit view placed behind the
  // root finds its `UIWindowScene` and reports `scene.screen.bounds.size`. That is what lets the
  // `i` (ignore multi-window) variants work under SwiftUI.

  /// An invisible probe that writes the size of its scene's screen into a binding.
  @MainActor
  struct SceneScreenReader: UIViewRepresentable {
    /// Where the screen size goes.
    @Binding var screenSize: CGSize?

    func makeUIView(context: Context) -> SceneScreenProbe {
      SceneScreenProbe(onScreenChange: report)
    }

    func updateUIView(_ uiView: SceneScreenProbe, context: Context) {
      uiView.onScreenChange = report
    }

    private func report(_ size: CGSize?) {
      // Policy: write only real changes, so an unchanged screen never invalidates the root.
      if screenSize != size { screenSize = size }
    }
  }

  /// The UIKit side of ``SceneScreenReader``: reports when it joins a window and on layout
  /// (rotation, a move to another screen).
  @MainActor
  final class SceneScreenProbe: UIView {
    /// Called with the screen size of the probe's scene, or nil without one.
    var onScreenChange: @MainActor (CGSize?) -> Void

    init(onScreenChange: @escaping @MainActor (CGSize?) -> Void) {
      self.onScreenChange = onScreenChange
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      report()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      report()
    }

    private func report() {
      let size = window?.windowScene?.appDimensScreenSize
      let callback = onScreenChange
      // Policy: UIKit calls these during SwiftUI's own update; writing SwiftUI state there is
      // undefined behaviour, so the write happens on the next main-actor turn.
      Task { @MainActor in callback(size) }
    }
  }
#endif
