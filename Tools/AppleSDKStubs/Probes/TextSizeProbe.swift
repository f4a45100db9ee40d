// The app's own text size through the SwiftUI adapters: the provider's `textSize:`, an
// `AppTextSize` stored with @AppStorage (a String raw value), and the localized Text the SDK
// picks for a literal.

import AppDimensDynamic
import SwiftUI

struct TextSizeProbe: View {
  @AppStorage("textSize") private var textSize: AppTextSize = .percent(100)
  @AppStorage("textSizePercent") private var percent = 100.0
  @ScaledMetricWithMaxSize(wrappedValue: 24, relativeTo: .body) private var icon: CGFloat

  var body: some View {
    let key: LocalizedStringKey = "Text size"
    return VStack {
      Text(key).font(size: 13, style: .body)
      Slider(value: $percent, in: AppTextSize.percentRange, step: 5) { Text("Percent") }
    }
    .padding(icon)
    .appDimens(maxSize: .accessibility3, textSize: textSize)
  }
}

func probeTextSizes() -> [AppTextSize] {
  [.category(.xLarge), .percent(150), AppTextSize(rawValue: "120%") ?? .percent(100)]
}
