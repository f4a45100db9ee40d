/// A tiny seeded generator (SplitMix64, Steele et al. 2014), shared by every test target so
/// property tests are reproducible.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1).
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < p
  }

  /// A uniformly chosen element of a non-empty array.
  public mutating func pick<T>(_ values: [T]) -> T {
    values[Int.random(in: 0..<values.count, using: &self)]
  }

  /// `pick(values)` or nil, each half the time.
  public mutating func maybe<T>(_ values: [T]) -> T? {
    chance(0.5) ? pick(values) : nil
  }
}
