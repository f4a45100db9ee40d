// Probe: scale limits on every Apple path, spelled as the documentation shows them.
// Scripts/check-apple.sh type-checks this file against the modules it built with the stubs, so
// the provider's `scaleLimits:`, the UIKit default and its main-actor isolation, `current(in:)`
// and the per-value `@ScaledDimension(…, scaleLimits:)` keep accepting a range of factors.

import AppDimens
import SwiftUI
import UIKit

struct ScaleLimitsProbeApp: View {
  var body: some View {
    ScaleLimitsProbeContent()
      .appDimens(scaleLimits: 0.8...1.5)
  }
}

struct ScaleLimitsProbeContent: View {
  @ScaledDimension(16) private var spacing
  @ScaledDimension(16, scaleLimits: 0.8...1.2) private var gap
  @ScaledDimension(text: 17, scaleLimits: 0.9...1.3) private var body17
  @Environment(\.appDimensConfiguration) private var configuration

  var body: some View {
    Text("Kept in 0.8…1.5")
      .padding(spacing)
      .padding(gap)
      .padding(body17)
      .frame(width: CGFloat(100.wdp(configuration)))
  }
}

@MainActor
func scaleLimitsProbeLaunch(_ view: UIView) -> (Double, Double, Double) {
  // Set once at launch; every `current(in:)` then uses it.
  DimensConfiguration.defaultScaleLimits = 0.8...1.5
  let limited = DimensConfiguration.current(in: view)
  let free = DimensConfiguration.current(in: view, scaleLimits: nil)
  return (
    16.sdp(limited), 16.sdp(free),
    AppDimens.dp(16, configuration: free, scaleLimits: 0.8...1.5)
  )
}
