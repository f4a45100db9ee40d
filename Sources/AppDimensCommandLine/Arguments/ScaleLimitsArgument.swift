/// `--scale-limits LO...HI` (and the batch key `"scaleLimits": "LO...HI"`): the range the window
/// factor of the principal API is clamped into (Behavior Reference › Scale limits), read as two
/// numbers and checked by `DimensConfiguration.requireScaleLimits`, so a bad range is one error
/// line naming the bound.
///
/// | given | result |
/// |---|---|
/// | `0.8...1.5`, `0.8…1.5`, `0.8 ... 1.5` | 0.8…1.5 |
/// | `1.5` | error: `--scale-limits: expected LO...HI, a range of factors such as 0.8...1.5, got '1.5'` |
/// | `1.5...0.8` | error: `--scale-limits: 1.5...0.8: the lower bound is above the upper bound` |
/// | `-1...2` | error: `--scale-limits: -1...2: scaleLimits must be a range of finite factors in 0…1000000 with an upper bound > 0, got -1.0` |
enum ScaleLimitsArgument {
  /// What the option accepts, for messages.
  static let expected = "LO...HI, a range of factors such as 0.8...1.5"

  /// The validated range of `text`, or why it is not one.
  static func parse(_ text: String) throws(OptionError) -> ClosedRange<Double> {
    let separator = text.contains("...") ? "..." : "…"
    let parts = text.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2,
      let lower = NumberScanner.parse(String(parts[0]).trimmingSpaces()),
      let upper = NumberScanner.parse(String(parts[1]).trimmingSpaces())
    else { throw .expected(expected) }
    let given = "\(lower.echoedExactly)...\(upper.echoedExactly)"
    // Policy: `lower...upper` traps when the bounds are reversed or one is NaN, so the order is
    // checked first; the range's own checks come from the library.
    guard lower <= upper else {
      throw .message("\(given): the lower bound is above the upper bound")
    }
    let limits = lower...upper
    do {
      try DimensConfiguration.requireScaleLimits(limits)
    } catch {
      throw .message("\(given): \(error)")
    }
    return limits
  }
}
