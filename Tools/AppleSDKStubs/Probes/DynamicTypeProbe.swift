// Probe: the public Apple API of AppDimensDynamicType, spelled as Documentation/DynamicType.md
// documents it, from an app that imports the umbrella module and both UI frameworks. It also
// pins the ONE public conversion per direction between the portable category and the SDK's
// types, and that it is unambiguous next to the principal module's internal bridging.

import AppDimensDynamic
import SwiftUI
import UIKit

struct ProbeDynamicTypeView: View {
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.displayScale) private var displayScale
  @ScaledMetricWithMaxSize(wrappedValue: 24, relativeTo: .largeTitle, maxSize: .xxLarge)
  private var imageSize: CGFloat

  var body: some View {
    // SwiftUI DynamicTypeSize ↔ portable category (`DynamicTypeCategory`, because SwiftUI's
    // deprecated `ContentSizeCategory` makes that name ambiguous in this file).
    let category = DynamicTypeCategory(dynamicTypeSize)
    let size: DynamicTypeSize = category.dynamicTypeSize
    // The same call spelled with the type's own name resolves too (SwiftUI's enum has no
    // initializer from DynamicTypeSize), and picks the one public conversion, not the principal
    // module's internal bridge. As a TYPE, though, `ContentSizeCategory` is ambiguous here, and
    // `ContentSizeCategory(uiContentSizeCategory)` is ambiguous with SwiftUI's failable
    // initializer: `DynamicTypeCategory` is the spelling that always works.
    let sameCategory: DynamicTypeCategory = ContentSizeCategory(dynamicTypeSize)
    let offset: CGFloat = -25.0.scaled(to: size)
    let gap: CGFloat = 8.0.scaled(to: size, relativeTo: .footnote, displayScale: displayScale)
    VStack {
      Text("Description")
        .font(size: 15, style: .subheadline, weight: .regular)
      Text("Hello").font(style: .body, weight: .regular, maxSize: .accessibility2)
      Text("Continue").applyButtonFont(size: 18, style: .body, weight: .semibold)
    }
    .padding(
      imageSize + offset + gap + CGFloat(DimensPlatform.native.fontScale(for: sameCategory))
    )
    .font(.system(size: 17, weight: FontWeight.bold.fontWeight))
    .font(.system(size: 17, weight: .regular, design: .default))
  }
}

func probeStyles() -> [Font.TextStyle] {
  [TextStyle.title1.fontTextStyle, TextStyle(Font.TextStyle.caption).fontTextStyle]
}

@MainActor
func probeUIKitDynamicType(label: UILabel, button: UIButton, traits: UITraitCollection) {
  // UIKit UIContentSizeCategory ↔ portable category.
  let category = DynamicTypeCategory(traits.preferredContentSizeCategory)
  let uiCategory: UIContentSizeCategory = category.uiContentSizeCategory
  label.adoptDynamicType(font: .font(ofSize: 18, weight: .semibold, scalingWith: .headline))
  label.font = .font(with: .body, weight: .regular, maxSize: .accessibility3)
  button.adoptDynamicType(font: UIFont.font(with: .callout))
  let metrics = UIFontMetrics(forTextStyle: TextStyle.caption2.uiFontTextStyle)
  let side: CGFloat = UIFontMetrics.scaledImageSize(32, compatibleWith: traits)
  let value: CGFloat = metrics.scaledValue(for: side, category: DynamicTypeCategory(uiCategory))
  let weight: UIFont.Weight = FontWeight.heavy.uiFontWeight
  label.font = .systemFont(ofSize: value, weight: weight)
  // A font for an attributed string: the view's own traits, not the app-wide setting.
  let attributed: UIFont = .font(
    ofSize: 15, weight: .regular, scalingWith: .subheadline, compatibleWith: label.traitCollection)
  label.font = attributed
  label.font = .font(with: .footnote, compatibleWith: traits)
}
