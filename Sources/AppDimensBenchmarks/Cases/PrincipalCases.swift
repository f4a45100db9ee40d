import AppDimensDynamic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The principal API (`16.sdp(configuration)` and friends, `DimensFactors`) against the bare
/// arithmetic it should compile down to.
//
// Policy: each bare baseline is written in the same association as the engine
// (`v × (sw / 300)`, not `(v × sw) / 300`) so both sides compute bit-identical results and the
// loop-invariant division is hoisted on both sides; otherwise the baseline would pay a
// division per call that the engine does not, and the ratio would flatter us.
enum PrincipalCases {
  /// The instruction goal of every principal case: the bare formula's count, with half an
  /// instruction for the loop's alignment and 4.5 for the pixel-rounding test
  /// (`appdimens-bench --instructions-only`).
  //
  // Policy: a configuration's `roundsToPixels` is honoured by every shorthand, so each call
  // tests it. The rounding depends on the value, so no loop can hoist the test (the scale
  // limits clamp the factor alone and are hoisted: no cost), and the branch keeps a loop over
  // one window from being unrolled: `sdp` 6.8 → 11.0 instructions per call in this loop, `ssp`
  // 8.5 → 12.0 (measured with Scripts/check-instructions.sh). In a view body, where a value is
  // resolved once, that is one load and one predicted branch. Rounding only the values of
  // `@ScaledDimension` and the helpers would cost nothing here but would leave `16.sdp(c)`
  // unrounded in a window whose root asked for the grid: the surprise the policy is for.
  static let floor = InstructionGoal.baseline(allowance: 5)

  /// The goal of `DimensFactors`, which no policy touches: the bare formula's count, with half
  /// an instruction for the loop's alignment.
  static let bare = InstructionGoal.baseline(allowance: 0.5)

  /// Every principal case.
  static func all() -> [BenchCase] {
    [
      linear(.smallWidth),
      linear(.width),
      linear(.height),
      framed,
      policy(limits: true, rounding: false),
      policy(limits: false, rounding: true),
      policy(limits: true, rounding: true),
      intShorthand,
      text,
      aspect,
      factorsLinear,
      factorsAspect,
    ]
  }

  /// `v.sdp(c)`, `v.wdp(c)` or `v.hdp(c)` vs `v × (d / 300)`.
  ///
  /// Each engine call is written out in its own kernel: a stored closure parameter would not
  /// be inlined and would measure a call per iteration instead of the engine.
  static func linear(_ qualifier: DpQualifier) -> BenchCase {
    let name = ["sdp", "wdp", "hdp"][DpQualifier.allCases.firstIndex(of: qualifier) ?? 0]
    return BenchCase(name: name, goal: .atMost(1.25), instructionGoal: floor) {
      let values = opaque(BenchInputs.values)
      let c = opaque(BenchInputs.phone)
      let d = opaque(c.dimension(qualifier))
      let ours: Kernel
      switch qualifier {
      case .smallWidth: ours = { n in loop(n, over: values) { $0.sdp(c) } }
      case .width: ours = { n in loop(n, over: values) { $0.wdp(c) } }
      case .height: ours = { n in loop(n, over: values) { $0.hdp(c) } }
      }
      return Kernels(ours: ours, baseline: { n in loop(n, over: values) { $0 * (d / 300) } })
    }
  }

  /// `v.sdp(c)` in a window with a design frame vs `v × (sw / W)`: the frame's side is read
  /// from the configuration where 300 was a constant, so the per-call cost is `sdp`'s.
  static var framed: BenchCase {
    BenchCase(name: "sdp(designFrame)", goal: .atMost(1.25), instructionGoal: floor) {
      let values = opaque(BenchInputs.values)
      let c = opaque(BenchInputs.framedPhone)
      let sw = opaque(c.smallestWidth)
      let side = opaque(375.0)
      return Kernels(
        ours: { n in loop(n, over: values) { $0.sdp(c) } },
        baseline: { n in loop(n, over: values) { $0 * (sw / side) } })
    }
  }

  /// `v.sdp(c)` in a window with a value policy (scale limits 0.8…1.2, pixel rounding, or
  /// both) vs the bare clamp and `round(x × 3) / 3`: what a policy costs per call. The limits
  /// clamp the factor alone, which the loop hoists; the rounding is a call per value.
  static func policy(limits: Bool, rounding: Bool) -> BenchCase {
    let name =
      "sdp("
      + [limits ? "scaleLimits" : nil, rounding ? "roundsToPixels" : nil]
      .compactMap { $0 }.joined(separator: "+") + ")"
    // Policy: a report of what a policy costs, bounded loosely: the rounding goes through
    // libm's `round` (no SSE4.1 `roundsd` on baseline x86-64) and the on-grid check.
    return BenchCase(
      name: name, goal: .atMost(8),
      instructionGoal: .within(factor: 1, allowance: rounding ? 120 : 2, of: "sdp")
    ) {
      let values = opaque(BenchInputs.values)
      let c = opaque(
        BenchInputs.phone.applying(scaleLimits: limits ? 0.8...1.2 : nil)
          .applying(roundsToPixels: rounding))
      let sw = opaque(c.smallestWidth)
      let (lower, upper) = (opaque(limits ? 0.8 : 0), opaque(limits ? 1.2 : .infinity))
      let scale = opaque(c.displayScale)
      return Kernels(
        ours: { n in loop(n, over: values) { $0.sdp(c) } },
        baseline: { n in
          loop(n, over: values) {
            let x = $0 * Swift.min(Swift.max(sw / 300, lower), upper)
            return rounding ? (x * scale).rounded(.toNearestOrAwayFromZero) / scale : x
          }
        })
    }
  }

  /// `16.sdp(c)` on `Int` inputs vs `Double(i) × (sw / 300)`.
  static var intShorthand: BenchCase {
    BenchCase(name: "sdp(Int)", goal: .atMost(1.25), instructionGoal: floor) {
      let values = opaque(BenchInputs.values.map { Int(clamping: $0) })
      let c = opaque(BenchInputs.phone)
      let sw = opaque(c.smallestWidth)
      return Kernels(
        ours: { n in loop(n, over: values) { $0.sdp(c) } },
        baseline: { n in loop(n, over: values) { Double($0) * (sw / 300) } })
    }
  }

  /// `v.ssp(c)` vs `v × (sw / 300) × fontScale`.
  static var text: BenchCase {
    BenchCase(name: "ssp", goal: .atMost(1.25), instructionGoal: floor) {
      let values = opaque(BenchInputs.values)
      let c = opaque(BenchInputs.configurations[3])
      let sw = opaque(c.smallestWidth)
      let fontScale = opaque(c.fontScale)
      return Kernels(
        ours: { n in loop(n, over: values) { $0.ssp(c) } },
        baseline: { n in loop(n, over: values) { $0 * (sw / 300) * fontScale } })
    }
  }

  /// `v.sdpa(c)` vs the aspect formula computed in full (logarithm included) from w and h.
  ///
  /// Over 16 (value, window) pairs, so neither side can hoist the logarithm out of the loop.
  static var aspect: BenchCase {
    // The design frame's side is read from the configuration where the bare formula has 300:
    // 88.3 instructions against 85.3. The test of the configuration's scale limits after the
    // logarithm adds 5 (93.2 against 84.2; without limits the value is the same bit for bit):
    // in a loop over windows the test is not hoisted, as it is for `sdp` over one window.
    // The pixel-rounding test adds 5.9 more (99.2 against 84.3), not hoisted for the same
    // reason (see `floor`).
    BenchCase(name: "sdpa", goal: .atMost(1.25), instructionGoal: .baseline(allowance: 16)) {
      let pairs = opaque(BenchInputs.pairs)
      return Kernels(
        ours: { n in loop(n, over: pairs) { $0.value.sdpa($0.window) } },
        baseline: { n in
          loop(n, over: pairs) { pair in
            let w = pair.window.screenWidth
            let h = pair.window.screenHeight
            let sw = min(w, h)
            let ar = max(w, h) / sw
            let slope = (1 + 0.8 * log(max(ar / 1.78, 1e-4))) / 300
            return pair.value * (1 + (sw - 300) * slope)
          }
        })
    }
  }

  /// `factors.sdp(v)` vs `v × k` with k precomputed.
  static var factorsLinear: BenchCase {
    BenchCase(name: "factors.sdp", goal: .atMost(1.25), instructionGoal: bare) {
      let values = opaque(BenchInputs.values)
      let factors = opaque(DimensFactors(BenchInputs.phone))
      let k = opaque(factors.smallWidthRatio)
      return Kernels(
        ours: { n in loop(n, over: values) { factors.sdp($0) } },
        baseline: { n in loop(n, over: values) { $0 * k } })
    }
  }

  /// `factors.aspect(v)` vs `v × (1 + (sw − 300) × slope)` with the slope precomputed.
  static var factorsAspect: BenchCase {
    BenchCase(name: "factors.aspect", goal: .atMost(1.25), instructionGoal: bare) {
      let values = opaque(BenchInputs.values)
      let factors = opaque(DimensFactors(BenchInputs.phone))
      let sw = opaque(BenchInputs.phone.smallestWidth)
      let slope = opaque(factors.aspectSlope)
      return Kernels(
        ours: { n in loop(n, over: values) { factors.aspect($0) } },
        baseline: { n in loop(n, over: values) { $0 * (1 + (sw - 300) * slope) } })
    }
  }
}
