extension DesignPoints: Codable {
  private enum CodingKeys: String, CodingKey {
    case points, qualifier, extrapolation
  }

  /// Decodes design points from `{"points": [[390, 16], [820, 24]], "qualifier": "width",
  /// "extrapolation": "linear"}`; `qualifier` and `extrapolation` are optional.
  ///
  /// The points go through the same sanitizing as the literal, so decoded design points obey
  /// the bad-input policy too (a huge or repeated size, an empty list). A pair that is not
  /// exactly two numbers is a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var list = try container.nestedUnkeyedContainer(forKey: .points)
    var entries: [(Double, Double)] = []
    while !list.isAtEnd {
      var pair = try list.nestedUnkeyedContainer()
      let size = try pair.decode(Double.self)
      let value = try pair.decode(Double.self)
      guard pair.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: pair, debugDescription: "a design point is a [size, value] pair of two numbers")
      }
      entries.append((size, value))
    }
    self.init(
      unsanitized: entries,
      qualifier: try container.decodeIfPresent(DpQualifier.self, forKey: .qualifier)
        ?? .smallWidth,
      extrapolation: try container.decodeIfPresent(Extrapolation.self, forKey: .extrapolation)
        ?? .clamp)
  }

  /// Encodes the sanitized points as `[size, value]` pairs, the qualifier and the extrapolation.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var list = container.nestedUnkeyedContainer(forKey: .points)
    for (size, value) in table.points {
      var pair = list.nestedUnkeyedContainer()
      try pair.encode(size)
      try pair.encode(value)
    }
    try container.encode(qualifier, forKey: .qualifier)
    try container.encode(extrapolation, forKey: .extrapolation)
  }
}
