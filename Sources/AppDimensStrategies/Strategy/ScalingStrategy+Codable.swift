extension ScalingStrategy: Codable {
  /// The JSON keys: `name`, then the parameters of the named curve.
  enum CodingKeys: String, CodingKey {
    case name, aspectRatio, sensitivity, exponent, amount, viewport, scale, percent
  }

  /// Decodes `{"name": "power", "exponent": 0.6}`; a missing parameter takes its default, an
  /// unknown name throws a `DecodingError`.
  ///
  /// | JSON | strategy |
  /// |---|---|
  /// | `{"name": "diagonal"}` | `.diagonal` |
  /// | `{"name": "power"}` | `.power` (exponent 0.75) |
  /// | `{"name": "fluid", "scale": [0.85, 1.4]}` | `.fluid(viewport: 320...768, scale: 0.85...1.4)` |
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let name = try c.decode(String.self, forKey: .name)
    guard let named = ScalingStrategy(name: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: c, debugDescription: "unknown strategy '\(name)'")
    }
    self =
      try StrategyOptions(
        aspectRatio: c.decodeIfPresent(Bool.self, forKey: .aspectRatio),
        sensitivity: c.decodeIfPresent(Double.self, forKey: .sensitivity),
        percent: c.decodeIfPresent(Double.self, forKey: .percent),
        power: c.decodeIfPresent(Double.self, forKey: .exponent),
        interpolation: c.decodeIfPresent(Double.self, forKey: .amount),
        fluidViewport: c.decodeIfPresent(ClosedRange<Double>.self, forKey: .viewport),
        fluidScale: c.decodeIfPresent(ClosedRange<Double>.self, forKey: .scale)
      ).applied(to: named)
  }

  /// Encodes the name and every parameter of the curve.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    switch self {
    case .scaled(let aspectRatio, let sensitivity):
      try c.encode(aspectRatio, forKey: .aspectRatio)
      try c.encode(sensitivity, forKey: .sensitivity)
    case .power(let exponent): try c.encode(exponent, forKey: .exponent)
    case .interpolated(let amount): try c.encode(amount, forKey: .amount)
    case .fluid(let viewport, let scale):
      try c.encode(viewport, forKey: .viewport)
      try c.encode(scale, forKey: .scale)
    case .percent(let percent): try c.encode(percent, forKey: .percent)
    case .auto, .logarithmic, .diagonal, .perimeter, .fit, .fill, .density, .plain: break
    }
  }
}
