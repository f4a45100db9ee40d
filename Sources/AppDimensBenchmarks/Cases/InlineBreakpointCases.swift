import AppDimensDynamic

/// Breakpoint table literals written inline — built and resolved in one expression, as a
/// SwiftUI body (or `@Breakpoint`, on every view update) writes them — against a lookup in the
/// same table built in advance.
///
/// Both sides iterate over 16 (value, window) pairs. Ours builds the literal from the pair's
/// value on every call and resolves it for the pair's window; the baseline resolves one of 16
/// tables built before timing (one per value). Goals: at most 15× the prebuilt lookup, and at
/// most one heap allocation per call (`Scripts/check-allocations.sh`).
//
// Policy: the values come from the loop input so the table cannot be hoisted out of the loop;
// the keys are literals, written out of canonical order so construction has sorting to do.
enum InlineBreakpointCases {
  /// A prebuilt table and the window it is resolved for.
  typealias Prebuilt = (table: Breakpoints<Int>, window: DimensConfiguration)

  /// The goal of every inline table: at most 15× the prebuilt lookup.
  static let goal = Goal.atMost(15)

  /// Every inline breakpoint case.
  static func all() -> [BenchCase] { [threeKeys, eightKeys] }

  /// Pairs each input value's prebuilt table with its window.
  static func prebuilt(_ build: (Int) -> Breakpoints<Int>) -> [Prebuilt] {
    BenchInputs.pairs.map { (build(Int($0.value)), $0.window) }
  }

  /// The README's table: `[wAny: 1, wR.all: 2, w1024: 3]`.
  static var threeKeys: BenchCase {
    BenchCase(name: "breakpoints.inline-3", goal: goal, allocationsPerOperation: 1) {
      let pairs = opaque(BenchInputs.pairs)
      let tables = opaque(prebuilt { v in [wAny: v, wR.all: v + 1, w1024: v + 2] })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            let v = Int($0.value)
            let columns: Breakpoints<Int> = [wAny: v, wR.all: v + 1, w1024: v + 2]
            return Double(columns.resolve($0.window) ?? 0)
          }
        },
        baseline: { n in loop(n, over: tables) { Double($0.table.resolve($0.window) ?? 0) } })
    }
  }

  /// Eight keys of every kind, out of canonical order.
  static var eightKeys: BenchCase {
    BenchCase(name: "breakpoints.inline-8", goal: goal, allocationsPerOperation: 1) {
      let pairs = opaque(BenchInputs.pairs)
      let tables = opaque(
        prebuilt { v in
          [
            w1024: v + 5, wR.all: v + 7, w375: v + 2, wAny: v, w768: v + 4, wC.phone: v + 6,
            w320.default: v + 1, w414: v + 3,
          ]
        })
      return Kernels(
        ours: { n in
          loop(n, over: pairs) {
            let v = Int($0.value)
            let columns: Breakpoints<Int> = [
              w1024: v + 5, wR.all: v + 7, w375: v + 2, wAny: v, w768: v + 4, wC.phone: v + 6,
              w320.default: v + 1, w414: v + 3,
            ]
            return Double(columns.resolve($0.window) ?? 0)
          }
        },
        baseline: { n in loop(n, over: tables) { Double($0.table.resolve($0.window) ?? 0) } })
    }
  }
}
