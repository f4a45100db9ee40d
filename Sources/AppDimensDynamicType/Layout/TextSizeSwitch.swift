/// A row that becomes a column from a text size on, decided portably: the rule behind
/// `TextSizeStack` in SwiftUI and `UIStackView.applyTextSizeSwitch(_:)` in UIKit.
///
/// At the largest text sizes a row of labels has no room left, so apps stack it. Both
/// frameworks name where those sizes start: SwiftUI's `DynamicTypeSize.isAccessibilitySize`
/// and UIKit's `UIContentSizeCategory.isAccessibilityCategory`, true for the five
/// accessibility sizes (UIKit's documentation lists them), so `accessibility1` is the default
/// threshold. On the Mac the Dynamic Type size "cannot be changed by users and does not affect
/// the text size" (SwiftUI's `dynamicTypeSize` documentation); there an app's own text size,
/// the configuration's `fontScale`, decides.
///
/// ```
/// stacked = category ≥ threshold                                  (iOS, iPadOS, watchOS, visionOS)
///         = fontScale ≥ size(body, threshold) ÷ size(body, .large)  (tvOS, macOS, CarPlay:
///                                                                    an app's own text size)
/// ```
///
/// | threshold | window | stacked |
/// |---|---|---|
/// | accessibility1 (default) | iPhone at xxxLarge | no |
/// | accessibility1 | iPhone at accessibility1 | yes |
/// | xxLarge | iPhone at xxxLarge | yes |
/// | accessibility1 | Mac, fontScale 1.5 | no (body is 28 ÷ 17 = 1.647 at accessibility1) |
/// | accessibility1 | Mac, fontScale 1.7 | yes |
/// | accessibility1 | Apple TV, fontScale 1 | no |
public struct TextSizeSwitch: Hashable, Sendable, Codable {
  /// The first category at which the row becomes a column.
  public var threshold: ContentSizeCategory

  /// A switch that stacks from `threshold` on (default `accessibility1`, where Apple's
  /// accessibility sizes begin).
  public init(stackingFrom threshold: ContentSizeCategory = .accessibility1) {
    self.threshold = threshold
  }

  /// The switch at Apple's accessibility sizes: a column from `accessibility1` on.
  public static let accessibilitySizes = TextSizeSwitch()

  /// Whether the content is a column at `category` on a platform with Dynamic Type.
  public func isStacked(at category: ContentSizeCategory) -> Bool {
    category.ordinal >= threshold.ordinal
  }

  /// Whether the content is a column at a text size: the category where the platform has
  /// Dynamic Type, else the app's own text scale (`fontScale`) measured on the iOS ramp —
  /// ``/AppDimens/DimensPlatform/textSizeCategory(category:fontScale:)``, the decision text-size
  /// breakpoint keys make too. A non-finite or ≤ 0 scale counts as 1.
  public func isStacked(
    category: ContentSizeCategory, platform: DimensPlatform, fontScale: Double
  ) -> Bool {
    isStacked(at: platform.textSizeCategory(category: category, fontScale: fontScale))
  }

  /// Whether the content is a column in a window: at its category, platform and font scale.
  public func isStacked(in configuration: DimensConfiguration) -> Bool {
    isStacked(
      category: configuration.contentSizeCategory, platform: configuration.platform,
      fontScale: configuration.fontScale)
  }
}
