import Foundation

@testable import AppDimensCommandLine

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
}

/// The error an expression throws, or nil when it compiles.
func compileError(_ source: String) -> ExpressionError? {
  do {
    _ = try ExpressionEvaluator().compile(source)
    return nil
  } catch {
    return error
  }
}

/// The value of an expression in a window, or nil when it does not compile.
func evaluate(_ source: String, _ configuration: DimensConfiguration) -> Double? {
  try? ExpressionEvaluator().evaluate(source, configuration: configuration)
}
