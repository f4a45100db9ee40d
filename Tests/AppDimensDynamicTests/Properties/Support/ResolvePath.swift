import AppDimensDynamic
import AppDimensTestSupport
import Testing

/// One public way of turning a base value and a configuration into numbers, for the
/// property tests that must hold on every path.
struct ResolvePath: Sendable, CustomTestStringConvertible {
  /// The call, as a user writes it.
  let name: String
  /// Resolves `v` on `c`, drawing any extra parameters (options, conditions, tables) from the
  /// generator; returns every number the call produced.
  let run: @Sendable (_ v: Double, _ c: DimensConfiguration, _ rng: inout SplitMix64) -> [Double]

  var testDescription: String { name }

  init(
    _ name: String,
    _ run: @escaping @Sendable (Double, DimensConfiguration, inout SplitMix64) -> [Double]
  ) {
    self.name = name
    self.run = run
  }

  /// A path whose result does not use the generator.
  init(_ name: String, _ run: @escaping @Sendable (Double, DimensConfiguration) -> Double) {
    self.init(name) { v, c, _ in [run(v, c)] }
  }
}

extension ResolvePath {
  /// Every public resolve path of the package.
  static let all: [ResolvePath] =
    shorthands + principal + strategies + builders + tables + dynamicType + resizeAndUnits

  static let shorthands: [ResolvePath] = [
    .init("sdp") { $0.sdp($1) }, .init("sdpa") { $0.sdpa($1) }, .init("sdpi") { $0.sdpi($1) },
    .init("sdpia") { $0.sdpia($1) }, .init("wdp") { $0.wdp($1) }, .init("wdpa") { $0.wdpa($1) },
    .init("wdpi") { $0.wdpi($1) }, .init("wdpia") { $0.wdpia($1) }, .init("hdp") { $0.hdp($1) },
    .init("hdpa") { $0.hdpa($1) }, .init("hdpi") { $0.hdpi($1) },
    .init("hdpia") { $0.hdpia($1) }, .init("ssp") { $0.ssp($1) }, .init("hsp") { $0.hsp($1) },
    .init("wsp") { $0.wsp($1) }, .init("sem") { $0.sem($1) }, .init("hem") { $0.hem($1) },
    .init("wem") { $0.wem($1) },
  ]

  static let principal: [ResolvePath] = [
    .init("AppDimens.dp/sp") { v, c, rng in
      let (q, i) = (rng.pick(DpQualifier.allCases), rng.pick(Inverter.allCases))
      let (aspect, k, ignore) = (rng.chance(0.5), Arbitrary.option(&rng), rng.chance(0.5))
      return [
        AppDimens.dp(
          v, configuration: c, qualifier: q, inverter: i, aspectRatio: aspect, sensitivity: k,
          ignoreMultiWindow: ignore),
        AppDimens.sp(
          v, configuration: c, qualifier: q, inverter: i, aspectRatio: aspect, sensitivity: k,
          ignoreMultiWindow: ignore, fontScale: rng.chance(0.5)),
      ]
    },
    .init("facilitators") { v, c, rng in
      let other = Arbitrary.base(&rng)
      let (q, minimum) = (rng.pick(DpQualifier.allCases), Arbitrary.field(&rng))
      let (mode, final) = (rng.pick(UIMode.allCases), rng.pick(DpQualifier.allCases))
      return [
        AppDimens.qualified(
          v, qualifiedValue: other, configuration: c, qualifier: q, minimum: minimum,
          finalQualifier: final),
        AppDimens.rotate(
          v, rotationValue: other, configuration: c, orientation: rng.pick(Orientation.allCases),
          finalQualifier: final),
        AppDimens.mode(v, modeValue: other, configuration: c, mode: mode, finalQualifier: final),
        AppDimens.screen(
          v, screenValue: other, configuration: c, mode: mode, qualifier: q, minimum: minimum,
          finalQualifier: final),
        AppDimensPlain.screen(
          v, screenValue: other, configuration: c, mode: mode, qualifier: q, minimum: minimum),
      ]
    },
    .init("DimensFactors") { v, c, rng in
      let factors = DimensFactors(c)
      let strategy = rng.pick(ScalingStrategy.allCases)
      var bulk = [Double](repeating: .nan, count: 2)
      [v, -v].withUnsafeBufferPointer { input in
        bulk.withUnsafeMutableBufferPointer {
          _ = factors.resolve(input, into: $0, strategy: strategy)
        }
      }
      let all = factors.resolveAll(
        [v, v / 2], qualifier: rng.pick(DpQualifier.allCases), text: rng.chance(0.5))
      return ScalingStrategy.allCases.map { factors.resolve(v, strategy: $0) } + bulk + all + [
        factors.sdp(v), factors.wdp(v), factors.hdp(v), factors.ssp(v),
        factors.aspect(v, rng.pick(DpQualifier.allCases)),
      ]
    },
  ]

  static let strategies: [ResolvePath] =
    ScalingStrategy.allCases.map { strategy in
      ResolvePath("dynamic(.\(strategy.name))") { v, c, rng in
        [v.dynamic(strategy, c, options: Arbitrary.options(&rng))]
      }
    } + [
      .init("named strategy forms") { v, c, rng in
        let o = Arbitrary.options(&rng)
        return [
          v.powerDp(c, options: o),
          v.logarithmicDp(c, options: o), v.interpolatedDp(c, options: o),
          v.fluidDp(c, options: o), v.percentDp(c, options: o), v.diagonalDp(c, options: o),
          v.perimeterDp(c, options: o), v.fitDp(c, options: o), v.fillDp(c, options: o),
          v.densityDp(c, options: o),
          v.percentDp(c, percent: Arbitrary.option(&rng), qualifier: o.qualifier),
        ]
      }
    ]

  /// The `scaledDp` chain and both Auto chains with random links and flags.
  static let builders: [ResolvePath] = [
    .init("scaledDp / autoScaledDp / autoSp builders") { v, c, rng in
      var scaled = v.scaledDp
      var auto = v.autoScaledDp
      var text = v.autoSp
      for _ in 0..<Int.random(in: 0...5, using: &rng) {
        let (value, condition) = (Arbitrary.base(&rng), Arbitrary.condition(&rng))
        scaled = scaled.screen(value, condition: condition)
        auto = auto.screen(value, condition: condition)
        text = text.screen(value, condition: condition)
      }
      let (aspect, k, ignore) = (rng.chance(0.5), Arbitrary.option(&rng), rng.chance(0.5))
      let (q, i) = (rng.pick(DpQualifier.allCases), rng.pick(Inverter.allCases))
      scaled = scaled.aspectRatio(aspect, sensitivity: k).ignoreMultiWindow(ignore)
        .finalQualifier(q, inverter: i)
      auto = auto.aspectRatio(aspect, sensitivity: k).ignoreMultiWindow(ignore)
        .finalQualifier(q, inverter: i)
      text = text.aspectRatio(aspect, sensitivity: k).ignoreMultiWindow(ignore)
      return [
        scaled.resolve(c), auto.resolve(c), text.resolve(c),
        AutoScaling.factor(c, qualifier: q, inverter: i, aspectRatio: aspect, sensitivity: k) * v,
      ]
    }
  ]

  /// Breakpoint scaling rules: multipliers are value-like (used as given), so realistic ones,
  /// plus the non-finite ones that count as missing.
  static let tables: [ResolvePath] = [
    .init("scaled(by: ScalingRule)") { v, c, rng in
      let keys: [ScreenIdentifier] = [
        .w320, .w375, .w414, .w768, .w1024, .width(390), .wC.phone, .wR.pad, .wR.all, .wAny,
        .w320.default, .width(Arbitrary.field(&rng)),
      ]
      let pairs = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        (
          rng.pick(keys),
          rng.chance(0.2)
            ? rng.pick([.nan, .infinity, 0, -1])
            : Double.random(
              in: 0...3, using: &rng)
        )
      }
      let rule = ScalingRule(multipliers: Breakpoints(pairs))
      return ScalingRounding.allCases.map { v.scaled(by: rule, c, rounding: $0) }
    },
    .init("DesignPoints.resolve / resolveText") { v, c, rng in
      let entries = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        (
          Arbitrary.field(&rng),
          rng.chance(0.2)
            ? rng.pick([.nan, .infinity, -.infinity]) : v * Double.random(in: -2...5, using: &rng)
        )
      }
      let points = DesignPoints(
        entries, qualifier: rng.pick(DpQualifier.allCases),
        extrapolation: rng.pick(DesignPoints.Extrapolation.allCases))
      let cap: Double? = rng.chance(0.5) ? Arbitrary.option(&rng) : nil
      return [points.resolve(c), points.resolveText(c, maximumScale: cap)]
    },
  ]

  static let dynamicType: [ResolvePath] = [
    .init("DynamicType.scaled / text / ssp(relativeTo:) / imageSize / FontSpec") { v, c, rng in
      let style = rng.pick(TextStyle.allCases)
      let platform = rng.pick(DimensPlatform.allCases)
      let (maximum, minimum) = (
        rng.pick(ContentSizeCategory.allCases), rng.maybe(ContentSizeCategory.allCases)
      )
      let cap: Double? = rng.chance(0.5) ? Arbitrary.option(&rng) : nil
      let font = FontSpec(size: v, style: style, maxSize: maximum, minSize: minimum)
        .resolve(category: c.contentSizeCategory, platform: platform)
      return [
        DynamicType.scaled(
          v, relativeTo: style, category: c.contentSizeCategory, maxSize: maximum,
          minSize: minimum, platform: platform),
        v.scaled(relativeTo: style, category: c.contentSizeCategory),
        DynamicType.text(
          v, configuration: c, qualifier: rng.pick(DpQualifier.allCases), relativeTo: style,
          maxSize: maximum, minSize: minimum, maximumScale: cap),
        DynamicType.scaled(
          v, relativeTo: style, in: c, maxSize: maximum, minSize: minimum),
        v.ssp(c, relativeTo: style, maximumScale: cap),
        DynamicType.imageSize(v, category: c.contentSizeCategory, maxSize: maximum),
        font.pointSize, font.leading,
        FontSpec(size: v, style: style).resolve(in: c).pointSize,
      ]
    }
  ]

  /// Resize bounds and steps, physical units (a pixel density is value-like: ≤ 1e6 or bad),
  /// and the Metal uniforms.
  static let resizeAndUnits: [ResolvePath] = [
    .init("ResizeBound / DimensResize.steps") { v, c, rng in
      let bounds: [ResizeBound] = [
        .fixedDp(v), .fixedSp(v), .percent(Arbitrary.option(&rng), rng.pick(DpQualifier.allCases)),
      ]
      let steps = DimensResize.steps(
        minimum: Arbitrary.field(&rng), maximum: v, step: Arbitrary.option(&rng))
      let fit = DimensResize.largestFitting(steps) { $0 <= v }
      return bounds.map { $0.points(c) } + steps + (fit.map { [$0] } ?? [])
    },
    .init("DimensUnits") { v, c, rng in
      let density = { (rng: inout SplitMix64) -> Double? in
        rng.chance(0.3)
          ? nil
          : (rng.chance(0.5)
            ? rng.pick([.nan, .infinity, 0, -1, .leastNonzeroMagnitude])
            : Double.random(in: 1...1e6, using: &rng))
      }
      let c = Arbitrary.with(pixelsPerInch: density(&rng), c)
      let ppi = density(&rng)
      return DimensUnit.allCases.flatMap { unit in
        [
          DimensUnits.points(v, from: unit, configuration: c, pixelsPerInch: ppi),
          DimensUnits.pixels(v, from: unit, configuration: c, pixelsPerInch: ppi),
          DimensUnits.radius(diameter: v, from: unit, configuration: c, pixelsPerInch: ppi),
          DimensUnits.radius(circumference: v, from: unit, configuration: c, pixelsPerInch: ppi),
          DimensUnits.circumference(radius: v, from: unit, configuration: c, pixelsPerInch: ppi),
        ]
      }
    },
    .init("AppDimensUniforms") { _, c, _ in
      let u = AppDimensUniforms(c)
      return [u.viewport, u.ratios, u.display, u.reserved].flatMap { lane in
        (0..<4).map { Double(lane[$0]) }
      }
    },
  ]
}
