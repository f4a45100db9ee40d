/// A parsed expression: a base number followed by a chain of member calls.
///
/// `16.scaledDp.screen(24, qualifier: width, minimum: 600).aspectRatio()` is the base 16 and
/// the members `scaledDp` (no argument list), `screen` (three arguments) and `aspectRatio` (an
/// empty list). The syntax knows no function names: ``ExpressionEvaluator`` gives them meaning
/// through its ``ExpressionFamily`` registry.
public struct ParsedExpression: Hashable, Sendable {
  /// The text the expression was parsed from.
  public let source: String
  /// The base value, sign included.
  public let base: Double
  /// The member calls in order; never empty.
  public let members: [MemberCall]

  /// Creates an expression from its parts.
  public init(source: String, base: Double, members: [MemberCall]) {
    self.source = source
    self.base = base
    self.members = members
  }
}

/// One `.name` or `.name(arguments)` of an expression.
public struct MemberCall: Hashable, Sendable {
  /// The member's name, for example "sdp" or "screen".
  public let name: String
  /// The column of the name's first character.
  public let column: Int
  /// The arguments, or nil when the member has no parentheses (`.sdp` vs `.sdp()`).
  public let arguments: [CallArgument]?

  /// Creates a member call.
  public init(name: String, column: Int, arguments: [CallArgument]?) {
    self.name = name
    self.column = column
    self.arguments = arguments
  }
}

/// One argument of a member call: an optional label and a value.
public struct CallArgument: Hashable, Sendable {
  /// The label before `:`, or nil for a positional argument.
  public let label: String?
  /// The value.
  public let value: ArgumentValue
  /// The column where the argument (its label, or its value) starts.
  public let column: Int

  /// Creates an argument.
  public init(label: String?, value: ArgumentValue, column: Int) {
    self.label = label
    self.value = value
    self.column = column
  }
}

/// The value of an argument: a number, a name, a closed range or a boolean.
public enum ArgumentValue: Hashable, Sendable {
  /// A finite number, sign included.
  case number(Double)
  /// A name such as `height` or `.landscape` (the leading dot is dropped).
  case identifier(String)
  /// A closed range `a...b` of numbers (bounds as written, possibly reversed).
  case range(Double, Double)
  /// `true` or `false`.
  case boolean(Bool)

  /// The value as quoted in error messages: "number 600", "'height'", "range 1...2", "true".
  public var quoted: String {
    switch self {
    case .number(let value): "number \(value)"
    case .identifier(let name): "'\(name)'"
    case .range(let lower, let upper): "range \(lower)...\(upper)"
    case .boolean(let value): "\(value)"
    }
  }
}
