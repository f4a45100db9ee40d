import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

@Test func tiersFollowTheResolutionOrder() {
  // Behavior Reference › Breakpoints steps 1…6: text size, bucket, class + idiom, class,
  // default, and the largest width below only in a table without a default.
  let steps: [BreakpointTier] = [
    .textSize, .widthBucket, .sizeClassAndIdiom, .sizeClass, .fallback, .widthBelow,
  ]
  #expect(steps == BreakpointTier.allCases.sorted(by: >))
  #expect(steps.map(\.step) == [1, 2, 3, 4, 5, 6])
  #expect(BreakpointTier.stepCount == 6)
}

/// A table, a window, and the entry and tier `winner(for:)` gives there.
struct WinnerCase: Sendable, CustomTestStringConvertible {
  let label: String
  let table: Breakpoints<Int>
  let window: DimensConfiguration
  let key: ScreenIdentifier
  let tier: BreakpointTier
  var testDescription: String { label }
}

private func window(_ w: Double, _ idiom: DeviceIdiom, _ sizeClass: SizeClass)
  -> DimensConfiguration
{
  .init(screenWidth: w, screenHeight: 1000, idiom: idiom, horizontalSizeClass: sizeClass)
}

private let final: Breakpoints<Int> = [w375: 100, w1366.default: 200, wR.pad: 300]

// The rows of the doc comment of `Breakpoints.winner(for:)`, worked out by hand from Behavior
// Reference › Breakpoints: 390 is in w375's bucket; 414 in w414's, which the table lacks, and a
// compact phone has no class key, so the default; a regular iPad at 768 (w768's bucket, no key)
// gets wR.pad; `[w320, w375]` has no default, so 768 takes the largest width below.
@Test(arguments: [
  WinnerCase(
    label: "390 phone", table: final, window: window(390, .phone, .compact), key: w375,
    tier: .widthBucket),
  WinnerCase(
    label: "414 phone", table: final, window: window(414, .phone, .compact), key: w1366.default,
    tier: .fallback),
  WinnerCase(
    label: "768 pad", table: final, window: window(768, .pad, .regular), key: wR.pad,
    tier: .sizeClassAndIdiom),
  WinnerCase(
    label: "768 pad, no default", table: [w320: 80, w375: 100],
    window: window(768, .pad, .regular), key: w375, tier: .widthBelow),
  WinnerCase(
    label: "375 pad, class", table: [w320: 80, wC.phone: 100, wC.all: 120],
    window: window(375, .pad, .compact), key: wC.all, tier: .sizeClass),
  // The two text-size rows: accessibility2 is one of accessibility1 … accessibility5; at
  // xxxLarge no text-size key holds the window, and 390 is in w375's bucket.
  WinnerCase(
    label: "390 phone, accessibility2", table: [w375: 100, .accessibilityTextSizes: 1],
    window: .init(
      screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility2, idiom: .phone),
    key: .accessibilityTextSizes, tier: .textSize),
  WinnerCase(
    label: "390 phone, xxxLarge", table: [w375: 100, .accessibilityTextSizes: 1],
    window: .init(
      screenWidth: 390, screenHeight: 844, contentSizeCategory: .xxxLarge, idiom: .phone),
    key: w375, tier: .widthBucket),
])
func winnerNamesTheStep(_ row: WinnerCase) {
  let winner = row.table.winner(for: row.window)
  #expect(winner?.entry.key == row.key)
  #expect(winner?.tier == row.tier)
  #expect(row.table.entry(for: row.window)?.key == row.key)
  #expect(row.table.resolve(row.window) == row.table[row.key])
}
