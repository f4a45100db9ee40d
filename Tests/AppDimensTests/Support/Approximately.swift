import AppDimensTestSupport
import Foundation

/// Whether two doubles agree within an absolute tolerance (1e-4 for the Behavior Reference
/// vectors).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-4) -> Bool {
  abs(a - b) <= tolerance
}

/// An independent model of Behavior Reference › Principal scaling, written from the formulas, not
/// from the engine.
enum Model {
  static func aspect(_ v: Double, d: Double, w: Double, h: Double, k: Double = 0.8) -> Double {
    let ar = max(w, h) / min(w, h)
    return v * (1 + (d - 300) * (1.0 / 300 + k * log(max(ar / 1.78, 1e-4)) / 300))
  }
}
