// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// The key for a localized string resource (`@frozen struct LocalizedStringKey: Equatable,
/// ExpressibleByStringInterpolation`): string literals and interpolations become keys.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// Creates a localized string key from the given string value: `init(_ value: String)`.
  public init(_ value: String) {}

  /// Creates a key from a string literal: `init(stringLiteral value: String)`.
  public init(stringLiteral value: String) {}

  /// Creates a key from an interpolation: `init(stringInterpolation: StringInterpolation)`.
  public init(stringInterpolation: StringInterpolation) {}

  /// The interpolations a key accepts (`struct StringInterpolation:
  /// StringInterpolationProtocol`); only the members the package's code uses are stubbed.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Creates an empty interpolation: `init(literalCapacity: Int, interpolationCount: Int)`.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends a literal segment: `mutating func appendLiteral(_ literal: String)`.
    public mutating func appendLiteral(_ literal: String) {}

    /// Appends a string: `mutating func appendInterpolation(_ string: String)`.
    public mutating func appendInterpolation(_ string: String) {}

    /// Appends a number formatted for the locale:
    /// `mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
  }
}

/// The values a localized string interpolation formats with a printf specifier
/// (`protocol _FormatSpecifiable: Equatable`; Int, Double, Float, CGFloat and the fixed-width
/// integers conform in the SDK).
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable {
  /// Creates a text view that displays a string literal without localization:
  /// `init(verbatim content: String)`.
  nonisolated public init(verbatim content: String) {}

  /// Creates a text view that displays a stored string without localization:
  /// `@_disfavoredOverload init<S>(_ content: S) where S: StringProtocol`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ content: S) {}

  /// Creates a text view that displays localized content identified by a key — what
  /// `Text("literal")` and `Text("… \(value) …")` resolve to: `init(_ key: LocalizedStringKey,
  /// tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`.
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A representation of a color that adapts to a given context.
public struct Color: Hashable, Sendable, View {
  init() {}

  /// A black color suitable for use in UI elements: `static let black: Color`.
  public static let black = Color()
  /// A white color suitable for use in UI elements: `static let white: Color`.
  public static let white = Color()
  /// A color that has no color: `static let clear: Color`.
  public static let clear = Color()

  /// Multiplies the opacity of the color by the given amount:
  /// `func opacity(_ opacity: Double) -> Color`.
  public func opacity(_ opacity: Double) -> Color { self }

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

extension View {
  /// Sets the color of the foreground elements displayed by this view:
  /// `func foregroundColor(_ color: Color?) -> some View`.
  nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
}
