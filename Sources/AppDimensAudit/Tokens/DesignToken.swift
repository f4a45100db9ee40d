/// One value of a design, as the audit sees it: a name, what it is for, and how it resolves in
/// a window.
///
/// The value is any function of the window — a shorthand such as `17.ssp`, a builder, a
/// Dynamic Type call, a closure:
///
/// ```swift
/// let tokens: [DesignToken] = [
///   .text("text.body", 17.ssp),
///   .text("text.title") { 28.ssp($0, relativeTo: .title1) },
///   .target("button.height", 44.sdp),
///   .width("card.width") { 320.fitDp($0) },
/// ]
/// ```
///
/// The command-line tool builds the same tokens from a design-tokens file, with ``source`` set
/// to the expression it compiled (`"17.ssp"`), which reports show next to the path.
public struct DesignToken: Sendable {
  /// What a token is for, which decides the rules that check it.
  ///
  /// | role | rules |
  /// |---|---|
  /// | text | `text-200`, `text-minimum` |
  /// | target | `target-size` |
  /// | width | `fits-window` |
  public enum Role: String, CaseIterable, Hashable, Sendable, Codable {
    /// A text size (a font's point size).
    case text
    /// Something a finger or pointer hits (a button's height, a row's height).
    case target
    /// A width that must fit inside the window (a card, an image, a column).
    case width
  }

  /// The token's path, for example `text.body` (group names joined by dots).
  public let path: String
  /// What the token is for.
  public let role: Role
  /// The expression the value came from, when there is one (`"17.ssp"`), for reports.
  public let source: String?
  /// The value in a window, in points.
  private let resolve: @Sendable (DimensConfiguration) -> Double

  /// Creates a token named `path` with `role`, whose value in a window is `value`.
  public init(
    _ path: String, role: Role, source: String? = nil,
    _ value: @escaping @Sendable (DimensConfiguration) -> Double
  ) {
    self.path = path
    self.role = role
    self.source = source
    self.resolve = value
  }

  /// A text size: checked by `text-200` and `text-minimum`.
  public static func text(
    _ path: String, source: String? = nil,
    _ value: @escaping @Sendable (DimensConfiguration) -> Double
  ) -> DesignToken {
    DesignToken(path, role: .text, source: source, value)
  }

  /// Something a finger or pointer hits: checked by `target-size`.
  public static func target(
    _ path: String, source: String? = nil,
    _ value: @escaping @Sendable (DimensConfiguration) -> Double
  ) -> DesignToken {
    DesignToken(path, role: .target, source: source, value)
  }

  /// A width that must fit in the window: checked by `fits-window`.
  public static func width(
    _ path: String, source: String? = nil,
    _ value: @escaping @Sendable (DimensConfiguration) -> Double
  ) -> DesignToken {
    DesignToken(path, role: .width, source: source, value)
  }

  /// The token's value in `configuration`, in points.
  public func value(in configuration: DimensConfiguration) -> Double {
    resolve(configuration)
  }
}
