import Foundation

/// Whether two doubles agree within an absolute tolerance (1e-4 for the SPEC vectors).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-4) -> Bool {
  abs(a - b) <= tolerance
}

/// A seeded SplitMix64 generator, so property tests are repeatable.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A uniformly chosen element of a non-empty array.
  mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
}

/// An independent model of SPEC §2, written from the formulas, not from the engine.
enum Model {
  static func aspect(_ v: Double, d: Double, w: Double, h: Double, k: Double = 0.8) -> Double {
    let ar = max(w, h) / min(w, h)
    return v * (1 + (d - 300) * (1.0 / 300 + k * log(max(ar / 1.78, 1e-4)) / 300))
  }
}
