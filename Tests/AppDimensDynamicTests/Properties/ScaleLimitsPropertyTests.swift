import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// Scale limits (Behavior Reference › Scale limits): off, every value is the formula's as before
/// limits existed; on, the factor `result ÷ v` of every principal form lies in the range and is
/// the formula's factor clamped into it — the shorthands, the text forms, the chains, the Auto
/// builders and `DimensFactors`; the strategies are not limited.
@Suite("Property: scale limits keep the principal factor in range, and change nothing when off")
struct ScaleLimitsPropertyTests {
  static let iterations = 3_000

  /// A random window, with a design frame 30 % of the time, in multi-window 30 % of the time.
  static func window(_ rng: inout SplitMix64, limits: ClosedRange<Double>?) -> DimensConfiguration {
    let frame =
      rng.chance(0.7)
      ? nil
      : DesignFrame(
        width: Double.random(in: 100...3000, using: &rng),
        height: Double.random(in: 100...3000, using: &rng))
    let (w, h) = Arbitrary.window(&rng)
    return DimensConfiguration(
      screenWidth: w, screenHeight: h, fontScale: Double.random(in: 0.8...3, using: &rng),
      maximumWindowWidth: rng.chance(0.3) ? w * 1.5 : nil, designFrame: frame,
      scaleLimits: limits)
  }

  /// Limits of realistic factors: a lower bound in 0.1…2, an upper bound up to 3 above it.
  static func limits(_ rng: inout SplitMix64) -> ClosedRange<Double> {
    let lower = Double.random(in: 0.1...2, using: &rng)
    return lower...(lower + Double.random(in: 0...3, using: &rng))
  }

  @Test("Without limits every shorthand equals the independent formula")
  func offChangesNothing() {
    var rng = SplitMix64(seed: 0x5CA1_0FF)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let c = Self.window(&rng, limits: nil)
      let v = Double.random(in: -100...200, using: &rng)
      let pairs: [(String, Double, Double)] = [
        ("sdp", v.sdp(c), Reference.dp(v, c)),
        ("wdp", v.wdp(c), Reference.dp(v, c, qualifier: .width)),
        ("hdpa", v.hdpa(c), Reference.dp(v, c, qualifier: .height, aspectRatio: true)),
        ("sdpi", v.sdpi(c), Reference.dp(v, c, ignoreMultiWindow: true)),
        ("ssp", v.ssp(c), Reference.sp(v, c)),
        ("wem", v.wem(c), Reference.sp(v, c, qualifier: .width, fontScale: false)),
      ]
      for (name, got, expected) in pairs
      where !isClose(got, expected, tolerance: 1e-9, relative: true) {
        failure = "\(name) \(got) ≠ \(expected) on \(c)"
      }
    }
    #expect(failure == nil)
  }

  @Test("With limits every principal form's factor is the formula's, clamped into the range")
  func onClampsTheFactor() {
    var rng = SplitMix64(seed: 0x5CA1_0E)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let limits = Self.limits(&rng)
      let c = Self.window(&rng, limits: limits)
      let v = Double.random(in: 1...200, using: &rng)
      let qualifier = rng.pick(DpQualifier.allCases)
      let aspect = rng.chance(0.4)
      let clamp = { (f: Double) in min(max(f, limits.lowerBound), limits.upperBound) }
      // The unlimited factor, from the independent reference.
      let free = Reference.dp(1, c, qualifier: qualifier, aspectRatio: aspect)
      let dp = AppDimens.dp(v, configuration: c, qualifier: qualifier, aspectRatio: aspect)
      let sp = AppDimens.sp(v, configuration: c, qualifier: qualifier, aspectRatio: aspect)
      let tolerance = 1e-9
      if !limits.contains(dp / v) && !isClose(clamp(dp / v), dp / v, tolerance: tolerance) {
        failure = "dp factor \(dp / v) outside \(limits) on \(c)"
      } else if !isClose(dp, v * clamp(free), tolerance: tolerance, relative: true) {
        failure = "dp \(dp) ≠ \(v) × clamp(\(free)) on \(c)"
      } else if !isClose(sp, dp * c.fontScale, tolerance: tolerance, relative: true) {
        failure = "sp \(sp) ≠ dp × fontScale on \(c): Dynamic Type must be applied after"
      }
      // A multi-window pane with the `i` suffix gets its design value as drawn.
      if c.isMultiWindow, AppDimens.dp(v, configuration: c, ignoreMultiWindow: true) != v {
        failure = "sdpi ≠ v in multi-window on \(c)"
      }
      // A value's own limits replace the configuration's.
      let own = Self.limits(&rng)
      let ownDp = AppDimens.dp(v, configuration: c, qualifier: qualifier, scaleLimits: own)
      let ownFree = Reference.dp(1, c, qualifier: qualifier)
      if !isClose(
        ownDp, v * min(max(ownFree, own.lowerBound), own.upperBound), tolerance: tolerance,
        relative: true)
      {
        failure = "dp with its own \(own) \(ownDp) on \(c)"
      }
      // DimensFactors' principal members agree with the shorthands bit for bit.
      let factors = DimensFactors(c)
      let aspectDp = AppDimens.dp(v, configuration: c, qualifier: qualifier, aspectRatio: true)
      if factors.sdp(v) != v.sdp(c) || factors.wdp(v) != v.wdp(c) || factors.hdp(v) != v.hdp(c)
        || !isClose(factors.aspect(v, qualifier), aspectDp, tolerance: 1e-12, relative: true)
      {
        failure = "DimensFactors ≠ the shorthands on \(c)"
      }
      // The strategies are their own damping: a configuration's limits change none of them.
      let unlimited = c.applying(scaleLimits: nil)
      for strategy in [ScalingStrategy.scaled, .power, .auto, .diagonal]
      where v.dynamic(strategy, c) != v.dynamic(strategy, unlimited) {
        failure = "\(strategy) changed by the configuration's limits on \(c)"
      }
    }
    #expect(failure == nil)
  }

  @Test("Chains and Auto builders clamp their factor as the shorthands do")
  func chainsClampTheFactor() {
    var rng = SplitMix64(seed: 0x5CA1_C4)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let limits = Self.limits(&rng)
      let c = Self.window(&rng, limits: limits)
      let v = Double.random(in: -100...200, using: &rng)
      let plain = rng.chance(0.35)
      let qualifier = plain ? .smallWidth : rng.pick(DpQualifier.allCases)
      let inverter = plain ? .default : rng.pick(Inverter.allCases)
      let aspect = !plain && rng.chance(0.5)
      let ignore = !plain && rng.chance(0.3)
      let k = Double.random(in: -2...3, using: &rng)
      let links = (0..<rng.pick([0, 1, 2, 3, 5, 8])).map { _ in
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
      var auto = links.reduce(v.autoSp) { $0.screen($1.value, condition: $1.condition) }
        .finalQualifier(qualifier, inverter: inverter)
      if aspect { auto = auto.aspectRatio(true, sensitivity: k) }
      if ignore { auto = auto.ignoreMultiWindow() }
      let curve = AutoScaling.factor(
        c, qualifier: qualifier, inverter: inverter, aspectRatio: aspect,
        sensitivity: aspect ? k : DimensBaseline.sensitivity)
      let factor =
        ignore && c.isMultiWindow
        ? c.fontScale
        : c.fontScale * min(max(curve, limits.lowerBound), limits.upperBound)
      if auto.factor(c).bitPattern != factor.bitPattern {
        failure = "auto factor \(auto.factor(c)) ≠ \(factor) on \(c) for \(auto)"
      }
    }
    #expect(failure == nil)
  }
}
