import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// The `i` variants and every `ignoreMultiWindow` flag return the design value unscaled in a
/// multi-window layout (Behavior Reference › Principal scaling and Strategies): Split View,
/// Slide Over, a resized Mac window.
@Suite("Property: `i` variants return the base value under multi-window")
struct MultiWindowPropertyTests {
  static let iterations = 3_000

  /// A window narrower or shorter than 95 % of its screen.
  static func multiWindow(_ rng: inout SplitMix64) -> DimensConfiguration {
    let (w, h) = Arbitrary.window(&rng)
    let narrower = rng.chance(0.5)
    let c = DimensConfiguration(
      screenWidth: w, screenHeight: h, fontScale: rng.pick([0.8, 1, 1.25, 3.1]),
      contentSizeCategory: rng.pick(ContentSizeCategory.allCases),
      uiMode: rng.pick(UIMode.allCases),
      maximumWindowWidth: narrower ? w / Double.random(in: 0.1...0.94, using: &rng) : w,
      maximumWindowHeight: narrower ? h : h / Double.random(in: 0.1...0.94, using: &rng))
    return c
  }

  @Test("sdpi, sdpia, wdpi, wdpia, hdpi, hdpia and dp(ignoreMultiWindow:) return v")
  func shorthandsReturnTheBase() {
    var rng = SplitMix64(seed: 0x1_9_0)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let c = Self.multiWindow(&rng)
      let v = Arbitrary.base(&rng)
      let results = [
        v.sdpi(c), v.sdpia(c), v.wdpi(c), v.wdpia(c), v.hdpi(c), v.hdpia(c),
        AppDimens.dp(
          v, configuration: c, qualifier: rng.pick(DpQualifier.allCases),
          inverter: rng.pick(Inverter.allCases), aspectRatio: rng.chance(0.5),
          ignoreMultiWindow: true),
      ]
      if !c.isMultiWindow || results.contains(where: { $0 != v }) {
        failure = "\(results) for \(v) on \(c)"
      }
      // Text keeps Dynamic Type: v × fontScale (Behavior Reference › Principal scaling), or v
      // without font scaling.
      let text = AppDimens.sp(v, configuration: c, ignoreMultiWindow: true)
      let plain = AppDimens.sp(v, configuration: c, ignoreMultiWindow: true, fontScale: false)
      if text != v * c.fontScale || plain != v { failure = "sp \(text), \(plain) on \(c)" }
    }
    #expect(failure == nil)
  }

  @Test("Every strategy with ignoreMultiWindow returns v, whatever the other options")
  func strategiesReturnTheBase() {
    var rng = SplitMix64(seed: 0x1_9_1)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let c = Self.multiWindow(&rng)
      let v = Arbitrary.base(&rng)
      var options = Arbitrary.options(&rng)
      options.ignoreMultiWindow = true
      for strategy in ScalingStrategy.allCases where failure == nil {
        let result = v.dynamic(strategy, c, options: options)
        if result != v { failure = "\(strategy): \(result) for \(v) on \(c) with \(options)" }
      }
    }
    #expect(failure == nil)
  }

  @Test("Builders with ignoreMultiWindow return the chosen value (× fontScale for autoSp)")
  func buildersReturnTheChosenValue() {
    var rng = SplitMix64(seed: 0x1_9_2)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let c = Self.multiWindow(&rng)
      let v = Arbitrary.base(&rng)
      let links = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        ConditionalValue(Arbitrary.base(&rng), when: Arbitrary.condition(&rng))
      }
      // The chosen value by the Behavior Reference's ranking rule, computed independently.
      let chosen = RankingReference.select(base: v, links, c)
      var scaled = v.scaledDp.ignoreMultiWindow()
      var auto = v.autoScaledDp.ignoreMultiWindow()
      var text = v.autoSp.ignoreMultiWindow()
      for link in links {
        scaled = scaled.screen(link.value, condition: link.condition)
        auto = auto.screen(link.value, condition: link.condition)
        text = text.screen(link.value, condition: link.condition)
      }
      let aspect = rng.chance(0.5)
      let results = [
        scaled.aspectRatio(aspect).resolve(c), auto.aspectRatio(aspect).resolve(c),
        text.resolve(c),
      ]
      if results != [chosen, chosen, chosen * c.fontScale] {
        failure = "\(results), chosen \(chosen), on \(c) with \(links)"
      }
    }
    #expect(failure == nil)
  }
}
