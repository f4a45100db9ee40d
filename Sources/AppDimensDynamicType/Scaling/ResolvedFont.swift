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
