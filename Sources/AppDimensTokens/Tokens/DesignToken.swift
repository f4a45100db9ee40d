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
  /// The value and what a file says about it.
  private let storage: Storage

  /// The expression the value came from, when there is one (`"17.ssp"`), for reports.
  public var source: String? {
    switch storage {
    case .closure(let closure): closure.source
    case .read(let read): read.source(role: role)
    }
  }
  /// The `$value` as the file writes it (`"0.875rem"`, `{size.row}`), for reports.
  public var written: String? { read?.written }
  /// The token's `$description`.
  public var description: String? { read?.description }
  /// Where the token's value is written.
  public var location: DesignTokenLocation? { read?.location }
  /// How the value was read, for reports: the text style and where it came from
  /// (`"caption2, from its path"`).
  public var note: String? { read?.note }
  /// The number the value scales (44 for `"44px"`, 0.875 for `"0.875rem"`), when the value is
  /// one number times a rule that ``withNumber(_:)`` can apply to another.
  public var number: Double? { read?.number }
  /// The token a file's alias takes the value from — the end of the chain, `font.size.xs` for
  /// `"{font.size.xs}"` — or nil when the value is written in place (and for tokens made in
  /// code). Reports show the tokens that share a source as one line.
  public internal(set) var alias: String?

  // Policy: a token is a path, a role and one reference (32 bytes in an array); a token read
  // from a file is one object of about 130 bytes whose plain value is computed from its number,
  // unit, style and scaling, with no closure. Its fields and two closures stored inline made a
  // token cost about 450 bytes in a large file.
  /// Where the value comes from.
  enum Storage: Sendable {
    /// A function of the window, and the expression it stands for.
    case closure(Closure)
    /// A token read from a file.
    case read(Read)
  }

  /// A value given as a function of the window.
  final class Closure: Sendable {
    let value: @Sendable (DimensConfiguration) -> Double
    let source: String?

    init(_ value: @escaping @Sendable (DimensConfiguration) -> Double, source: String?) {
      self.value = value
      self.source = source
    }
  }

  /// An AppDimens expression or design points read from a file: its value, the expression,
  /// and how to write it with another leading number.
  final class Computed: Sendable {
    let value: @Sendable (DimensConfiguration) -> Double
    let source: String
    let number: Double?
    let renumber: (tail: String, compile: DesignSystem.ExpressionCompiler)?
    /// A breakpoint modifier's contexts, narrowest first: the width each starts at and its
    /// token (empty for other values).
    let steps: [(width: Double, token: DesignToken)]
    /// The design points the value resolves, when it is design points (`designPoints`, a CSS
    /// `clamp()` or `vw`), for the generator.
    let designPoints: DesignPoints?

    init(
      _ value: @escaping @Sendable (DimensConfiguration) -> Double, source: String,
      number: Double? = nil,
      renumber: (tail: String, compile: DesignSystem.ExpressionCompiler)? = nil,
      steps: [(width: Double, token: DesignToken)] = [], designPoints: DesignPoints? = nil
    ) {
      self.designPoints = designPoints
      self.value = value
      self.source = source
      self.number = number
      self.renumber = renumber
      self.steps = steps
    }
  }

  /// A token read from a file: its value and what the file says about it.
  final class Read: Sendable {
    /// A size as written, drawn with a scaling; or an expression's value.
    enum Value: Sendable {
      case plain(
        number: Double, unit: WrittenDimension.Unit?, rootSize: Double, style: TextStyle,
        scaling: DesignScaling)
      case computed(Computed)
    }

    let value: Value
    let written: String?
    let description: String?
    let note: String?
    /// The generated member's name the file gives, when it gives one.
    let memberName: String?
    private let file: String
    private let line: UInt32
    private let column: UInt32

    init(
      value: Value, written: String?, description: String?, location: DesignTokenLocation,
      note: String?, memberName: String? = nil
    ) {
      self.value = value
      self.written = written
      self.description = description
      self.note = note
      self.memberName = memberName
      file = location.file
      line = UInt32(clamping: location.line)
      column = UInt32(clamping: location.column)
    }

    /// Where the value is written.
    var location: DesignTokenLocation {
      DesignTokenLocation(
        file: file, line: Int(truncatingIfNeeded: line), column: Int(truncatingIfNeeded: column))
    }

    /// The number the value scales.
    var number: Double? {
      switch value {
      case .plain(let number, _, _, _, _): number
      case .computed(let computed): computed.number
      }
    }

    /// The expression the value stands for.
    func source(role: Role) -> String {
      switch value {
      case .plain(let number, let unit, let rootSize, let style, let scaling):
        let points = WrittenDimension(number: number, unit: unit).points(rootSize: rootSize)
        return role == .text
          ? scaling.textSource(points, style: style) : scaling.dimensionSource(points)
      case .computed(let computed): return computed.source
      }
    }

    /// The value in `window`.
    func value(_ role: Role, in window: DimensConfiguration) -> Double {
      switch value {
      case .plain(let number, let unit, let rootSize, let style, let scaling):
        let points = WrittenDimension(number: number, unit: unit).points(rootSize: rootSize)
        return role == .text
          ? scaling.textValue(points, style: style, in: window)
          : scaling.dimensionValue(points, in: window)
      case .computed(let computed): return computed.value(window)
      }
    }
  }

  /// What a file says about the token, when it was read from one.
  var read: Read? {
    guard case .read(let read) = storage else { return nil }
    return read
  }

  /// Creates a token named `path` with `role`, whose value in a window is `value`.
  public init(
    _ path: String, role: Role, source: String? = nil,
    _ value: @escaping @Sendable (DimensConfiguration) -> Double
  ) {
    self.path = path
    self.role = role
    self.storage = .closure(Closure(value, source: source))
  }

  /// Creates a token read from a file.
  init(_ path: String, role: Role, read: Read) {
    self.path = path
    self.role = role
    self.storage = .read(read)
  }

  /// A token with `storage`.
  private init(_ path: String, role: Role, storage: Storage) {
    self.path = path
    self.role = role
    self.storage = storage
  }

  /// The same token under another path (a mode's token, `type.body01 [lg]`).
  func renamed(_ path: String) -> DesignToken {
    var token = DesignToken(path, role: role, storage: storage)
    token.alias = alias
    return token
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
    switch storage {
    case .closure(let closure): closure.value(configuration)
    case .read(let read): read.value(role, in: configuration)
    }
  }

  /// The name the file gives the token's generated member (Figma's
  /// `com.figma.codeSyntax.iOS`), when it gives one.
  var memberName: String? { read?.memberName }

  /// How the value is drawn, when the token was read from a file.
  var readValue: Read.Value? { read?.value }
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
