/// What `UIFontMetrics(forTextStyle:).scaledValue(for:)` multiplies a value by on iOS and
/// iPadOS: one ratio of whole numbers per style and category, `units(c) ÷ units(.large)`.
///
/// ```
/// iOSMetricsUnits(style, ordinal) = the style's units at the category with that ordinal
///                                   (0 = xSmall … 3 = large … 11 = accessibility5)
/// multiplier(style, c)            = iOSMetricsUnits(style, c) ÷ iOSMetricsUnits(style, .large)
/// ```
///
/// | style | ordinal | units | multiplier | 17 pt becomes (@3x) |
/// |---|---|---|---|---|
/// | body | 3 (large) | 22 | 1 | 17 |
/// | body | 9 (accessibility3) | 48 | 2.181818 | 37 |
/// | body | 11 (accessibility5) | 62 | 2.818182 | 48 |
/// | caption2 | 0 (xSmall) | 13 | 1 | 17 |
/// | footnote | 11 (accessibility5) | 52 | 2.888889 | 49 |
/// | body | 12 | nil | – | – |
//
// Source: a dump of `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)` taken on
// iOS 26 in the Simulator (repository Vercantez/openuikit, file
// Sources/OpenUIKit/Resources/dynamic_type.json, commit
// 6f62d1d0df4b4aa3490da5e9637345741e1942d2): 11 styles × 12 categories × 19 base values from 8
// to 64 pt. Every value in it is a multiple of 1/3 pt. The display scale is not recorded; the
// same repository's other iOS 26.1 probes name an iPhone 16 (a @3x screen), so the 1/3-pt
// grid is read as the pixel grid of a @3x screen (inferred, not measured). A public
// decompilation of UIKitCore from iOS 26.1 (repository EthanArbuckle/iPhone18-3_26.1_23B85_Restore,
// System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/UIFontMetrics.mm) reads the
// same way: the value is multiplied by the style's leading at the category over its leading
// at the default category, then rounded to the trait collection's display scale (the main
// screen's when the traits carry none). No measurement at @2x was found.
//
// How the table was found. A least-squares line through the origin over the 19 bases gives
// every cell's multiplier to within 0.0015 of `units(c) ÷ units(.large)` (its residuals reach
// 0.195 pt, because the measured values are rounded). The ratio itself, times the base and
// rounded half away from zero to the 1/3-pt grid, reproduces all 2,508 measured values exactly;
// unrounded, its worst residual is 1/6 pt. In 124 of the 132 cells the units are the HIG's
// leading (line height) of the style at that category, which is why the multiplier differs
// from the point-size ratio; in the other 8 the measurement fixes a different whole number:
// caption1 AX1 27 (HIG 28), caption2 AX2 29 (30), headline AX4 51 (56), subheadline xxxL 26
// (28) and AX2 36 (37), title1 xL 36 (37), xxL 38 (39) and AX4 61 (62). The test
// `TypeRamp+iOSMetricsTests.swift` checks every one of the 2,508 values, transcribed from the
// dump, and the least-squares bound.
//
// Policy: the watchOS-only styles use the iOS style `publishedStyle(for:platform:)` names, as
// in `iOSPointSize`. A switch of constants, like `iOSPointSize`, so a literal style folds to one
// table load (`@inline(__always)`).
extension TypeRamp {
  /// The whole number whose ratio to the one at `.large` is `UIFontMetrics`' multiplier for
  /// `style` at the category with `ordinal`, or nil outside 0…11 (see the table above).
  @inlinable @inline(__always)
  public static func iOSMetricsUnits(_ style: TextStyle, ordinal: Int) -> Double? {
    switch style {
    case .largeTitle: pick(ordinal, 38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70)
    case .title1: pick(ordinal, 31, 32, 33, 34, 36, 38, 41, 46, 51, 57, 61, 68)
    case .title2: pick(ordinal, 24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66)
    case .title3: pick(ordinal, 22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65)
    case .headline, .subtitle1: pick(ordinal, 19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 51, 62)
    case .body: pick(ordinal, 19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62)
    case .callout: pick(ordinal, 18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60)
    case .subheadline: pick(ordinal, 16, 18, 19, 20, 22, 24, 26, 31, 36, 43, 50, 58)
    case .footnote, .footnote1, .footnote2:
      pick(ordinal, 16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52)
    case .caption1: pick(ordinal, 13, 13, 13, 16, 19, 21, 23, 27, 32, 39, 44, 51)
    case .caption2: pick(ordinal, 13, 13, 13, 13, 18, 20, 22, 25, 29, 35, 41, 48)
    }
  }
}
