/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable {
  /// Creates a text view that displays a string literal without localization:
  /// `init(verbatim content: String)`.
  nonisolated public init(verbatim content: String) {}

  /// Creates a text view that displays a stored string without localization:
  /// `init<S>(_ content: S) where S: StringProtocol`.
  nonisolated public init<S: StringProtocol>(_ content: S) {}

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
