import AppDimensDynamic
import AppDimensTestSupport
import Testing

/// One row of the Vectors table of the Behavior Reference: a window, the call as the table
/// writes it, what the package returns and what the table says.
struct VectorRow: Sendable, CustomTestStringConvertible {
  let call: String
  let actual: @Sendable () -> [Double]
  let expected: [Double]

  var testDescription: String { call }
}

private func window(_ w: Double, _ h: Double, scale: Double = 1, fontScale: Double? = nil)
  -> DimensConfiguration
{
  DimensConfiguration(screenWidth: w, screenHeight: h, displayScale: scale, fontScale: fontScale)
}

/// The table's rows, in its order; the expectations are the table's numbers.
let behaviorReferenceVectors: [VectorRow] = [
  .init(call: "390 × 844: 10.sdp", actual: { [10.sdp(window(390, 844))] }, expected: [13]),
  .init(
    call: "300 × 533, fontScale 1.25: 16.ssp / 16.sem / 16.hdp",
    actual: {
      let c = window(300, 533, fontScale: 1.25)
      return [16.ssp(c), 16.sem(c), 16.hdp(c)]
    },
    expected: [20, 16, 28.426667]),
  .init(
    call: "390 × 844: 16.sdpa", actual: { [16.sdpa(window(390, 844))] }, expected: [21.550307]),
  .init(
    call: "844 × 390: 16.wdp / 16.hdp",
    actual: { [16.wdp(window(844, 390)), 16.hdp(window(844, 390))] },
    expected: [45.013333, 20.8]),
  .init(
    call: "800 × 1200: qualified(10 → 20 when width ≥ 600)",
    actual: {
      [
        AppDimens.qualified(
          10, qualifiedValue: 20, configuration: window(800, 1200), qualifier: .width,
          minimum: 600)
      ]
    },
    expected: [53.333333]),
  .init(
    call: "1366 × 1024: 16.scaledDp.screen(24, width ≥ 600).rotate(12, landscape).aspectRatio()",
    actual: {
      [
        16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
          .aspectRatio().resolve(window(1366, 1024))
      ]
    },
    expected: [68.554697]),
  .init(
    call: "390 × 844: 16.powerDp / 16.fluidDp / 16.interpolatedDp",
    actual: {
      let c = window(390, 844)
      return [16.powerDp(c), 16.fluidDp(c), 16.interpolatedDp(c)]
    },
    expected: [19.479486, 13.8, 18.4]),
  .init(
    call: "1024 × 1366: 16.dynamic(.auto, c)",
    actual: { [16.dynamic(.auto, window(1024, 1366))] }, expected: [32.219968]),
  .init(
    call: "390 × 844: 100.percentDp(c, percent: 50, qualifier: .width)",
    actual: { [100.percentDp(window(390, 844), percent: 50, qualifier: .width)] },
    expected: [195]),
  .init(
    call: "steps(10, 20, 2); largestFitting(≤ 16)",
    actual: {
      let steps = DimensResize.steps(minimum: 10, maximum: 20, step: 2)
      return steps + [DimensResize.largestFitting(steps) { $0 <= 16 } ?? .nan]
    },
    expected: [10, 12, 14, 16, 18, 20, 16]),
  .init(
    call: "390 × 844 @3x: points(10, from: .millimeter)",
    actual: {
      [DimensUnits.points(10, from: .millimeter, configuration: window(390, 844, scale: 3))]
    },
    expected: [28.346457]),
  .init(
    call: "17.scaled(relativeTo: .body, category: .accessibility3)",
    actual: { [17.scaled(relativeTo: .body, category: .accessibility3)] }, expected: [37]),
  .init(
    call: "17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp)",
    actual: { [17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp)] },
    expected: [40]),
  .init(
    call: "tvOS 1920 × 1080, .accessibility3: 17.ssp / 17.scaled(c, relativeTo: .body)",
    actual: {
      let c = DimensConfiguration(
        screenWidth: 1920, screenHeight: 1080, contentSizeCategory: .accessibility3, idiom: .tv)
      return [17.ssp(c), 17.scaled(c, relativeTo: .body)]
    },
    expected: [61.2, 17]),
  .init(
    call: "watchOS @2x, .accessibility3 or .accessibility5: 17.scaled(c, relativeTo: .body)",
    actual: {
      [ContentSizeCategory.accessibility3, .accessibility5].map { category in
        let c = DimensConfiguration(
          screenWidth: 198, screenHeight: 242, displayScale: 2, contentSizeCategory: category,
          idiom: .watch)
        return 17.scaled(c, relativeTo: .body)
      }
    },
    expected: [24.5, 24.5]),
  .init(
    call: "390 × 844, design frame 390 × 844: 16.sdp / 48.hdp",
    actual: {
      let c = DimensConfiguration(
        screenWidth: 390, screenHeight: 844, designFrame: DesignFrame(width: 390, height: 844))
      return [16.sdp(c), 48.hdp(c)]
    },
    expected: [16, 48]),
  .init(
    call: "820 × 1180, design frame 390 × 844: 100.wdp",
    actual: {
      [
        100.wdp(
          DimensConfiguration(
            screenWidth: 820, screenHeight: 1180,
            designFrame: DesignFrame(width: 390, height: 844)))
      ]
    },
    // 100 × 820 ÷ 390 = 210.2564102…
    expected: [210.25641]),
]

@Test("Behavior Reference › Vectors: every row, to 1e-4", arguments: behaviorReferenceVectors)
func behaviorReferenceVector(_ row: VectorRow) {
  let actual = row.actual()
  #expect(actual.count == row.expected.count)
  for (got, want) in zip(actual, row.expected) {
    #expect(isClose(got, want), "\(row.call): \(got), the table says \(want)")
  }
}
