/// Dynamic Type shorthands on every number, next to `sdp`/`ssp`.
///
/// ```
/// v.scaled(relativeTo: style, category: c)  = v × size(style, c) ÷ size(style, .large)
/// v.scaled(to: c)                            = the same, relative to body
/// v.scaled(configuration, relativeTo: style) = the same on the window's platform and category
/// v.ssp(configuration, relativeTo: style)    = v × sw ÷ 300 × ramp(style, category)
/// ```
///
/// | call | result |
/// |---|---|
/// | `17.scaled(relativeTo: .body, category: .accessibility3)` | 40 |
/// | `24.0.scaled(to: .xxxLarge)` | 32.470588 |
/// | `(-25.0).scaled(to: .xxxLarge)` | −33.823529 |
/// | `16.ssp(390 × 844 at AX3, relativeTo: .body)` | 48.941176 |
/// | `17.scaled(watch at AX5, relativeTo: .body)` | 24.4375 |
/// | `17.scaled(Apple TV at AX3, relativeTo: .body)` | 17 |
extension DimensValue {
  /// Scales the number like `style` at `category`, capped at `maximumCategory`.
  ///
  /// See ``DynamicType/scaled(_:relativeTo:category:maximumCategory:minimumCategory:platform:)``.
  @inlinable
  public func scaled(
    relativeTo style: TextStyle,
    category: ContentSizeCategory,
    maximumCategory: ContentSizeCategory = DynamicType.defaultMaximumCategory,
    minimumCategory: ContentSizeCategory? = nil,
    platform: DimensPlatform = .iOS
  ) -> Double {
    DynamicType.scaled(
      dimensValue, relativeTo: style, category: category, maximumCategory: maximumCategory,
      minimumCategory: minimumCategory, platform: platform)
  }

  /// Scales a "magic number" (an offset, a padding) with the user's text size.
  ///
  /// Relative to body by default, like `UIFontMetrics.default` in the magic-number helper
  /// this ports. With SwiftUI imported, a bare `24.0.scaled(to: .xxxLarge)` whose result type
  /// is not fixed is ambiguous with the adapter's `scaled(to: DynamicTypeSize)`: give the
  /// result a type (`Double` here, `CGFloat` there) or write `ContentSizeCategory.xxxLarge`.
  @inlinable
  public func scaled(
    to category: ContentSizeCategory,
    relativeTo style: TextStyle = .body,
    maximumCategory: ContentSizeCategory = DynamicType.defaultMaximumCategory,
    platform: DimensPlatform = .iOS
  ) -> Double {
    DynamicType.scaled(
      dimensValue, relativeTo: style, category: category, maximumCategory: maximumCategory,
      platform: platform)
  }

  /// Scales the number like `style` in a window: at its category, on its platform's ramp
  /// (unchanged on tvOS, macOS and CarPlay unless the window has an explicit `fontScale`).
  ///
  /// See ``DynamicType/scaled(_:relativeTo:in:maximumCategory:minimumCategory:)``.
  @inlinable
  public func scaled(
    _ configuration: DimensConfiguration,
    relativeTo style: TextStyle = .body,
    maximumCategory: ContentSizeCategory = DynamicType.defaultMaximumCategory,
    minimumCategory: ContentSizeCategory? = nil
  ) -> Double {
    DynamicType.scaled(
      dimensValue, relativeTo: style, in: configuration, maximumCategory: maximumCategory,
      minimumCategory: minimumCategory)
  }

  /// Text scaled with the smallest width and with the style's Dynamic Type ramp, capped.
  ///
  /// See ``DynamicType/text(_:configuration:qualifier:relativeTo:maximumCategory:minimumCategory:maximumScale:)``.
  @inlinable
  public func ssp(
    _ configuration: DimensConfiguration,
    relativeTo style: TextStyle,
    maximumCategory: ContentSizeCategory = DynamicType.defaultMaximumCategory,
    minimumCategory: ContentSizeCategory? = nil,
    maximumScale: Double? = nil
  ) -> Double {
    DynamicType.text(
      dimensValue, configuration: configuration, qualifier: .smallWidth, relativeTo: style,
      maximumCategory: maximumCategory, minimumCategory: minimumCategory,
      maximumScale: maximumScale)
  }

  /// Text scaled with the window height and with the style's Dynamic Type ramp, capped.
  @inlinable
  public func hsp(
    _ configuration: DimensConfiguration,
    relativeTo style: TextStyle,
    maximumCategory: ContentSizeCategory = DynamicType.defaultMaximumCategory,
    minimumCategory: ContentSizeCategory? = nil,
    maximumScale: Double? = nil
  ) -> Double {
    DynamicType.text(
      dimensValue, configuration: configuration, qualifier: .height, relativeTo: style,
      maximumCategory: maximumCategory, minimumCategory: minimumCategory,
      maximumScale: maximumScale)
  }

  /// Text scaled with the window width and with the style's Dynamic Type ramp, capped.
  @inlinable
  public func wsp(
    _ configuration: DimensConfiguration,
    relativeTo style: TextStyle,
    maximumCategory: ContentSizeCategory = DynamicType.defaultMaximumCategory,
    minimumCategory: ContentSizeCategory? = nil,
    maximumScale: Double? = nil
  ) -> Double {
    DynamicType.text(
      dimensValue, configuration: configuration, qualifier: .width, relativeTo: style,
      maximumCategory: maximumCategory, minimumCategory: minimumCategory,
      maximumScale: maximumScale)
  }
}
