import AppDimensDynamic

/// Builder chains and facilitators written inline — built and resolved in one expression, as a
/// SwiftUI body or the README writes them — against the same chain built in advance.
///
/// Both sides iterate over 16 values and 16 windows: ours builds the chain from the value on
/// every call and resolves it for the window; the baseline resolves the value's chain, built
/// before timing, for the same window. The goal is at most 1.5×
/// the time of the prebuilt chain, and no allocation (`Scripts/check-allocations.sh`).
//
// Policy: the base value comes from the loop input, so the chain cannot be hoisted out of the
// loop as an invariant; the other arguments are literals, as an app writes them. Every kernel
// is written out literally (a stored closure parameter would not be inlined).
enum InlineChainCases {
  /// The goal of every inline chain: at most 1.5× the prebuilt chain.
  static let goal = Goal.atMost(1.5)

  /// Every inline chain case.
  static func all() -> [BenchCase] {
    [
      scaledDpTwo, scaledDpFour, autoScaledDpThree, autoScaledDpFour, autoSpFour,
      qualifiedFacilitator, rotateFacilitator, modeFacilitator, screenFacilitator,
    ]
  }

  /// One prebuilt chain per input value.
  static func prebuilt<Chain>(_ build: (Double) -> Chain) -> [Chain] {
    BenchInputs.values.map(build)
  }

  /// The README's chain: `v.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12,
  /// .landscape).resolve(c)`.
  static var scaledDpTwo: BenchCase {
    BenchCase(name: "scaledDp.inline-2", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(
        prebuilt { $0.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape) }
      )
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return v.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
              .resolve(c)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }

  /// Four conditions of every kind and the aspect-ratio flag on the `scaledDp` builder.
  static var scaledDpFour: BenchCase {
    BenchCase(name: "scaledDp.inline-4", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(
        prebuilt {
          $0.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
            .mode(28, .television).qualifier(20, .height, minimum: 800).aspectRatio()
        })
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return v.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
              .mode(28, .television).qualifier(20, .height, minimum: 800).aspectRatio()
              .resolve(c)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }

  /// The principal document's Auto chain: qualifier, rotate, mode.
  static var autoScaledDpThree: BenchCase {
    BenchCase(name: "autoScaledDp.inline-3", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(
        prebuilt {
          $0.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
            .mode(28, .television)
        })
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return v.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
              .mode(28, .television).resolve(c)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }

  /// The Auto chain with a fourth, combined condition.
  static var autoScaledDpFour: BenchCase {
    BenchCase(name: "autoScaledDp.inline-4", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(
        prebuilt {
          $0.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
            .mode(28, .television)
            .screen(
              42,
              condition: .init(
                mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280))
        })
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return v.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
              .mode(28, .television)
              .screen(
                42,
                condition: .init(
                  mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280)
              )
              .resolve(c)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }

  /// Text: `autoSp` with four conditions.
  static var autoSpFour: BenchCase {
    BenchCase(name: "autoSp.inline-4", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(
        prebuilt {
          $0.autoSp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
            .mode(28, .television).screen(22, qualifier: .width, minimum: 700)
        })
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return v.autoSp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
              .mode(28, .television).screen(22, qualifier: .width, minimum: 700)
              .resolve(c)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }

  /// `AppDimens.qualified` against the one-condition chain that selects the same way.
  static var qualifiedFacilitator: BenchCase {
    BenchCase(name: "facilitator.qualified.inline", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(prebuilt { $0.scaledDp.qualifier(24, .width, minimum: 600) })
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return AppDimens.qualified(
              v, qualifiedValue: 24, configuration: c, qualifier: .width,
              minimum: 600)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }

  /// `AppDimens.rotate` against the one-condition chain that selects the same way.
  static var rotateFacilitator: BenchCase {
    BenchCase(name: "facilitator.rotate.inline", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(prebuilt { $0.scaledDp.rotate(12, .landscape) })
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return AppDimens.rotate(
              v, rotationValue: 12, configuration: c, orientation: .landscape)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }

  /// `AppDimens.mode` against the one-condition chain that selects the same way.
  static var modeFacilitator: BenchCase {
    BenchCase(name: "facilitator.mode.inline", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(prebuilt { $0.scaledDp.mode(28, .television) })
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return AppDimens.mode(v, modeValue: 28, configuration: c, mode: .television)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }

  /// `AppDimens.screen` against the one-condition chain that selects the same way.
  static var screenFacilitator: BenchCase {
    BenchCase(name: "facilitator.screen.inline", goal: goal) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = inputBuffer(
        prebuilt { $0.scaledDp.screen(42, mode: .television, qualifier: .width, minimum: 1280) })
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            let (v, c) = (values[i], windows[i])
            return AppDimens.screen(
              v, screenValue: 42, configuration: c, mode: .television,
              qualifier: .width, minimum: 1280)
          }
        },
        baseline: { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } })
    }
  }
}
