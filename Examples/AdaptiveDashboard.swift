// A dashboard that adapts its layout with breakpoints (`@Breakpoint`) and its text with Dynamic
// Type (`.font(size:style:weight:)`, `@ScaledMetricWithMaxSize`), sizes with
// `@ScaledDimension`, and previews on catalog devices without a simulator. Type-checked against
// the stub SDKs by Scripts/check-apple.sh.

import AppDimensDynamic
import SwiftUI

@main
struct AdaptiveDashboardApp: App {
  var body: some Scene {
    WindowGroup {
      // One provider per scene; text stops growing at accessibility3 for this layout.
      AdaptiveDashboard().appDimens(maxSize: .accessibility3)
    }
  }
}

/// Cards side by side on wide windows, stacked on narrow ones.
struct AdaptiveDashboard: View {
  // 1 column up to 413 pt, 2 from 414 pt, 3 on any regular-width window (iPad, Mac).
  @Breakpoint([.w320: 1, .w414: 2, .wR.all: 3]) private var columns = 1
  // nil when no key matches (the fallback below applies).
  @Breakpoint([.wC.all: 16, .wR.all: 32]) private var inset: CGFloat?
  @ScaledDimension(16) private var spacing
  @ScaledDimension(12, aspectRatio: true) private var radius
  @ScaledMetricWithMaxSize(wrappedValue: 24, relativeTo: .title2, maxSize: .accessibility2)
  private var iconSide: CGFloat
  @Environment(\.appDimensConfiguration) private var configuration

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: spacing) {
        Text("Dashboard")
          .font(size: 28, style: .largeTitle, weight: .bold)
        Text("\(columns) columns in a \(Int(configuration.screenWidth)) pt window")
          .font(style: .subheadline)
        if columns > 1 {
          HStack(alignment: .top, spacing: spacing) {
            card("Revenue")
            card("Users")
          }
        } else {
          VStack(alignment: .leading, spacing: spacing) {
            card("Revenue")
            card("Users")
          }
        }
      }
      .padding(.horizontal, inset ?? 12)
    }
  }

  private func card(_ title: String) -> some View {
    VStack(alignment: .leading, spacing: spacing / 2) {
      RoundedRectangle(cornerRadius: radius)
        .frame(width: iconSide, height: iconSide)
      Text(title)
        .font(size: 17, style: .headline, weight: .semibold)
      Text("Updated just now")
        .font(size: 12, style: .caption1, maxSize: .accessibility2)
      // A custom font, grown once with the window and the text size (never Font.custom(_:size:)
      // on an already scaled size, which would grow it twice).
      // A row that becomes a column at the accessibility text sizes.
      TextSizeStack(spacing: spacing / 2) {
        Text("+12%")
          .font(
            name: "Avenir Next", size: 22, style: .title2, weight: .semibold, window: .smallWidth)
        Text("since last week")
          .font(style: .footnote)
      }
    }
  }
}

/// The dashboard on catalog devices, in any orientation, pane and text size (use the same
/// modifiers inside `#Preview` or a `PreviewProvider`).
struct AdaptiveDashboardPreviews: View {
  var body: some View {
    VStack {
      AdaptiveDashboard()
        .appDimensPreview(.iPhone15, orientation: .landscape, category: .accessibility3)
      AdaptiveDashboard()
        .appDimensPreview(.iPadPro13M4, orientation: .landscape, split: .oneThird)
      AdaptiveDashboard()
        .appDimensPreview(DimensConfiguration(screenWidth: 390, screenHeight: 844))
    }
  }
}

/// The dashboard in every window and text size of a matrix: small and large phones and a large
/// iPad, both orientations, the default text size and accessibility3 (12 cells, each captioned).
struct AdaptiveDashboardMatrix: View {
  var body: some View {
    AdaptiveDashboard().appDimensPreviewMatrix(
      [.iPhoneSE3, .iPhone15ProMax, .iPadPro13M4],
      orientations: [.portrait, .landscape], categories: [nil, .accessibility3])
  }
}
