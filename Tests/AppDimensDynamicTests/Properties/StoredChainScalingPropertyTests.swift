import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// A chain works out its scaling when it is built (the side and reference side per
/// orientation, the flags); resolving must still give, bit for bit, what the one formula gives
/// for the chosen value: `AppDimens.dp` for `scaledDp`, `AutoScaling.factor` for the Auto
/// builders, with and without a design frame, for every qualifier, inverter and flag.
@Suite("Property: a chain scales its chosen value as the one formula does")
struct StoredChainScalingPropertyTests {
  static let iterations = 3_000

  @Test("scaledDp, autoScaledDp and autoSp chains against the formula, frames and inverters")
  func chainsScaleAsTheFormula() {
    var rng = SplitMix64(seed: 0x5C_A1_E0)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let frame =
        rng.chance(0.3)
        ? nil
        : DesignFrame(
          width: Double.random(in: 100...3000, using: &rng),
          height: Double.random(in: 100...3000, using: &rng))
      let (w, h) = rng.chance(0.1) ? (700.0, 700.0) : Arbitrary.window(&rng)
      let c = DimensConfiguration(
        screenWidth: w, screenHeight: h, fontScale: Double.random(in: 0.8...3, using: &rng),
        uiMode: rng.pick(UIMode.allCases),
        maximumWindowWidth: rng.chance(0.3) ? w * 1.5 : nil, designFrame: frame)
      let v = Double.random(in: -100...200, using: &rng)
      // About a third of the chains keep the default scaling (smallest width, no inverter, no flag):
      // the builder has a path of its own for one and for two links with it.
      let plain = rng.chance(0.35)
      let qualifier = plain ? .smallWidth : rng.pick(DpQualifier.allCases)
      let inverter = plain ? .default : rng.pick(Inverter.allCases)
      let aspect = !plain && rng.chance(0.5)
      let ignore = !plain && rng.chance(0.3)
      let k = Double.random(in: -2...3, using: &rng)
      // 0 to 5 links, and 8: each of the builder's selection paths (one link, two, up to
      // four, more) with and without the default scaling.
      let links = (0..<rng.pick([0, 1, 2, 3, 4, 5, 8])).map { _ in
        ConditionalValue(Arbitrary.base(&rng), when: Arbitrary.condition(&rng))
      }
      var chain = links.reduce(v.scaledDp) { $0.screen($1.value, condition: $1.condition) }
        .finalQualifier(qualifier, inverter: inverter)
      if aspect { chain = chain.aspectRatio(true, sensitivity: k) }
      if ignore { chain = chain.ignoreMultiWindow() }
      let chosen = chain.select(c)
      let expected = AppDimens.dp(
        chosen, configuration: c, qualifier: qualifier, inverter: inverter, aspectRatio: aspect,
        sensitivity: aspect ? k : DimensBaseline.sensitivity, ignoreMultiWindow: ignore)
      if chain.resolve(c).bitPattern != expected.bitPattern {
        failure = "scaledDp \(chain.resolve(c)) ≠ dp \(expected) on \(c) for \(chain)"
        break
      }
      for text in [false, true] {
        var auto = links.reduce(text ? v.autoSp : v.autoScaledDp) {
          $0.screen($1.value, condition: $1.condition)
        }
        .finalQualifier(qualifier, inverter: inverter)
        if aspect { auto = auto.aspectRatio(true, sensitivity: k) }
        if ignore { auto = auto.ignoreMultiWindow() }
        let scale = text ? c.fontScale : 1
        let factor =
          ignore && c.isMultiWindow
          ? scale
          : scale
            * AutoScaling.factor(
              c, qualifier: qualifier, inverter: inverter, aspectRatio: aspect,
              sensitivity: aspect ? k : DimensBaseline.sensitivity)
        if auto.factor(c).bitPattern != factor.bitPattern || auto.select(c) != chosen {
          failure = "auto factor \(auto.factor(c)) ≠ \(factor) on \(c) for \(auto)"
        }
      }
    }
    #expect(failure == nil)
  }
}
