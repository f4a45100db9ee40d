#if canImport(SwiftUI)
  import Combine
  import SwiftUI

  /// The provider's handle on its window probe, created once per provider (a state object):
  /// the provider reads the probe's window through it, synchronously, in every `body`.
  @MainActor
  final class WindowProbeLink: ObservableObject {
    // Policy: a state object, not a `@State` class instance: SwiftUI evaluates a `@State`
    // initial value every time the provider is initialized and throws all but the first away,
    // while a state object's initializer is an autoclosure SwiftUI calls once per identity.
    // The link publishes nothing; the provider re-runs on a report through its own state.
    #if canImport(UIKit) && !os(watchOS)
      /// The probe, once SwiftUI has made it.
      weak var view: WindowProbeView?

      /// The window the probe is in, as it is now; nil before the probe joins a window.
      var window: WindowSample? { view?.window?.appDimensSample }

      /// The window the probe was in last, when it has none now (a reused cell).
      var lastWindow: WindowSample? { view?.window == nil ? view?.lastSample : nil }
    #else
      /// No UIKit windows here (macOS, watchOS).
      var window: WindowSample? { nil }
      /// No UIKit windows here (macOS, watchOS).
      var lastWindow: WindowSample? { nil }
    #endif
  }
#endif

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Foundation
  import SwiftUI
  import UIKit

  // Apple adapter: SwiftUI exposes no window, so an invisible, non-interactive UIKit view placed
  // behind the provider's root gives the provider the `UIWindow` it is in (read as
  // `DimensConfiguration.current(in:)` reads a window: `UIWindow.appDimensSample`) and tells it
  // when that window changed where SwiftUI would not notice.

  /// An invisible probe that hands its window to the provider.
  @MainActor
  struct WindowProbe: UIViewRepresentable {
    /// The provider's handle on the probe.
    let link: WindowProbeLink
    /// Runs the provider's `body` again after a change SwiftUI does not see.
    let onReport: @MainActor () -> Void

    func makeUIView(context: Context) -> WindowProbeView {
      let view = WindowProbeView(onReport: onReport)
      link.view = view
      return view
    }

    func updateUIView(_ uiView: WindowProbeView, context: Context) {
      uiView.onReport = onReport
      link.view = uiView
    }
  }

  /// The UIKit side of ``WindowProbe``: remembers its window and reports a change of it —
  /// joining a window, its scene's geometry changing, its window's size changing under a
  /// fixed-size island.
  @MainActor
  final class WindowProbeView: UIView {
    /// Runs the provider's `body` again.
    var onReport: @MainActor () -> Void
    /// The window the probe was last in, kept after it leaves it.
    private(set) var lastSample: WindowSample?

    init(onReport: @escaping @MainActor () -> Void) {
      self.onReport = onReport
      super.init(frame: .zero)
      // Policy: never in the way: touches pass through it (the root's content is in front of
      // it anyway) and assistive technologies do not see it.
      isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    // Policy: UIKit calls these two while SwiftUI updates its views (the probe is one of
    // them); writing SwiftUI state there is not allowed, so a change is reported on the next
    // main-actor turn. That is the fallback: a resize reaches the provider through the root's
    // geometry or the scene observation, in the pass that shows it.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      SceneWindows.register(self)
      reportIfChanged(deferred: true)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      reportIfChanged(deferred: true)
    }

    /// Called by the scene observation when the scene's geometry changed: the provider's next
    /// pass reads the window again, whether or not UIKit has resized it yet.
    func sceneGeometryDidChange() {
      if let sample = window?.appDimensSample {
        lastSample = sample
        SceneWindows.record(sample, of: window?.windowScene)
      }
      onReport()
    }

    /// Reports the window if it differs from the last one reported.
    private func reportIfChanged(deferred: Bool) {
      // Policy: a probe that left its window (a reused cell, a dismissed controller) keeps its
      // last window; the next window it joins replaces it.
      guard let sample = window?.appDimensSample, sample != lastSample else { return }
      lastSample = sample
      SceneWindows.record(sample, of: window?.windowScene)
      let report = onReport
      if deferred {
        Task { @MainActor in report() }
      } else {
        report()
      }
    }
  }

  /// The windows of the app's scenes as the probes last saw them, and ONE geometry observation
  /// per scene for all the probes in it.
  @MainActor
  enum SceneWindows {
    // Policy: main-actor state of the adapter, like `defaultDesignFrame` and the notices: one
    // entry per connected scene, dropped with its scene. It answers two questions: which
    // probes to tell when a scene's geometry changes (one key-value observation per scene,
    // not one per island or cell), and what window a provider's first pass can assume before
    // its probe has joined one (`WindowChoice`'s scene window, used when all scenes agree).

    /// One scene: its observation, the probes in it and its last window.
    private final class Entry {
      weak var scene: UIWindowScene?
      var observation: NSKeyValueObservation?
      var probes: [Weak] = []
      var sample: WindowSample?
      init(scene: UIWindowScene) { self.scene = scene }
    }

    /// A probe held weakly.
    private struct Weak {
      weak var probe: WindowProbeView?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The last window of every connected scene the probes have seen.
    static var samples: [WindowSample] {
      entries = entries.filter { $0.value.scene != nil }
      return entries.values.compactMap(\.sample)
    }

    /// Adds a probe to its window's scene, observing the scene if no probe did yet.
    static func register(_ probe: WindowProbeView) {
      guard let scene = probe.window?.windowScene else { return }
      let entry = self.entry(for: scene)
      entry.probes.removeAll { $0.probe == nil || $0.probe === probe }
      entry.probes.append(Weak(probe: probe))
    }

    /// Keeps `sample` as the last window of `scene`.
    static func record(_ sample: WindowSample, of scene: UIWindowScene?) {
      guard let scene else { return }
      entry(for: scene).sample = sample
    }

    private static func entry(for scene: UIWindowScene) -> Entry {
      let key = ObjectIdentifier(scene)
      if let entry = entries[key], entry.scene === scene { return entry }
      let entry = Entry(scene: scene)
      entry.observation = observeGeometry(of: scene)
      entries[key] = entry
      return entry
    }

    // Policy: Apple documents key-value observing `effectiveGeometry` as the way to learn of a
    // window scene's geometry changes (a resize, a rotation, a move to another screen). UIKit
    // reports them on the main thread, outside SwiftUI's updates, so the probes are told at
    // once and the provider's next pass has the new window. iOS 15 has no
    // `effectiveGeometry`: there the root's geometry and the probe's layout report changes.
    private static func observeGeometry(of scene: UIWindowScene) -> NSKeyValueObservation? {
      guard #available(iOS 16, tvOS 16, *) else { return nil }
      let key = ObjectIdentifier(scene)
      return scene.observe(\.effectiveGeometry, options: []) { _, _ in
        if Thread.isMainThread {
          MainActor.assumeIsolated { notify(key) }
        } else {
          Task { @MainActor in notify(key) }
        }
      }
    }

    private static func notify(_ key: ObjectIdentifier) {
      guard let entry = entries[key] else { return }
      entry.probes.removeAll { $0.probe == nil }
      for probe in entry.probes { probe.probe?.sceneGeometryDidChange() }
    }
  }
#endif
