import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rule of Behavior Reference › Design frame on seeded random frames and windows: on the
/// frame every value of the design is its own number, on a window k times the frame every
/// linear value is k times it, and everywhere the package agrees with the test's own model
/// (`Reference`, written from the article).
@Suite("Property: a design frame replaces the baseline, and only the baseline")
struct DesignFramePropertyTests {
  static let iterations = 2_000

  static func isSame(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// A realistic frame: 100…3000 points each way (phones, tablets, desktops, either shape).
  static func frame(_ rng: inout SplitMix64) -> DesignFrame {
    DesignFrame(
      width: Double.random(in: 100...3000, using: &rng),
      height: Double.random(in: 100...3000, using: &rng))
  }

  @Test("On the frame itself every principal and ratio value is its own number")
  func theFrameItselfGivesTheNumbers() {
    var rng = SplitMix64(seed: 0xF4A3_0001)
    for _ in 0..<Self.iterations {
      let frame = Self.frame(&rng)
      let fontScale = Double.random(in: 0.8...3, using: &rng)
      let c = DimensConfiguration(
        screenWidth: frame.width, screenHeight: frame.height, fontScale: fontScale,
        designFrame: frame)
      let v = Double.random(in: -100...200, using: &rng)
      let principal = [
        v.sdp(c), v.wdp(c), v.hdp(c), v.sdpa(c), v.wdpa(c), v.hdpa(c), v.sdpi(c), v.sem(c),
        v.hem(c), v.wem(c),
        AppDimens.dp(
          v, configuration: c, qualifier: rng.pick(DpQualifier.allCases),
          inverter: rng.pick(Inverter.allCases), aspectRatio: rng.chance(0.5),
          sensitivity: Double.random(in: -3...3, using: &rng)),
      ]
      #expect(principal.allSatisfy { Self.isSame($0, v) }, "\(frame) v=\(v): \(principal)")
      let text = [v.ssp(c), v.hsp(c), v.wsp(c)]
      #expect(text.allSatisfy { Self.isSame($0, v * fontScale) }, "\(frame)")
      // Every curve of the ratio or of the window's shape is 1 on the frame.
      let curves: [ScalingStrategy] = [
        .scaled, .scaled(aspectRatio: true), .auto, .power, .logarithmic, .interpolated,
        .diagonal, .perimeter, .fit, .fill, .plain,
      ]
      var options = StrategyOptions.default
      options.qualifier = rng.pick(DpQualifier.allCases)
      options.inverter = rng.pick(Inverter.allCases)
      for strategy in curves {
        #expect(Self.isSame(v.dynamic(strategy, c, options: options), v), "\(strategy) \(frame)")
      }
      #expect(Self.isSame(v.autoScaledDp.aspectRatio().resolve(c), v))
      #expect(Self.isSame(v.autoSp.resolve(c), v * fontScale))
      #expect(Self.isSame(v.scaledDp.aspectRatio().resolve(c), v))
      let u = AppDimensUniforms(c)
      #expect(u.ratios == SIMD4(1, 1, 1, 1))
    }
  }

  @Test("On a window k times the frame every linear value is k times its number")
  func aScaledFrameScalesLinearly() {
    var rng = SplitMix64(seed: 0xF4A3_0002)
    for _ in 0..<Self.iterations {
      let frame = Self.frame(&rng)
      let k = Double.random(in: 0.2...5, using: &rng)
      let c = DimensConfiguration(
        screenWidth: k * frame.width, screenHeight: k * frame.height, designFrame: frame)
      guard c.screenWidth == k * frame.width, c.screenHeight == k * frame.height else { continue }
      let v = Double.random(in: 1...100, using: &rng)
      // Same shape as the frame: ar = AR, so the aspect variant's bend is 1 and it is linear too.
      for value in [v.sdp(c), v.wdp(c), v.hdp(c), v.sdpa(c), v.wdpa(c), v.hdpa(c)] {
        #expect(Self.isSame(value, v * k, 1e-11), "\(frame) k=\(k)")
      }
      for strategy in [ScalingStrategy.diagonal, .perimeter, .fit, .fill] {
        #expect(Self.isSame(v.dynamic(strategy, c), v * k, 1e-11), "\(strategy)")
      }
      // The ratio curves of r = k: the article's formulas with r in place of d ÷ 300.
      #expect(Self.isSame(v.powerDp(c), v * pow(k, 0.75), 1e-11))
      #expect(Self.isSame(v.logarithmicDp(c), v * max(0, 1 + 0.4 * log(k)), 1e-11))
      #expect(Self.isSame(v.interpolatedDp(c), v * (1 + (k - 1) * 0.5), 1e-11))
      #expect(
        Self.isSame(v.dynamic(.auto, c), v * (k <= 1.6 ? k : 1.6 + 0.4 * log(k - 0.6)), 1e-11))
    }
  }

  @Test("Random frames and windows agree with the test's model of the article")
  func agreesWithTheModel() {
    var rng = SplitMix64(seed: 0xF4A3_0003)
    for _ in 0..<Self.iterations {
      let frame = rng.chance(0.2) ? nil : Self.frame(&rng)
      let (w, h) = Arbitrary.window(&rng)
      let c = DimensConfiguration(
        screenWidth: w, screenHeight: h, fontScale: Double.random(in: 0.8...3, using: &rng),
        maximumWindowWidth: rng.chance(0.3) ? w * 1.5 : nil, designFrame: frame)
      let v = Double.random(in: -100...200, using: &rng)
      let qualifier = rng.pick(DpQualifier.allCases)
      let inverter = rng.pick(Inverter.allCases)
      let aspect = rng.chance(0.5)
      let ignore = rng.chance(0.3)
      let k = Double.random(in: -2...3, using: &rng)
      #expect(
        Self.isSame(
          AppDimens.dp(
            v, configuration: c, qualifier: qualifier, inverter: inverter, aspectRatio: aspect,
            sensitivity: k, ignoreMultiWindow: ignore),
          Reference.dp(
            v, c, qualifier: qualifier, inverter: inverter, aspectRatio: aspect, sensitivity: k,
            ignoreMultiWindow: ignore), 1e-10), "\(c)")
      #expect(
        Self.isSame(
          v.ssp(c), Reference.sp(v, c, qualifier: .smallWidth), 1e-10))
      var options = Arbitrary.monotoneOptions(&rng)
      options.qualifier = qualifier
      options.inverter = inverter
      for strategy in ScalingStrategy.allCases {
        #expect(
          Self.isSame(
            v.dynamic(strategy, c, options: options),
            Reference.resolve(v, strategy, c, options: options), 1e-10),
          "\(strategy) \(c.debugDescription)")
      }
    }
  }

  @Test("The curves that are in window points never read the frame")
  func pointCurvesIgnoreTheFrame() {
    var rng = SplitMix64(seed: 0xF4A3_0004)
    for _ in 0..<Self.iterations {
      let (w, h) = Arbitrary.window(&rng)
      let plain = DimensConfiguration(screenWidth: w, screenHeight: h, displayScale: 2)
      let framed = plain.replacingDesignFrame(Self.frame(&rng))
      let v = Double.random(in: -100...200, using: &rng)
      let options = Arbitrary.monotoneOptions(&rng)
      for strategy in [ScalingStrategy.fluid, .percent, .density, .plain] {
        #expect(
          v.dynamic(strategy, framed, options: options)
            == v.dynamic(strategy, plain, options: options))
      }
      let points: DesignPoints = [390: 16, 820: 24, 1280: 32]
      #expect(points.resolve(framed) == points.resolve(plain))
      #expect(
        ResizeBound.percent(v, .width).points(framed)
          == ResizeBound.percent(v, .width).points(plain))
      #expect(ResizeBound.fixedDp(v).points(framed) == ResizeBound.fixedDp(v).points(plain))
      let table: Breakpoints<Double> = [.w320: 80, .w375: 100, .wR.all: 140]
      #expect(table.resolve(framed) == table.resolve(plain))
      #expect(
        20.scaled(by: [.w320: 0.8, .w375: 1, .w414: 1.2], framed)
          == 20.scaled(by: [.w320: 0.8, .w375: 1, .w414: 1.2], plain))
      #expect(
        DimensUnits.points(v, from: .millimeter, configuration: framed)
          == DimensUnits.points(v, from: .millimeter, configuration: plain))
    }
  }
}
