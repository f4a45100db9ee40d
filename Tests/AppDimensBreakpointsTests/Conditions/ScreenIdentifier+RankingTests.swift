import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

struct TierCase: Sendable, CustomTestStringConvertible {
  let key: ScreenIdentifier
  let width: Double
  let idiom: DeviceIdiom
  let sizeClass: SizeClass
  let tier: BreakpointTier?
  var testDescription: String { "\(key) at \(width), \(idiom)" }
}

// The rows of the doc comment of `tier(in:horizontalSizeClass:)`.
let tierRows: [TierCase] = [
  .init(key: w375, width: 375.4, idiom: .phone, sizeClass: .compact, tier: .exactWidth),
  .init(key: w375, width: 390, idiom: .phone, sizeClass: .compact, tier: .widthBelow),
  .init(key: w414, width: 390, idiom: .phone, sizeClass: .compact, tier: nil),
  .init(key: w414.default, width: 390, idiom: .phone, sizeClass: .compact, tier: .fallback),
  .init(key: wC.phone, width: 390, idiom: .phone, sizeClass: .compact, tier: .sizeClassAndIdiom),
  .init(key: wC.phone, width: 507, idiom: .pad, sizeClass: .compact, tier: nil),
  .init(key: wC.all, width: 507, idiom: .pad, sizeClass: .compact, tier: .sizeClass),
  .init(key: wAny, width: 390, idiom: .phone, sizeClass: .compact, tier: .fallback),
  .init(key: wR.all, width: 390, idiom: .phone, sizeClass: .compact, tier: nil),
  .init(key: wR.all.default, width: 390, idiom: .phone, sizeClass: .compact, tier: .fallback),
]

@Test(arguments: tierRows)
func documentedTier(_ row: TierCase) {
  let configuration = DimensConfiguration(
    screenWidth: row.width, screenHeight: 900, idiom: row.idiom)
  #expect(row.key.tier(in: configuration, horizontalSizeClass: row.sizeClass) == row.tier)
  let key = row.key.rankKey(in: configuration, horizontalSizeClass: row.sizeClass)
  #expect(key?.specificity == row.tier?.specificity)
}

@Test func thresholds() {
  let window = DimensConfiguration(screenWidth: 390.25, screenHeight: 900)
  // Exact tier: minus the distance, so the closest key wins.
  #expect(
    ScreenIdentifier.width(390).rankKey(in: window, horizontalSizeClass: .regular)
      == RankKey(specificity: 4, threshold: -0.25))
  // Width-below tier: the key width, so the largest key wins.
  #expect(
    w375.rankKey(in: window, horizontalSizeClass: .regular)
      == RankKey(specificity: 1, threshold: 375))
  #expect(
    wAny.rankKey(in: window, horizontalSizeClass: .regular) == RankKey(specificity: 0))
  #expect(
    wR.all.rankKey(in: window, horizontalSizeClass: .regular) == RankKey(specificity: 2))
}
