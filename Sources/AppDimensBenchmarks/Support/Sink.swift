// The two optimizer barriers every benchmark kernel uses.
//
// Policy: a kernel reads its inputs through `opaque` ONCE per run (so the compiler cannot
// constant-fold the configuration or the values) and folds every result into a local
// checksum that it hands to `blackHole` ONCE per run (so the work cannot be deleted). The
// per-iteration cost of the sink is therefore one wrapping integer add of the result's bit
// pattern, identical in a case and its baseline: one cycle of latency, no floating-point
// dependency chain (a `Double` accumulator would serialise both loops on the 4-cycle FP add
// latency and hide real differences), and no call per iteration.

/// Returns `value` through a call the optimizer cannot see into.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// Consumes `value` so that the computation producing it cannot be removed.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// A checksum every kernel folds its results into: a wrapping sum of bit patterns.
struct Checksum {
  /// The running sum.
  var bits: UInt64 = 0

  /// Folds one result in.
  @inline(__always)
  mutating func add(_ value: Double) { bits &+= value.bitPattern }

  /// Folds one integer result in.
  @inline(__always)
  mutating func add(_ value: Int) { bits &+= UInt64(truncatingIfNeeded: value) }

  /// Hands the checksum to the sink; call once per run.
  @inline(__always)
  func sink() { blackHole(bits) }
}
