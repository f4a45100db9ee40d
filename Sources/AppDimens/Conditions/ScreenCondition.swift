/// A condition on the window: an optional mode, orientation and qualifier minimum (Behavior
/// Reference › Principal scaling).
///
/// A condition matches when each of its SET parts matches: the mode is equal, the orientation is
/// equal, and the qualifier's dimension is at least `minimum`. An empty condition matches every
/// window. Its ``specificity`` ranks it against other matching conditions:
///
/// ```
/// specificity = 4·[mode set] + 2·[qualifier set] + 1·[orientation set]
/// ```
///
/// | condition | specificity |
/// |---|---|
/// | `.init(orientation: .landscape)` | 1 |
/// | `.init(qualifier: .width, minimum: 600)` | 2 |
/// | `.init(mode: .television)` | 4 |
/// | all three | 7 |
public struct ScreenCondition: Hashable, Sendable {
  /// The required `UIMode`, or nil for any.
  public var mode: UIMode?
  /// The required orientation, or nil for any.
  public var orientation: Orientation?
  /// The dimension that must reach `minimum`, or nil for no size requirement.
  public var qualifier: DpQualifier?
  /// The smallest value of the qualifier's dimension that matches, in points.
  public var minimum: Double

  /// Creates a condition from its optional parts; unset parts match every window.
  ///
  /// A non-finite `minimum` is treated as `.infinity` (never matches) when it is NaN or +∞ and
  /// as 0 when it is −∞, so a bad threshold never makes the ranking undefined.
  @inlinable
  public init(
    mode: UIMode? = nil,
    orientation: Orientation? = nil,
    qualifier: DpQualifier? = nil,
    minimum: Double = 0
  ) {
    self.mode = mode
    self.orientation = orientation
    self.qualifier = qualifier
    self.minimum = minimum.isNaN ? .infinity : (minimum == -.infinity ? 0 : minimum)
  }

  /// Whether every set part of the condition matches the window.
  @inlinable @inline(__always)
  public func matches(_ configuration: DimensConfiguration) -> Bool {
    if let mode, mode != configuration.uiMode { return false }
    if let orientation, orientation != configuration.orientation { return false }
    // Written as "not at least", so a NaN minimum set on the property (the initializer
    // already turns it into +∞) never matches either.
    if let qualifier, !(configuration.dimension(qualifier) >= minimum) { return false }
    return true
  }

  /// `4·[mode set] + 2·[qualifier set] + 1·[orientation set]`.
  @inlinable @inline(__always)
  public var specificity: Int {
    (mode == nil ? 0 : 4) + (qualifier == nil ? 0 : 2) + (orientation == nil ? 0 : 1)
  }

  /// The key this condition ranks by when it matches, or nil when it does not.
  ///
  /// The threshold is the minimum when a qualifier is set, and −∞ otherwise (an unused
  /// minimum never breaks a tie).
  @inlinable @inline(__always)
  public func rankKey(_ configuration: DimensConfiguration) -> RankKey? {
    guard matches(configuration) else { return nil }
    return RankKey(specificity: specificity, threshold: qualifier == nil ? -.infinity : minimum)
  }
}

extension ScreenCondition: Codable {
  private enum CodingKeys: String, CodingKey {
    case mode, orientation, qualifier, minimum
  }

  /// Decodes a condition through the initializer, so a decoded minimum obeys the same rules:
  /// NaN and +∞ never match, −∞ reads as 0, and a missing minimum is 0.
  ///
  /// ```
  /// {"mode": "television", "orientation": "landscape", "qualifier": "width", "minimum": 1280}
  /// ```
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      mode: try c.decodeIfPresent(UIMode.self, forKey: .mode),
      orientation: try c.decodeIfPresent(Orientation.self, forKey: .orientation),
      qualifier: try c.decodeIfPresent(DpQualifier.self, forKey: .qualifier),
      minimum: try c.decodeIfPresent(Double.self, forKey: .minimum) ?? 0)
  }

  /// Encodes the set parts and the minimum.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(mode, forKey: .mode)
    try c.encodeIfPresent(orientation, forKey: .orientation)
    try c.encodeIfPresent(qualifier, forKey: .qualifier)
    try c.encode(minimum, forKey: .minimum)
  }
}
