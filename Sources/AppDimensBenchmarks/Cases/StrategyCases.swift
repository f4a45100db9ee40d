import AppDimensDynamic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every strategy, twice: through `DimensFactors.resolve(_:strategy:)` against `v × k` with k
/// precomputed, and through the strategy API (`16.powerDp(c)`, `16.dynamic(.auto, c)`)
/// against Behavior Reference › Strategies formula computed in full on every call.
//
// Policy: the API cases iterate over 16 (value, window) pairs, so each call sees a new window
// and neither side can hoist its factor (a logarithm, a power, a square root) out of the
// loop. Each strategy gets its own kernel with the call written literally, as an app would
// write it; a runtime strategy value would add a dispatch the app does not pay.
enum StrategyCases {
  /// Every strategy case.
  static func all() -> [BenchCase] {
    ScalingStrategy.allCases.map(throughFactors) + ScalingStrategy.allCases.map(throughAPI)
  }

  /// `factors.resolve(v, strategy: s)` vs `v × k`; for `.plain`, vs `v` itself.
  static func throughFactors(_ strategy: ScalingStrategy) -> BenchCase {
    BenchCase(
      name: "strategy.\(strategy.name).factors", goal: .atMost(1.25),
      instructionGoal: PrincipalCases.floor
    ) {
      let values = opaque(BenchInputs.values)
      let factors = opaque(DimensFactors(BenchInputs.phone))
      let k = opaque(factors.factor(strategy))
      // Policy: `.plain` returns the value untouched, so its floor is the value itself, not
      // `v × 1` (a multiplication the engine does not do would flatter it).
      let baseline: Kernel =
        strategy == .plain
        ? { n in loop(n, over: values) { $0 } } : { n in loop(n, over: values) { $0 * k } }
      return Kernels(ours: resolve(strategy, factors, values), baseline: baseline)
    }
  }

  /// Our kernel: `factors.resolve(v, strategy: .s)` with the strategy written literally.
  static func resolve(_ strategy: ScalingStrategy, _ f: DimensFactors, _ values: [Double])
    -> Kernel
  {
    switch strategy {
    case .scaled: { n in loop(n, over: values) { f.resolve($0, strategy: .scaled) } }
    case .auto: { n in loop(n, over: values) { f.resolve($0, strategy: .auto) } }
    case .power: { n in loop(n, over: values) { f.resolve($0, strategy: .power) } }
    case .logarithmic: { n in loop(n, over: values) { f.resolve($0, strategy: .logarithmic) } }
    case .interpolated: { n in loop(n, over: values) { f.resolve($0, strategy: .interpolated) } }
    case .fluid: { n in loop(n, over: values) { f.resolve($0, strategy: .fluid) } }
    case .percent: { n in loop(n, over: values) { f.resolve($0, strategy: .percent) } }
    case .diagonal: { n in loop(n, over: values) { f.resolve($0, strategy: .diagonal) } }
    case .perimeter: { n in loop(n, over: values) { f.resolve($0, strategy: .perimeter) } }
    case .fit: { n in loop(n, over: values) { f.resolve($0, strategy: .fit) } }
    case .fill: { n in loop(n, over: values) { f.resolve($0, strategy: .fill) } }
    case .density: { n in loop(n, over: values) { f.resolve($0, strategy: .density) } }
    case .plain: { n in loop(n, over: values) { f.resolve($0, strategy: .plain) } }
    }
  }

  /// Instructions a curve's named form runs above its bare formula, where it runs more than
  /// the loop's half instruction (`appdimens-bench --instructions-only --filter api`).
  //
  // Policy: the diagonal tests whether √(w² + h²) is a normal number and falls back to
  // `hypot` (28 against 14.5); auto, fit and fill read the design frame's sides from the
  // configuration where the bare formula has a constant (2 to 2.5 more).
  static let apiAllowance: [ScalingStrategy: Double] = [
    .diagonal: 14, .auto: 3, .fit: 2.5, .fill: 2.5,
  ]

  /// The strategy API vs the bare formula in full.
  static func throughAPI(_ strategy: ScalingStrategy) -> BenchCase {
    return BenchCase(
      name: "strategy.\(strategy.name).api", goal: .atMost(1.25),
      instructionGoal: .baseline(allowance: apiAllowance[strategy] ?? 0.5)
    ) {
      let pairs = opaque(BenchInputs.pairs)
      return Kernels(ours: api(strategy, pairs), baseline: bare(strategy, pairs))
    }
  }

  /// Our kernel: the named form of `strategy`, written literally.
  static func api(_ strategy: ScalingStrategy, _ pairs: [BenchInputs.Pair]) -> Kernel {
    switch strategy {
    case .scaled: { n in loop(n, over: pairs) { $0.value.dynamic(.scaled, $0.window) } }
    case .auto: { n in loop(n, over: pairs) { $0.value.dynamic(.auto, $0.window) } }
    case .power: { n in loop(n, over: pairs) { $0.value.powerDp($0.window) } }
    case .logarithmic: { n in loop(n, over: pairs) { $0.value.logarithmicDp($0.window) } }
    case .interpolated: { n in loop(n, over: pairs) { $0.value.interpolatedDp($0.window) } }
    case .fluid: { n in loop(n, over: pairs) { $0.value.fluidDp($0.window) } }
    case .percent: { n in loop(n, over: pairs) { $0.value.percentDp($0.window) } }
    case .diagonal: { n in loop(n, over: pairs) { $0.value.diagonalDp($0.window) } }
    case .perimeter: { n in loop(n, over: pairs) { $0.value.perimeterDp($0.window) } }
    case .fit: { n in loop(n, over: pairs) { $0.value.fitDp($0.window) } }
    case .fill: { n in loop(n, over: pairs) { $0.value.fillDp($0.window) } }
    case .density: { n in loop(n, over: pairs) { $0.value.densityDp($0.window) } }
    case .plain: { n in loop(n, over: pairs) { $0.value.dynamic(.plain, $0.window) } }
    }
  }

  /// The baseline kernel: the Behavior Reference's formula for `strategy` with default options,
  /// from the raw window numbers (d = sw, the default qualifier).
  static func bare(_ strategy: ScalingStrategy, _ pairs: [BenchInputs.Pair]) -> Kernel {
    switch strategy {
    case .scaled: { n in window(n, pairs) { v, w, h, _ in v * (min(w, h) / 300) } }
    case .auto:
      { n in
        window(n, pairs) { v, w, h, _ in
          let d = min(w, h)
          return v * (d <= 480 ? d / 300 : 1.6 + 0.4 * log(1 + (d - 480) / 300))
        }
      }
    case .power: { n in window(n, pairs) { v, w, h, _ in v * pow(min(w, h) / 300, 0.75) } }
    case .logarithmic:
      { n in window(n, pairs) { v, w, h, _ in v * max(0, 1 + 0.4 * log(min(w, h) / 300)) } }
    case .interpolated:
      { n in window(n, pairs) { v, w, h, _ in v * (1 + (min(w, h) / 300 - 1) * 0.5) } }
    case .fluid:
      { n in
        window(n, pairs) { v, w, h, _ in
          let t = min(max((min(w, h) - 320) / (768 - 320), 0), 1)
          return v * (0.8 + t * (1.2 - 0.8))
        }
      }
    case .percent: { n in window(n, pairs) { v, w, h, _ in v * (100 / 100 * min(w, h) / 100) } }
    case .diagonal:
      { n in window(n, pairs) { v, w, h, _ in v * ((w * w + h * h).squareRoot() / diagonal) } }
    case .perimeter: { n in window(n, pairs) { v, w, h, _ in v * ((w + h) / 833) } }
    case .fit:
      { n in window(n, pairs) { v, w, h, _ in v * min(min(w, h) / 300, max(w, h) / 533) } }
    case .fill:
      { n in window(n, pairs) { v, w, h, _ in v * max(min(w, h) / 300, max(w, h) / 533) } }
    case .density: { n in window(n, pairs) { v, _, _, scale in v * scale } }
    case .plain: { n in window(n, pairs) { v, _, _, _ in v } }
    }
  }

  /// The baseline diagonal `hypot(300, 533)` = √373189, correctly rounded.
  ///
  /// A literal, so the global is initialized statically: computed, it would be initialized
  /// lazily and every read in the loop would go through its `swift_once` accessor, work the
  /// engine (whose constant is a literal too) does not do.
  static let diagonal = 611.628_155_009_234_3

  /// ``loop(_:over:_:)`` handing the body the raw value, width, height and display scale.
  @inline(__always)
  static func window(
    _ n: Int, _ pairs: [BenchInputs.Pair], _ body: (Double, Double, Double, Double) -> Double
  ) {
    loop(n, over: pairs) {
      body($0.value, $0.window.screenWidth, $0.window.screenHeight, $0.window.displayScale)
    }
  }
}
