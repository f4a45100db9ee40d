/// Dynamic Type shorthands on every number, next to `sdp`/`ssp` (Behavior Reference › Dynamic
/// Type).
///
/// ```
/// v.scaled(relativeTo: style, category: c)  = v × units(style, c) ÷ units(style, .large),
///                                              on the 1/3-pt grid (the metrics curve)
/// v.ssp(configuration, relativeTo: style)    = v × sw ÷ 300 × size(style, c) ÷ size(style, .large)
///                                              (the font ramp)
/// ```
///
/// | call | result |
/// |---|---|
/// | `17.scaled(relativeTo: .body, category: .accessibility3)` | 37 |
/// | `17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp)` | 40 |
/// | `24.0.scaled(relativeTo: .body, category: .xxxLarge)` | 31.666667 |
/// | `(-25.0).scaled(relativeTo: .body, category: .xxxLarge)` | −33 |
/// | `16.ssp(390 × 844 at AX3, relativeTo: .body)` | 48.941176 |
///
/// `scaled(relativeTo:category:)` uses the iOS ramp and a @3x grid unless told another
/// `platform:` or `displayScale:`; in a window, ``scaled(_:relativeTo:maxSize:minSize:curve:)``
/// takes the category, the platform and the display scale from the configuration (24.5 for 17
/// on a @2x watch at AX3, 17 on Apple TV).
///
/// The text variants on the other axes are
/// ``DynamicType/text(_:configuration:qualifier:relativeTo:maxSize:minSize:maximumScale:)``
/// with `qualifier: .height` or `.width`.
extension DimensValue {
  /// Scales the number like `style` at `category`, capped at `maxSize`: by default as
  /// `UIFontMetrics` does (`curve: .metrics`, on the grid of `displayScale`), or as the style's
  /// point size grows (`curve: .fontRamp`).
  ///
  /// See ``DynamicType/scaled(_:relativeTo:category:maxSize:minSize:platform:curve:displayScale:)``.
  @inlinable
  public func scaled(
    relativeTo style: TextStyle,
    category: ContentSizeCategory,
    maxSize: ContentSizeCategory = DynamicType.defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    platform: DimensPlatform = .iOS,
    curve: DynamicTypeCurve = .metrics,
    displayScale: Double = DynamicType.defaultDisplayScale
  ) -> Double {
    DynamicType.scaled(
      dimensValue, relativeTo: style, category: category, maxSize: maxSize,
      minSize: minSize, platform: platform, curve: curve, displayScale: displayScale)
  }

  /// Scales the number like `style` in a window: at its category, on its platform's ramp and
  /// pixel grid (unchanged on tvOS, macOS and CarPlay unless the window has an explicit
  /// `fontScale`).
  ///
  /// See ``DynamicType/scaled(_:relativeTo:in:maxSize:minSize:curve:)``.
  @inlinable
  public func scaled(
    _ configuration: DimensConfiguration,
    relativeTo style: TextStyle = .body,
    maxSize: ContentSizeCategory = DynamicType.defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    curve: DynamicTypeCurve = .metrics
  ) -> Double {
    DynamicType.scaled(
      dimensValue, relativeTo: style, in: configuration, maxSize: maxSize, minSize: minSize,
      curve: curve)
  }

  /// Text scaled with the smallest width and with the style's font ramp (as its system text
  /// grows), capped.
  ///
  /// See
  /// ``DynamicType/text(_:configuration:qualifier:relativeTo:maxSize:minSize:maximumScale:)``.
  @inlinable
  public func ssp(
    _ configuration: DimensConfiguration,
    relativeTo style: TextStyle,
    maxSize: ContentSizeCategory = DynamicType.defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    maximumScale: Double? = nil
  ) -> Double {
    DynamicType.text(
      dimensValue, configuration: configuration, qualifier: .smallWidth, relativeTo: style,
      maxSize: maxSize, minSize: minSize,
      maximumScale: maximumScale)
  }
}
