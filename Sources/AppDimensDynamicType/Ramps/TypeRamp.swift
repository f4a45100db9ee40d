/// Apple's type ramps as data: the point size, leading and weight of every text style at
/// every Dynamic Type category, per platform (HIG Typography → Specifications).
///
/// iOS/iPadOS (and visionOS) publish 11 styles × 12 categories, watchOS 12 styles × 9 watch
/// categories, macOS and tvOS fixed sizes. The scale of a style at a category is
///
/// ```
/// scale(style, category) = size(style, category) ÷ size(style, .large)
/// ```
///
/// | platform | style | category | size / leading | scale |
/// |---|---|---|---|---|
/// | ios | body | accessibility3 | 40 / 48 | 2.352941 |
/// | ios | caption2 | xSmall | 11 / 13 | 1 |
/// | watchos | body | accessibility5 (→ AX3) | 23 / 25.5 | 1.4375 |
/// | macos | body | any | 13 / 16 | 1 |
public enum TypeRamp: Sendable {
  /// The HIG metrics of `style` at `category` on `platform`, or nil when the platform publishes
  /// no such style (see ``publishedStyle(for:platform:)``).
  ///
  /// watchOS maps the category with ``WatchContentSizeCategory/init(_:)``; macOS and tvOS
  /// return their fixed size at every category.
  @inlinable
  public static func metrics(
    _ style: TextStyle, _ category: ContentSizeCategory, platform: TypePlatform = .ios
  ) -> TypeMetrics? {
    switch platform {
    case .ios, .visionos: iOSRows[style]?.metrics(at: category.ordinal)
    case .watchos: watchMetrics(style, WatchContentSizeCategory(category))
    case .macos: macOSMetrics[style]
    case .tvos: tvOSMetrics[style]
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
  public static func styles(platform: TypePlatform) -> [TextStyle] {
    switch platform {
    case .ios, .visionos, .macos: TextStyle.iOSStyles
    case .watchos:
      [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .caption1, .caption2,
        .footnote1, .footnote2,
      ]
    case .tvos:
      [.title1, .title2, .title3, .headline, .subtitle1, .callout, .body, .caption1, .caption2]
    }
  }

  /// The style whose row `style` uses on `platform`: itself when published, else a stand-in.
  ///
  /// | platform | missing style | stand-in |
  /// |---|---|---|
  /// | ios, visionos, macos | footnote1, footnote2 | footnote |
  /// | ios, visionos, macos, watchos | subtitle1 | headline (same size on tvOS) |
  /// | watchos | footnote | footnote1 |
  /// | watchos | callout / subheadline | body / caption1 |
  /// | tvos | largeTitle | title1 |
  /// | tvos | subheadline | body |
  /// | tvos | footnote, footnote1, footnote2 | caption1 |
  public static func publishedStyle(for style: TextStyle, platform: TypePlatform) -> TextStyle {
    // Policy: a stand-in is the published style nearest in size at Large, so a portable design
    // that names any style still resolves on every platform, never to nil or a made-up number.
    switch (platform, style) {
    case (.ios, .footnote1), (.ios, .footnote2), (.visionos, .footnote1),
      (.visionos, .footnote2), (.macos, .footnote1), (.macos, .footnote2):
      .footnote
    case (.ios, .subtitle1), (.visionos, .subtitle1), (.macos, .subtitle1),
      (.watchos, .subtitle1):
      .headline
    case (.watchos, .footnote): .footnote1
    case (.watchos, .callout): .body
    case (.watchos, .subheadline): .caption1
    case (.tvos, .largeTitle): .title1
    case (.tvos, .subheadline): .body
    case (.tvos, .footnote), (.tvos, .footnote1), (.tvos, .footnote2): .caption1
    default: style
    }
  }

  /// The HIG metrics of `style`, or of its stand-in when `platform` does not publish it.
  @inlinable
  public static func resolvedMetrics(
    _ style: TextStyle, _ category: ContentSizeCategory, platform: TypePlatform = .ios
  ) -> TypeMetrics? {
    metrics(publishedStyle(for: style, platform: platform), category, platform: platform)
  }

  /// The HIG weight of `style` on `platform` (of its stand-in when not published).
  ///
  /// | platform | weights |
  /// |---|---|
  /// | ios, visionos, watchos | headline Semibold, every other style Regular |
  /// | macos | headline Bold, caption2 Medium, others Regular |
  /// | tvos | subtitle1 Regular, every other style Medium |
  public static func weight(_ style: TextStyle, platform: TypePlatform = .ios) -> FontWeight {
    let published = publishedStyle(for: style, platform: platform)
    switch (platform, published) {
    case (.ios, .headline), (.visionos, .headline), (.watchos, .headline): return .semibold
    case (.macos, .headline): return .bold
    case (.macos, .caption2): return .medium
    case (.tvos, .subtitle1): return .regular
    case (.tvos, _): return .medium
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
