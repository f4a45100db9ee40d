// Probe: the Dynamic Type guide's tvOS 27 snippet, as the article shows it: the system's text
// size read from UIFontMetrics and handed to the provider as an explicit font scale (an
// `AppTextSize` percentage). Type-checked against the stubs only; it has not run on tvOS 27.

import AppDimensDynamic
import SwiftUI
import UIKit

struct TVRoot: View {
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    ContentView().appDimens(textSize: systemTextSize)
  }

  /// On tvOS 27 and later, the system's text size as a percentage of Large; nil elsewhere.
  private var systemTextSize: AppTextSize? {
    guard DimensPlatform.native == .tvOS, #available(tvOS 27, *) else { return nil }
    let traits = UITraitCollection(
      preferredContentSizeCategory: DynamicTypeCategory(dynamicTypeSize).uiContentSizeCategory)
    let percent = UIFontMetrics(forTextStyle: .body).scaledValue(for: 100, compatibleWith: traits)
    return .percent(Double(percent))
  }
}

struct ContentView: View {
  var body: some View { Text("Hello") }
}
