import AppDimensDynamic

/// The chains of the inline cases built in advance — kept in a buffer, as an app keeps a chain
/// in a `static let` or a property — against the if/else ladder an app would write by hand.
///
/// Both sides iterate over 16 values and 16 windows: ours resolves the value's prebuilt chain
/// for the window, the baseline runs the hand-written ladder of the same chain
/// (``ChainShapes``), which returns the same bits. The time ratio is reported; the goal is in
/// instructions (`--instructions`): a prebuilt chain resolves in at most twice the
/// instructions of the same chain written inline (its `*.inline` case, measured alongside),
/// with an allowance of at least 20 instructions. Nothing allocates
/// (`Scripts/check-allocations.sh`).
//
// Policy: every ladder kernel is a closure literal naming its ladder (a closure parameter
// would not be inlined, and the baseline would pay a call the hand-written code does not).
enum PrebuiltChainCases {
  /// Every prebuilt chain case.
  static func all() -> [BenchCase] {
    [
      scaledDpTwo, scaledDpFour, autoScaledDpThree, autoScaledDpFour, autoSpFour,
      qualifiedFacilitator, rotateFacilitator, modeFacilitator, screenFacilitator,
    ]
  }

  /// The instruction goal of a prebuilt chain whose inline case is `inline`.
  static func goal(_ inline: String) -> InstructionGoal {
    .within(factor: 2, allowance: 20, of: inline)
  }

  /// The README's chain.
  static var scaledDpTwo: BenchCase {
    BenchCase(
      name: "scaledDp.prebuilt-2", goal: .report, instructionGoal: goal("scaledDp.inline-2")
    ) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.readme)
      ChainShapes.agree(
        "scaledDp.prebuilt-2", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.readmeLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.readmeLadder(values[i], windows[i]) }
        })
    }
  }

  /// Four conditions of every kind and the aspect-ratio flag.
  static var scaledDpFour: BenchCase {
    BenchCase(
      name: "scaledDp.prebuilt-4", goal: .report, instructionGoal: goal("scaledDp.inline-4")
    ) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.four)
      ChainShapes.agree(
        "scaledDp.prebuilt-4", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.fourLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.fourLadder(values[i], windows[i]) }
        })
    }
  }

  /// The principal document's Auto chain.
  static var autoScaledDpThree: BenchCase {
    BenchCase(
      name: "autoScaledDp.prebuilt-3", goal: .report, instructionGoal: goal("autoScaledDp.inline-3")
    ) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.autoThree)
      ChainShapes.agree(
        "autoScaledDp.prebuilt-3", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.autoThreeLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.autoThreeLadder(values[i], windows[i]) }
        })
    }
  }

  /// The Auto chain with a fourth, combined condition.
  static var autoScaledDpFour: BenchCase {
    BenchCase(
      name: "autoScaledDp.prebuilt-4", goal: .report, instructionGoal: goal("autoScaledDp.inline-4")
    ) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.autoFour)
      ChainShapes.agree(
        "autoScaledDp.prebuilt-4", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.autoFourLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.autoFourLadder(values[i], windows[i]) }
        })
    }
  }

  /// Text: `autoSp` with four conditions.
  static var autoSpFour: BenchCase {
    BenchCase(name: "autoSp.prebuilt-4", goal: .report, instructionGoal: goal("autoSp.inline-4")) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.autoSpFour)
      ChainShapes.agree(
        "autoSp.prebuilt-4", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.autoSpFourLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.autoSpFourLadder(values[i], windows[i]) }
        })
    }
  }

  /// The one-condition chain `AppDimens.qualified` selects like.
  static var qualifiedFacilitator: BenchCase {
    BenchCase(
      name: "facilitator.qualified.prebuilt", goal: .report,
      instructionGoal: goal("facilitator.qualified.inline")
    ) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.qualified)
      ChainShapes.agree(
        "facilitator.qualified.prebuilt", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.qualifiedLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.qualifiedLadder(values[i], windows[i]) }
        })
    }
  }

  /// The one-condition chain `AppDimens.rotate` selects like.
  static var rotateFacilitator: BenchCase {
    BenchCase(
      name: "facilitator.rotate.prebuilt", goal: .report,
      instructionGoal: goal("facilitator.rotate.inline")
    ) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.rotate)
      ChainShapes.agree(
        "facilitator.rotate.prebuilt", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.rotateLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.rotateLadder(values[i], windows[i]) }
        })
    }
  }

  /// The one-condition chain `AppDimens.mode` selects like.
  static var modeFacilitator: BenchCase {
    BenchCase(
      name: "facilitator.mode.prebuilt", goal: .report,
      instructionGoal: goal("facilitator.mode.inline")
    ) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.mode)
      ChainShapes.agree(
        "facilitator.mode.prebuilt", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.modeLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.modeLadder(values[i], windows[i]) }
        })
    }
  }

  /// The one-condition chain `AppDimens.screen` selects like.
  static var screenFacilitator: BenchCase {
    BenchCase(
      name: "facilitator.screen.prebuilt", goal: .report,
      instructionGoal: goal("facilitator.screen.inline")
    ) {
      let values = inputBuffer(BenchInputs.values)
      let windows = inputBuffer(BenchInputs.configurations)
      let chains = InlineChainCases.prebuilt(ChainShapes.screen)
      ChainShapes.agree(
        "facilitator.screen.prebuilt", { chains[$0].resolve(windows[$0]) },
        { ChainShapes.screenLadder(values[$0], windows[$0]) })
      return Kernels(
        ours: InlineChainCases.resolving(chains, windows),
        baseline: { n in
          loopIndices(n) { i in ChainShapes.screenLadder(values[i], windows[i]) }
        })
    }
  }
}
