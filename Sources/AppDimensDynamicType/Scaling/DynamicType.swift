/// Dynamic Type scaling from the HIG type ramps (Behavior Reference › Dynamic Type): a number
/// grows with the user's text size exactly as a text style does, on the ramp of the window's
/// platform.
///
/// ```
/// c      = clamp(category, minSize … maxSize)
/// scaled = v × size(style, c) ÷ size(style, .large)
/// ```
///
/// | call | result |
/// |---|---|
/// | `scaled(17, relativeTo: .body, category: .accessibility3)` | 40 |
/// | `scaled(24, relativeTo: .body, category: .xxxLarge)` | 32.470588 |
/// | `scaled(17, relativeTo: .body, category: .accessibility5, maxSize: .xxLarge)` | 21 |
/// | `scaled(12, relativeTo: .caption1, category: .xSmall, minSize: .large)` | 12 |
/// | `scaled(20, relativeTo: .title2, category: .accessibility5, platform: .watchOS)` | 26.666667 |
/// | `scaled(17, relativeTo: .body, category: .accessibility3, platform: .watchOS)` | 24.4375 |
/// | `scaled(17, relativeTo: .body, category: .accessibility3, platform: .tvOS)` | 17 |
/// | `imageSize(24, category: .accessibility5)` | 42.352941 |
/// | `imageSize(24, category: .xSmall)` | 24 |
///
/// tvOS, macOS and CarPlay have no Dynamic Type: the category is ignored there. With a
/// configuration (``scaled(_:relativeTo:in:maxSize:minSize:)``) the platform is
/// the window's, and on those platforms the value follows only an explicit `fontScale` (an
/// app's own text-size setting).
///
/// The table is the design-time model. `UIFontMetrics` (used by the UIKit adapters) follows a
/// smooth private curve that differs slightly away from `.large` (body at `.medium`: 16.333
/// instead of 16).
public enum DynamicType: Sendable {
  /// The cap applied when none is given: the largest accessibility size.
  public static let defaultMaxSize: ContentSizeCategory = .accessibility5

  /// `category` clamped into `minimum … maximum`; when `minimum > maximum`, `maximum` wins.
  ///
  /// | category | minimum | maximum | result |
  /// |---|---|---|---|
  /// | accessibility5 | nil | xxLarge | xxLarge |
  /// | xSmall | large | accessibility5 | large |
  /// | xSmall | accessibility2 | accessibility1 | accessibility1 |
  @inlinable
  public static func clamp(
    _ category: ContentSizeCategory,
    minimum: ContentSizeCategory? = nil,
    maximum: ContentSizeCategory = defaultMaxSize
  ) -> ContentSizeCategory {
    // Policy: a cap protects a layout, a floor only keeps text readable; when they conflict the
    // cap is the one a layout cannot survive breaking.
    var clamped = category
    if let minimum, clamped < minimum { clamped = minimum }
    return Swift.min(clamped, maximum)
  }

  /// The factor a style grows by at a (clamped) category: `size(style, c) ÷ size(style, .large)`
  /// on `platform`'s ramp.
  ///
  /// A style `platform` does not publish uses its stand-in
  /// (``TypeRamp/publishedStyle(for:platform:)``); watchOS maps the category as
  /// ``/AppDimens/DimensPlatform/rampCategory(for:)`` says; tvOS, macOS and CarPlay always
  /// return 1.
  @inlinable
  public static func scale(
    relativeTo style: TextStyle = .body,
    category: ContentSizeCategory,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    platform: DimensPlatform = .iOS
  ) -> Double {
    let clamped = clamp(category, minimum: minSize, maximum: maxSize)
    // Policy: iOS and visionOS read the constant size table (one indexed load, see
    // TypeRamp+iOSPointSize.swift); watchOS keeps the general lookup; the platforms without
    // Dynamic Type ignore the category.
    switch platform {
    case .iOS, .visionOS:
      if let size = TypeRamp.iOSPointSize(style, ordinal: clamped.ordinal),
        let reference = TypeRamp.iOSPointSize(style, ordinal: ContentSizeCategory.large.ordinal)
      {
        return size / reference
      }
    case .watchOS: break
    case .tvOS, .macOS, .carPlay: return 1
    }
    guard let size = TypeRamp.resolvedMetrics(style, clamped, platform: platform)?.size,
      let reference = TypeRamp.resolvedMetrics(style, .large, platform: platform)?.size,
      reference > 0
    else { return 1 }
    return size / reference
  }

  /// The factor a style grows by in a window: on its platform's ramp at its category, or —
  /// on tvOS, macOS and CarPlay, which have no Dynamic Type — its `fontScale` (1 unless the
  /// app gave one).
  ///
  /// ```
  /// scale = size(style, clamp(category)) ÷ size(style, .large)   on configuration.platform
  ///       = configuration.fontScale                              without Dynamic Type
  /// ```
  ///
  /// | window | category | fontScale | scale of body |
  /// |---|---|---|---|
  /// | iPhone (idiom phone) | accessibility3 | – | 2.352941 |
  /// | Apple Watch (idiom watch) | accessibility5 | – | 1.4375 |
  /// | Apple TV (idiom tv) | accessibility3 | – | 1 |
  /// | Mac (idiom mac) | large | 1.25 (given) | 1.25 |
  @inlinable
  public static func scale(
    relativeTo style: TextStyle = .body,
    in configuration: DimensConfiguration,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil
  ) -> Double {
    let platform = configuration.platform
    guard platform.supportsDynamicType else { return configuration.fontScale }
    return scale(
      relativeTo: style, category: configuration.contentSizeCategory,
      maxSize: maxSize, minSize: minSize, platform: platform)
  }

  /// Scales `value` like `style` at `category`: `v × size(style, c) ÷ size(style, .large)`.
  ///
  /// - Parameters:
  ///   - value: The size at the default category `.large`, in points.
  ///   - style: The text style whose growth to follow (default body, as `UIFontMetrics.default`).
  ///   - category: The user's Dynamic Type category.
  ///   - maxSize: The cap (default `.accessibility5`).
  ///   - minSize: An optional floor.
  ///   - platform: The ramp to use (default iOS, the design-time model).
  /// - Returns: The scaled value; a non-finite value stays non-finite (no trap).
  @inlinable
  public static func scaled(
    _ value: Double,
    relativeTo style: TextStyle = .body,
    category: ContentSizeCategory,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    platform: DimensPlatform = .iOS
  ) -> Double {
    value
      * scale(
        relativeTo: style, category: category, maxSize: maxSize,
        minSize: minSize, platform: platform)
  }

  /// Scales `value` like `style` in a window, on the window's platform:
  /// `v × scale(relativeTo: style, in: configuration, …)`.
  ///
  /// | window | category | call | result |
  /// |---|---|---|---|
  /// | iPhone | accessibility3 | `scaled(17, relativeTo: .body, in: c)` | 40 |
  /// | Apple Watch | accessibility3 or accessibility5 | `scaled(17, relativeTo: .body, in: c)` | 24.4375 |
  /// | Apple TV 1920 × 1080 | accessibility3 | `scaled(17, relativeTo: .body, in: c)` | 17 |
  @inlinable
  public static func scaled(
    _ value: Double,
    relativeTo style: TextStyle = .body,
    in configuration: DimensConfiguration,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil
  ) -> Double {
    value
      * scale(
        relativeTo: style, in: configuration, maxSize: maxSize,
        minSize: minSize)
  }

  /// The side of an image that grows with text but never shrinks below its design size:
  /// `max(v, scaled(v, relativeTo: .largeTitle, …))`, as the Dynamic Type guide does with
  /// `UIFontMetrics(forTextStyle: .largeTitle)`.
  @inlinable
  public static func imageSize(
    _ value: Double,
    category: ContentSizeCategory,
    maxSize: ContentSizeCategory = defaultMaxSize,
    platform: DimensPlatform = .iOS
  ) -> Double {
    Swift.max(
      value,
      scaled(
        value, relativeTo: .largeTitle, category: category, maxSize: maxSize,
        platform: platform))
  }
}
