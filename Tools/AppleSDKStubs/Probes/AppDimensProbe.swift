// Probe: the public Apple API of module AppDimens, spelled exactly as the seed documents it.
// Scripts/check-apple.sh type-checks this file against the modules it built with the stubs, so
// an adapter that silently was not compiled (canImport false) or changed a spelling fails here.

import AppDimens
import SwiftUI
import UIKit

struct ProbeContentView: View {
  @ScaledDimension(16) private var spacing
  @ScaledDimension(100, .width) private var width
  @ScaledDimension(48, .height) private var height
  @ScaledDimension(12, aspectRatio: true) private var radius
  @ScaledDimension(16, ignoreMultiWindow: true) private var fixedInSplitView
  @ScaledDimension(16, .width, aspectRatio: true, ignoreMultiWindow: true) private var both
  @ScaledDimension(text: 16) private var textSize
  @ScaledDimension(text: 16, .height) private var tallText
  @ScaledDimension(text: 16, .width) private var wideText
  @ScaledDimension(text: 16, fontScale: false) private var emText
  @Environment(\.appDimensConfiguration) private var configuration

  var body: some View {
    let inset: CGFloat = spacing + width + height + radius + fixedInSplitView + both
    let text: CGFloat = textSize + tallText + wideText + emText
    AppDimensDebugOverlay()
      .padding(inset + text + CGFloat(configuration.screenWidth))
  }
}

struct ProbeRoot: View {
  var body: some View {
    ProbeContentView().appDimens()
  }
}

struct ProbeCappedRoot: View {
  var body: some View {
    ProbeContentView().appDimens(maxSize: .accessibility2)
  }
}

struct ProbeContainerRoot: View {
  var body: some View {
    ProbeContentView().appDimens(window: .container)
  }
}

struct ProbeContentSizedRoot: View {
  var body: some View {
    ProbeContentView().appDimens(textSize: .percent(120), window: .designFrame)
  }
}

struct ProbeEverythingRoot: View {
  var body: some View {
    ProbeContentView().appDimens(
      maxSize: .xxLarge, textSize: .category(.xLarge), window: .automatic)
  }
}

@MainActor
func probeUIKitWindow(scene: UIWindowScene, window: UIWindow) -> CGFloat {
  let fromScene = DimensConfiguration.current(in: scene)
  let fromSceneCapped = DimensConfiguration.current(in: scene, maxSize: .xxxLarge)
  let fromWindow = DimensConfiguration.current(in: window)
  return CGFloat(fromScene.screenWidth + fromSceneCapped.fontScale + fromWindow.screenWidth)
}

@MainActor
func probeUIKit(view: UIView) -> CGFloat {
  let configuration = DimensConfiguration.current(in: view)
  let capped = DimensConfiguration.current(in: view, maxSize: .xxxLarge)
  let shorthands: [CGFloat] = [10.sdp(in: view), 100.wdp(in: view), 48.hdp(in: view)]
  return shorthands.reduce(0, +) + CGFloat(CGFloat(10).sdp(configuration) + 10.sdp(capped))
}

final class ProbeViewController: UIViewController {
  private var tracker = ConfigurationTracker()

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if tracker.update(to: DimensConfiguration.current(in: view)) {
      view.bounds.size.width = 10.sdp(in: view)
    }
  }
}
