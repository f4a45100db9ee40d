/// A breakpoint table of multipliers that scales one design value per window — Adaptizer's
/// scaling rule, as a value instead of process-global state.
///
/// ```swift
/// let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]
/// let gap = 20.scaled(by: rule, configuration)  // Double, on the pixel grid
/// ```
///
/// ```
/// m      = the rule's multiplier for the window (Behavior Reference › Breakpoints), or 1
/// result = rounding(v × m)   (default: the pixel grid, 1 / displayScale)
/// ```
///
/// | rule | window | v | rounding | result |
/// |---|---|---|---|---|
/// | `[w320: 0.8, w375: 1, w414: 1.2]` | 320 wide @2x | 13 | pixels | 10.5 |
/// | same | 430 wide @3x | 17 | pixels | 20.333333 |
/// | same | 430 wide @3x | 17 | points | 20 |
/// | same | 430 wide @3x | 17 | none | 20.4 |
/// | same | 300 wide @1x | 20 | pixels | 16 (below 320: w320's bucket) |
/// | `[w375: 1, w414: 1.2]` | 300 wide @1x | 20 | pixels | 20 (no key: multiplier 1) |
public struct ScalingRule: Hashable, Sendable {
  /// The multipliers by window.
  public var multipliers: Breakpoints<Double>

  /// Creates a rule from a table of multipliers.
  public init(multipliers: Breakpoints<Double>) {
    self.multipliers = multipliers
  }

  /// The multiplier for a window, or nil when no key matches or the multiplier is not finite.
  @inlinable
  public func multiplier(for configuration: DimensConfiguration) -> Double? {
    guard let m = multipliers.resolve(configuration), m.isFinite else { return nil }
    return m
  }

  /// Scales `value` by the window's multiplier and rounds it.
  ///
  /// - Parameters:
  ///   - value: The design value in points.
  ///   - configuration: The window.
  ///   - rounding: The rounding (default: the pixel grid).
  /// - Returns: `rounding(value × m)`, where `m` is 1 when the rule has no multiplier for the
  ///   window.
  @inlinable
  public func scale(
    _ value: Double, _ configuration: DimensConfiguration, rounding: ScalingRounding = .pixels
  ) -> Double {
    // Policy: a rule without a multiplier for the window leaves the design value as drawn
    // (multiplier 1, still rounded): the value is the designer's intent and a missing row is
    // "no adjustment", never nil and never an arbitrary row. A NaN or infinite multiplier
    // counts as missing, so a bad row cannot poison a layout.
    rounding.round(
      value * (multiplier(for: configuration) ?? 1), displayScale: configuration.displayScale)
  }
}

extension ScalingRule: ExpressibleByDictionaryLiteral {
  /// Creates a rule from a dictionary literal of multipliers: `[w320: 0.8, w375: 1]`.
  public init(dictionaryLiteral elements: (ScreenIdentifier, Double)...) {
    self.init(multipliers: Breakpoints(elements))
  }
}

extension DimensValue {
  /// Scales this design value by a ``ScalingRule`` for a window, rounded to the pixel grid
  /// unless told otherwise: `20.scaled(by: rule, configuration)`.
  ///
  /// | rule | window | call | result |
  /// |---|---|---|---|
  /// | `[w320: 0.8, w375: 1, w414: 1.2]` | 430 wide @3x | `17.scaled(by: rule, c)` | 20.333333 |
  /// | same | 430 wide @3x | `17.scaled(by: rule, c, rounding: .none)` | 20.4 |
  @inlinable
  public func scaled(
    by rule: ScalingRule, _ configuration: DimensConfiguration,
    rounding: ScalingRounding = .pixels
  ) -> Double {
    rule.scale(dimensValue, configuration, rounding: rounding)
  }
}
