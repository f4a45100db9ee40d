/// A font described portably: a design size, the text style it scales with, a weight, a
/// category cap and, for a custom font, its name; it resolves to a point size and leading for
/// any category.
///
/// Two rules, each Apple's ("Which API follows which" in the Dynamic Type guide):
///
/// - a standard style at its own size (`size` nil) grows on the **font ramp**, as the style's
///   system font does: `.font(.body)` and `UIFont.preferredFont(forTextStyle: .body)` are
///   53 pt at AX5;
/// - a custom size, or a custom font (`name` set) at any size, grows on the **metrics curve**,
///   as `UIFontMetrics.scaledFont(for:)` grows it:
///   `UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))` is 48 pt at AX5.
///
/// (Both device numbers: Stack Overflow question 51243804, "UIFontMetrics: scaled font size
/// calculation", 2018, which prints the two fonts at Large and at AX5.)
///
/// ```
/// c       = clamp(category, minSize … maxSize)
/// v       = size, or the style's size at .large when nil
/// size′   = size(style, c)                                    style's own size (the font ramp)
///         = v × units(style, c) ÷ units(style, .large)        custom size (the metrics curve, unrounded)
/// leading = v × leading(style, c) ÷ size(style, .large)       (HIG)
/// weight  = weight, or the style's HIG weight when nil
/// ```
///
/// `UIFontMetrics.scaledFont(for:)` rounds the point size to a whole point (in the iOS 26
/// measurement every scaled font size is `scaledValue` rounded to an integer); the spec keeps
/// the unrounded size, so the two differ by less than half a point.
///
/// | spec | category | point size / leading / weight |
/// |---|---|---|
/// | `FontSpec(style: .body)` | large | 17 / 22 / regular |
/// | `FontSpec(style: .body)` | accessibility3 | 40 / 48 / regular |
/// | `FontSpec(style: .body)` | accessibility5 | 53 / 62 / regular |
/// | `FontSpec(size: 17, style: .body)` | accessibility5 | 47.909091 / 62 / regular |
/// | `FontSpec(size: 15, style: .subheadline)` | accessibility3 | 32.25 / 43 / regular |
/// | `FontSpec(style: .body, maxSize: .accessibility3)` | accessibility5 | 40 / 48 / regular |
/// | `FontSpec(size: 18, style: .headline)` | large | 18 / 23.294118 / semibold |
/// | `FontSpec(style: .headline)` on macOS | accessibility5 | 13 / 16 / bold |
/// | `FontSpec(style: .body)` on watchOS | accessibility5 (→ AX3) | 23 / 25.5 / regular |
/// | `FontSpec(style: .body)` in a Mac window with fontScale 1.5 | – | 19.5 / 24 / regular |
/// | `FontSpec(name: "Avenir Next", style: .body)` | accessibility5 | 47.909091 / 62 / regular |
public struct FontSpec: Hashable, Sendable, Codable {
  /// The design size at `.large`, or nil for the style's own size (a non-finite or ≤ 0 size
  /// set later, or decoded, resolves as nil: the style's own size).
  public var size: Double?
  /// The text style whose growth the font follows.
  public var style: TextStyle
  /// The weight, or nil for the style's HIG weight.
  public var weight: FontWeight?
  /// The largest category the font grows to.
  public var maxSize: ContentSizeCategory
  /// The smallest category the font shrinks to, if any.
  public var minSize: ContentSizeCategory?
  /// The name of a custom font (a PostScript name such as `"AvenirNext-Regular"`, or a family
  /// name such as `"Avenir Next"` with a `weight`), or nil for the system font.
  ///
  /// A custom font grows on the metrics curve at every size, as Apple scales one:
  /// `UIFontMetrics.scaledFont(for:)` and SwiftUI's `Font.custom(_:size:relativeTo:)`.
  public var name: String?

  /// Creates a spec; a non-finite or ≤ 0 size is replaced by the style's own size, and an
  /// empty or all-blank name by nil (the system font).
  public init(
    size: Double? = nil,
    style: TextStyle = .body,
    weight: FontWeight? = nil,
    maxSize: ContentSizeCategory = DynamicType.defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    name: String? = nil
  ) {
    // Policy: bad input never traps and never yields a zero-size font.
    self.size = Self.usable(size)
    self.style = style
    self.weight = weight
    self.maxSize = maxSize
    self.minSize = minSize
    self.name = Self.usable(name)
  }

  /// Decodes a spec as ``init(size:style:weight:maxSize:minSize:name:)`` creates one: a
  /// non-finite or ≤ 0 `size` reads as nil (the style's own size), a blank `name` as nil;
  /// `weight`, `minSize` and `name` may be absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      size: try container.decodeIfPresent(Double.self, forKey: .size),
      style: try container.decode(TextStyle.self, forKey: .style),
      weight: try container.decodeIfPresent(FontWeight.self, forKey: .weight),
      maxSize: try container.decode(ContentSizeCategory.self, forKey: .maxSize),
      minSize: try container.decodeIfPresent(ContentSizeCategory.self, forKey: .minSize),
      name: try container.decodeIfPresent(String.self, forKey: .name))
  }

  /// `size` when it is a usable design size (finite and positive), else nil.
  private static func usable(_ size: Double?) -> Double? {
    size.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  /// `name` when it holds a character other than white space, else nil.
  private static func usable(_ name: String?) -> String? {
    name.flatMap { $0.contains { !$0.isWhitespace } ? $0 : nil }
  }

  /// The growth the font follows: the font ramp for the system font of a standard style at
  /// its own size (`size` and `name` nil), the metrics curve for a custom size or a custom
  /// font.
  public var curve: DynamicTypeCurve {
    Self.usable(size) == nil && Self.usable(name) == nil ? .fontRamp : .metrics
  }

  /// The design size on `platform`: `size` (when finite and positive), or the style's size at
  /// `.large` there.
  public func baseSize(platform: DimensPlatform = .iOS) -> Double {
    Self.usable(size) ?? TypeRamp.resolvedMetrics(style, .large, platform: platform)?.size ?? 17
  }

  /// The point size, leading and weight of the font at `category` on `platform`.
  public func resolve(
    category: ContentSizeCategory, platform: DimensPlatform = .iOS
  ) -> ResolvedFont {
    let clamped = DynamicType.clamp(
      category, minimum: minSize, maximum: maxSize)
    let value = baseSize(platform: platform)
    let resolvedWeight = weight ?? TypeRamp.weight(style, platform: platform)
    guard let reference = TypeRamp.resolvedMetrics(style, .large, platform: platform),
      let metrics = TypeRamp.resolvedMetrics(style, clamped, platform: platform),
      reference.size > 0
    else {
      return ResolvedFont(pointSize: value, leading: value, weight: resolvedWeight)
    }
    let growth = DynamicType.scale(
      relativeTo: style, category: clamped, platform: platform, curve: curve)
    return ResolvedFont(
      pointSize: value * growth,
      leading: value * metrics.leading / reference.size,
      weight: resolvedWeight)
  }

  /// The point size, leading and weight of the font in a window: at its category on its
  /// platform; on tvOS, macOS and CarPlay (no Dynamic Type) the fixed size times the window's
  /// `fontScale` (1 unless the app gave its own text size).
  ///
  /// ```
  /// font = resolve(category: configuration.contentSizeCategory, platform: configuration.platform,
  ///                fontScale: configuration.fontScale)
  /// ```
  public func resolve(in configuration: DimensConfiguration) -> ResolvedFont {
    resolve(
      category: configuration.contentSizeCategory, platform: configuration.platform,
      fontScale: configuration.fontScale)
  }

  /// The font in a window that also scales it with the window along `qualifier`, as `ssp`
  /// scales text: the design size first becomes `AppDimens.dp(size, qualifier:)` in that
  /// window, then grows once with Dynamic Type on the spec's curve, capped — one product, so
  /// neither factor is applied twice. `category` is the text size to use when it differs from
  /// the configuration's (a view whose environment caps or overrides it); nil takes the
  /// configuration's.
  ///
  /// ```
  /// w       = AppDimens.dp(v, configuration, qualifier) ÷ v      (the window factor)
  /// font    = resolve(category: category ?? configuration.contentSizeCategory, …)
  /// size′   = font.pointSize × w
  /// leading = font.leading × w
  /// ```
  ///
  /// | spec | window | category | qualifier | point size |
  /// |---|---|---|---|---|
  /// | `FontSpec(size: 17, style: .body, name: "Avenir Next")` | 390 × 844 | large | smallWidth | 22.1 |
  /// | `FontSpec(size: 17, style: .body, name: "Avenir Next")` | 390 × 844 | accessibility5 | smallWidth | 62.281818 |
  /// | `FontSpec(size: 17, style: .body, name: "Avenir Next")` | 390 × 844 | accessibility5 | nil | 47.909091 |
  public func resolve(
    in configuration: DimensConfiguration,
    category: ContentSizeCategory? = nil,
    qualifier: DpQualifier?
  ) -> ResolvedFont {
    var font = resolve(
      category: category ?? configuration.contentSizeCategory, platform: configuration.platform,
      fontScale: configuration.fontScale)
    guard let qualifier else { return font }
    let factor = windowFactor(configuration, qualifier)
    font.pointSize *= factor
    font.leading *= factor
    return font
  }

  /// `AppDimens.dp(v, configuration, qualifier) ÷ v` for the design size v, or 1 when that is
  /// not a usable factor.
  private func windowFactor(
    _ configuration: DimensConfiguration, _ qualifier: DpQualifier
  ) -> Double {
    let value = baseSize(platform: configuration.platform)
    // Policy: a factor, so never rounded to pixels (the font's size is not a layout value).
    let factor =
      AppDimens.dp(value, configuration: configuration, qualifier: qualifier, roundsToPixels: false)
      / value
    // Policy: a window that yields no usable factor (never from a valid configuration) leaves
    // the font as Dynamic Type sizes it rather than a zero or infinite font.
    return factor.isFinite && factor > 0 ? factor : 1
  }

  /// The font at `category` on `platform`, with an app's own text scale where the platform
  /// has no Dynamic Type: there the fixed size and leading are multiplied by `fontScale`
  /// (non-finite or ≤ 0 counts as 1); elsewhere `fontScale` is ignored and the category
  /// decides, as in ``resolve(category:platform:)``.
  ///
  /// | spec | category | platform | fontScale | point size / leading |
  /// |---|---|---|---|---|
  /// | `FontSpec(style: .body)` | large | macOS | 1.5 | 19.5 / 24 |
  /// | `FontSpec(style: .body)` | accessibility3 | tvOS | 1 | 29 / 36 |
  /// | `FontSpec(style: .body)` | accessibility3 | iOS | 1.5 | 37.090909 / 48 |
  public func resolve(
    category: ContentSizeCategory, platform: DimensPlatform, fontScale: Double
  ) -> ResolvedFont {
    var font = resolve(category: category, platform: platform)
    // Policy: on platforms with Dynamic Type the category already carries the user's size; an
    // extra factor would scale twice.
    if !platform.supportsDynamicType, fontScale.isFinite, fontScale > 0 {
      font.pointSize *= fontScale
      font.leading *= fontScale
    }
    return font
  }
}

extension FontSpec {
  /// The two sizes to hand `UIFontMetrics.scaledFont(for:maximumPointSize:)` so it scales a
  /// custom font exactly once: the unscaled base (the design size, × the window factor when a
  /// window is given) and the cap (the metrics curve at `maxSize`, × the same factor).
  ///
  /// ```
  /// w       = AppDimens.dp(v, configuration, qualifier) ÷ v   (1 without a configuration)
  /// base    = v × w                                            (never already scaled)
  /// maximum = resolve(category: maxSize).pointSize × w
  /// ```
  ///
  /// | spec | configuration | base / maximum |
  /// |---|---|---|
  /// | `FontSpec(size: 17, style: .body, maxSize: .accessibility3, name: "Avenir Next")` | nil | 17 / 37.090909 |
  /// | `FontSpec(size: 17, style: .body, maxSize: .accessibility3, name: "Avenir Next")` | 390 × 844 | 22.1 / 48.218182 |
  public func metricsSizes(
    in configuration: DimensConfiguration? = nil,
    qualifier: DpQualifier = .smallWidth,
    platform: DimensPlatform = .iOS
  ) -> (base: Double, maximum: Double) {
    let platform = configuration?.platform ?? platform
    let factor = configuration.map { windowFactor($0, qualifier) } ?? 1
    let maximum = resolve(category: maxSize, platform: platform).pointSize
    return (baseSize(platform: platform) * factor, maximum * factor)
  }
}

extension FontSpec {
  /// Which face a platform font is built from: the system font at a weight, a custom font by
  /// its own name (its weight is in the face, `"AvenirNext-DemiBold"`), or a custom family at
  /// a weight (`"Avenir Next"` with `.medium`).
  public enum Face: Hashable, Sendable {
    /// The system font at this weight (the spec's, else its style's HIG weight).
    case system(FontWeight)
    /// The custom font of this name, as it is.
    case named(String)
    /// This custom family at this weight.
    case family(String, FontWeight)
  }

  /// The face on `platform`: no name → the system font at the spec's or the style's weight;
  /// a name without a weight → that font; a name with a weight → that family at the weight.
  ///
  /// | spec | face |
  /// |---|---|
  /// | `FontSpec(style: .headline)` | system, semibold |
  /// | `FontSpec(style: .body, name: "AvenirNext-DemiBold")` | named "AvenirNext-DemiBold" |
  /// | `FontSpec(style: .body, weight: .medium, name: "Avenir Next")` | family "Avenir Next", medium |
  public func face(platform: DimensPlatform = .iOS) -> Face {
    guard let name = Self.usable(name) else {
      return .system(weight ?? TypeRamp.weight(style, platform: platform))
    }
    return weight.map { .family(name, $0) } ?? .named(name)
  }
}

/// A font resolved for one category: the numbers a platform font is built from.
public struct ResolvedFont: Hashable, Sendable, Codable {
  /// The point size.
  public var pointSize: Double
  /// The line height in points.
  public var leading: Double
  /// The weight.
  public var weight: FontWeight

  /// Creates a resolved font.
  public init(pointSize: Double, leading: Double, weight: FontWeight) {
    self.pointSize = pointSize
    self.leading = leading
    self.weight = weight
  }
}
