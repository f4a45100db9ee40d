// The fixed type sizes of the platforms without Dynamic Type (HIG Typography → Specifications):
// "macOS doesn't support Dynamic Type"; tvOS text sizes are fixed.

extension TypeRamp {
  /// The macOS sizes: size / line height in points, the same at every category.
  @usableFromInline
  static let macOSMetrics: [TextStyle: TypeMetrics] = [
    .largeTitle: TypeMetrics(size: 26, leading: 32),
    .title1: TypeMetrics(size: 22, leading: 26),
    .title2: TypeMetrics(size: 17, leading: 22),
    .title3: TypeMetrics(size: 15, leading: 20),
    .headline: TypeMetrics(size: 13, leading: 16),
    .body: TypeMetrics(size: 13, leading: 16),
    .callout: TypeMetrics(size: 12, leading: 15),
    .subheadline: TypeMetrics(size: 11, leading: 14),
    .footnote: TypeMetrics(size: 10, leading: 13),
    .caption1: TypeMetrics(size: 10, leading: 13),
    .caption2: TypeMetrics(size: 10, leading: 13),
  ]

  /// The tvOS sizes: size / line height in points, the same at every category.
  @usableFromInline
  static let tvOSMetrics: [TextStyle: TypeMetrics] = [
    .title1: TypeMetrics(size: 76, leading: 96),
    .title2: TypeMetrics(size: 57, leading: 66),
    .title3: TypeMetrics(size: 48, leading: 56),
    .headline: TypeMetrics(size: 38, leading: 46),
    .subtitle1: TypeMetrics(size: 38, leading: 46),
    .callout: TypeMetrics(size: 31, leading: 38),
    .body: TypeMetrics(size: 29, leading: 36),
    .caption1: TypeMetrics(size: 25, leading: 32),
    .caption2: TypeMetrics(size: 23, leading: 30),
  ]
}
