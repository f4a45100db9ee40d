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
// loop as an invariant; the other arguments are literals, as an app writes them (the chains of
// `ChainShapes` are `@inline(__always)`, so a call with the loop's value is the chain written
// out). Every kernel is a closure literal of its own (a stored closure parameter would not be
// inlined).
enum InlineChainCases {
  /// The goal of every inline chain: at most 1.5× the prebuilt chain.
  static let goal = Goal.atMost(1.5)

  /// The instruction goal of every inline case: at most the count of the same chain built in
  /// advance (its baseline), so a chain written inline keeps folding where it is written.
  static let storedCount = InstructionGoal.baseline(allowance: 0)

  /// Every inline chain case.
  static func all() -> [BenchCase] {
    [
      scaledDpTwo, scaledDpFour, autoScaledDpThree, autoScaledDpFour, autoSpFour,
      qualifiedFacilitator, rotateFacilitator, modeFacilitator, screenFacilitator,
    ]
  }

  /// One prebuilt chain per input value, in a buffer read in place.
  static func prebuilt<Chain>(_ build: (Double) -> Chain) -> UnsafeBufferPointer<Chain> {
    inputBuffer(BenchInputs.values.map(build))
  }

  /// The kernel resolving prebuilt `chains` for the 16 windows.
  static func resolving(
    _ chains: UnsafeBufferPointer<ScaledDpBuilder>,
    _ windows: UnsafeBufferPointer<DimensConfiguration>
  ) -> Kernel {
    { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } }
  }

  /// The kernel resolving prebuilt Auto `chains` for the 16 windows.
  static func resolving(
    _ chains: UnsafeBufferPointer<AutoScaledBuilder>,
    _ windows: UnsafeBufferPointer<DimensConfiguration>
  ) -> Kernel {
    { n in loopIndices(n) { i in chains[i].resolve(windows[i]) } }
  }

  /// The README's chain (``ChainShapes/readme(_:)``).
  static var scaledDpTwo: BenchCase {
    BenchCase(name: "scaledDp.inline-2", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in loopIndices(n) { i in ChainShapes.readme(values[i]).resolve(windows[i]) } },
        baseline: resolving(prebuilt(ChainShapes.readme), windows))
    }
  }

  /// Four conditions of every kind and the aspect-ratio flag (``ChainShapes/four(_:)``).
  static var scaledDpFour: BenchCase {
    BenchCase(name: "scaledDp.inline-4", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in loopIndices(n) { i in ChainShapes.four(values[i]).resolve(windows[i]) } },
        baseline: resolving(prebuilt(ChainShapes.four), windows))
    }
  }

  /// The principal document's Auto chain (``ChainShapes/autoThree(_:)``).
  static var autoScaledDpThree: BenchCase {
    BenchCase(name: "autoScaledDp.inline-3", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in
          loopIndices(n) { i in ChainShapes.autoThree(values[i]).resolve(windows[i]) }
        },
        baseline: resolving(prebuilt(ChainShapes.autoThree), windows))
    }
  }

  /// The Auto chain with a fourth, combined condition (``ChainShapes/autoFour(_:)``).
  static var autoScaledDpFour: BenchCase {
    BenchCase(name: "autoScaledDp.inline-4", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in
          loopIndices(n) { i in ChainShapes.autoFour(values[i]).resolve(windows[i]) }
        },
        baseline: resolving(prebuilt(ChainShapes.autoFour), windows))
    }
  }

  /// Text: `autoSp` with four conditions (``ChainShapes/autoSpFour(_:)``).
  static var autoSpFour: BenchCase {
    BenchCase(name: "autoSp.inline-4", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in
          loopIndices(n) { i in ChainShapes.autoSpFour(values[i]).resolve(windows[i]) }
        },
        baseline: resolving(prebuilt(ChainShapes.autoSpFour), windows))
    }
  }

  /// `AppDimens.qualified` against the one-condition chain that selects the same way.
  static var qualifiedFacilitator: BenchCase {
    BenchCase(name: "facilitator.qualified.inline", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            AppDimens.qualified(
              values[i], qualifiedValue: 24, configuration: windows[i], qualifier: .width,
              minimum: 600)
          }
        },
        baseline: resolving(prebuilt(ChainShapes.qualified), windows))
    }
  }

  /// `AppDimens.rotate` against the one-condition chain that selects the same way.
  static var rotateFacilitator: BenchCase {
    BenchCase(name: "facilitator.rotate.inline", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            AppDimens.rotate(
              values[i], rotationValue: 12, configuration: windows[i], orientation: .landscape)
          }
        },
        baseline: resolving(prebuilt(ChainShapes.rotate), windows))
    }
  }

  /// `AppDimens.mode` against the one-condition chain that selects the same way.
  static var modeFacilitator: BenchCase {
    BenchCase(name: "facilitator.mode.inline", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            AppDimens.mode(values[i], modeValue: 28, configuration: windows[i], mode: .television)
          }
        },
        baseline: resolving(prebuilt(ChainShapes.mode), windows))
    }
  }

  /// `AppDimens.screen` against the one-condition chain that selects the same way.
  static var screenFacilitator: BenchCase {
    BenchCase(name: "facilitator.screen.inline", goal: goal, instructionGoal: storedCount) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      return Kernels(
        ours: { n in
          loopIndices(n) { i in
            AppDimens.screen(
              values[i], screenValue: 42, configuration: windows[i], mode: .television,
              qualifier: .width, minimum: 1280)
          }
        },
        baseline: resolving(prebuilt(ChainShapes.screen), windows))
    }
  }
}
