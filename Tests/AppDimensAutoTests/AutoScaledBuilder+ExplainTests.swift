import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensAuto

// By hand from Behavior Reference › Auto: auto(d) = d ÷ 300 up to 480 pt, then
// 1.6 + 0.4 × ln(1 + (d − 480) ÷ 300). 390 pt: 1.3 → 16 × 1.3 = 20.8. 1024 pt:
// 1.6 + 0.4 × ln(2.813333) = 2.013748 → 32.219968. autoSp at fontScale 1.25: 20 × 1.3 × 1.25 = 32.5.
@Suite("AutoScaledBuilder.explain names the winner, the auto curve and the text size")
struct AutoScaledBuilderExplainTests {
  @Test func theDocumentedRows() {
    let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    let plain = 16.autoScaledDp.explain(phone)
    #expect(
      plain.description == """
        window: 390 × 844 pt, portrait, large, no design frame (reference 300 pt)
        chosen: no condition matches (0 given): the base value → 16
        factor: auto curve on smallWidth → 390 pt (reference 300 pt) = 1.3 → 20.8
        result: 20.8
        """)
    let pad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
    let big = 16.autoScaledDp.explain(pad)
    let expected = 16 * (1.6 + 0.4 * log(1 + (1024.0 - 480) / 300))
    #expect(isClose(big.result, expected, tolerance: 1e-9))
    #expect(big.steps.last?.detail.contains("= 2.013748") == true)
    let text = DimensConfiguration(screenWidth: 390, screenHeight: 844, fontScale: 1.25)
    let sp = 20.autoSp.explain(text)
    #expect(isClose(sp.result, 32.5, tolerance: 1e-12))
    #expect(sp.steps.map(\.title).suffix(2) == ["factor", "text size"])
  }

  // Seeded: random chains on random windows with limits: the result is `resolve`'s value and
  // the last number step carries it.
  @Test func theResultIsAlwaysResolvesValue() {
    var random = SplitMix64(seed: 0xA7_70_5E)
    for _ in 0..<2_000 {
      let width = 1 + random.unit() * 2_500
      let height = 1 + random.unit() * 2_500
      let lower = random.unit() * 2
      let c = DimensConfiguration(
        screenWidth: width, screenHeight: height, fontScale: 0.8 + random.unit(),
        maximumWindowWidth: random.unit() < 0.3 ? width * 2 : width,
        scaleLimits: random.unit() < 0.4 ? lower...(lower + random.unit() * 2) : nil)
      var chain = AutoScaledBuilder(random.unit() * 40, fontScale: random.next() % 2 == 0)
      for _ in 0..<Int(random.next() % 4) {
        chain = chain.screen(
          random.unit() * 40,
          condition: ScreenCondition(qualifier: .width, minimum: random.unit() * 1_500))
      }
      if random.next() % 3 == 0 { chain = chain.aspectRatio() }
      if random.next() % 3 == 0 { chain = chain.ignoreMultiWindow() }
      if random.next() % 3 == 0 { chain = chain.finalQualifier(.height) }
      let explained = chain.explain(c)
      #expect(explained.result == chain.resolve(c))
      #expect(explained.steps.last(where: { $0.value != nil })?.value == explained.result)
    }
  }
}
