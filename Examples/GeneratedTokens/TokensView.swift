// The generated design tokens (`DesignTokens.swift` beside this file, written by
// `appdimens generate Examples/DesignTokens/figma-variables.json --out
// Examples/GeneratedTokens/DesignTokens.swift`) used from SwiftUI: each member resolves
// against the configuration the provider puts in the environment, as `@ScaledDimension` does.
// Type-checked by Scripts/check-apple.sh and the real-SDK check.

import AppDimens
import AppDimensDynamicType
import SwiftUI

@main
struct TokensApp: App {
  var body: some Scene {
    WindowGroup {
      TokensView().appDimens()
    }
  }
}

struct TokensView: View {
  @Environment(\.appDimensConfiguration) private var configuration

  var body: some View {
    VStack(spacing: DesignTokens.Spacing.medium.resolve(configuration)) {
      Text("Design tokens")
        .font(.system(size: DesignTokens.FontSize.body.resolve(configuration)))
      Text("Generated from Figma's variables export")
        .font(.system(size: DesignTokens.FontSize.caption2.resolve(configuration)))
      RoundedRectangle(cornerRadius: DesignTokens.Size.radiusCard.resolve(configuration))
        .frame(height: DesignTokens.Size.controlHeight.resolve(configuration))
    }
    .padding(DesignTokens.Spacing.small.resolve(configuration))
  }
}
