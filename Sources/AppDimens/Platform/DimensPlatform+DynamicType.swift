// Sources: Apple Human Interface Guidelines, Typography › Specifications
// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications):
// "iOS, iPadOS Dynamic Type sizes", "watchOS Dynamic Type sizes", "tvOS system font sizes",
// "macOS built-in text styles" ("macOS doesn't support Dynamic Type").

extension DimensPlatform {
  /// The category this platform's type ramp uses for `category`.
  ///
  /// iOS and visionOS have all twelve categories. watchOS has nine: no Medium and no
  /// accessibility sizes beyond the third, so Medium resolves as Large and accessibility4 and
  /// accessibility5 as accessibility3. Platforms without Dynamic Type ignore the category:
  /// every one resolves as Large.
  ///
  /// | platform | category | ramp category |
  /// |---|---|---|
  /// | iOS, visionOS | any | the same |
  /// | watchOS | medium | large |
  /// | watchOS | accessibility4, accessibility5 | accessibility3 |
  /// | watchOS | any other | the same |
  /// | tvOS, macOS, carPlay | any | large |
  @inlinable
  public func rampCategory(for category: ContentSizeCategory) -> ContentSizeCategory {
    switch self {
    case .iOS, .visionOS:
      return category
    case .watchOS:
      switch category {
      case .medium: return .large
      case .accessibility4, .accessibility5: return .accessibility3
      default: return category
      }
    case .tvOS, .macOS, .carPlay:
      return .large
    }
  }

  /// Whether this platform's type ramp has a column for `category` (so it is not replaced by
  /// ``rampCategory(for:)``); false for every category on platforms without Dynamic Type,
  /// except Large, which stands for their fixed sizes.
  @inlinable
  public func hasCategory(_ category: ContentSizeCategory) -> Bool {
    rampCategory(for: category) == category
  }

  /// The categories this platform's type ramp has, in order: twelve on iOS and visionOS, nine
  /// on watchOS, and only Large (standing for the fixed sizes) on tvOS, macOS and CarPlay.
  public var categories: [ContentSizeCategory] {
    ContentSizeCategory.allCases.filter(hasCategory)
  }

  /// The body text size at `category` on this platform's ramp, in points, or nil where the
  /// platform has no Dynamic Type (its category is ignored).
  ///
  /// | category | iOS, visionOS | watchOS |
  /// |---|---|---|
  /// | xSmall | 14 | 14 |
  /// | small | 15 | 15 |
  /// | medium | 16 | 16 (as large) |
  /// | large | 17 | 16 |
  /// | xLarge | 19 | 17 |
  /// | xxLarge | 21 | 18 |
  /// | xxxLarge | 23 | 19 |
  /// | accessibility1 | 28 | 21 |
  /// | accessibility2 | 33 | 22 |
  /// | accessibility3 | 40 | 23 |
  /// | accessibility4 | 47 | 23 (as accessibility3) |
  /// | accessibility5 | 53 | 23 (as accessibility3) |
  @inlinable
  public func bodyPointSize(at category: ContentSizeCategory) -> Double? {
    // Policy: the body rows are kept here (not only in the type-ramp module) because the
    // principal module derives `fontScale` from them; a test checks they equal the ramps'.
    switch self {
    case .iOS, .visionOS:
      return category.bodyPointSize
    case .watchOS:
      switch rampCategory(for: category) {
      case .xSmall: return 14
      case .small: return 15
      case .xLarge: return 17
      case .xxLarge: return 18
      case .xxxLarge: return 19
      case .accessibility1: return 21
      case .accessibility2: return 22
      case .accessibility3: return 23
      default: return 16
      }
    case .tvOS, .macOS, .carPlay:
      return nil
    }
  }

  /// The Dynamic Type multiplier of `category` on this platform: the body size there divided
  /// by the body size at Large (17 on iOS and visionOS, 16 on watchOS); 1 on tvOS, macOS and
  /// CarPlay, which have no Dynamic Type.
  ///
  /// ```
  /// fontScale = body(rampCategory(category)) ÷ body(.large)     with Dynamic Type
  ///           = 1                                               without
  /// ```
  ///
  /// | platform | category | body | fontScale |
  /// |---|---|---|---|
  /// | iOS | large | 17 | 1 |
  /// | iOS | accessibility3 | 40 | 2.352941 |
  /// | iOS | accessibility5 | 53 | 3.117647 |
  /// | watchOS | xLarge | 17 | 1.0625 |
  /// | watchOS | accessibility3 | 23 | 1.4375 |
  /// | watchOS | accessibility5 | 23 | 1.4375 |
  /// | watchOS | small | 15 | 0.9375 |
  /// | tvOS, macOS, carPlay | accessibility3 | – | 1 |
  @inlinable
  public func fontScale(for category: ContentSizeCategory) -> Double {
    guard let size = bodyPointSize(at: category), let reference = bodyPointSize(at: .large)
    else { return 1 }
    return size / reference
  }
}

extension DimensPlatform {
  /// The category a window's text size stands at: its Dynamic Type category where the platform
  /// has Dynamic Type, else the largest category whose iOS body ratio an app's own text size
  /// (`fontScale`) reaches — the one decision behind text-size switches and text-size
  /// breakpoint keys.
  ///
  /// On the Mac the Dynamic Type size "cannot be changed by users and does not affect the text
  /// size" (SwiftUI's `dynamicTypeSize` documentation), and tvOS and CarPlay have none either:
  /// there an app's own text size, the configuration's `fontScale`, is measured on the iOS ramp
  /// (the one the categories are defined by, ``ContentSizeCategory/bodyPointSize``).
  ///
  /// ```
  /// category reached = category                                        with Dynamic Type
  ///                  = max { c : fontScale ≥ body(c) ÷ body(.large) }  without (xSmall below all)
  /// ```
  ///
  /// | platform | category | fontScale | reached |
  /// |---|---|---|---|
  /// | iOS | accessibility2 | 1.94 | accessibility2 |
  /// | macOS | large | 1 | large (17 ÷ 17) |
  /// | macOS | large | 1.5 | xxxLarge (23 ÷ 17 = 1.353 ≤ 1.5 < 28 ÷ 17 = 1.647) |
  /// | macOS | large | 1.7 | accessibility1 |
  /// | tvOS | accessibility5 | 1 | large (the category is ignored) |
  /// | macOS | large | 0.5 | xSmall (below every ratio) |
  ///
  /// A non-finite or ≤ 0 `fontScale` counts as 1.
  @inlinable
  public func textSizeCategory(category: ContentSizeCategory, fontScale: Double)
    -> ContentSizeCategory
  {
    guard !supportsDynamicType else { return category }
    let scale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
    // Policy: the ratio is computed as `fontScale(for:)` computes it, so the font scale a
    // category gives (`AppTextSize.category(c)` on a Mac) stands exactly at that category; no
    // `allCases` (an array built on every call): breakpoint resolution calls this.
    var ordinal = 11
    while ordinal > 0, let candidate = ContentSizeCategory(ordinal: ordinal),
      scale < DimensPlatform.iOS.fontScale(for: candidate)
    {
      ordinal -= 1
    }
    return ContentSizeCategory(ordinal: ordinal) ?? .xSmall
  }
}
