// The Adaptizer spellings on a plain dictionary: `[w320.default: 80, w375: 100].scaled(c)`.
//
// Policy: Adaptizer read a process-global screen; these read the configuration passed in, and
// return an Optional instead of an arbitrary entry. They build a `Breakpoints` table on each
// call (an array of entries, plus the dictionary's own storage); keep a `Breakpoints` value, or
// write a `Breakpoints` literal (one allocation), for hot paths.

extension Dictionary where Key == ScreenIdentifier {
  /// The value for a window by the breakpoint rules of Behavior Reference › Breakpoints, or nil
  /// when no key matches.
  ///
  /// | dictionary | window | result |
  /// |---|---|---|
  /// | `[w320.default: 80, w375: 100, w414: 120]` | 390 wide, phone | 100 |
  /// | same | 300 wide | 80 (the `.default`) |
  /// | `[w375: 100]` | 320 wide | nil |
  public func scaled(_ configuration: DimensConfiguration) -> Value? {
    Breakpoints(self).resolve(configuration)
  }

  /// The dictionary as a ``Breakpoints`` table.
  public var breakpoints: Breakpoints<Value> { Breakpoints(self) }
}

extension Dictionary where Key == ScreenIdentifier, Value == Double {
  /// The dictionary of multipliers as a ``ScalingRule`` (Adaptizer's `.scalingRule()`).
  ///
  /// Adaptizer's `scalingRule(rounding: false)` becomes `rounding: .none` on the call that
  /// scales: `20.scaled(by: rule, configuration, rounding: .none)`.
  public func scalingRule() -> ScalingRule {
    ScalingRule(multipliers: Breakpoints(self))
  }
}
