import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// A larger window never gets a smaller positive value (Behavior Reference › Strategies): for
/// scaled, auto, power, logarithmic, interpolated, fluid, diagonal, perimeter, fit and fill, with
/// any qualifier and inverter and well-formed options, when both sides grow (or stay).
@Suite("Property: positive results never shrink as the window grows")
struct MonotonicityPropertyTests {
  static let iterations = 3_000

  /// A strategy whose results must be non-decreasing in the window size.
  struct Growing: Sendable, CustomTestStringConvertible {
    let strategy: ScalingStrategy
    var testDescription: String { strategy.name }
  }

  static let strategies: [Growing] = [
    .scaled, .auto, .power, .logarithmic, .interpolated, .fluid, .diagonal, .perimeter, .fit,
    .fill,
  ].map(Growing.init)

  /// A window and a grown copy (each side the same or larger).
  static func windows(_ rng: inout SplitMix64) -> (DimensConfiguration, DimensConfiguration) {
    let (w, h) = Arbitrary.window(&rng)
    let grow = { (rng: inout SplitMix64) -> Double in
      rng.chance(0.3) ? 0 : Double.random(in: 0...rng.pick([1, 50, 2000]), using: &rng)
    }
    let (w2, h2) = (w + grow(&rng), h + grow(&rng))
    return (
      DimensConfiguration(screenWidth: w, screenHeight: h),
      DimensConfiguration(screenWidth: w2, screenHeight: h2)
    )
  }

  /// `grown ≥ small`, allowing the last-bit noise of two different formulas' roundings.
  static func isNonDecreasing(_ small: Double, _ grown: Double) -> Bool {
    grown >= small - 1e-12 * abs(small)
  }

  @Test(arguments: strategies)
  func strategyResultsNeverShrink(_ growing: Growing) {
    let index = ScalingStrategy.allCases.firstIndex(of: growing.strategy) ?? 0
    var rng = SplitMix64(seed: 0x6_000 &+ UInt64(index))
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let (small, grown) = Self.windows(&rng)
      let options = Arbitrary.monotoneOptions(&rng)
      let v = Double.random(in: 0.001...1e6, using: &rng)
      let before = v.dynamic(growing.strategy, small, options: options)
      let after = v.dynamic(growing.strategy, grown, options: options)
      if !Self.isNonDecreasing(before, after) {
        failure = "\(before) → \(after) from \(small) to \(grown) with \(options)"
      }
      let factors = (DimensFactors(small), DimensFactors(grown))
      let defaults = (
        factors.0.resolve(v, strategy: growing.strategy),
        factors.1.resolve(v, strategy: growing.strategy)
      )
      if !Self.isNonDecreasing(defaults.0, defaults.1) {
        failure = "DimensFactors \(defaults.0) → \(defaults.1) from \(small) to \(grown)"
      }
    }
    #expect(failure == nil)
  }

  @Test("sdp, wdp, hdp, ssp, sem and both Auto builders never shrink")
  func principalAndAutoNeverShrink() {
    var rng = SplitMix64(seed: 0x6_001)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let (small, grown) = Self.windows(&rng)
      let v = Double.random(in: 0.001...1e6, using: &rng)
      let q = rng.pick(DpQualifier.allCases)
      let i = rng.pick(Inverter.allCases)
      let paths: [(String, (DimensConfiguration) -> Double)] = [
        ("sdp", { v.sdp($0) }), ("wdp", { v.wdp($0) }), ("hdp", { v.hdp($0) }),
        ("ssp", { v.ssp($0) }), ("sem", { v.sem($0) }),
        ("dp(\(q), \(i))", { AppDimens.dp(v, configuration: $0, qualifier: q, inverter: i) }),
        ("scaledDp.finalQualifier", { v.scaledDp.finalQualifier(q, inverter: i).resolve($0) }),
        ("autoScaledDp", { v.autoScaledDp.finalQualifier(q, inverter: i).resolve($0) }),
        ("autoSp", { v.autoSp.finalQualifier(q, inverter: i).resolve($0) }),
        ("DynamicType.text", { DynamicType.text(v, configuration: $0, qualifier: q) }),
      ]
      for (name, resolve) in paths where failure == nil {
        let (before, after) = (resolve(small), resolve(grown))
        if !Self.isNonDecreasing(before, after) {
          failure = "\(name): \(before) → \(after) from \(small) to \(grown)"
        }
      }
    }
    #expect(failure == nil)
  }
}
