// The watchOS Dynamic Type ramp (HIG Typography → Specifications, watchOS), one row per style,
// in watch category order xS, S, L, xL, xxL, xxxL, AX1, AX2, AX3.
//
// Policy: three cells look out of line with their neighbours and are kept as printed, because
// every number the package returns must trace to the HIG, and the HIG prints them so: title2 at
// AX1 is 34/41 (its neighbours step by size + 2.5, which would give 36.5), footnote2 at AX2 is
// 16/17.5 (the same leading as AX1 although the size grows 15 → 16; size + 2.5 would give
// 18.5), and caption2 at xxLarge is 15/18.5 (the same size as xLarge; the leading suggests 16,
// and one secondary extraction "corrects" it). Checked cell by cell against the HIG's watchOS
// tables (Typography › Specifications › watchOS Dynamic Type sizes and larger accessibility type
// sizes) in its June 21, 2023 revision, every tab, and in its December 16, 2025 revision, which
// still prints title2 AX1 as 34/41 (the AX1 tab of its PDF, 6639835/apple-hig,
// foundations/human-interface-guidelines-Typography, commit b9bb27b).

extension TypeRamp {
  /// The watchOS rows: size / leading in points per watch category.
  @usableFromInline
  static let watchOSRows: [TextStyle: RampRow] = [
    .largeTitle: RampRow(
      sizes: [30, 32, 36, 40, 41, 42, 44, 45, 46],
      leadings: [32.5, 34.5, 38.5, 42.5, 43.5, 44.5, 46.5, 47.5, 48.5]),
    .title1: RampRow(
      sizes: [28, 30, 34, 38, 39, 40, 42, 43, 44],
      leadings: [30.5, 32.5, 36.5, 40.5, 41.5, 42.5, 44.5, 46, 47]),
    .title2: RampRow(
      sizes: [24, 26, 27, 30, 31, 32, 34, 35, 36],
      leadings: [26.5, 28.5, 30.5, 32.5, 33.5, 34.5, 41, 37.5, 38.5]),
    .title3: RampRow(
      sizes: [17, 18, 19, 20, 21, 22, 24, 25, 26],
      leadings: [19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 26.5, 27.5, 28.5]),
    .headline: RampRow(
      sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
      leadings: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5]),
    .body: RampRow(
      sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
      leadings: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5]),
    .caption1: RampRow(
      sizes: [13, 14, 15, 16, 17, 18, 18, 19, 20],
      leadings: [15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 20.5, 21.5, 22.5]),
    .caption2: RampRow(
      sizes: [12, 13, 14, 15, 15, 17, 17, 18, 19],
      leadings: [14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 19.5, 20.5, 21.5]),
    .footnote1: RampRow(
      sizes: [11, 12, 13, 14, 15, 16, 16, 17, 18],
      leadings: [13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 18.5, 19.5, 20.5]),
    .footnote2: RampRow(
      sizes: [10, 11, 12, 13, 14, 15, 15, 16, 17],
      leadings: [12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 17.5, 17.5, 19.5]),
  ]
}
