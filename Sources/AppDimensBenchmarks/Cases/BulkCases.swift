import AppDimensDynamic

/// One million values resolved into a buffer, against `map { $0 × k }` and against a plain
/// loop writing `v × k` into a preallocated buffer.
///
/// An operation is one value. Ours writes into a preallocated output with
/// ``DimensFactors/resolve(_:into:qualifier:text:)``. Against `map` (what a caller would
/// otherwise write, which allocates and fills a new result array) the goal is a throughput
/// ratio (baseline time ÷ ours) of at least 0.8; the gain it shows is `map`'s new array. Against
/// the plain loop into a preallocated buffer, which does the same memory work, the goal is the
/// same speed (a time ratio of at most 1.25).
enum BulkCases {
  /// The buffer size.
  static let count = 1_000_000

  /// Every bulk case.
  static func all() -> [BenchCase] {
    [
      BenchCase(
        name: "bulk.resolve-1M", goal: .atLeast(0.8), minimumIterations: count,
        hotLoopIterations: 2 * count
      ) {
        let buffers = Buffers()
        let k = opaque(buffers.factors.smallWidthRatio)
        return Kernels(
          ours: resolveIntoBuffer(buffers),
          baseline: { n in
            chunks(n) { range in
              let result = buffers.input[range].map { $0 * k }
              blackHole(result)
              return result[result.count - 1]
            }
          })
      },
      BenchCase(
        name: "bulk.resolve-1M.loop", goal: .atMost(1.25), minimumIterations: count,
        hotLoopIterations: 2 * count
      ) {
        let buffers = Buffers()
        let k = opaque(buffers.factors.smallWidthRatio)
        let output = buffers.output
        return Kernels(
          ours: resolveIntoBuffer(buffers),
          baseline: { n in
            buffers.input.withUnsafeBufferPointer { source in
              chunks(n) { range in
                for i in range { output[i] = source[i] * k }
                blackHole(output.baseAddress)
                return output[range.upperBound - 1]
              }
            }
          })
      },
    ]
  }

  /// The input values, a preallocated output buffer and the factors, built once per case.
  struct Buffers {
    /// One million values.
    let input = opaque((0..<count).map { Double($0 % 97) + 0.5 })
    /// The output, allocated and zeroed once (never freed: the bench is a short process).
    let output: UnsafeMutableBufferPointer<Double>
    /// The phone's factors.
    let factors = opaque(DimensFactors(BenchInputs.phone))

    /// Allocates and zeroes the output.
    init() {
      output = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
      output.initialize(repeating: 0)
    }
  }

  /// Our kernel: ``DimensFactors/resolve(_:into:qualifier:text:)`` into the output buffer.
  static func resolveIntoBuffer(_ buffers: Buffers) -> Kernel {
    let (input, output, factors) = (buffers.input, buffers.output, buffers.factors)
    return { n in
      input.withUnsafeBufferPointer { source in
        chunks(n) { range in
          let written = factors.resolve(
            UnsafeBufferPointer(rebasing: source[range]),
            into: UnsafeMutableBufferPointer(rebasing: output[range]))
          blackHole(output.baseAddress)
          return output[written - 1]
        }
      }
    }
  }

  /// Processes `n` values in passes of at most `count`, sinking one value per pass.
  @inline(__always)
  static func chunks(_ n: Int, _ pass: (Range<Int>) -> Double) {
    var checksum = Checksum()
    var remaining = n
    while remaining > 0 {
      let size = min(remaining, count)
      checksum.add(pass(0..<size))
      remaining -= size
    }
    checksum.sink()
  }
}
