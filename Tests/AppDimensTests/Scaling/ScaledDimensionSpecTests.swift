import AppDimensTestSupport
import Testing

@testable import AppDimens

/// One spelling of `@ScaledDimension` and its value in two windows, from Behavior Reference ›
/// Principal scaling and Vectors.
struct ScaledDimensionSpecCase: Sendable, CustomTestStringConvertible {
  let name: String
  let spec: ScaledDimensionSpec
  /// The value in a 390 × 844 window (sw 390, fontScale 1).
  let phone: Double
  /// The value in a 300 × 533 window with fontScale 1.25.
  let baselineLargeText: Double
  var testDescription: String { name }
}

private let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
private let largeText = DimensConfiguration(screenWidth: 300, screenHeight: 533, fontScale: 1.25)

// Expected values are the Behavior Reference formulas written out: v × d / 300 (× fontScale for
// text).
private let cases: [ScaledDimensionSpecCase] = [
  .init(name: "(16)", spec: .init(16), phone: 16 * 390 / 300, baselineLargeText: 16),
  .init(name: "(100, .width)", spec: .init(100, .width), phone: 130, baselineLargeText: 100),
  .init(
    name: "(48, .height)", spec: .init(48, .height), phone: 48 * 844 / 300,
    baselineLargeText: 48 * 533 / 300),
  .init(
    name: "(16, aspectRatio: true)", spec: .init(16, aspectRatio: true), phone: 21.550307,
    baselineLargeText: 16),
  .init(name: "(text: 16)", spec: .init(text: 16), phone: 20.8, baselineLargeText: 20),
  .init(
    name: "(text: 16, .height)", spec: .init(text: 16, .height), phone: 16 * 844 / 300,
    baselineLargeText: 16 * 533 / 300 * 1.25),
  .init(
    name: "(text: 16, .width)", spec: .init(text: 16, .width), phone: 20.8,
    baselineLargeText: 20),
  .init(
    name: "(text: 16, fontScale: false)", spec: .init(text: 16, fontScale: false), phone: 20.8,
    baselineLargeText: 16),
]

@Test(arguments: cases)
func specResolvesLikeTheShorthand(_ row: ScaledDimensionSpecCase) {
  #expect(abs(row.spec.resolve(phone) - row.phone) < 1e-4)
  #expect(abs(row.spec.resolve(largeText) - row.baselineLargeText) < 1e-4)
}

@Test func ignoreMultiWindowReturnsTheBaseValue() {
  // 400 × 700 on an 800 × 700 screen is multi-window (400 < 0.95 × 800).
  let split = DimensConfiguration(
    screenWidth: 400, screenHeight: 700, fontScale: 1.5, maximumWindowWidth: 800,
    maximumWindowHeight: 700)
  #expect(ScaledDimensionSpec(16, ignoreMultiWindow: true).resolve(split) == 16)
  #expect(ScaledDimensionSpec(text: 16, ignoreMultiWindow: true).resolve(split) == 24)
  #expect(
    ScaledDimensionSpec(text: 16, fontScale: false, ignoreMultiWindow: true).resolve(split) == 16)
  // Without the flag multi-window is ignored: 16 × 400 / 300.
  #expect(abs(ScaledDimensionSpec(16).resolve(split) - 16 * 400 / 300) < 1e-9)
}

@Test func initializersRecordTheirArguments() {
  let text = ScaledDimensionSpec(text: 12, .height, fontScale: false, aspectRatio: true)
  #expect(text.value == 12)
  #expect(text.qualifier == .height)
  #expect(text.kind == .text(fontScale: false))
  #expect(text.aspectRatio)
  #expect(!text.ignoreMultiWindow)
  #expect(ScaledDimensionSpec(5).kind == .dimension)
  #expect(ScaledDimensionSpec(5).qualifier == .smallWidth)
}

@Test func designPointsResolveWithTheirOwnQualifier() {
  // [390: 16, 820: 24, 1280: 32] at sw 390 → 16; at sw 605 → 16 + 0.5 × 8 = 20.
  let padding = ScaledDimensionSpec([390: 16, 820: 24, 1280: 32])
  #expect(padding.resolve(phone) == 16)
  #expect(
    abs(padding.resolve(DimensConfiguration(screenWidth: 605, screenHeight: 900)) - 20) < 1e-12)
  #expect(padding.kind == .dimension)
  #expect(padding.designPoints == [390: 16, 820: 24, 1280: 32])
  // Width-qualified points: a 1280 × 800 window reads 1280 → 32.
  let wide = ScaledDimensionSpec(DesignPoints([390: 16, 1280: 32], qualifier: .width))
  #expect(wide.qualifier == .width)
  #expect(wide.resolve(DimensConfiguration(screenWidth: 1280, screenHeight: 800)) == 32)
  // Text: × fontScale (1.5) unless fontScale is false.
  let large = DimensConfiguration(screenWidth: 390, screenHeight: 844, fontScale: 1.5)
  #expect(ScaledDimensionSpec(text: [390: 17, 820: 20]).resolve(large) == 25.5)
  #expect(ScaledDimensionSpec(text: [390: 17, 820: 20], fontScale: false).resolve(large) == 17)
}

// MARK: - Invalidation: how often a view reading the value re-renders

/// SwiftUI's rule for `@Environment` (a view's body runs again when the value its key path
/// reads differs from the value it read last), replayed over a sequence of windows: the number
/// of body runs after the first. This models the rule; it is not a measurement of SwiftUI.
private func bodyRuns<Value: Equatable>(
  over windows: [DimensConfiguration], reading read: (DimensConfiguration) -> Value
) -> Int {
  zip(windows, windows.dropFirst()).filter { read($0) != read($1) }.count
}

/// A window sequence and how many times each reader re-renders over it.
struct InvalidationCase: Sendable, CustomTestStringConvertible {
  let name: String
  let windows: [DimensConfiguration]
  /// Body runs of a view reading the whole configuration (`@Environment(\.appDimensConfiguration)`).
  let configurationRuns: Int
  /// Body runs of `@ScaledDimension(16)` (16.sdp, the smallest width).
  let sdpRuns: Int
  /// Body runs of `@ScaledDimension(100, .width)`.
  let wdpRuns: Int
  /// Body runs of `@ScaledDimension(text: 16)` (16.ssp).
  let sspRuns: Int
  var testDescription: String { name }
}

// Expectations counted by hand from the formulas: sdp follows min(w, h), wdp follows w, ssp
// follows min(w, h) × fontScale; the configuration changes whenever any field does.
private let invalidationCases: [InvalidationCase] = [
  .init(
    name: "iPhone rotates and back: 390 × 844 → 844 × 390 → 390 × 844",
    windows: [
      .init(screenWidth: 390, screenHeight: 844), .init(screenWidth: 844, screenHeight: 390),
      .init(screenWidth: 390, screenHeight: 844),
    ],
    configurationRuns: 2, sdpRuns: 0, wdpRuns: 2, sspRuns: 0),
  .init(
    name: "Stage Manager drag along the long side: 1000, 1010, 1020 × 700",
    windows: [1000.0, 1010, 1020].map { .init(screenWidth: $0, screenHeight: 700) },
    configurationRuns: 2, sdpRuns: 0, wdpRuns: 2, sspRuns: 0),
  .init(
    name: "a 600-wide window grows in height: 600 × 800, 820, 840",
    windows: [800.0, 820, 840].map { .init(screenWidth: 600, screenHeight: $0) },
    configurationRuns: 2, sdpRuns: 0, wdpRuns: 0, sspRuns: 0),
  .init(
    name: "text size large → xLarge on an iPhone",
    windows: [
      .init(screenWidth: 390, screenHeight: 844),
      .init(screenWidth: 390, screenHeight: 844, contentSizeCategory: .xLarge),
    ],
    configurationRuns: 1, sdpRuns: 0, wdpRuns: 0, sspRuns: 1),
]

@Test(arguments: invalidationCases)
func aScaledDimensionReRendersOnlyWhenItsOwnValueChanges(_ row: InvalidationCase) {
  let spec = { (spec: ScaledDimensionSpec) in { (c: DimensConfiguration) in c[resolving: spec] } }
  #expect(bodyRuns(over: row.windows) { $0 } == row.configurationRuns)
  #expect(bodyRuns(over: row.windows, reading: spec(.init(16))) == row.sdpRuns)
  #expect(bodyRuns(over: row.windows, reading: spec(.init(100, .width))) == row.wdpRuns)
  #expect(bodyRuns(over: row.windows, reading: spec(.init(text: 16))) == row.sspRuns)
}

/// The key path's value is the property's value: the subscript resolves the spec.
@Test func theSubscriptIsTheResolvedValue() {
  let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(isClose(window[resolving: .init(16)], 20.8, tolerance: 1e-12))
  #expect(isClose(window[resolving: .init(100, .width)], 130, tolerance: 1e-12))
}
