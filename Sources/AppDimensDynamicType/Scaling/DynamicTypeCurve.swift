/// Which of Apple's two Dynamic Type growths a value follows: `UIFontMetrics`' own curve, or
/// the text style's point-size ramp (Behavior Reference › Dynamic Type).
///
/// They are different numbers. `UIFontMetrics(forTextStyle:).scaledValue(for:)` and
/// SwiftUI's `@ScaledMetric(relativeTo:)` multiply by a ratio of their own (for body it is
/// the ratio of the HIG leadings) and round to the pixel grid; the system font of a style
/// (`.font(.body)`, `UIFont.preferredFont(forTextStyle:)`) has the HIG point size, so its
/// growth is the point-size ratio.
///
/// ```
/// metrics:  v × units(style, c) ÷ units(style, .large), rounded to 1 ÷ displayScale
/// fontRamp: v × size(style, c) ÷ size(style, .large)
/// ```
///
/// | 17 pt relative to | category | `.metrics` (@3x) | `.fontRamp` |
/// |---|---|---|---|
/// | body | medium | 16.333333 | 16 |
/// | body | accessibility3 | 37 | 40 |
/// | body | accessibility5 | 48 | 53 |
/// | caption2 | xSmall | 17 | 17 |
/// | footnote | accessibility5 | 49 | 57.538462 |
///
/// Which API follows which:
///
/// | API | curve |
/// |---|---|
/// | `scaled(relativeTo:category:…)`, `scaled(_:relativeTo:…)`, `scaled(to:)`, `@ScaledMetricWithMaxSize`, ``DynamicType/imageSize(_:category:maxSize:platform:displayScale:)``, a font of a custom size (`FontSpec(size:style:)`, `.font(size:style:)`, `UIFont.font(ofSize:scalingWith:)`), a custom font at any size (`FontSpec(name:)`, `.font(name:size:style:)`, `UIFont.font(named:ofSize:)`) | metrics |
/// | `ssp`, `hsp`, `wsp`, `ssp(_:relativeTo:…)`, `autoSp`, `@ScaledDimension(text:)`, the configuration's derived `fontScale`, ``TypeRamp``, a standard style at its own size (`FontSpec(style:)`, `.font(style:)`, `UIFont.font(with:)`) | font ramp |
public enum DynamicTypeCurve: String, CaseIterable, Hashable, Sendable, Codable {
  /// What `UIFontMetrics.scaledValue(for:)` and `@ScaledMetric` return on the device.
  case metrics
  /// The style's point size at the category ÷ its size at `.large`: how the system text of
  /// that style grows.
  case fontRamp
}
