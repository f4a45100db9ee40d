/// Dynamic Type scaling (Behavior Reference › Dynamic Type): a number grows with the user's
/// text size as `UIFontMetrics` grows it (the metrics curve, the default), or as a text style's
/// point size does (the font ramp), on the ramp of the window's platform.
///
/// ```
/// c        = clamp(category, minSize … maxSize)
/// metrics  = round(v × units(style, c) ÷ units(style, .large) × s) ÷ s    (s = displayScale)
/// fontRamp = v × size(style, c) ÷ size(style, .large)
/// ```
///
/// `round` is to the nearest, halves away from zero: the pixel grid `UIFontMetrics` rounds to
/// (1/3 pt in the measurement, taken at @3x). Without a configuration the display scale is 3
/// unless given.
///
/// | call | result |
/// |---|---|
/// | `scaled(17, relativeTo: .body, category: .accessibility3)` | 37 |
/// | `scaled(17, relativeTo: .body, category: .accessibility3, curve: .fontRamp)` | 40 |
/// | `scaled(17, relativeTo: .body, category: .medium)` | 16.333333 |
/// | `scaled(17, relativeTo: .body, category: .medium, displayScale: 2)` | 16 |
/// | `scaled(24, relativeTo: .body, category: .xxxLarge)` | 31.666667 |
/// | `scaled(17, relativeTo: .body, category: .accessibility5, maxSize: .xxLarge)` | 20 |
/// | `scaled(12, relativeTo: .caption1, category: .xSmall, minSize: .large)` | 12 |
/// | `scaled(20, relativeTo: .title2, category: .accessibility5, platform: .watchOS)` | 26.666667 |
/// | `scaled(17, relativeTo: .body, category: .accessibility3, platform: .tvOS)` | 17 |
/// | `imageSize(24, category: .accessibility5)` | 41 |
/// | `imageSize(24, category: .xSmall)` | 24 |
///
/// tvOS, macOS and CarPlay have no Dynamic Type: the category is ignored there. With a
/// configuration (``scaled(_:relativeTo:in:maxSize:minSize:curve:)``) the platform and the
/// display scale are the window's, and on those platforms the value follows only an explicit
/// `fontScale` (an app's own text size), unrounded.
///
/// Measured: the iOS metrics table (``TypeRamp/iOSMetricsUnits(_:ordinal:)``, iOS 26, every
/// value a multiple of 1/3 pt). Inferred: that the grid is the pixel grid (1/2 pt at @2x),
/// that iPadOS and visionOS use the iOS table, and, on watchOS, that the metrics curve is the
/// watch ramp's point-size ratio (no watchOS measurement was found).
public enum DynamicType: Sendable {
  /// The cap applied when none is given: the largest accessibility size.
  public static let defaultMaxSize: ContentSizeCategory = .accessibility5

  /// The display scale of the metrics curve's pixel grid when no window gives one: 3, the
  /// scale of the measurement (and of most iPhones).
  public static let defaultDisplayScale: Double = 3

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

  /// The ratio a style grows by at a (clamped) category, as a numerator and a denominator, or
  /// nil where the platform has no Dynamic Type.
  @inlinable
  static func ratio(
    _ style: TextStyle, _ clamped: ContentSizeCategory, platform: DimensPlatform,
    curve: DynamicTypeCurve
  ) -> (numerator: Double, denominator: Double)? {
    // Policy: iOS and visionOS read the constant tables (one indexed load each, see
    // TypeRamp+iOSPointSize.swift and TypeRamp+iOSMetrics.swift); watchOS keeps the general
    // lookup and, lacking a measurement of its UIFontMetrics, uses its point-size ratio for
    // both curves; the platforms without Dynamic Type ignore the category.
    let large = ContentSizeCategory.large.ordinal
    switch (platform, curve) {
    case (.iOS, .metrics), (.visionOS, .metrics):
      if let units = TypeRamp.iOSMetricsUnits(style, ordinal: clamped.ordinal),
        let reference = TypeRamp.iOSMetricsUnits(style, ordinal: large)
      {
        return (units, reference)
      }
    case (.iOS, .fontRamp), (.visionOS, .fontRamp):
      if let size = TypeRamp.iOSPointSize(style, ordinal: clamped.ordinal),
        let reference = TypeRamp.iOSPointSize(style, ordinal: large)
      {
        return (size, reference)
      }
    case (.watchOS, _): break
    case (.tvOS, _), (.macOS, _), (.carPlay, _): return nil
    }
    guard let size = TypeRamp.resolvedMetrics(style, clamped, platform: platform)?.size,
      let reference = TypeRamp.resolvedMetrics(style, .large, platform: platform)?.size,
      reference > 0
    else { return nil }
    return (size, reference)
  }

  /// `value` on the pixel grid of `displayScale`: `round(v × s) ÷ s`, halves away from zero.
  ///
  /// A display scale that is not finite or not positive counts as 1, any other is clamped
  /// into 1/16…16 (as a configuration's); a value the grid cannot change (not finite, or so
  /// large that every double near it is a whole pixel) is returned as it is.
  ///
  /// | value | displayScale | result |
  /// |---|---|---|
  /// | 37.090909 | 3 | 37 |
  /// | 16.227273 | 3 | 16.333333 |
  /// | 16.227273 | 2 | 16 |
  /// | −25.5 | 1 | −26 |
  @inlinable
  public static func pixelRounded(_ value: Double, displayScale: Double) -> Double {
    let scale = gridScale(displayScale)
    let pixels = value * scale
    guard isOnGrid(pixels) else { return value }
    return pixels.rounded(.toNearestOrAwayFromZero) / scale
  }

  /// A display scale made usable: not finite or not positive → 1, else clamped into 1/16…16.
  @inlinable
  static func gridScale(_ displayScale: Double) -> Double {
    displayScale.isFinite && displayScale > 0
      ? Swift.min(Swift.max(displayScale, 1.0 / 16), 16) : 1
  }

  /// Whether a number of pixels is one rounding can change: finite and below 2^52.
  @inlinable
  static func isOnGrid(_ pixels: Double) -> Bool {
    // Policy: beyond 2^52 pixels every double is a whole number of pixels, and a product
    // that overflowed is no grid position; such values are returned unrounded.
    pixels.isFinite && abs(pixels) < 0x1p52
  }

  /// The factor a style grows by at a (clamped) category on `platform`, on `curve` (before the
  /// metrics curve's rounding).
  ///
  /// ```
  /// metrics  = units(style, c) ÷ units(style, .large)
  /// fontRamp = size(style, c) ÷ size(style, .large)
  /// ```
  ///
  /// A style `platform` does not publish uses its stand-in
  /// (``TypeRamp/publishedStyle(for:platform:)``); watchOS maps the category as
  /// ``/AppDimens/DimensPlatform/rampCategory(for:)`` says; tvOS, macOS and CarPlay always
  /// return 1.
  ///
  /// | style | category | curve | scale |
  /// |---|---|---|---|
  /// | body | accessibility3 | metrics | 2.181818 |
  /// | body | accessibility3 | fontRamp | 2.352941 |
  /// | caption2 | xxLarge | metrics | 1.538462 |
  /// | body | accessibility5 (watchOS) | either | 1.4375 |
  @inlinable
  public static func scale(
    relativeTo style: TextStyle = .body,
    category: ContentSizeCategory,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    platform: DimensPlatform = .iOS,
    curve: DynamicTypeCurve = .metrics
  ) -> Double {
    let clamped = clamp(category, minimum: minSize, maximum: maxSize)
    guard let ratio = ratio(style, clamped, platform: platform, curve: curve) else { return 1 }
    return ratio.numerator / ratio.denominator
  }

  /// The factor a style grows by in a window: on its platform's ramp at its category, or —
  /// on tvOS, macOS and CarPlay, which have no Dynamic Type — its `fontScale` (1 unless the
  /// app gave one).
  ///
  /// ```
  /// scale = scale(relativeTo: style, category: clamp(category), platform, curve)
  ///       = configuration.fontScale                              without Dynamic Type
  /// ```
  ///
  /// | window | category | fontScale | curve | scale of body |
  /// |---|---|---|---|---|
  /// | iPhone (idiom phone) | accessibility3 | – | metrics | 2.181818 |
  /// | iPhone (idiom phone) | accessibility3 | – | fontRamp | 2.352941 |
  /// | Apple Watch (idiom watch) | accessibility5 | – | either | 1.4375 |
  /// | Apple TV (idiom tv) | accessibility3 | – | either | 1 |
  /// | Mac (idiom mac) | large | 1.25 (given) | either | 1.25 |
  @inlinable
  public static func scale(
    relativeTo style: TextStyle = .body,
    in configuration: DimensConfiguration,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    curve: DynamicTypeCurve = .metrics
  ) -> Double {
    let platform = configuration.platform
    guard platform.supportsDynamicType else { return configuration.fontScale }
    return scale(
      relativeTo: style, category: configuration.contentSizeCategory,
      maxSize: maxSize, minSize: minSize, platform: platform, curve: curve)
  }

  /// Scales `value` like `style` at `category`, on `curve`.
  ///
  /// ```
  /// metrics  = pixelRounded(v × units(style, c) ÷ units(style, .large), displayScale)
  /// fontRamp = v × size(style, c) ÷ size(style, .large)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The size at the default category `.large`, in points.
  ///   - style: The text style whose growth to follow (default body, as `UIFontMetrics.default`).
  ///   - category: The user's Dynamic Type category.
  ///   - maxSize: The cap (default `.accessibility5`).
  ///   - minSize: An optional floor.
  ///   - platform: The ramp to use (default iOS, the design-time model).
  ///   - curve: `.metrics` (default: what `UIFontMetrics` and `@ScaledMetric` return) or
  ///     `.fontRamp` (how the style's system font grows).
  ///   - displayScale: The pixel grid the metrics curve rounds to (default 3).
  /// - Returns: The scaled value; a non-finite value stays non-finite (no trap).
  @inlinable
  public static func scaled(
    _ value: Double,
    relativeTo style: TextStyle = .body,
    category: ContentSizeCategory,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    platform: DimensPlatform = .iOS,
    curve: DynamicTypeCurve = .metrics,
    displayScale: Double = defaultDisplayScale
  ) -> Double {
    let clamped = clamp(category, minimum: minSize, maximum: maxSize)
    guard let ratio = ratio(style, clamped, platform: platform, curve: curve) else { return value }
    switch curve {
    case .fontRamp:
      return value * (ratio.numerator / ratio.denominator)
    case .metrics:
      // Policy: multiplied before dividing, so a product that lies exactly on a half pixel
      // (11 × 19 × 3 ÷ 22 = 28.5) stays exact and rounds away from zero, as the measurement
      // does (body at xSmall: 11 pt → 9.666667).
      let scale = gridScale(displayScale)
      let pixels = value * ratio.numerator * scale / ratio.denominator
      guard isOnGrid(pixels) else { return value * (ratio.numerator / ratio.denominator) }
      return pixels.rounded(.toNearestOrAwayFromZero) / scale
    }
  }

  /// Scales `value` like `style` in a window, on the window's platform and pixel grid.
  ///
  /// ```
  /// scaled = scaled(v, relativeTo: style, category, platform, curve, displayScale)  (window's)
  ///        = v × configuration.fontScale                      without Dynamic Type
  /// ```
  ///
  /// | window | category | call | result |
  /// |---|---|---|---|
  /// | iPhone 390 × 844 @3x | accessibility3 | `scaled(17, relativeTo: .body, in: c)` | 37 |
  /// | iPhone 390 × 844 @3x | medium | `scaled(17, relativeTo: .body, in: c)` | 16.333333 |
  /// | iPad 820 × 1180 @2x | medium | `scaled(17, relativeTo: .body, in: c)` | 16 |
  /// | iPhone 390 × 844 @3x | accessibility3 | `scaled(17, relativeTo: .body, in: c, curve: .fontRamp)` | 40 |
  /// | Apple Watch @2x | accessibility3 or accessibility5 | `scaled(17, relativeTo: .body, in: c)` | 24.5 |
  /// | Apple TV 1920 × 1080 | accessibility3 | `scaled(17, relativeTo: .body, in: c)` | 17 |
  @inlinable
  public static func scaled(
    _ value: Double,
    relativeTo style: TextStyle = .body,
    in configuration: DimensConfiguration,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    curve: DynamicTypeCurve = .metrics
  ) -> Double {
    let platform = configuration.platform
    guard platform.supportsDynamicType else { return value * configuration.fontScale }
    return scaled(
      value, relativeTo: style, category: configuration.contentSizeCategory, maxSize: maxSize,
      minSize: minSize, platform: platform, curve: curve,
      displayScale: configuration.displayScale)
  }

  /// The side of an image that grows with text but never shrinks below its design size:
  /// `max(v, scaled(v, relativeTo: .largeTitle, …))` on the metrics curve, as the Dynamic Type
  /// guide does with `UIFontMetrics(forTextStyle: .largeTitle)`.
  @inlinable
  public static func imageSize(
    _ value: Double,
    category: ContentSizeCategory,
    maxSize: ContentSizeCategory = defaultMaxSize,
    platform: DimensPlatform = .iOS,
    displayScale: Double = defaultDisplayScale
  ) -> Double {
    Swift.max(
      value,
      scaled(
        value, relativeTo: .largeTitle, category: category, maxSize: maxSize,
        platform: platform, displayScale: displayScale))
  }
}
