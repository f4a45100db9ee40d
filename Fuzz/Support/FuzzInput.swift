// Shared by every fuzz target (compiled into each binary by Scripts/fuzz.sh).
//
// Turns libFuzzer's bytes into the values the library sees: doubles that are often special
// (0, −0, NaN, ±∞, subnormal, 1e308, …) or realistic, enum cases, flags and small counts.
// Reading past the end yields zeros, so every input is usable.

/// A cursor over the fuzzer's input bytes.
struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    self.bytes = UnsafeBufferPointer(start: data, count: size)
  }

  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// The next eight bytes as a little-endian integer.
  mutating func word() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `cases`, chosen by the next byte.
  mutating func pick<T>(_ cases: [T]) -> T {
    cases[Int(byte()) % cases.count]
  }

  /// An optional `pick`.
  mutating func maybe<T>(_ cases: [T]) -> T? {
    bool() ? pick(cases) : nil
  }

  /// The values that break naive arithmetic.
  static let special: [Double] = [
    0, -0.0, 1, -1, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude,
    -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e308, -1e308, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 0.5, 1e-300, 1e300, 300, 533, 480, 390, 844, 1024, 1366,
    100_000, 100_001, 0.999_999, 1.78, 0.8, .ulpOfOne,
  ]

  /// A double that is special, realistic, an integer or raw bits, chosen by a tag byte.
  mutating func double() -> Double {
    switch byte() % 4 {
    case 0: return Self.pick(Self.special, byte())
    case 1: return Double(Int16(truncatingIfNeeded: word())) / 4
    case 2: return Double(bitPattern: word())
    default: return Double(UInt32(truncatingIfNeeded: word())) / 1000
    }
  }

  /// A double of realistic magnitude (|x| ≤ 1e6) or special, for the "finite in, finite out"
  /// checks.
  mutating func realisticDouble() -> Double {
    let x = double()
    return x.isFinite && abs(x) <= 1e6 ? x : Double(Int16(truncatingIfNeeded: word()))
  }

  private static func pick(_ values: [Double], _ byte: UInt8) -> Double {
    values[Int(byte) % values.count]
  }

  /// The rest of the input as bytes.
  mutating func rest() -> [UInt8] {
    guard index < bytes.count else { return [] }
    defer { index = bytes.count }
    return Array(bytes[index...])
  }
}

/// Stops the fuzzer with a message: an invariant of Documentation/Guarantees.md is broken.
func violated(_ message: @autoclosure () -> String) -> Never {
  fatalError("guarantee violated: \(message())")
}
