extension ScaledDpBuilder: Codable {
  private enum CodingKeys: String, CodingKey {
    case base, links, finalQualifier, inverter, aspectRatio, sensitivity, ignoreMultiWindow
    case ignoredConditionCount
  }

  /// Decodes a chain from its base value, its links in order and its flags.
  ///
  /// The form is the one ``encode(to:)`` writes:
  ///
  /// ```
  /// {"base": 16, "links": [{"value": 24, "condition": {"qualifier": "width", "minimum": 600}}],
  ///  "finalQualifier": "smallWidth", "inverter": "default", "aspectRatio": false,
  ///  "sensitivity": 0.8, "ignoreMultiWindow": false}
  /// ```
  ///
  /// Every key but `base` may be left out and then takes the value `ScaledDpBuilder(base)`
  /// has. More links than ``conditionCapacity`` throw `DecodingError.dataCorrupted` rather
  /// than being dropped; a negative `ignoredConditionCount` reads as 0, and the count stops
  /// at `Int.max` (a chain decoded with `Int.max` ignored conditions still takes more).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(try c.decode(Double.self, forKey: .base))
    let links = try c.decodeIfPresent([ConditionalValue].self, forKey: .links) ?? []
    guard links.count <= Self.conditionCapacity else {
      throw DecodingError.dataCorruptedError(
        forKey: .links, in: c,
        debugDescription:
          "a chain holds at most \(Self.conditionCapacity) conditions; found \(links.count)")
    }
    storage = ConditionalValueList(base: base, links)
    storage.ignoredCount = max(
      0, try c.decodeIfPresent(Int.self, forKey: .ignoredConditionCount) ?? 0)
    finalQualifier =
      try c.decodeIfPresent(DpQualifier.self, forKey: .finalQualifier) ?? .smallWidth
    inverter = try c.decodeIfPresent(Inverter.self, forKey: .inverter) ?? .default
    aspectRatio = try c.decodeIfPresent(Bool.self, forKey: .aspectRatio) ?? false
    sensitivity =
      try c.decodeIfPresent(Double.self, forKey: .sensitivity) ?? DimensBaseline.sensitivity
    ignoreMultiWindow = try c.decodeIfPresent(Bool.self, forKey: .ignoreMultiWindow) ?? false
    storage.plan = scaling.plan
  }

  /// Encodes the base value, the links in order and every flag; `ignoredConditionCount` only
  /// when conditions were ignored.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(base, forKey: .base)
    try c.encode(links, forKey: .links)
    try c.encode(finalQualifier, forKey: .finalQualifier)
    try c.encode(inverter, forKey: .inverter)
    try c.encode(aspectRatio, forKey: .aspectRatio)
    try c.encode(sensitivity, forKey: .sensitivity)
    try c.encode(ignoreMultiWindow, forKey: .ignoreMultiWindow)
    if ignoredConditionCount > 0 {
      try c.encode(ignoredConditionCount, forKey: .ignoredConditionCount)
    }
  }
}
