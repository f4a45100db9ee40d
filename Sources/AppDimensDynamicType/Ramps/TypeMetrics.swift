/// The point size and leading (line height) of a text style at one category, in points.
///
/// Leading is the HIG design value; apply it through a paragraph style or `line-height`
/// (UIKit's `UIFont.lineHeight` reports the font's natural height instead, ~20.29 for body).
///
/// | style at Large (iOS) | size | leading | line-height ratio |
/// |---|---|---|---|
/// | body | 17 | 22 | 1.294118 |
/// | largeTitle | 34 | 41 | 1.205882 |
public struct TypeMetrics: Hashable, Sendable, Codable {
  /// The font's point size.
  public var size: Double
  /// The line height, in points.
  public var leading: Double

  /// Creates metrics from a point size and a leading.
  @inlinable
  public init(size: Double, leading: Double) {
    self.size = size
    self.leading = leading
  }

  /// The leading as a multiple of the size, the unitless CSS `line-height`: `leading ÷ size`.
  @inlinable
  public var lineHeightRatio: Double { leading / size }
}

/// One style's row of a category-dependent ramp: sizes and leadings in category order.
@usableFromInline
struct RampRow: Sendable {
  @usableFromInline let sizes: [Double]
  @usableFromInline let leadings: [Double]

  @usableFromInline
  init(sizes: [Double], leadings: [Double]) {
    self.sizes = sizes
    self.leadings = leadings
  }

  /// The metrics at a position of the ramp, or nil outside it.
  @usableFromInline
  func metrics(at index: Int) -> TypeMetrics? {
    guard sizes.indices.contains(index), leadings.indices.contains(index) else { return nil }
    return TypeMetrics(size: sizes[index], leading: leadings[index])
  }
}
