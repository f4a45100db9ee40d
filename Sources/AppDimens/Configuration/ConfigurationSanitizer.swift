/// The bad-input policy of Behavior Reference › Configuration, in one place for the sanitizing and
/// validating initializers.
//
// Policy: a UI library must never trap because a window reported 0 × 0 or NaN during layout,
// so every field has a documented replacement. The validating initializer reports the same
// cases as errors instead.
@usableFromInline
enum ConfigurationSanitizer {
  /// The smallest window side accepted, in points.
  static let minimumLength: Double = 1
  /// The largest window side accepted, in points.
  static let maximumLength: Double = 100_000
  /// The largest display scale accepted.
  static let maximumDisplayScale: Double = 16
  /// The smallest display scale accepted.
  //
  // Policy: pixel and rounding conversions DIVIDE by the display scale, so a positive but
  // tiny one (a subnormal 5e-324) turned a 10-pixel length into +∞ points. No screen has fewer
  // than 1/16 pixel per point; a smaller positive value is raised to it, mirroring the 16 cap.
  static let minimumDisplayScale: Double = 1.0 / 16
  /// The largest font scale accepted.
  static let maximumFontScale: Double = 10

  /// A window side: non-finite or ≤ 0 → the baseline; otherwise clamped into 1…100,000.
  static func length(_ value: Double, baseline: Double) -> Double {
    guard value.isFinite, value > 0 else { return baseline }
    return min(max(value, minimumLength), maximumLength)
  }

  /// A multiplier: non-finite or ≤ 0 → 1; otherwise clamped into `lowerBound…upperBound`.
  static func factor(_ value: Double, lowerBound: Double = 0, upperBound: Double) -> Double {
    guard value.isFinite, value > 0 else { return 1 }
    return min(max(value, lowerBound), upperBound)
  }

  /// A maximum window side: missing, non-finite or below the window → the window side.
  static func maximum(_ value: Double?, atLeast current: Double) -> Double {
    guard let value, value.isFinite else { return current }
    return min(max(value, current), maximumLength)
  }

  /// A pixel density: non-finite or ≤ 0 → nil.
  static func density(_ value: Double?) -> Double? {
    guard let value, value.isFinite, value > 0 else { return nil }
    return value
  }

  /// The largest scale-limit bound kept: 1,000,000 (no window factor reaches it: a window
  /// side is at most 100,000 points and a reference side at least 1).
  static let maximumScaleFactor: Double = 1_000_000

  /// A scale limit (Behavior Reference › Scale limits): a non-finite bound is no limit on its
  /// side (0 below, 1,000,000 above), a negative bound becomes 0, a bound above 1,000,000 becomes
  /// 1,000,000; a range with no bound set, with no positive factor left, or reversed (only
  /// `ClosedRange(uncheckedBounds:)` builds one) is no limit at all: nil.
  static func scaleLimits(_ limits: ClosedRange<Double>?) -> ClosedRange<Double>? {
    guard let limits else { return nil }
    let lower = limits.lowerBound
    let upper = limits.upperBound
    guard lower.isFinite || upper.isFinite else { return nil }
    let low = lower.isFinite ? min(max(lower, 0), maximumScaleFactor) : 0
    let high = upper.isFinite ? min(max(upper, 0), maximumScaleFactor) : maximumScaleFactor
    guard high > 0, low <= high else { return nil }
    return low...high
  }
}
