#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  // Apple adapter: SwiftUI exposes no window, so an invisible, non-interactive UIKit view placed
  // behind the provider's root finds the `UIWindow` it is in and reports it, sampled exactly as
  // `DimensConfiguration.current(in:)` samples a window (`UIWindow.appDimensSample`).

  /// An invisible probe that reports the window its view is in.
  @MainActor
  struct WindowProbe: UIViewRepresentable {
    /// Where the latest sample is kept.
    let box: WindowProbeBox
    /// The provider's environment traits: when they change (Dynamic Type, size classes, a trait
    /// override), SwiftUI updates this view and the probe samples its window again.
    let traits: WindowTraits
    /// Receives every new sample, on a later main-actor turn.
    let onSample: @MainActor (WindowSample) -> Void

    func makeUIView(context: Context) -> WindowProbeView {
      WindowProbeView(box: box, onSample: onSample)
    }

    func updateUIView(_ uiView: WindowProbeView, context: Context) {
      uiView.onSample = onSample
      uiView.sampleWindow()
    }
  }

  /// The UIKit side of ``WindowProbe``: samples its window when it joins one, on layout, on
  /// every SwiftUI update and (iOS 16, tvOS 16, visionOS 1 and later) whenever its scene's
  /// geometry changes — a resize, a rotation, a move to another screen.
  @MainActor
  final class WindowProbeView: UIView {
    /// Called with each new sample.
    var onSample: @MainActor (WindowSample) -> Void
    private let box: WindowProbeBox
    private var reported: WindowSample?
    private weak var observedScene: UIWindowScene?
    private var geometryObservation: NSKeyValueObservation?

    init(box: WindowProbeBox, onSample: @escaping @MainActor (WindowSample) -> Void) {
      self.box = box
      self.onSample = onSample
      super.init(frame: .zero)
      // Policy: never in the way: touches pass through it (the root's content is in front of
      // it anyway) and assistive technologies do not see it.
      isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      observeScene()
      sampleWindow()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      sampleWindow()
    }

    /// Samples the window the probe is in and reports it if it changed.
    func sampleWindow() {
      // Policy: a probe that left its window (a reused cell, a dismissed controller) keeps its
      // last window; the next window it joins replaces it.
      guard let sample = window?.appDimensSample, sample != reported else { return }
      reported = sample
      box.sample = sample
      let callback = onSample
      // Policy: UIKit calls these during SwiftUI's own update; writing SwiftUI state there is
      // undefined behaviour, so the report reaches the provider on the next main-actor turn
      // (the box already holds it for the provider's first `onAppear`).
      Task { @MainActor in callback(sample) }
    }

    // Policy: Apple documents observing `effectiveGeometry` with key-value observing as the way
    // to learn of a window scene's geometry changes. It covers what layout alone misses: a
    // fixed-size SwiftUI island whose own frame stays the same while its window is resized or
    // moved to another screen. iOS 15 has no `effectiveGeometry`; there the probe re-samples on
    // layout and SwiftUI updates only.
    private func observeScene() {
      let scene = window?.windowScene
      guard scene !== observedScene else { return }
      geometryObservation?.invalidate()
      geometryObservation = nil
      observedScene = scene
      guard let scene else { return }
      if #available(iOS 16, tvOS 16, *) {
        geometryObservation = scene.observe(\.effectiveGeometry, options: []) {
          [weak self] _, _ in
          let probe = self
          Task { @MainActor in probe?.sampleWindow() }
        }
      }
    }
  }
#endif
