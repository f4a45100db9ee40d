// Probe: a design frame on every Apple path, spelled as the documentation shows it.
// Scripts/check-apple.sh type-checks this file against the modules it built with the stubs, so
// the provider's `designFrame:`, the UIKit default and its main-actor isolation, `current(in:)`
// and the device preview keep accepting a `CGSize`.

import AppDimensDevices
import SwiftUI
import UIKit

struct DesignFrameProbeApp: View {
  var body: some View {
    DesignFrameProbeContent()
      .appDimens(designFrame: CGSize(width: 390, height: 844))
  }
}

struct DesignFrameProbeContent: View {
  @ScaledDimension(16) private var spacing
  @Environment(\.appDimensConfiguration) private var configuration

  var body: some View {
    Text("Drawn at 390 × 844")
      .padding(spacing)
      .frame(width: CGFloat(100.wdp(configuration)))
  }
}

struct DesignFrameProbePreviews: View {
  var body: some View {
    VStack {
      DesignFrameProbeContent()
        .appDimensPreview(.iPhone15, designFrame: CGSize(width: 390, height: 844))
      DesignFrameProbeContent()
        .appDimensPreview(
          DimensConfiguration(
            screenWidth: 820, screenHeight: 1180,
            designFrame: DesignFrame(CGSize(width: 390, height: 844))))
    }
  }
}

@MainActor
func designFrameProbeLaunch(_ view: UIView) -> (CGFloat, Double, Double) {
  // Set once at launch; every `current(in:)` and `10.sdp(in: view)` then uses it.
  DimensConfiguration.defaultDesignFrame = CGSize(width: 390, height: 844)
  let framed = DimensConfiguration.current(in: view)
  let baseline = DimensConfiguration.current(in: view, designFrame: nil)
  return (16.sdp(in: view), 16.sdp(framed), 16.sdp(baseline))
}
