/// The syntax tree of an expression: Swift's postfix expressions, with no function names
/// built in. `16.powerDp(c, options: .init(power: 0.5))` is a call of the member `powerDp` of
/// the number 16, with a name and a call of the implicit member `init` as arguments; the
/// ``ExpressionCompiler`` gives the names their meaning through ``ExpressionBindings``.
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
      .dictionary(_, let column):
      column
    case .member(let base, _, _), .call(let base, _, _), .range(let base, _, _): base.column
    }
  }

  /// The node as quoted in messages: "number 600", "'height'", "range 1.0...2.0", "true".
  var quoted: String {
    switch self {
    case .number(let value, _): "number \(value)"
    case .name("true", _), .name("false", _): memberName ?? ""
    case .name(let name, _), .implicitMember(let name, _): "'\(name)'"
    case .range(.number(let a, _), .number(let b, _), _): "range \(a)...\(b)"
    case .dictionary: "a dictionary literal"
    case .member(_, let name, _): "'.\(name)'"
    case .call(let callee, _, _): "'\(callee.memberName ?? "call")(…)'"
    case .range: "a range"
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
}
