import AppDimensTestSupport
import Testing

@testable import AppDimensAuto

// By hand from Behavior Reference › Principal scaling (the ranking rule): on a 1366 × 1024
// window, width 1366 ≥ 600 matches with specificity 2 and landscape with 1, so 24 wins and is
// scaled on the smaller side: 24 × 1024 ÷ 300 = 81.92. A television-only chain on a normal
// window keeps its base: 16 × 1024 ÷ 300 = 54.613333.
@Suite("ScaledDpBuilder.explain names each condition, the winner and why")
struct ScaledDpBuilderExplainTests {
  let landscape = DimensConfiguration(screenWidth: 1366, screenHeight: 1024)

  @Test func theDocumentedRows() {
    let chain = 16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
    let explained = chain.explain(landscape)
    #expect(isClose(explained.result, 81.92, tolerance: 1e-12))
    #expect(
      explained.description == """
        window: 1366 × 1024 pt, landscape, large, no design frame (reference 300 pt)
        condition 1: width ≥ 600 → 24: matches, specificity 2, threshold 600
        condition 2: landscape → 12: matches, specificity 1
        chosen: condition 1, outranks condition 2 (higher specificity, then the larger threshold, then the earlier one) → 24
        qualifier: smallWidth → the shorter side, 1024 pt
        factor: 1024 ÷ 300 = 3.413333 → 81.92
        result: 81.92
        """)
    let none = 16.scaledDp.mode(24, .television).explain(landscape)
    #expect(isClose(none.result, 16 * 1024.0 / 300, tolerance: 1e-12))
    #expect(none.steps[2].detail == "no condition matches (1 given): the base value → 16")
  }

  // Seeded: random chains (up to five conditions) on random windows, with limits and rounding
  // in the configuration: the result is `resolve`'s value and the last number step carries it.
  @Test func theResultIsAlwaysResolvesValue() {
    var random = SplitMix64(seed: 0xC4_A1_17)
    for _ in 0..<2_000 {
      let width = 1 + random.unit() * 2_000
      let height = 1 + random.unit() * 2_000
      let lower = random.unit() * 2
      let c = DimensConfiguration(
        screenWidth: width, screenHeight: height, displayScale: 3,
        uiMode: random.next() % 4 == 0 ? .television : .normal,
        maximumWindowWidth: random.unit() < 0.3 ? width * 2 : width,
        scaleLimits: random.unit() < 0.4 ? lower...(lower + random.unit() * 2) : nil,
        roundsToPixels: random.next() % 2 == 0)
      var chain = (random.unit() * 40).scaledDp
      for _ in 0..<Int(random.next() % 6) {
        let value = random.unit() * 40
        switch random.next() % 4 {
        case 0: chain = chain.rotate(value, random.next() % 2 == 0 ? .landscape : .portrait)
        case 1: chain = chain.mode(value, .television)
        case 2:
          chain = chain.qualifier(
            value, DpQualifier.allCases[Int(random.next() % 3)], minimum: random.unit() * 1_500)
        default:
          chain = chain.screen(value, qualifier: .width, minimum: random.unit() * 1_500)
        }
      }
      if random.next() % 3 == 0 { chain = chain.aspectRatio() }
      if random.next() % 3 == 0 { chain = chain.ignoreMultiWindow() }
      let explained = chain.explain(c)
      #expect(explained.result == chain.resolve(c))
      #expect(explained.steps.last(where: { $0.value != nil })?.value == explained.result)
    }
  }
}
