import AppDimensDynamic

/// Builder chains and facilitators written inline — built and resolved in one expression, as a
/// SwiftUI body or the README writes them — against the same chain built in advance.
///
/// Both sides iterate over 16 (value, window) pairs: ours builds the chain from the pair's
/// value on every call and resolves it for the pair's window; the baseline resolves one of 16
/// chains built before timing (one per value) for the same window. The goal is at most 1.5×
/// the time of the prebuilt chain, and no allocation (`Scripts/check-allocations.sh`).
//
// Policy: the base value comes from the loop input, so the chain cannot be hoisted out of the
// loop as an invariant; the other arguments are literals, as an app writes them. Every kernel
// is written out literally (a stored closure parameter would not be inlined).
enum InlineChainCases {
  /// A prebuilt chain and the window it is resolved for.
  typealias Prebuilt<Chain> = (chain: Chain, window: DimensConfiguration)

  /// The goal of every inline chain: at most 1.5× the prebuilt chain.
  static let goal = Goal.atMost(1.5)

  /// Every inline chain case.
  static func all() -> [BenchCase] {
    [
      scaledDpTwo, scaledDpFour, autoScaledDpThree, autoScaledDpFour, autoSpFour,
      qualifiedFacilitator, rotateFacilitator, modeFacilitator, screenFacilitator,
    ]
  }

  /// Pairs each input value's prebuilt chain with its window.
  static func prebuilt<Chain>(_ build: (Double) -> Chain) -> [Prebuilt<Chain>] {
    BenchInputs.pairs.map { (build($0.value), $0.window) }
  }

  /// The README's chain: `v.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12,
  /// .landscape).resolve(c)`.
  static var scaledDpTwo: BenchCase {
    BenchCase(name: "scaledDp.inline-2", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(
        prebuilt { $0.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape) }
      )
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            $0.value.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
              .resolve($0.window)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }

  /// Four conditions of every kind and the aspect-ratio flag on the `scaledDp` builder.
  static var scaledDpFour: BenchCase {
    BenchCase(name: "scaledDp.inline-4", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(
        prebuilt {
          $0.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
            .mode(28, .television).qualifier(20, .height, minimum: 800).aspectRatio()
        })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            $0.value.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
              .mode(28, .television).qualifier(20, .height, minimum: 800).aspectRatio()
              .resolve($0.window)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }

  /// The principal document's Auto chain: qualifier, rotate, mode.
  static var autoScaledDpThree: BenchCase {
    BenchCase(name: "autoScaledDp.inline-3", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(
        prebuilt {
          $0.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
            .mode(28, .television)
        })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            $0.value.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
              .mode(28, .television).resolve($0.window)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }

  /// The Auto chain with a fourth, combined condition.
  static var autoScaledDpFour: BenchCase {
    BenchCase(name: "autoScaledDp.inline-4", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(
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
          loop(n, over: pairs) {
            $0.value.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
              .mode(28, .television)
              .screen(
                42,
                condition: .init(
                  mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280)
              )
              .resolve($0.window)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }

  /// Text: `autoSp` with four conditions.
  static var autoSpFour: BenchCase {
    BenchCase(name: "autoSp.inline-4", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(
        prebuilt {
          $0.autoSp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
            .mode(28, .television).screen(22, qualifier: .width, minimum: 700)
        })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            $0.value.autoSp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
              .mode(28, .television).screen(22, qualifier: .width, minimum: 700)
              .resolve($0.window)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }

  /// `AppDimens.qualified` against the one-condition chain that selects the same way.
  static var qualifiedFacilitator: BenchCase {
    BenchCase(name: "facilitator.qualified.inline", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(prebuilt { $0.scaledDp.qualifier(24, .width, minimum: 600) })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            AppDimens.qualified(
              $0.value, qualifiedValue: 24, configuration: $0.window, qualifier: .width,
              minimum: 600)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }

  /// `AppDimens.rotate` against the one-condition chain that selects the same way.
  static var rotateFacilitator: BenchCase {
    BenchCase(name: "facilitator.rotate.inline", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(prebuilt { $0.scaledDp.rotate(12, .landscape) })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            AppDimens.rotate(
              $0.value, rotationValue: 12, configuration: $0.window, orientation: .landscape)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }

  /// `AppDimens.mode` against the one-condition chain that selects the same way.
  static var modeFacilitator: BenchCase {
    BenchCase(name: "facilitator.mode.inline", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(prebuilt { $0.scaledDp.mode(28, .television) })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            AppDimens.mode($0.value, modeValue: 28, configuration: $0.window, mode: .television)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }

  /// `AppDimens.screen` against the one-condition chain that selects the same way.
  static var screenFacilitator: BenchCase {
    BenchCase(name: "facilitator.screen.inline", goal: goal) {
      let pairs = opaque(BenchInputs.pairs)
      let chains = opaque(
        prebuilt { $0.scaledDp.screen(42, mode: .television, qualifier: .width, minimum: 1280) })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            AppDimens.screen(
              $0.value, screenValue: 42, configuration: $0.window, mode: .television,
              qualifier: .width, minimum: 1280)
          }
        },
        baseline: { n in loop(n, over: chains) { $0.chain.resolve($0.window) } })
    }
  }
}
