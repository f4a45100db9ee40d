// The seed's "Complete SwiftUI example", exactly as written (reformatted to the house style
// only). Type-checked against the stub SDKs by Scripts/check-apple.sh.

import AppDimensDynamic
import SwiftUI

@main
struct AppDimensDemo: App {
  var body: some Scene {
    WindowGroup {
      Dashboard()
        .appDimens()  // exactly once per scene
    }
  }
}

struct Dashboard: View {
  @ScaledDimension(16) private var spacing
  @ScaledDimension(12, aspectRatio: true) private var radius
  @ScaledDimension(text: 17) private var bodyText
  @Environment(\.appDimensConfiguration) private var configuration

  var body: some View {
    let cardWidth = 320.fitDp(configuration)
    let horizontalInset = 100.percentDp(
      configuration,
      percent: 4,
      qualifier: .width
    )

    ScrollView {
      VStack(spacing: spacing) {
        Text("Dashboard")
          .font(.system(size: bodyText, weight: .bold))

        RoundedRectangle(cornerRadius: radius)
          .frame(width: cardWidth, height: 180)
      }
      .padding(.horizontal, horizontalInset)
    }
  }
}
