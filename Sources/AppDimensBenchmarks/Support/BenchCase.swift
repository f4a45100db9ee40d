/// Runs `n` operations of one side of a case and sinks their checksum once.
typealias Kernel = (_ n: Int) -> Void

/// The two sides of a case, built once (inputs, tables, buffers) before anything is timed.
struct Kernels {
  /// Our code.
  var ours: Kernel
  /// The reference it is compared with, run interleaved in the same process.
  var baseline: Kernel?
}

/// One benchmark: a name, a goal, and a factory for its kernels.
///
/// Policy: the factory runs only for selected cases, so `--filter` and `--hot-loop` never pay
/// for building the others, and setup allocations happen once, outside every timed run (the
/// allocation check compares N with 10·N iterations, so setup cancels out).
struct BenchCase {
  /// The name used by `--filter` and `--hot-loop`.
  var name: String
  /// What the ratio must satisfy.
  var goal: Goal
  /// What our instruction count per operation must satisfy, checked with `--instructions`.
  var instructionGoal: InstructionGoal? = nil
  /// The fewest operations one timed run may have (bulk cases need whole buffers).
  var minimumIterations: Int = 1
  /// The iteration count `Scripts/check-allocations.sh` uses for N (10·N is the second run).
  var hotLoopIterations: Int = 20_000
  /// The most heap allocations one operation may make (`Scripts/check-allocations.sh` fails
  /// above it), or nil for a case the gate does not check.
  var allocationsPerOperation: Int? = 0
  /// Builds the kernels.
  var make: () -> Kernels
}

/// Loops `n` times over 16 opaque inputs, folding `body(input)` into a checksum sunk once.
///
/// Policy: ours and baseline of a case both go through this one loop, so the loop overhead,
/// the input load and the sink are the same on both sides and the ratio compares only the
/// bodies. `inputs` must hold 16 values.
@inline(__always)
func loop<Input>(_ n: Int, over inputs: [Input], _ body: (Input) -> Double) {
  inputs.withUnsafeBufferPointer { values in
    var checksum = Checksum()
    for i in 0..<n { checksum.add(body(values[i & 15])) }
    checksum.sink()
  }
}

/// Loops `n` times over the indices 0 … 15, folding `body(index)` into a checksum sunk once.
///
/// For cases whose inputs are large values (a prebuilt chain, a table): the body reads them
/// from buffers made by ``inputBuffer(_:)`` in place, so neither side pays for copying an
/// input into a call. A case and its baseline both go through this loop.
@inline(__always)
func loopIndices(_ n: Int, _ body: (Int) -> Double) {
  var checksum = Checksum()
  for i in 0..<n { checksum.add(body(i & 15)) }
  checksum.sink()
}

/// `values` copied into a buffer that lives as long as the process, read through ``opaque(_:)``.
///
/// Policy: a case's inputs are built once and never freed (the bench is a short-lived
/// process); a buffer, unlike an array captured by a closure, is read in place by the body.
func inputBuffer<T>(_ values: [T]) -> UnsafeBufferPointer<T> {
  let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: values.count)
  _ = buffer.initialize(from: values)
  return opaque(UnsafeBufferPointer(buffer))
}
