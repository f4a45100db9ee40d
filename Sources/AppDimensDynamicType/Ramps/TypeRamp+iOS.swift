// The iOS/iPadOS Dynamic Type ramp (HIG Typography → Specifications, "iOS, iPadOS Dynamic Type
// sizes" and "larger accessibility type sizes"), one row per style, in category order
// xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
//
// Policy: caption2 at AX5 is the HIG's 40 pt. Measured `UIFont.preferredFont` point sizes agree
// with the HIG in the other 131 cells; in this one iOS changed: 41 on iOS 13.3 (a simulator
// measurement, temoki/UIKit_DynamicType README.md) and 40 again on iOS 26 (the `pointSize` of
// caption2 at accessibilityExtraExtraExtraLarge in a public dump, Vercantez/openuikit
// Sources/OpenUIKit/Resources/dynamic_type.json, commit 6f62d1d). We follow the HIG, which
// today's iOS matches.
// The body row must equal `ContentSizeCategory.bodyPointSize` (a test checks they agree).

extension TypeRamp {
  /// The iOS/iPadOS rows: size / leading in points per category.
  @usableFromInline
  static let iOSRows: [TextStyle: RampRow] = [
    .largeTitle: RampRow(
      sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      leadings: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
    .title1: RampRow(
      sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      leadings: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
    .title2: RampRow(
      sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      leadings: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
    .title3: RampRow(
      sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      leadings: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
    .headline: RampRow(
      sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
    .body: RampRow(
      sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
    .callout: RampRow(
      sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      leadings: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
    .subheadline: RampRow(
      sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      leadings: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
    .footnote: RampRow(
      sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      leadings: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
    .caption1: RampRow(
      sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      leadings: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
    .caption2: RampRow(
      sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
      leadings: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
  ]
}
