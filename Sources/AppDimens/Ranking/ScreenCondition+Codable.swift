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
