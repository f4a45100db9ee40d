import AppDimensDynamic

/// Design points (`[390: 16, 820: 24, 1280: 32]`) resolved across 16 windows, against `sdp`
/// and `ssp` across the same windows.
///
/// Goals: resolving design points built in advance, with up to eight points, costs at most
/// 2× `sdp` (text: 2× `ssp`) and never allocates. A literal built inline on every evaluation
/// is reported against the same points built in advance; it allocates once per evaluation
/// (its table), which `Scripts/check-allocations.sh` checks.
//
// Policy: across the 16 windows of `BenchInputs` (phones, pads, split views, TV, watch, Mac,
// CarPlay), every segment and both ends of the tables are hit, and neither side can hoist
// anything out of the loop: `sdp` divides by 300 on every call, design points look up a new
// segment. With one window, `sdp`'s division is hoisted and it becomes one multiplication,
// which no table lookup can be compared with.
enum DesignPointsCases {
  /// The name of the case with `size` points (3 or 8) built in advance.
  static func name(_ size: Int) -> String { "designPoints.resolve-\(size)" }

  /// The name of the text case (three points, × fontScale).
  static let textName = "designPoints.text-3"

  /// The name of the case that builds the literal inline on every evaluation.
  static let literalName = "designPoints.literal-3"

  /// Every design-points case.
  static func all() -> [BenchCase] {
    [resolve(3), resolve(8), text, literal]
  }

  /// The phone/tablet/desktop example of the documentation.
  static let three: DesignPoints = [390: 16, 820: 24, 1280: 32]

  /// Eight frames, from a watch to a 13-inch iPad.
  static let eight: DesignPoints = [
    198: 8, 320: 12, 390: 16, 430: 17, 600: 20, 820: 24, 1024: 28, 1366: 32,
  ]

  /// Design points of `size` entries (3 or 8) built in advance vs `16.sdp(c)`.
  ///
  /// Instruction goal: one above callgrind's count when it was set (33 and 41; the text
  /// form 34), `appdimens-bench --instructions-only --filter designPoints`.
  static func resolve(_ size: Int) -> BenchCase {
    BenchCase(
      name: name(size), goal: .atMost(2), instructionGoal: .atMost(size == 3 ? 34 : 42)
    ) {
      let points = opaque(size == 3 ? three : eight)
      let value = opaque(16.0)
      let configurations = opaque(BenchInputs.configurations)
      return Kernels(
        ours: { n in loop(n, over: configurations) { points.resolve($0) } },
        baseline: { n in loop(n, over: configurations) { value.sdp($0) } })
    }
  }

  /// `points.resolveText(c)` vs `16.ssp(c)`.
  static var text: BenchCase {
    BenchCase(name: textName, goal: .atMost(2), instructionGoal: .atMost(35)) {
      let points = opaque(three)
      let value = opaque(16.0)
      let configurations = opaque(BenchInputs.configurations)
      return Kernels(
        ours: { n in loop(n, over: configurations) { points.resolveText($0) } },
        baseline: { n in loop(n, over: configurations) { value.ssp($0) } })
    }
  }

  /// `([390: 16, 820: 24, 1280: 32] as DesignPoints).resolve(c)` built on every evaluation vs
  /// the same design points built in advance: reported.
  static var literal: BenchCase {
    BenchCase(name: literalName, goal: .report, allocationsPerOperation: 1) {
      let points = opaque(three)
      let configurations = opaque(BenchInputs.configurations)
      return Kernels(
        ours: { n in
          loop(n, over: configurations) {
            let inline: DesignPoints = [390: 16, 820: 24, 1280: 32]
            return inline.resolve($0)
          }
        },
        baseline: { n in loop(n, over: configurations) { points.resolve($0) } })
    }
  }
}
