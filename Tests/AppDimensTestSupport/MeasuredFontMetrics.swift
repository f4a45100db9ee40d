import AppDimens
import Testing

// A transcription of a measurement of Apple's API, kept as facts only (the file it comes from
// carries no licence, so it is not kept here).
//
// Source: repository Vercantez/openuikit, file Sources/OpenUIKit/Resources/dynamic_type.json,
// commit 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (44,284 characters): the values that
// `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)` returned on iOS 26 in the
// Simulator for 11 text styles × 12 categories × 19 base values (its "scaled" arrays, six
// decimals), with each style's `pointSize` at the category. The display scale is not
// recorded; every value is a multiple of 1/3 pt, which a @3x screen gives (the repository's
// other iOS 26.1 probes name an iPhone 16). Copied cell by cell; nothing here is computed.

/// One measured cell: a style (by its UIKit name) at a category, its font's point size there,
/// and `scaledValue(for:)` of each of ``measuredBases``.
public struct MeasuredMetricsCell: Sendable, CustomTestStringConvertible {
  /// The text style's name: `largeTitle`, `title1` … `caption2`.
  public let style: String
  /// The Dynamic Type category.
  public let category: ContentSizeCategory
  /// `UIFont.preferredFont(forTextStyle:)`'s point size at the category.
  public let pointSize: Double
  /// `scaledValue(for:)` of each base, in ``measuredBases`` order.
  public let scaled: [Double]
  /// The cell's name in test output.
  public var testDescription: String { "\(style) at \(category)" }
}

/// The base values the dump measured, in its order (8 … 64 pt).
public let measuredBases: [Double] = [
  8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64,
]

/// Every cell of the dump: 11 styles × 12 categories, `scaled` in ``measuredBases`` order.
public let measuredMetrics: [MeasuredMetricsCell] = [
  MeasuredMetricsCell(
    style: "largeTitle", category: .xSmall, pointSize: 31,
    scaled: [
      7.333333, 9.333333, 10.333333, 11, 12, 13, 14, 14.666667, 15.666667, 16.666667, 18.666667,
      20.333333, 22.333333, 24, 26, 31.666667, 37, 44.333333, 59.333333,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .small, pointSize: 32,
    scaled: [
      7.666667, 9.666667, 10.333333, 11.333333, 12.333333, 13.333333, 14.333333, 15.333333,
      16.333333, 17, 19, 21, 22.666667, 24.666667, 26.666667, 32.333333, 38, 45.666667, 61,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .medium, pointSize: 33,
    scaled: [
      7.666667, 9.666667, 10.666667, 11.666667, 12.666667, 13.666667, 14.666667, 15.666667,
      16.666667, 17.666667, 19.666667, 21.333333, 23.333333, 25.333333, 27.333333, 33.333333, 39,
      46.666667, 62.333333,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .large, pointSize: 34,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .xLarge, pointSize: 36,
    scaled: [
      8.333333, 10.333333, 11.666667, 12.666667, 13.666667, 14.666667, 15.666667, 16.666667,
      17.666667, 19, 21, 23, 25.333333, 27.333333, 29.333333, 35.666667, 42, 50.333333, 67,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .xxLarge, pointSize: 38,
    scaled: [
      9, 11.333333, 12.333333, 13.333333, 14.666667, 15.666667, 16.666667, 18, 19, 20.333333,
      22.333333, 24.666667, 27, 29.333333, 31.333333, 38, 45, 54, 71.666667,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .xxxLarge, pointSize: 40,
    scaled: [
      9.333333, 11.666667, 13, 14, 15.333333, 16.333333, 17.666667, 18.666667, 20, 21, 23.333333,
      25.666667, 28, 30.333333, 32.666667, 39.666667, 46.666667, 56.333333, 75,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .accessibility1, pointSize: 44,
    scaled: [
      10, 12.666667, 14, 15.333333, 16.333333, 17.666667, 19, 20.333333, 21.666667, 22.666667,
      25.333333, 28, 30.333333, 33, 35.666667, 43, 50.666667, 61, 81.333333,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .accessibility2, pointSize: 48,
    scaled: [
      11, 14, 15.333333, 16.666667, 18, 19.333333, 21, 22.333333, 23.666667, 25, 27.666667,
      30.666667, 33.333333, 36, 39, 47.333333, 55.666667, 66.666667, 89,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .accessibility3, pointSize: 52,
    scaled: [
      12, 15, 16.333333, 18, 19.333333, 20.666667, 22.333333, 23.666667, 25.333333, 26.666667,
      29.666667, 32.666667, 35.666667, 38.666667, 41.666667, 50.666667, 59.666667, 71.333333,
      95.333333,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .accessibility4, pointSize: 56,
    scaled: [
      13, 16, 17.666667, 19.333333, 21, 22.666667, 24, 25.666667, 27.333333, 29, 32.333333,
      35.333333, 38.666667, 42, 45, 54.666667, 64.333333, 77.333333, 103,
    ]),
  MeasuredMetricsCell(
    style: "largeTitle", category: .accessibility5, pointSize: 60,
    scaled: [
      13.666667, 17, 18.666667, 20.333333, 22.333333, 24, 25.666667, 27.333333, 29, 30.666667, 34,
      37.666667, 41, 44.333333, 47.666667, 58, 68.333333, 82, 109.333333,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .xSmall, pointSize: 25,
    scaled: [
      7.333333, 9, 10, 11, 12, 12.666667, 13.666667, 14.666667, 15.666667, 16.333333, 18.333333, 20,
      22, 23.666667, 25.666667, 31, 36.333333, 43.666667, 58.333333,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .small, pointSize: 26,
    scaled: [
      7.666667, 9.333333, 10.333333, 11.333333, 12.333333, 13.333333, 14, 15, 16, 17, 18.666667,
      20.666667, 22.666667, 24.333333, 26.333333, 32, 37.666667, 45.333333, 60.333333,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .medium, pointSize: 27,
    scaled: [
      7.666667, 9.666667, 10.666667, 11.666667, 12.666667, 13.666667, 14.666667, 15.666667,
      16.666667, 17.333333, 19.333333, 21.333333, 23.333333, 25.333333, 27.333333, 33, 38.666667,
      46.666667, 62,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .large, pointSize: 28,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "title1", category: .xLarge, pointSize: 30,
    scaled: [
      8.333333, 10.666667, 11.666667, 12.666667, 13.666667, 14.666667, 16, 17, 18, 19, 21.333333,
      23.333333, 25.333333, 27.666667, 29.666667, 36, 42.333333, 50.666667, 67.666667,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .xxLarge, pointSize: 32,
    scaled: [
      9, 11.333333, 12.333333, 13.333333, 14.666667, 15.666667, 16.666667, 18, 19, 20, 22.333333,
      24.666667, 26.666667, 29, 31.333333, 38, 44.666667, 53.666667, 71.666667,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .xxxLarge, pointSize: 34,
    scaled: [
      9.666667, 12, 13.333333, 14.333333, 15.666667, 17, 18, 19.333333, 20.666667, 21.666667, 24,
      26.666667, 29, 31.333333, 33.666667, 41, 48.333333, 58, 77.333333,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .accessibility1, pointSize: 38,
    scaled: [
      10.666667, 13.666667, 15, 16.333333, 17.666667, 19, 20.333333, 21.666667, 23, 24.333333, 27,
      29.666667, 32.333333, 35.333333, 38, 46, 54, 65, 86.666667,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .accessibility2, pointSize: 43,
    scaled: [
      12, 15, 16.666667, 18, 19.666667, 21, 22.666667, 24, 25.666667, 27, 30, 33, 36, 39, 42, 51,
      60, 72, 96,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .accessibility3, pointSize: 48,
    scaled: [
      13.333333, 16.666667, 18.333333, 20, 21.666667, 23.333333, 25, 26.666667, 28.666667,
      30.333333, 33.666667, 37, 40.333333, 43.666667, 47, 57, 67, 80.333333, 107.333333,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .accessibility4, pointSize: 53,
    scaled: [
      14.333333, 18, 19.666667, 21.666667, 23.333333, 25, 27, 28.666667, 30.666667, 32.333333, 36,
      39.333333, 43, 46.666667, 50.333333, 61, 71.666667, 86, 114.666667,
    ]),
  MeasuredMetricsCell(
    style: "title1", category: .accessibility5, pointSize: 58,
    scaled: [16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 40, 44, 48, 52, 56, 68, 80, 96, 128]),
  MeasuredMetricsCell(
    style: "title2", category: .xSmall, pointSize: 19,
    scaled: [
      7, 8.666667, 9.333333, 10.333333, 11, 12, 13, 13.666667, 14.666667, 15.333333, 17, 19,
      20.666667, 22.333333, 24, 29, 34.333333, 41, 55,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .small, pointSize: 20,
    scaled: [
      7, 9, 9.666667, 10.666667, 11.666667, 12.666667, 13.333333, 14.333333, 15.333333, 16, 18,
      19.666667, 21.333333, 23.333333, 25, 30.333333, 35.666667, 43, 57,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .medium, pointSize: 21,
    scaled: [
      7.333333, 9.333333, 10.333333, 11, 12, 13, 14, 15, 15.666667, 16.666667, 18.666667, 20.333333,
      22.333333, 24, 26, 31.666667, 37, 44.666667, 59.333333,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .large, pointSize: 22,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "title2", category: .xLarge, pointSize: 24,
    scaled: [
      8.666667, 10.666667, 11.666667, 13, 14, 15, 16, 17, 18.333333, 19.333333, 21.333333,
      23.666667, 25.666667, 28, 30, 36.333333, 43, 51.333333, 68.666667,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .xxLarge, pointSize: 26,
    scaled: [
      9, 11.333333, 12.666667, 13.666667, 15, 16, 17, 18.333333, 19.333333, 20.666667, 23, 25,
      27.333333, 29.666667, 32, 39, 45.666667, 55, 73,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .xxxLarge, pointSize: 28,
    scaled: [
      9.666667, 12, 13.333333, 14.666667, 15.666667, 17, 18.333333, 19.333333, 20.666667, 22,
      24.333333, 26.666667, 29, 31.666667, 34, 41.333333, 48.666667, 58.333333, 77.666667,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .accessibility1, pointSize: 34,
    scaled: [
      11.666667, 14.666667, 16, 17.666667, 19, 20.666667, 22, 23.333333, 25, 26.333333, 29.333333,
      32.333333, 35, 38, 41, 49.666667, 58.666667, 70.333333, 93.666667,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .accessibility2, pointSize: 39,
    scaled: [
      13.333333, 16.666667, 18.333333, 20, 21.666667, 23.666667, 25.333333, 27, 28.666667,
      30.333333, 33.666667, 37, 40.333333, 43.666667, 47, 57, 67, 80.666667, 107.333333,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .accessibility3, pointSize: 44,
    scaled: [
      15, 18.666667, 20.333333, 22.333333, 24, 26, 28, 29.666667, 31.666667, 33.333333, 37, 41,
      44.666667, 48.333333, 52, 63, 74.333333, 89, 119,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .accessibility4, pointSize: 50,
    scaled: [
      17, 21, 23.333333, 25.333333, 27.333333, 29.666667, 31.666667, 33.666667, 35.666667, 38, 42,
      46.333333, 50.666667, 54.666667, 59, 71.666667, 84.333333, 101, 135,
    ]),
  MeasuredMetricsCell(
    style: "title2", category: .accessibility5, pointSize: 56,
    scaled: [
      19, 23.666667, 26, 28.333333, 30.666667, 33, 35.333333, 37.666667, 40, 42.333333, 47, 52,
      56.666667, 61.333333, 66, 80, 94.333333, 113, 151,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .xSmall, pointSize: 17,
    scaled: [
      7, 8.666667, 9.666667, 10.666667, 11.333333, 12.333333, 13.333333, 14, 15, 16, 17.666667,
      19.333333, 21, 23, 24.666667, 30, 35.333333, 42.333333, 56.333333,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .small, pointSize: 18,
    scaled: [
      7.333333, 9.333333, 10, 11, 12, 13, 13.666667, 14.666667, 15.666667, 16.666667, 18.333333,
      20.333333, 22, 24, 25.666667, 31.333333, 36.666667, 44, 59,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .medium, pointSize: 19,
    scaled: [
      7.666667, 9.666667, 10.666667, 11.666667, 12.333333, 13.333333, 14.333333, 15.333333,
      16.333333, 17.333333, 19.333333, 21, 23, 25, 27, 32.666667, 38.333333, 46, 61.333333,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .large, pointSize: 20,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "title3", category: .xLarge, pointSize: 22,
    scaled: [
      9, 11.333333, 12.333333, 13.333333, 14.666667, 15.666667, 16.666667, 18, 19, 20, 22.333333,
      24.666667, 27, 29, 31.333333, 38, 44.666667, 53.666667, 71.666667,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .xxLarge, pointSize: 24,
    scaled: [
      9.666667, 12, 13.333333, 14.333333, 15.666667, 16.666667, 18, 19.333333, 20.333333, 21.666667,
      24, 26.333333, 28.666667, 31.333333, 33.666667, 40.666667, 48, 57.666667, 76.666667,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .xxxLarge, pointSize: 26,
    scaled: [
      10.333333, 12.666667, 14, 15.333333, 16.666667, 18, 19.333333, 20.333333, 21.666667, 23,
      25.666667, 28, 30.666667, 33.333333, 36, 43.666667, 51.333333, 61.333333, 82,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .accessibility1, pointSize: 31,
    scaled: [
      12, 15.333333, 16.666667, 18.333333, 19.666667, 21.333333, 22.666667, 24.333333, 26,
      27.333333, 30.333333, 33.333333, 36.333333, 39.666667, 42.666667, 51.666667, 60.666667, 73,
      97.333333,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .accessibility2, pointSize: 37,
    scaled: [
      14, 17.666667, 19.333333, 21, 23, 24.666667, 26.333333, 28, 30, 31.666667, 35.333333,
      38.666667, 42.333333, 45.666667, 49.333333, 60, 70.333333, 84.333333, 112.666667,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .accessibility3, pointSize: 43,
    scaled: [
      16.333333, 20.333333, 22.333333, 24.333333, 26.666667, 28.666667, 30.666667, 32.666667,
      34.666667, 36.666667, 40.666667, 45, 49, 53, 57, 69.333333, 81.666667, 98, 130.666667,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .accessibility4, pointSize: 49,
    scaled: [
      18.666667, 23.333333, 25.666667, 28, 30, 32.333333, 34.666667, 37, 39.333333, 41.666667,
      46.333333, 51, 55.666667, 60.333333, 65, 79, 92.666667, 111.333333, 148.333333,
    ]),
  MeasuredMetricsCell(
    style: "title3", category: .accessibility5, pointSize: 55,
    scaled: [
      20.666667, 26, 28.666667, 31.333333, 33.666667, 36.333333, 39, 41.666667, 44.333333,
      46.666667, 52, 57.333333, 62.333333, 67.666667, 72.666667, 88.333333, 104, 124.666667,
      166.333333,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .xSmall, pointSize: 14,
    scaled: [
      7, 8.666667, 9.666667, 10.333333, 11.333333, 12, 13, 13.666667, 14.666667, 15.666667,
      17.333333, 19, 20.666667, 22.333333, 24.333333, 29.333333, 34.666667, 41.333333, 55.333333,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .small, pointSize: 15,
    scaled: [
      7.333333, 9, 10, 11, 11.666667, 12.666667, 13.666667, 14.666667, 15.333333, 16.333333,
      18.333333, 20, 21.666667, 23.666667, 25.333333, 31, 36.333333, 43.666667, 58.333333,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .medium, pointSize: 16,
    scaled: [
      7.666667, 9.666667, 10.666667, 11.333333, 12.333333, 13.333333, 14.333333, 15.333333,
      16.333333, 17.333333, 19, 21, 23, 24.666667, 26.666667, 32.333333, 38.333333, 45.666667, 61,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .large, pointSize: 17,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "headline", category: .xLarge, pointSize: 19,
    scaled: [
      8.666667, 11, 12, 13, 14.333333, 15.333333, 16.333333, 17.333333, 18.666667, 19.666667,
      21.666667, 24, 26.333333, 28.333333, 30.666667, 37, 43.666667, 52.333333, 69.666667,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .xxLarge, pointSize: 21,
    scaled: [
      9.333333, 11.666667, 13, 14.333333, 15.333333, 16.666667, 17.666667, 19, 20, 21.333333,
      23.666667, 26, 28.333333, 30.666667, 33, 40.333333, 47.333333, 56.666667, 75.666667,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .xxxLarge, pointSize: 23,
    scaled: [
      10.666667, 13.333333, 14.666667, 15.666667, 17, 18.333333, 19.666667, 21, 22.333333,
      23.666667, 26.333333, 29, 31.666667, 34.333333, 37, 44.666667, 52.666667, 63.333333,
      84.333333,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .accessibility1, pointSize: 28,
    scaled: [
      12.333333, 15.333333, 17, 18.666667, 20, 21.666667, 23.333333, 24.666667, 26.333333,
      27.666667, 31, 34, 37, 40.333333, 43.333333, 52.666667, 61.666667, 74.333333, 99,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .accessibility2, pointSize: 33,
    scaled: [
      14.666667, 18.333333, 20, 21.666667, 23.666667, 25.333333, 27.333333, 29, 31, 32.666667,
      36.333333, 40, 43.666667, 47.333333, 51, 61.666667, 72.666667, 87.333333, 116.333333,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .accessibility3, pointSize: 40,
    scaled: [
      17.333333, 21.666667, 24, 26.333333, 28.333333, 30.666667, 32.666667, 35, 37, 39.333333,
      43.666667, 48, 52.333333, 56.666667, 61, 74.333333, 87.333333, 104.666667, 139.666667,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .accessibility4, pointSize: 47,
    scaled: [
      18.666667, 23.333333, 25.666667, 27.666667, 30, 32.333333, 34.666667, 37, 39.333333,
      41.666667, 46.333333, 51, 55.666667, 60.333333, 65, 78.666667, 92.666667, 111.333333,
      148.333333,
    ]),
  MeasuredMetricsCell(
    style: "headline", category: .accessibility5, pointSize: 53,
    scaled: [
      22.666667, 28.333333, 31, 33.666667, 36.666667, 39.333333, 42.333333, 45, 48, 50.666667,
      56.333333, 62, 67.666667, 73.333333, 79, 95.666667, 112.666667, 135.333333, 180.333333,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .xSmall, pointSize: 14,
    scaled: [
      7, 8.666667, 9.666667, 10.333333, 11.333333, 12, 13, 13.666667, 14.666667, 15.666667,
      17.333333, 19, 20.666667, 22.333333, 24.333333, 29.333333, 34.666667, 41.333333, 55.333333,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .small, pointSize: 15,
    scaled: [
      7.333333, 9, 10, 11, 11.666667, 12.666667, 13.666667, 14.666667, 15.333333, 16.333333,
      18.333333, 20, 21.666667, 23.666667, 25.333333, 31, 36.333333, 43.666667, 58.333333,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .medium, pointSize: 16,
    scaled: [
      7.666667, 9.666667, 10.666667, 11.333333, 12.333333, 13.333333, 14.333333, 15.333333,
      16.333333, 17.333333, 19, 21, 23, 24.666667, 26.666667, 32.333333, 38.333333, 45.666667, 61,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .large, pointSize: 17,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "body", category: .xLarge, pointSize: 19,
    scaled: [
      8.666667, 11, 12, 13, 14.333333, 15.333333, 16.333333, 17.333333, 18.666667, 19.666667,
      21.666667, 24, 26.333333, 28.333333, 30.666667, 37, 43.666667, 52.333333, 69.666667,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .xxLarge, pointSize: 21,
    scaled: [
      9.333333, 11.666667, 13, 14.333333, 15.333333, 16.666667, 17.666667, 19, 20, 21.333333,
      23.666667, 26, 28.333333, 30.666667, 33, 40.333333, 47.333333, 56.666667, 75.666667,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .xxxLarge, pointSize: 23,
    scaled: [
      10.666667, 13.333333, 14.666667, 15.666667, 17, 18.333333, 19.666667, 21, 22.333333,
      23.666667, 26.333333, 29, 31.666667, 34.333333, 37, 44.666667, 52.666667, 63.333333,
      84.333333,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .accessibility1, pointSize: 28,
    scaled: [
      12.333333, 15.333333, 17, 18.666667, 20, 21.666667, 23.333333, 24.666667, 26.333333,
      27.666667, 31, 34, 37, 40.333333, 43.333333, 52.666667, 61.666667, 74.333333, 99,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .accessibility2, pointSize: 33,
    scaled: [
      14.666667, 18.333333, 20, 21.666667, 23.666667, 25.333333, 27.333333, 29, 31, 32.666667,
      36.333333, 40, 43.666667, 47.333333, 51, 61.666667, 72.666667, 87.333333, 116.333333,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .accessibility3, pointSize: 40,
    scaled: [
      17.333333, 21.666667, 24, 26.333333, 28.333333, 30.666667, 32.666667, 35, 37, 39.333333,
      43.666667, 48, 52.333333, 56.666667, 61, 74.333333, 87.333333, 104.666667, 139.666667,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .accessibility4, pointSize: 47,
    scaled: [
      20.333333, 25.333333, 28, 30.666667, 33, 35.666667, 38.333333, 40.666667, 43.333333,
      45.666667, 51, 56, 61, 66.333333, 71.333333, 86.666667, 101.666667, 122.333333, 163,
    ]),
  MeasuredMetricsCell(
    style: "body", category: .accessibility5, pointSize: 53,
    scaled: [
      22.666667, 28.333333, 31, 33.666667, 36.666667, 39.333333, 42.333333, 45, 48, 50.666667,
      56.333333, 62, 67.666667, 73.333333, 79, 95.666667, 112.666667, 135.333333, 180.333333,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .xSmall, pointSize: 13,
    scaled: [
      7, 8.666667, 9.333333, 10.333333, 11, 12, 13, 13.666667, 14.666667, 15.333333, 17, 19,
      20.666667, 22.333333, 24, 29, 34.333333, 41, 55,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .small, pointSize: 14,
    scaled: [
      7.333333, 9, 10, 11, 11.666667, 12.666667, 13.666667, 14.333333, 15.333333, 16.333333, 18, 20,
      21.666667, 23.666667, 25.333333, 30.666667, 36.333333, 43.333333, 58,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .medium, pointSize: 15,
    scaled: [
      7.666667, 9.666667, 10.333333, 11.333333, 12.333333, 13.333333, 14.333333, 15.333333,
      16.333333, 17, 19, 21, 23, 24.666667, 26.666667, 32.333333, 38, 45.666667, 61,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .large, pointSize: 16,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "callout", category: .xLarge, pointSize: 18,
    scaled: [
      8.666667, 11, 12, 13, 14.333333, 15.333333, 16.333333, 17.666667, 18.666667, 19.666667, 22,
      24, 26.333333, 28.333333, 30.666667, 37.333333, 43.666667, 52.666667, 70,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .xxLarge, pointSize: 20,
    scaled: [
      9.666667, 12, 13, 14.333333, 15.333333, 16.666667, 18, 19, 20.333333, 21.333333, 23.666667,
      26.333333, 28.666667, 31, 33.333333, 40.333333, 47.666667, 57, 76.333333,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .xxxLarge, pointSize: 22,
    scaled: [
      10.666667, 13.333333, 14.666667, 16, 17.333333, 18.666667, 20, 21.333333, 22.666667, 24,
      26.666667, 29.333333, 32, 34.666667, 37.333333, 45.333333, 53.333333, 64, 85.333333,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .accessibility1, pointSize: 26,
    scaled: [
      12.333333, 15.333333, 16.666667, 18.333333, 19.666667, 21.333333, 23, 24.333333, 26,
      27.333333, 30.333333, 33.666667, 36.666667, 39.666667, 42.666667, 51.666667, 61, 73,
      97.666667,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .accessibility2, pointSize: 32,
    scaled: [
      15, 18.666667, 20.333333, 22.333333, 24, 26, 28, 29.666667, 31.666667, 33.333333, 37, 41,
      44.666667, 48.333333, 52, 63, 74.333333, 89, 119,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .accessibility3, pointSize: 38,
    scaled: [
      17.666667, 22, 24, 26.333333, 28.333333, 30.666667, 33, 35, 37.333333, 39.333333, 43.666667,
      48.333333, 52.666667, 57, 61.333333, 74.333333, 87.666667, 105, 140.333333,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .accessibility4, pointSize: 44,
    scaled: [
      19.666667, 24.666667, 27.333333, 29.666667, 32.333333, 34.666667, 37, 39.666667, 42,
      44.666667, 49.666667, 54.333333, 59.333333, 64.333333, 69.333333, 84.333333, 99, 119,
      158.333333,
    ]),
  MeasuredMetricsCell(
    style: "callout", category: .accessibility5, pointSize: 51,
    scaled: [
      23, 28.666667, 31.333333, 34.333333, 37, 40, 43, 45.666667, 48.666667, 51.333333, 57, 63,
      68.666667, 74.333333, 80, 97, 114.333333, 137, 183,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .xSmall, pointSize: 12,
    scaled: [
      6.333333, 8, 8.666667, 9.666667, 10.333333, 11.333333, 12, 12.666667, 13.666667, 14.333333,
      16, 17.666667, 19.333333, 20.666667, 22.333333, 27.333333, 32, 38.333333, 51.333333,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .small, pointSize: 13,
    scaled: [
      7.333333, 9, 10, 10.666667, 11.666667, 12.666667, 13.666667, 14.333333, 15.333333, 16.333333,
      18, 19.666667, 21.666667, 23.333333, 25.333333, 30.666667, 36, 43.333333, 57.666667,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .medium, pointSize: 14,
    scaled: [
      7.666667, 9.666667, 10.333333, 11.333333, 12.333333, 13.333333, 14.333333, 15.333333, 16, 17,
      19, 21, 22.666667, 24.666667, 26.666667, 32.333333, 38, 45.666667, 60.666667,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .large, pointSize: 15,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "subheadline", category: .xLarge, pointSize: 17,
    scaled: [
      8.666667, 11, 12, 13.333333, 14.333333, 15.333333, 16.666667, 17.666667, 18.666667, 19.666667,
      22, 24.333333, 26.333333, 28.666667, 30.666667, 37.333333, 44, 52.666667, 70.333333,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .xxLarge, pointSize: 19,
    scaled: [
      9.666667, 12, 13.333333, 14.333333, 15.666667, 16.666667, 18, 19.333333, 20.333333, 21.666667,
      24, 26.333333, 28.666667, 31.333333, 33.666667, 40.666667, 48, 57.666667, 76.666667,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .xxxLarge, pointSize: 21,
    scaled: [
      10.333333, 13, 14.333333, 15.666667, 17, 18.333333, 19.666667, 20.666667, 22, 23.333333, 26,
      28.666667, 31.333333, 33.666667, 36.333333, 44.333333, 52, 62.333333, 83.333333,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .accessibility1, pointSize: 25,
    scaled: [
      12.333333, 15.666667, 17, 18.666667, 20, 21.666667, 23.333333, 24.666667, 26.333333, 28, 31,
      34, 37.333333, 40.333333, 43.333333, 52.666667, 62, 74.333333, 99.333333,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .accessibility2, pointSize: 30,
    scaled: [
      14.333333, 18, 19.666667, 21.666667, 23.333333, 25.333333, 27, 28.666667, 30.666667,
      32.333333, 36, 39.666667, 43.333333, 46.666667, 50.333333, 61.333333, 72, 86.333333,
      115.333333,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .accessibility3, pointSize: 36,
    scaled: [
      17.333333, 21.666667, 23.666667, 25.666667, 28, 30, 32.333333, 34.333333, 36.666667,
      38.666667, 43, 47.333333, 51.666667, 56, 60.333333, 73, 86, 103.333333, 137.666667,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .accessibility4, pointSize: 42,
    scaled: [
      20, 25, 27.666667, 30, 32.666667, 35, 37.666667, 40, 42.666667, 45, 50, 55, 60, 65, 70, 85,
      100, 120, 160,
    ]),
  MeasuredMetricsCell(
    style: "subheadline", category: .accessibility5, pointSize: 49,
    scaled: [
      23.333333, 29, 32, 34.666667, 37.666667, 40.666667, 43.666667, 46.333333, 49.333333,
      52.333333, 58, 63.666667, 69.666667, 75.333333, 81.333333, 98.666667, 116, 139.333333,
      185.666667,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .xSmall, pointSize: 12,
    scaled: [
      7, 9, 9.666667, 10.666667, 11.666667, 12.333333, 13.333333, 14.333333, 15, 16, 17.666667,
      19.666667, 21.333333, 23, 25, 30.333333, 35.666667, 42.666667, 57,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .small, pointSize: 12,
    scaled: [
      7, 9, 9.666667, 10.666667, 11.666667, 12.333333, 13.333333, 14.333333, 15, 16, 17.666667,
      19.666667, 21.333333, 23, 25, 30.333333, 35.666667, 42.666667, 57,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .medium, pointSize: 12,
    scaled: [
      7, 9, 9.666667, 10.666667, 11.666667, 12.333333, 13.333333, 14.333333, 15, 16, 17.666667,
      19.666667, 21.333333, 23, 25, 30.333333, 35.666667, 42.666667, 57,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .large, pointSize: 13,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "footnote", category: .xLarge, pointSize: 15,
    scaled: [
      9, 11, 12.333333, 13.333333, 14.333333, 15.666667, 16.666667, 17.666667, 19, 20, 22.333333,
      24.333333, 26.666667, 29, 31, 37.666667, 44.333333, 53.333333, 71,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .xxLarge, pointSize: 17,
    scaled: [
      9.666667, 12.333333, 13.333333, 14.666667, 16, 17, 18.333333, 19.666667, 20.666667, 22,
      24.333333, 27, 29.333333, 31.666667, 34.333333, 41.666667, 49, 58.666667, 78.333333,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .xxxLarge, pointSize: 19,
    scaled: [
      10.666667, 13.333333, 14.666667, 16, 17.333333, 18.666667, 20, 21.333333, 22.666667, 24,
      26.666667, 29.333333, 32, 34.666667, 37.333333, 45.333333, 53.333333, 64, 85.333333,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .accessibility1, pointSize: 23,
    scaled: [
      13, 16, 17.666667, 19.333333, 21, 22.666667, 24.333333, 25.666667, 27.333333, 29, 32.333333,
      35.333333, 38.666667, 42, 45, 54.666667, 64.333333, 77.333333, 103,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .accessibility2, pointSize: 27,
    scaled: [
      14.666667, 18.333333, 20.333333, 22, 24, 25.666667, 27.666667, 29.333333, 31.333333, 33,
      36.666667, 40.333333, 44, 47.666667, 51.333333, 62.333333, 73.333333, 88, 117.333333,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .accessibility3, pointSize: 33,
    scaled: [
      17.666667, 22.333333, 24.333333, 26.666667, 29, 31, 33.333333, 35.666667, 37.666667, 40,
      44.333333, 49, 53.333333, 57.666667, 62.333333, 75.666667, 89, 106.666667, 142.333333,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .accessibility4, pointSize: 38,
    scaled: [
      20.333333, 25.666667, 28, 30.666667, 33.333333, 35.666667, 38.333333, 41, 43.333333, 46, 51,
      56.333333, 61.333333, 66.333333, 71.666667, 87, 102.333333, 122.666667, 163.666667,
    ]),
  MeasuredMetricsCell(
    style: "footnote", category: .accessibility5, pointSize: 44,
    scaled: [
      23, 29, 31.666667, 34.666667, 37.666667, 40.333333, 43.333333, 46.333333, 49, 52, 57.666667,
      63.666667, 69.333333, 75, 81, 98.333333, 115.666667, 138.666667, 185,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .xSmall, pointSize: 11,
    scaled: [
      6.666667, 8, 9, 9.666667, 10.666667, 11.333333, 12.333333, 13, 13.666667, 14.666667,
      16.333333, 18, 19.666667, 21, 22.666667, 27.666667, 32.666667, 39, 52,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .small, pointSize: 11,
    scaled: [
      6.666667, 8, 9, 9.666667, 10.666667, 11.333333, 12.333333, 13, 13.666667, 14.666667,
      16.333333, 18, 19.666667, 21, 22.666667, 27.666667, 32.666667, 39, 52,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .medium, pointSize: 11,
    scaled: [
      6.666667, 8, 9, 9.666667, 10.666667, 11.333333, 12.333333, 13, 13.666667, 14.666667,
      16.333333, 18, 19.666667, 21, 22.666667, 27.666667, 32.666667, 39, 52,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .large, pointSize: 12,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "caption1", category: .xLarge, pointSize: 14,
    scaled: [
      9.666667, 12, 13, 14.333333, 15.333333, 16.666667, 17.666667, 19, 20.333333, 21.333333,
      23.666667, 26, 28.666667, 31, 33.333333, 40.333333, 47.666667, 57, 76,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .xxLarge, pointSize: 16,
    scaled: [
      10.666667, 13, 14.333333, 15.666667, 17, 18.333333, 19.666667, 21, 22.333333, 23.666667,
      26.333333, 29, 31.666667, 34, 36.666667, 44.666667, 52.666667, 63, 84,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .xxxLarge, pointSize: 18,
    scaled: [
      11.666667, 14.333333, 15.666667, 17.333333, 18.666667, 20, 21.666667, 23, 24.333333, 26,
      28.666667, 31.666667, 34.666667, 37.333333, 40.333333, 49, 57.666667, 69, 92,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .accessibility1, pointSize: 22,
    scaled: [
      13.666667, 17, 18.666667, 20.333333, 22, 23.666667, 25.333333, 27, 28.666667, 30.333333,
      33.666667, 37, 40.666667, 44, 47.333333, 57.333333, 67.666667, 81, 108,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .accessibility2, pointSize: 26,
    scaled: [16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 40, 44, 48, 52, 56, 68, 80, 96, 128]),
  MeasuredMetricsCell(
    style: "caption1", category: .accessibility3, pointSize: 32,
    scaled: [
      19.666667, 24.333333, 26.666667, 29.333333, 31.666667, 34, 36.666667, 39, 41.333333, 44,
      48.666667, 53.666667, 58.666667, 63.333333, 68.333333, 83, 97.666667, 117, 156,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .accessibility4, pointSize: 37,
    scaled: [
      22, 27.666667, 30.333333, 33, 35.666667, 38.666667, 41.333333, 44, 46.666667, 49.666667, 55,
      60.666667, 66, 71.666667, 77, 93.666667, 110, 132, 176,
    ]),
  MeasuredMetricsCell(
    style: "caption1", category: .accessibility5, pointSize: 43,
    scaled: [
      25.666667, 32, 35, 38.333333, 41.333333, 44.666667, 47.666667, 51, 54.333333, 57.333333,
      63.666667, 70, 76.666667, 83, 89.333333, 108.333333, 127.666667, 153, 204,
    ]),
  MeasuredMetricsCell(
    style: "caption2", category: .xSmall, pointSize: 11,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "caption2", category: .small, pointSize: 11,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "caption2", category: .medium, pointSize: 11,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "caption2", category: .large, pointSize: 11,
    scaled: [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 34, 40, 48, 64]),
  MeasuredMetricsCell(
    style: "caption2", category: .xLarge, pointSize: 13,
    scaled: [
      11, 14, 15.333333, 16.666667, 18, 19.333333, 20.666667, 22, 23.666667, 25, 27.666667,
      30.333333, 33.333333, 36, 38.666667, 47, 55.333333, 66.333333, 88.666667,
    ]),
  MeasuredMetricsCell(
    style: "caption2", category: .xxLarge, pointSize: 15,
    scaled: [
      12.333333, 15.333333, 17, 18.333333, 20, 21.666667, 23, 24.666667, 26, 27.666667, 30.666667,
      34, 37, 40, 43, 52.333333, 61.666667, 74, 98.333333,
    ]),
  MeasuredMetricsCell(
    style: "caption2", category: .xxxLarge, pointSize: 17,
    scaled: [
      13.666667, 17, 18.666667, 20.333333, 22, 23.666667, 25.333333, 27, 28.666667, 30.333333, 34,
      37.333333, 40.666667, 44, 47.333333, 57.666667, 67.666667, 81.333333, 108.333333,
    ]),
  MeasuredMetricsCell(
    style: "caption2", category: .accessibility1, pointSize: 20,
    scaled: [
      15.333333, 19.333333, 21, 23, 25, 27, 29, 30.666667, 32.666667, 34.666667, 38.333333,
      42.333333, 46, 50, 54, 65.333333, 77, 92.333333, 123,
    ]),
  MeasuredMetricsCell(
    style: "caption2", category: .accessibility2, pointSize: 24,
    scaled: [
      18, 22.333333, 24.666667, 26.666667, 29, 31.333333, 33.333333, 35.666667, 38, 40, 44.666667,
      49, 53.666667, 58, 62.333333, 76, 89.333333, 107, 142.666667,
    ]),
  MeasuredMetricsCell(
    style: "caption2", category: .accessibility3, pointSize: 29,
    scaled: [
      21.666667, 27, 29.666667, 32.333333, 35, 37.666667, 40.333333, 43, 45.666667, 48.333333, 54,
      59.333333, 64.666667, 70, 75.333333, 91.666667, 107.666667, 129.333333, 172.333333,
    ]),
  MeasuredMetricsCell(
    style: "caption2", category: .accessibility4, pointSize: 34,
    scaled: [
      25.333333, 31.666667, 34.666667, 38, 41, 44, 47.333333, 50.333333, 53.666667, 56.666667, 63,
      69.333333, 75.666667, 82, 88.333333, 107.333333, 126, 151.333333, 202,
    ]),
  MeasuredMetricsCell(
    style: "caption2", category: .accessibility5, pointSize: 40,
    scaled: [
      29.666667, 37, 40.666667, 44.333333, 48, 51.666667, 55.333333, 59, 62.666667, 66.333333, 74,
      81.333333, 88.666667, 96, 103.333333, 125.666667, 147.666667, 177.333333, 236.333333,
    ]),
]
