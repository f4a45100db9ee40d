extension DimensConfiguration {
  /// Creates a configuration, throwing instead of sanitizing when a field is bad.
  ///
  /// Accepts exactly what the sanitizing initializer keeps unchanged: window sides finite and in
  /// 1…100,000 points, a display scale in [1/16, 16], a font scale in (0, 10], maximum sides at
  /// least the window's and at most 100,000, and a positive finite pixel density. The error
  /// names the first bad field, in declaration order. A `designFrame` is a value that is valid
  /// by construction; build it with ``DesignFrame/init(validatingWidth:height:)`` to be told
  /// which of its sides was bad. `scaleLimits` must have finite bounds in 0…1,000,000 and a
  /// positive upper bound (the error names the first bad bound).
  public init(
    validatingScreenWidth screenWidth: Double,
    screenHeight: Double,
    displayScale: Double = 1,
    fontScale: Double? = nil,
    contentSizeCategory: ContentSizeCategory = .large,
    uiMode: UIMode = .normal,
    idiom: DeviceIdiom = .unspecified,
    horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil,
    maximumWindowWidth: Double? = nil,
    maximumWindowHeight: Double? = nil,
    pixelsPerInch: Double? = nil,
    designFrame: DesignFrame? = nil,
    scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool = false
  ) throws(DimensConfigurationError) {
    typealias S = ConfigurationSanitizer
    let side = "a finite number in 1…100000"
    try Self.require(screenWidth, .screenWidth, side) {
      $0 >= S.minimumLength && $0 <= S.maximumLength
    }
    try Self.require(screenHeight, .screenHeight, side) {
      $0 >= S.minimumLength && $0 <= S.maximumLength
    }
    try Self.require(displayScale, .displayScale, "a finite number in [0.0625, 16]") {
      $0 >= S.minimumDisplayScale && $0 <= S.maximumDisplayScale
    }
    if let fontScale {
      try Self.require(fontScale, .fontScale, "a finite number in (0, 10]") {
        $0 > 0 && $0 <= S.maximumFontScale
      }
    }
    if let maximumWindowWidth {
      try Self.require(
        maximumWindowWidth, .maximumWindowWidth, "a finite number in \(screenWidth)…100000"
      ) {
        $0 >= screenWidth && $0 <= S.maximumLength
      }
    }
    if let maximumWindowHeight {
      try Self.require(
        maximumWindowHeight, .maximumWindowHeight, "a finite number in \(screenHeight)…100000"
      ) {
        $0 >= screenHeight && $0 <= S.maximumLength
      }
    }
    if let pixelsPerInch {
      try Self.require(pixelsPerInch, .pixelsPerInch, "a finite number > 0") { $0 > 0 }
    }
    if let scaleLimits { try Self.requireScaleLimits(scaleLimits) }
    self.init(
      screenWidth: screenWidth, screenHeight: screenHeight, displayScale: displayScale,
      fontScale: fontScale, contentSizeCategory: contentSizeCategory, uiMode: uiMode,
      idiom: idiom, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass, maximumWindowWidth: maximumWindowWidth,
      maximumWindowHeight: maximumWindowHeight, pixelsPerInch: pixelsPerInch,
      designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
  }

  /// Throws a ``DimensConfigurationError`` (field `scaleLimits`, the bad bound) unless both
  /// bounds are finite and in 0…1,000,000, the lower at most the upper, and the upper positive:
  /// exactly the ranges the sanitizing initializer keeps unchanged.
  public static func requireScaleLimits(_ limits: ClosedRange<Double>)
    throws(DimensConfigurationError)
  {
    let expected = "a range of finite factors in 0…1000000 with an upper bound > 0"
    let maximum = ConfigurationSanitizer.maximumScaleFactor
    let lower = limits.lowerBound
    let upper = limits.upperBound
    try require(lower, .scaleLimits, expected) { $0 >= 0 && $0 <= maximum }
    try require(upper, .scaleLimits, expected) { $0 > 0 && $0 <= maximum && $0 >= lower }
  }

  /// Throws a ``DimensConfigurationError`` unless `value` is finite and passes `isValid`.
  private static func require(
    _ value: Double, _ field: DimensConfigurationError.Field, _ expected: String,
    _ isValid: (Double) -> Bool
  ) throws(DimensConfigurationError) {
    guard value.isFinite, isValid(value) else {
      throw DimensConfigurationError(field: field, value: value, expected: expected)
    }
  }
}

/// Why ``DimensConfiguration/init(validatingScreenWidth:screenHeight:displayScale:fontScale:contentSizeCategory:uiMode:idiom:horizontalSizeClass:verticalSizeClass:maximumWindowWidth:maximumWindowHeight:pixelsPerInch:designFrame:scaleLimits:roundsToPixels:)``
/// rejected its input: the field, the value and the accepted range.
public struct DimensConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A field of ``DimensConfiguration`` that can hold a bad number.
  public enum Field: String, CaseIterable, Hashable, Sendable {
    /// `screenWidth`.
    case screenWidth
    /// `screenHeight`.
    case screenHeight
    /// `displayScale`.
    case displayScale
    /// `fontScale`.
    case fontScale
    /// `maximumWindowWidth`.
    case maximumWindowWidth
    /// `maximumWindowHeight`.
    case maximumWindowHeight
    /// `pixelsPerInch`.
    case pixelsPerInch
    /// The width of `designFrame` (``DesignFrame/init(validatingWidth:height:)``).
    case designFrameWidth
    /// The height of `designFrame` (``DesignFrame/init(validatingWidth:height:)``).
    case designFrameHeight
    /// A bound of `scaleLimits`.
    case scaleLimits
  }

  /// The field that held the bad value.
  public let field: Field
  /// The value that was given.
  public let value: Double
  /// What the field accepts, in words (for example "a finite number in 1…100000").
  public let expected: String

  /// Creates an error for a field, its bad value and what it accepts.
  public init(field: Field, value: Double, expected: String) {
    self.field = field
    self.value = value
    self.expected = expected
  }

  /// A one-line message naming the field, for example
  /// `screenWidth must be a finite number in 1…100000, got nan`.
  public var description: String {
    "\(field.rawValue) must be \(expected), got \(value)"
  }
}
