/// Apple's type ramps as data: the point size, leading and weight of every text style at
/// every Dynamic Type category, per platform (HIG Typography → Specifications).
///
/// iOS/iPadOS publish 11 styles × 12 categories, watchOS 10 styles × 9 watch categories, macOS
/// and tvOS fixed sizes. visionOS uses the iOS ramp: Apple publishes no visionOS size table.
/// CarPlay, which has neither Dynamic Type nor a published table, uses the iOS sizes at Large,
/// fixed. The scale of a style at a category is
///
/// ```
/// scale(style, category) = size(style, category) ÷ size(style, .large)
/// ```
///
/// | platform | style | category | size / leading | scale |
/// |---|---|---|---|---|
/// | iOS | body | accessibility3 | 40 / 48 | 2.352941 |
/// | iOS | caption2 | xSmall | 11 / 13 | 1 |
/// | watchOS | body | accessibility5 (→ AX3) | 23 / 25.5 | 1.4375 |
/// | watchOS | body | medium (→ large) | 16 / 18.5 | 1 |
/// | macOS | body | any | 13 / 16 | 1 |
/// | tvOS | body | any | 29 / 36 | 1 |
/// | carPlay | body | any | 17 / 22 | 1 |
public enum TypeRamp: Sendable {
  /// The HIG metrics of `style` at `category` on `platform`, or nil when the platform publishes
  /// no such style (see ``publishedStyle(for:platform:)``).
  ///
  /// watchOS maps the category with ``WatchContentSizeCategory/init(_:)`` (Medium → Large,
  /// accessibility4/5 → accessibility3); macOS, tvOS and CarPlay return their fixed size at
  /// every category.
  @inlinable
  public static func metrics(
    _ style: TextStyle, _ category: ContentSizeCategory, platform: DimensPlatform = .iOS
  ) -> TypeMetrics? {
    switch platform {
    case .iOS, .visionOS: iOSRows[style]?.metrics(at: category.ordinal)
    case .watchOS: watchMetrics(style, WatchContentSizeCategory(category))
    case .macOS: macOSMetrics[style]
    case .tvOS: tvOSMetrics[style]
    // Policy: CarPlay has no Dynamic Type and the HIG publishes no CarPlay size table; a
    // portable design that names a style there gets the iOS size at Large, fixed, rather than
    // an invented number.
    case .carPlay: iOSRows[style]?.metrics(at: ContentSizeCategory.large.ordinal)
    }
  }

  /// The watchOS HIG metrics of `style` at a watch category, or nil for a style watchOS lacks.
  @inlinable
  public static func watchMetrics(
    _ style: TextStyle, _ category: WatchContentSizeCategory
  ) -> TypeMetrics? {
    watchOSRows[style]?.metrics(at: category.ordinal)
  }

  /// The styles `platform` publishes, in ramp order.
  public static func styles(platform: DimensPlatform) -> [TextStyle] {
    switch platform {
    case .iOS, .visionOS, .macOS, .carPlay: TextStyle.iOSStyles
    case .watchOS:
      [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .caption1, .caption2,
        .footnote1, .footnote2,
      ]
    case .tvOS:
      [.title1, .title2, .title3, .headline, .subtitle1, .callout, .body, .caption1, .caption2]
    }
  }

  /// The style whose row `style` uses on `platform`: itself when published, else a stand-in.
  ///
  /// | platform | missing style | stand-in |
  /// |---|---|---|
  /// | iOS, visionOS, macOS, carPlay | footnote1, footnote2 | footnote |
  /// | iOS, visionOS, macOS, carPlay, watchOS | subtitle1 | headline (same size on tvOS) |
  /// | watchOS | footnote | footnote1 |
  /// | watchOS | callout / subheadline | body / caption1 |
  /// | tvOS | largeTitle | title1 |
  /// | tvOS | subheadline | body |
  /// | tvOS | footnote, footnote1, footnote2 | caption1 |
  public static func publishedStyle(for style: TextStyle, platform: DimensPlatform) -> TextStyle {
    // Policy: a stand-in is the published style nearest in size at Large, so a portable design
    // that names any style still resolves on every platform, never to nil or a made-up number.
    switch (platform, style) {
    case (.iOS, .footnote1), (.iOS, .footnote2), (.visionOS, .footnote1),
      (.visionOS, .footnote2), (.macOS, .footnote1), (.macOS, .footnote2),
      (.carPlay, .footnote1), (.carPlay, .footnote2):
      .footnote
    case (.iOS, .subtitle1), (.visionOS, .subtitle1), (.macOS, .subtitle1),
      (.watchOS, .subtitle1), (.carPlay, .subtitle1):
      .headline
    case (.watchOS, .footnote): .footnote1
    case (.watchOS, .callout): .body
    case (.watchOS, .subheadline): .caption1
    case (.tvOS, .largeTitle): .title1
    case (.tvOS, .subheadline): .body
    case (.tvOS, .footnote), (.tvOS, .footnote1), (.tvOS, .footnote2): .caption1
    default: style
    }
  }

  /// The HIG metrics of `style`, or of its stand-in when `platform` does not publish it.
  @inlinable
  public static func resolvedMetrics(
    _ style: TextStyle, _ category: ContentSizeCategory, platform: DimensPlatform = .iOS
  ) -> TypeMetrics? {
    metrics(publishedStyle(for: style, platform: platform), category, platform: platform)
  }

  /// The HIG weight of `style` on `platform` (of its stand-in when not published).
  ///
  /// | platform | weights |
  /// |---|---|
  /// | iOS, visionOS, watchOS, carPlay | headline Semibold, every other style Regular |
  /// | macOS | headline Bold, caption2 Medium, others Regular |
  /// | tvOS | subtitle1 Regular, every other style Medium |
  public static func weight(_ style: TextStyle, platform: DimensPlatform = .iOS) -> FontWeight {
    let published = publishedStyle(for: style, platform: platform)
    switch (platform, published) {
    case (.iOS, .headline), (.visionOS, .headline), (.watchOS, .headline),
      (.carPlay, .headline):
      return .semibold
    case (.macOS, .headline): return .bold
    case (.macOS, .caption2): return .medium
    case (.tvOS, .subtitle1): return .regular
    case (.tvOS, _): return .medium
    default: return .regular
    }
  }

  /// The iOS/iPadOS emphasized weight of `style` (`.bold()` / `traitBold`): Bold for
  /// largeTitle, title1 and title2, Semibold for the rest (HIG, December 2025).
  public static func emphasizedWeight(_ style: TextStyle) -> FontWeight {
    switch style {
    case .largeTitle, .title1, .title2: .bold
    default: .semibold
    }
  }
}
