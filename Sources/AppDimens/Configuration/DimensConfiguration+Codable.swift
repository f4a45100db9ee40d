extension DimensConfiguration: Codable {
  private enum CodingKeys: String, CodingKey {
    case screenWidth, screenHeight, displayScale, fontScale, contentSizeCategory, uiMode, idiom
    case horizontalSizeClass, verticalSizeClass, maximumWindowWidth, maximumWindowHeight
    case pixelsPerInch, designFrame, scaleLimits, roundsToPixels
  }

  /// Decodes a configuration; every field but the two sides is optional, and the decoded values
  /// go through the sanitizing initializer, so a decoded configuration obeys Behavior Reference ›
  /// Configuration too. The design frame is the key `designFrame`, a `[width, height]` pair;
  /// absent, the values are drawn for the baseline. The scale limits are the key `scaleLimits`, a
  /// `[lower, upper]` pair (anything else is a `DecodingError`), sanitized as the initializer
  /// says; absent (every configuration written before limits existed), there is no limit. Pixel
  /// rounding is the key `roundsToPixels`, a Boolean; absent, values are not rounded.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      screenWidth: try c.decode(Double.self, forKey: .screenWidth),
      screenHeight: try c.decode(Double.self, forKey: .screenHeight),
      displayScale: try c.decodeIfPresent(Double.self, forKey: .displayScale) ?? 1,
      fontScale: try c.decodeIfPresent(Double.self, forKey: .fontScale),
      contentSizeCategory: try c.decodeIfPresent(
        ContentSizeCategory.self, forKey: .contentSizeCategory) ?? .large,
      uiMode: try c.decodeIfPresent(UIMode.self, forKey: .uiMode) ?? .normal,
      idiom: try c.decodeIfPresent(DeviceIdiom.self, forKey: .idiom) ?? .unspecified,
      horizontalSizeClass: try c.decodeIfPresent(SizeClass.self, forKey: .horizontalSizeClass),
      verticalSizeClass: try c.decodeIfPresent(SizeClass.self, forKey: .verticalSizeClass),
      maximumWindowWidth: try c.decodeIfPresent(Double.self, forKey: .maximumWindowWidth),
      maximumWindowHeight: try c.decodeIfPresent(Double.self, forKey: .maximumWindowHeight),
      pixelsPerInch: try c.decodeIfPresent(Double.self, forKey: .pixelsPerInch),
      designFrame: try c.decodeIfPresent(DesignFrame.self, forKey: .designFrame),
      scaleLimits: try Self.decodeScaleLimits(c),
      roundsToPixels: try c.decodeIfPresent(Bool.self, forKey: .roundsToPixels) ?? false)
  }

  /// The `scaleLimits` pair, nil when absent; anything but two numbers, the first at most the
  /// second, is a `DecodingError` (the standard library's range decoding accepts extra numbers).
  private static func decodeScaleLimits(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> ClosedRange<Double>?
  {
    guard let pair = try c.decodeIfPresent([Double].self, forKey: .scaleLimits) else {
      return nil
    }
    guard pair.count == 2, pair[0] <= pair[1] else {
      throw DecodingError.dataCorruptedError(
        forKey: .scaleLimits, in: c,
        debugDescription: "scale limits are a [lower, upper] pair of numbers, lower ≤ upper")
    }
    return pair[0]...pair[1]
  }

  /// Encodes every stored field; the optional ones only when present, and `roundsToPixels`
  /// only when true (so a configuration without a policy encodes as it did before).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(screenWidth, forKey: .screenWidth)
    try c.encode(screenHeight, forKey: .screenHeight)
    try c.encode(displayScale, forKey: .displayScale)
    try c.encode(fontScale, forKey: .fontScale)
    try c.encode(contentSizeCategory, forKey: .contentSizeCategory)
    try c.encode(uiMode, forKey: .uiMode)
    try c.encode(idiom, forKey: .idiom)
    try c.encodeIfPresent(horizontalSizeClass, forKey: .horizontalSizeClass)
    try c.encodeIfPresent(verticalSizeClass, forKey: .verticalSizeClass)
    try c.encode(maximumWindowWidth, forKey: .maximumWindowWidth)
    try c.encode(maximumWindowHeight, forKey: .maximumWindowHeight)
    try c.encodeIfPresent(pixelsPerInch, forKey: .pixelsPerInch)
    try c.encodeIfPresent(designFrame, forKey: .designFrame)
    try c.encodeIfPresent(scaleLimits, forKey: .scaleLimits)
    if roundsToPixels { try c.encode(true, forKey: .roundsToPixels) }
  }
}
