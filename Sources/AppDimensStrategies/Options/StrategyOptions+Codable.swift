extension StrategyOptions: Codable {
  /// The JSON keys: the property names.
  enum CodingKeys: String, CodingKey {
    case qualifier, inverter, aspectRatio, sensitivity, ignoreMultiWindow, percent, power
    case interpolation, fluidViewport, fluidScale, scaleLimits
  }

  /// Decodes options; every missing key takes its default, so `{"power": 0.5}` is enough.
  ///
  /// A reversed range (`[1.2, 0.8]`) throws a `DecodingError`, as `ClosedRange` does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = StrategyOptions()
    self.init(
      qualifier: try container.decodeIfPresent(DpQualifier.self, forKey: .qualifier)
        ?? defaults.qualifier,
      inverter: try container.decodeIfPresent(Inverter.self, forKey: .inverter)
        ?? defaults.inverter,
      aspectRatio: try container.decodeIfPresent(Bool.self, forKey: .aspectRatio)
        ?? defaults.aspectRatio,
      sensitivity: try container.decodeIfPresent(Double.self, forKey: .sensitivity)
        ?? defaults.sensitivity,
      ignoreMultiWindow: try container.decodeIfPresent(Bool.self, forKey: .ignoreMultiWindow)
        ?? defaults.ignoreMultiWindow,
      percent: try container.decodeIfPresent(Double.self, forKey: .percent) ?? defaults.percent,
      power: try container.decodeIfPresent(Double.self, forKey: .power) ?? defaults.power,
      interpolation: try container.decodeIfPresent(Double.self, forKey: .interpolation)
        ?? defaults.interpolation,
      fluidViewport: try container.decodeIfPresent(
        ClosedRange<Double>.self, forKey: .fluidViewport) ?? defaults.fluidViewport,
      fluidScale: try container.decodeIfPresent(ClosedRange<Double>.self, forKey: .fluidScale)
        ?? defaults.fluidScale,
      scaleLimits: try container.decodeIfPresent(ClosedRange<Double>.self, forKey: .scaleLimits)
    )
  }

  /// Encodes every field; `scaleLimits` is omitted when nil.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(qualifier, forKey: .qualifier)
    try container.encode(inverter, forKey: .inverter)
    try container.encode(aspectRatio, forKey: .aspectRatio)
    try container.encode(sensitivity, forKey: .sensitivity)
    try container.encode(ignoreMultiWindow, forKey: .ignoreMultiWindow)
    try container.encode(percent, forKey: .percent)
    try container.encode(power, forKey: .power)
    try container.encode(interpolation, forKey: .interpolation)
    try container.encode(fluidViewport, forKey: .fluidViewport)
    try container.encode(fluidScale, forKey: .fluidScale)
    try container.encodeIfPresent(scaleLimits, forKey: .scaleLimits)
  }
}
