/// Dynamic Type shorthands on every number, next to `sdp`/`ssp` (Behavior Reference › Dynamic
/// Type).
///
/// ```
/// v.scaled(relativeTo: style, category: c)  = v × size(style, c) ÷ size(style, .large)
/// v.ssp(configuration, relativeTo: style)    = v × sw ÷ 300 × ramp(style, category)
/// ```
///
/// | call | result |
/// |---|---|
/// | `17.scaled(relativeTo: .body, category: .accessibility3)` | 40 |
/// | `24.0.scaled(relativeTo: .body, category: .xxxLarge)` | 32.470588 |
/// | `(-25.0).scaled(relativeTo: .body, category: .xxxLarge)` | −33.823529 |
/// | `16.ssp(390 × 844 at AX3, relativeTo: .body)` | 48.941176 |
///
/// `scaled(relativeTo:category:)` uses the iOS ramp unless told another `platform:`; in a
/// window, ``scaled(_:relativeTo:maxSize:minSize:)`` takes the category and the platform from
/// the configuration (24.4375 for 17 on a watch at AX3, 17 on Apple TV).
///
/// The text variants on the other axes are
/// ``DynamicType/text(_:configuration:qualifier:relativeTo:maxSize:minSize:maximumScale:)``
/// with `qualifier: .height` or `.width`.
extension DimensValue {
  /// Scales the number like `style` at `category`, capped at `maxSize`.
  ///
  /// See ``DynamicType/scaled(_:relativeTo:category:maxSize:minSize:platform:)``.
  @inlinable
  public func scaled(
    relativeTo style: TextStyle,
    category: ContentSizeCategory,
    maxSize: ContentSizeCategory = DynamicType.defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    platform: DimensPlatform = .iOS
  ) -> Double {
    DynamicType.scaled(
      dimensValue, relativeTo: style, category: category, maxSize: maxSize,
      minSize: minSize, platform: platform)
  }

  /// Scales the number like `style` in a window: at its category, on its platform's ramp
  /// (unchanged on tvOS, macOS and CarPlay unless the window has an explicit `fontScale`).
  ///
  /// See ``DynamicType/scaled(_:relativeTo:in:maxSize:minSize:)``.
  @inlinable
  public func scaled(
    _ configuration: DimensConfiguration,
    relativeTo style: TextStyle = .body,
    maxSize: ContentSizeCategory = DynamicType.defaultMaxSize,
    minSize: ContentSizeCategory? = nil
  ) -> Double {
    DynamicType.scaled(
      dimensValue, relativeTo: style, in: configuration, maxSize: maxSize, minSize: minSize)
  }

  /// Text scaled with the smallest width and with the style's Dynamic Type ramp, capped.
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
