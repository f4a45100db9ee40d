extension StrategyOptions: Codable {
  /// The JSON keys: the property names.
  enum CodingKeys: String, CodingKey {
    case qualifier, inverter, aspectRatio, sensitivity, ignoreMultiWindow, percent, power
    case interpolation, fluidViewport, fluidScale, scaleLimits
  }

  /// Decodes options; every key is optional, so `{"power": 0.5}` is enough.
  ///
  /// A reversed range (`[1.2, 0.8]`) throws a `DecodingError`, as `ClosedRange` does.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      qualifier: try c.decodeIfPresent(DpQualifier.self, forKey: .qualifier) ?? .smallWidth,
      inverter: try c.decodeIfPresent(Inverter.self, forKey: .inverter) ?? .default,
      aspectRatio: try c.decodeIfPresent(Bool.self, forKey: .aspectRatio),
      sensitivity: try c.decodeIfPresent(Double.self, forKey: .sensitivity),
      ignoreMultiWindow: try c.decodeIfPresent(Bool.self, forKey: .ignoreMultiWindow) ?? false,
      percent: try c.decodeIfPresent(Double.self, forKey: .percent),
      power: try c.decodeIfPresent(Double.self, forKey: .power),
      interpolation: try c.decodeIfPresent(Double.self, forKey: .interpolation),
      fluidViewport: try c.decodeIfPresent(ClosedRange<Double>.self, forKey: .fluidViewport),
      fluidScale: try c.decodeIfPresent(ClosedRange<Double>.self, forKey: .fluidScale),
      scaleLimits: try c.decodeIfPresent(ClosedRange<Double>.self, forKey: .scaleLimits))
  }

  /// Encodes the shared parts and every curve parameter that was given.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(qualifier, forKey: .qualifier)
    try c.encode(inverter, forKey: .inverter)
    try c.encodeIfPresent(aspectRatio, forKey: .aspectRatio)
    try c.encodeIfPresent(sensitivity, forKey: .sensitivity)
    try c.encode(ignoreMultiWindow, forKey: .ignoreMultiWindow)
    try c.encodeIfPresent(percent, forKey: .percent)
    try c.encodeIfPresent(power, forKey: .power)
    try c.encodeIfPresent(interpolation, forKey: .interpolation)
    try c.encodeIfPresent(fluidViewport, forKey: .fluidViewport)
    try c.encodeIfPresent(fluidScale, forKey: .fluidScale)
    try c.encodeIfPresent(scaleLimits, forKey: .scaleLimits)
  }
}
