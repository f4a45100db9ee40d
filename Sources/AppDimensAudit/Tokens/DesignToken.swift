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
/// ``DesignSystem`` builds the same tokens from design-token files, with ``source`` set to the
/// expression the value stands for (`"17.scaled(relativeTo: body)"`, `"44pt"`), the value as
/// written, its `$description` and its place in the file, which reports show next to the path.
/// A token read from a file also knows the ``number`` its value scales, so an audit can say
/// which number passes.
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
  /// The `$value` as the file writes it (`"0.875rem"`, `{size.row}`), for reports.
  public let written: String?
  /// The token's `$description`.
  public let description: String?
  /// Where the token's value is written.
  public let location: DesignTokenLocation?
  /// How the value was read, for reports: the text style and where it came from
  /// (`"caption2, from its path"`).
  public let note: String?
  /// The number the value scales (44 for `"44px"`, 0.875 for `"0.875rem"`), when the value is
  /// one number times a rule that ``withNumber(_:)`` can apply to another.
  public let number: Double?
  /// The token a file's alias takes the value from — the end of the chain, `font.size.xs` for
  /// `"{font.size.xs}"` — or nil when the value is written in place (and for tokens made in
  /// code). Reports show the tokens that share a source as one line.
  public internal(set) var alias: String?
  /// The value in a window, in points.
  private let resolve: @Sendable (DimensConfiguration) -> Double
  /// The same token with another number, when the value is a number times a rule.
  private let renumber: (@Sendable (Double) -> DesignToken?)?

  /// Creates a token named `path` with `role`, whose value in a window is `value`.
  public init(
    _ path: String, role: Role, source: String? = nil,
    _ value: @escaping @Sendable (DimensConfiguration) -> Double
  ) {
    self.init(
      path, role: role, source: source, written: nil, description: nil, location: nil,
      note: nil, number: nil, renumber: nil, value)
  }

  /// Creates a token with everything a file says about it.
  init(
    _ path: String, role: Role, source: String?, written: String?, description: String?,
    location: DesignTokenLocation?, note: String?, number: Double?,
    renumber: (@Sendable (Double) -> DesignToken?)?,
    _ value: @escaping @Sendable (DimensConfiguration) -> Double
  ) {
    self.path = path
    self.role = role
    self.source = source
    self.written = written
    self.description = description
    self.location = location
    self.note = note
    self.number = number
    self.renumber = renumber
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

  /// The same token with ``alias`` set to `source`.
  func aliasing(_ source: String?) -> DesignToken {
    var token = self
    token.alias = source
    return token
  }

  /// The same token with `number` in place of ``number`` (`"48px"` for `"44px"`), nil when
  /// its value is not a number times a rule (a closure, design points).
  public func withNumber(_ number: Double) -> DesignToken? {
    renumber?(number)
  }
}

/// Where a token is written: the file, and the line and column of its `$value` (from 1;
/// columns count Unicode scalars).
public struct DesignTokenLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's name as it was given (`tokens/size.json`, `<stdin>`).
  public let file: String
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}
