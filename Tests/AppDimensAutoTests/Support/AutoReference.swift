import AppDimensTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Independent re-statements of the Behavior Reference formulas, written from the Behavior
// Reference, not from the sources.
enum AutoReference {
  /// Behavior Reference › Strategies auto: `d ≤ 480 ? d/300 : 1.6 + 0.4·ln(1 + (d − 480)/300)`.
  static func auto(_ d: Double) -> Double {
    d <= 480 ? d / 300 : 1.6 + 0.4 * log(1 + (d - 480) / 300)
  }

  /// Behavior Reference › Principal scaling aspect factor `1 + (d − 300) × (1/300 + k ×
  /// ln(max(ar/1.78, 1e-4))/300)`.
  static func aspect(_ d: Double, ar: Double, k: Double = 0.8) -> Double {
    1 + (d - 300) * (1.0 / 300 + k * log(max(ar / 1.78, 1e-4)) / 300)
  }
}

/// `abs(a − b) ≤ tolerance`.
func approximately(_ a: Double, _ b: Double, tolerance: Double = 1e-4) -> Bool {
  abs(a - b) <= tolerance
}
