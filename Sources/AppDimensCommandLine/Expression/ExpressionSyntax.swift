/// The syntax tree of an expression: Swift's postfix expressions, arithmetic and the
/// statements around a value (`let`, `var`, an attribute, an assignment), with no function
/// names built in. `16.powerDp(c, options: .init(power: 0.5))` is a call of the member
/// `powerDp` of the number 16, with a name and a call of the implicit member `init` as
/// arguments; the ``ExpressionCompiler`` gives the names their meaning through
/// ``ExpressionBindings``.
indirect enum ExpressionSyntax: Hashable, Sendable {
  /// A number literal, sign included: `16`, `-0.5`.
  case number(Double, column: Int)
  /// A name: `c`, `width`, `AppDimens`, `true`.
  case name(String, column: Int)
  /// A leading-dot member, its type inferred from where it stands: `.width`, `.init`.
  case implicitMember(String, column: Int)
  /// A member of a value: `16.sdp` (the column of the member's name).
  case member(ExpressionSyntax, String, column: Int)
  /// A call: `f(…)` (the column of `(`).
  case call(ExpressionSyntax, [Argument], column: Int)
  /// A closed range `a...b` (the column of `...`).
  case range(ExpressionSyntax, ExpressionSyntax, column: Int)
  /// A dictionary literal: `[w320: 80, wR.all: 140]`, `[390: 16, 820: 24]`, `[:]` (the
  /// column of `[`).
  case dictionary([Entry], column: Int)
  /// `a + b`, `a - b`, `a * b`, `a / b` (the column of the operator).
  case binary(Operator, ExpressionSyntax, ExpressionSyntax, column: Int)
  /// `-a` for anything but a number literal (the column of `-`).
  case negation(ExpressionSyntax, column: Int)
  /// A statement that names its value: `let padding: DesignPoints = […]`, `var spacing = …`,
  /// `@ScaledDimension(16) private var spacing` (the column of the name; `type` as written).
  case declaration(String, type: String?, ExpressionSyntax, column: Int)
  /// A name an earlier statement declared (`padding` after `let padding = …`).
  case reference(String, column: Int)
  /// Statements in order; the value is the last one's.
  case sequence([ExpressionSyntax])

  /// An arithmetic operator, Swift's precedence: `*` and `/` before `+` and `-`.
  enum Operator: String, Hashable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
  }

  /// One argument of a call: an optional label and a value.
  struct Argument: Hashable, Sendable {
    /// The label before `:`, or nil for a positional argument.
    let label: String?
    /// The value.
    let value: ExpressionSyntax
    /// The column where the argument (its label, or its value) starts.
    let column: Int
  }

  /// One `key: value` of a dictionary literal.
  struct Entry: Hashable, Sendable {
    let key: ExpressionSyntax
    let value: ExpressionSyntax
  }

  /// The column the node starts at, for messages.
  var column: Int {
    switch self {
    case .number(_, let column), .name(_, let column), .implicitMember(_, let column),
      .dictionary(_, let column), .negation(_, let column), .reference(_, let column):
      column
    case .member(let base, _, _), .call(let base, _, _), .range(let base, _, _),
      .binary(_, let base, _, _), .declaration(_, _, let base, _):
      base.column
    case .sequence(let statements): statements.last?.column ?? 1
    }
  }

  /// The node as quoted in messages: "number 600", "'height'", "range 1...2", "true".
  var quoted: String {
    switch self {
    case .number(let value, _): "number \(value.shown)"
    case .name("true", _), .name("false", _): memberName ?? ""
    case .name(let name, _), .implicitMember(let name, _), .reference(let name, _),
      .declaration(let name, _, _, _):
      "'\(name)'"
    case .range(.number(let a, _), .number(let b, _), _): "range \(a.shown)...\(b.shown)"
    case .dictionary: "a dictionary literal"
    case .member(_, let name, _): "'.\(name)'"
    case .call(let callee, _, _): "'\(callee.memberName ?? "call")(…)'"
    case .range: "a range"
    case .binary(let operation, _, _, _): "a '\(operation.rawValue)' expression"
    case .negation: "a negation"
    case .sequence(let statements): statements.last?.quoted ?? "nothing"
    }
  }

  /// The name a call or member is known by in messages (`powerDp`, `init`).
  var memberName: String? {
    switch self {
    case .member(_, let name, _), .implicitMember(let name, _), .name(let name, _): name
    case .call(let callee, _, _): callee.memberName
    default: nil
    }
  }

  /// The value of the last statement, past its declaration: what the text gives.
  var value: ExpressionSyntax {
    switch self {
    case .sequence(let statements): statements.last?.value ?? self
    case .declaration(_, _, let value, _): value.value
    default: self
    }
  }
}
