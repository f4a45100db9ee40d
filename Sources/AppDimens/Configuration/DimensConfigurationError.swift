/// Why ``DimensConfiguration/init(validatingScreenWidth:screenHeight:displayScale:fontScale:contentSizeCategory:uiMode:idiom:horizontalSizeClass:verticalSizeClass:maximumWindowWidth:maximumWindowHeight:pixelsPerInch:)``
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
