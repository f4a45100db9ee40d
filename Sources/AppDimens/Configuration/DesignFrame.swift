/// The frame a design is drawn at — the Figma or Sketch frame, flutter_screenutil's
/// `designSize` — so that a number copied from the design is the number written in code.
///
/// Without a frame every value is drawn for the 300 × 533-point baseline (``DimensBaseline``);
/// give the configuration a frame and the frame takes the baseline's place (Behavior Reference ›
/// Design frame):
///
/// ```swift
/// let frame = DesignFrame(width: 390, height: 844)
/// let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, designFrame: frame)
/// 16.sdp(phone)   // 16: on the frame itself a value is its own number
/// ```
///
/// ```
/// sdp = v × min(w, h) ÷ min(W, H)        wdp = v × w ÷ W        hdp = v × h ÷ H
/// ```
///
/// | frame | window | `16.sdp` | `100.wdp` | `48.hdp` |
/// |---|---|---|---|---|
/// | 390 × 844 | 390 × 844 | 16 | 100 | 48 |
/// | 390 × 844 | 820 × 1180 | 33.641026 | 210.25641 | 67.109005 |
/// | 390 × 844 | 844 × 390 | 16 | 216.410256 | 22.180095 |
/// | 375 × 812 | 390 × 844 | 16.64 | 104 | 49.891626 |
///
/// The initializer never traps: a side that is not finite or not positive becomes the
/// baseline's (300 wide, 533 high), any other is clamped into 1…100,000 points, as a window's
/// sides are. ``init(validatingWidth:height:)`` throws instead, naming the side.
public struct DesignFrame: Hashable, Sendable {
  /// The frame's width in points (W).
  public let width: Double
  /// The frame's height in points (H).
  public let height: Double

  /// A frame of `width` × `height` points, sanitized as a window's sides are: a side that is not
  /// finite or not positive becomes the baseline's (300 or 533), any other is clamped into
  /// 1…100,000 points.
  ///
  /// | given | frame |
  /// |---|---|
  /// | 390 × 844 | 390 × 844 |
  /// | 0 × 844 | 300 × 844 |
  /// | 390 × −1 | 390 × 533 |
  /// | nan × ∞ | 300 × 533 |
  /// | 0.5 × 1e9 | 1 × 100000 |
  public init(width: Double, height: Double) {
    self.width = ConfigurationSanitizer.length(width, baseline: DimensBaseline.width)
    self.height = ConfigurationSanitizer.length(height, baseline: DimensBaseline.height)
  }

  /// A frame of `width` × `height` points, throwing instead of sanitizing: each side must be a
  /// finite number in 1…100,000 points, as a window's sides must.
  ///
  /// The error names the first bad side, `designFrameWidth` or `designFrameHeight`:
  /// `designFrameWidth must be a finite number in 1…100000, got 0.0`.
  public init(validatingWidth width: Double, height: Double) throws(DimensConfigurationError) {
    try Self.require(width, .designFrameWidth)
    try Self.require(height, .designFrameHeight)
    self.init(width: width, height: height)
  }

  /// Throws unless `side` is a finite number in 1…100,000 points.
  private static func require(
    _ side: Double, _ field: DimensConfigurationError.Field
  ) throws(DimensConfigurationError) {
    guard side.isFinite, side >= ConfigurationSanitizer.minimumLength,
      side <= ConfigurationSanitizer.maximumLength
    else {
      throw DimensConfigurationError(
        field: field, value: side, expected: "a finite number in 1…100000")
    }
  }
}

extension DesignFrame: CustomStringConvertible {
  /// The frame as `390 × 844 pt` (up to six decimals, trailing zeros dropped).
  public var description: String {
    DecimalText.fixed(width, digits: 6, trimmingZeros: true) + " × "
      + DecimalText.fixed(height, digits: 6, trimmingZeros: true) + " pt"
  }
}

extension DesignFrame: Codable {
  /// Decodes a frame from `[width, height]` (the form `CGSize` and the command line's batch key
  /// use); the sides go through the sanitizing initializer. Anything but two numbers is a
  /// `DecodingError`.
  public init(from decoder: any Decoder) throws {
    var pair = try decoder.unkeyedContainer()
    let width = try pair.decode(Double.self)
    let height = try pair.decode(Double.self)
    guard pair.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: pair, debugDescription: "a design frame is a [width, height] pair of two numbers")
    }
    self.init(width: width, height: height)
  }

  /// Encodes the frame as `[width, height]`.
  public func encode(to encoder: any Encoder) throws {
    var pair = encoder.unkeyedContainer()
    try pair.encode(width)
    try pair.encode(height)
  }
}

extension DimensConfiguration {
  /// This window with its values drawn for `designFrame` instead (nil: the 300 × 533-point
  /// baseline); every other field is kept.
  ///
  /// ```swift
  /// let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  /// 16.sdp(phone)                                                           // 20.8
  /// 16.sdp(phone.replacingDesignFrame(DesignFrame(width: 390, height: 844)))  // 16
  /// ```
  public func replacingDesignFrame(_ designFrame: DesignFrame?) -> DimensConfiguration {
    rebuilt(designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
  }
}
