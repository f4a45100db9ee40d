import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// Everything computed from the smallest width (or from both sides symmetrically) is the same
/// after a rotation: swapping width and height (and the screen's maximums) changes nothing.
@Suite("Property: smallest-width results are unchanged by rotation")
struct RotationPropertyTests {
  static let iterations = 3_000

  /// The same value up to the last bits (1e-12 relative).
  static func isSame(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-12 * max(abs(a), abs(b))
  }

  /// Every sw-based (or symmetric) path; random extras come from the generator, identically
  /// for both orientations because each call gets a copy of the same generator state.
  static let paths: [ResolvePath] = [
    .init("sdp") { $0.sdp($1) }, .init("sdpa") { $0.sdpa($1) }, .init("sdpi") { $0.sdpi($1) },
    .init("sdpia") { $0.sdpia($1) }, .init("ssp") { $0.ssp($1) }, .init("sem") { $0.sem($1) },
    .init("dynamic, every strategy on the smallest width") { v, c, rng in
      var options = Arbitrary.monotoneOptions(&rng)
      options.qualifier = .smallWidth
      options.inverter = .default
      options.aspectRatio = rng.chance(0.5)
      options.ignoreMultiWindow = rng.chance(0.5)
      return ScalingStrategy.allCases.map { v.dynamic($0, c, options: options) }
    },
    .init("DimensFactors, every strategy") { v, c, _ in
      let factors = DimensFactors(c)
      return ScalingStrategy.allCases.map { factors.resolve(v, strategy: $0) } + [
        factors.sdp(v), factors.ssp(v), factors.aspect(v),
      ]
    },
    .init("scaledDp / Auto builders without orientation conditions") { v, c, rng in
      var scaled = v.scaledDp
      var auto = v.autoScaledDp
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        let condition = ScreenCondition(
          mode: rng.maybe([.normal, .television]), qualifier: rng.maybe([.smallWidth]),
          minimum: Double.random(in: 0...1500, using: &rng).rounded())
        let value = Double.random(in: 1...100, using: &rng)
        scaled = scaled.screen(value, condition: condition)
        auto = auto.screen(value, condition: condition)
      }
      let aspect = rng.chance(0.5)
      return [
        scaled.aspectRatio(aspect).resolve(c), auto.aspectRatio(aspect).resolve(c),
        v.autoSp.resolve(c),
      ]
    },
    .init("DynamicType.text on the smallest width") { v, c, rng in
      [DynamicType.text(v, configuration: c, relativeTo: rng.pick(TextStyle.allCases))]
    },
    .init("ResizeBound.percent on the smallest width") { v, c, _ in
      [ResizeBound.percent(v, .smallWidth).points(c)]
    },
    .init("AppDimensUniforms sw ratio, diagonal, aspect ratio") { _, c, _ in
      let u = AppDimensUniforms(c)
      return [u.ratios.x, u.ratios.w, u.display.z, u.display.w].map(Double.init)
    },
  ]

  @Test(arguments: paths)
  func rotationChangesNothing(_ path: ResolvePath) {
    var rng = SplitMix64(seed: 0x207)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let (w, h) = Arbitrary.window(&rng)
      let multi = rng.chance(0.3)
      let c = DimensConfiguration(
        screenWidth: w, screenHeight: h, fontScale: rng.pick([1, 1.25, 3]),
        uiMode: rng.pick([.normal, .television]),
        maximumWindowWidth: multi ? w * 2 : nil, maximumWindowHeight: multi ? h * 1.5 : nil)
      let v = Arbitrary.base(&rng)
      var copy = rng
      let upright = path.run(v, c, &rng)
      let turned = path.run(v, Arbitrary.rotated(c), &copy)
      if let index = upright.indices.first(where: { !Self.isSame(upright[$0], turned[$0]) }) {
        failure = "\(path.name)[\(index)]: \(upright[index]) vs \(turned[index]) on \(c)"
      }
    }
    #expect(failure == nil)
  }
}
