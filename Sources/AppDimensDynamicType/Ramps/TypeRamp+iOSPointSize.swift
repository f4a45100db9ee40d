/// The iOS/iPadOS point sizes as a switch the compiler turns into constant lookup tables.
///
/// The font ramp of `DynamicType.scale` on iOS and visionOS reads sizes here (its metrics
/// curve reads ``iOSMetricsUnits(_:ordinal:)``, built the same way): one indexed load from read-only
/// data, where the row dictionary (``TypeRamp/metrics(_:_:platform:)``) hashes the style twice
/// per call. The numbers are the HIG's, the same as the iOS rows (a test compares every cell).
///
/// ```
/// iOSPointSize(style, ordinal) = size of style at the category with that ordinal
///                                (0 = xSmall … 3 = large … 11 = accessibility5)
/// ```
///
/// | style | ordinal | size |
/// |---|---|---|
/// | body | 3 (large) | 17 |
/// | body | 9 (accessibility3) | 40 |
/// | largeTitle | 0 (xSmall) | 31 |
/// | caption2 | 11 (accessibility5) | 40 |
/// | footnote1 (→ footnote) | 3 | 13 |
/// | body | 12 | nil |
//
// Policy: the watchOS-only styles resolve to the iOS style `publishedStyle(for:platform:)`
// names (footnote1/footnote2 → footnote, subtitle1 → headline), so this agrees with
// `resolvedMetrics(_:_:platform: .iOS)` for every style. appdimens-bench measured 65 ns per
// `scaled(_:relativeTo:category:)` through the dictionaries against 1.3 ns for a bare table
// lookup; through this table it is on par. `@inline(__always)`: the optimizer would otherwise
// keep this switch as a call, and only when inlined does a literal style fold to one table.
extension TypeRamp {
  /// The iOS point size of `style` at the category with `ordinal`, or nil outside 0…11.
  @inlinable @inline(__always)
  public static func iOSPointSize(_ style: TextStyle, ordinal: Int) -> Double? {
    switch style {
    case .largeTitle: pick(ordinal, 31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60)
    case .title1: pick(ordinal, 25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58)
    case .title2: pick(ordinal, 19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56)
    case .title3: pick(ordinal, 17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55)
    case .headline, .body, .subtitle1:
      pick(ordinal, 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53)
    case .callout: pick(ordinal, 13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51)
    case .subheadline: pick(ordinal, 12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49)
    case .footnote, .footnote1, .footnote2:
      pick(ordinal, 12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44)
    case .caption1: pick(ordinal, 11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43)
    case .caption2: pick(ordinal, 11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40)
    }
  }

  /// The argument at position `index` of twelve, or nil outside 0…11.
  @inlinable @inline(__always)
  static func pick(
    _ index: Int, _ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double, _ c4: Double,
    _ c5: Double, _ c6: Double, _ c7: Double, _ c8: Double, _ c9: Double, _ c10: Double,
    _ c11: Double
  ) -> Double? {
    switch index {
    case 0: c0
    case 1: c1
    case 2: c2
    case 3: c3
    case 4: c4
    case 5: c5
    case 6: c6
    case 7: c7
    case 8: c8
    case 9: c9
    case 10: c10
    case 11: c11
    default: nil
    }
  }
}
