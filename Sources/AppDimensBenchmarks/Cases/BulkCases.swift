import AppDimensDynamic

/// One million values resolved into a buffer vs `map { $0 × k }` on the same values.
///
/// An operation is one value. Ours writes into a preallocated output with
/// ``DimensFactors/resolve(_:into:qualifier:text:)``; the baseline is what a caller would
/// otherwise write, `values.map { $0 * k }`, which allocates its result array. The goal is a
/// throughput ratio (baseline time ÷ ours) of at least 0.8.
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
        let input = opaque((0..<count).map { Double($0 % 97) + 0.5 })
        let output = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
        output.initialize(repeating: 0)
        let factors = opaque(DimensFactors(BenchInputs.phone))
        let k = opaque(factors.smallWidthRatio)
        return Kernels(
          ours: { n in
            input.withUnsafeBufferPointer { source in
              chunks(n) { range in
                let written = factors.resolve(
                  UnsafeBufferPointer(rebasing: source[range]),
                  into: UnsafeMutableBufferPointer(rebasing: output[range]))
                blackHole(output.baseAddress)
                return output[written - 1]
              }
            }
          },
          baseline: { n in
            chunks(n) { range in
              let result = input[range].map { $0 * k }
              blackHole(result)
              return result[result.count - 1]
            }
          })
      }
    ]
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
