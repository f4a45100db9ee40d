/// Turns expression text into numbers: parse, find the family of the first member, compile.
///
/// ```swift
/// let evaluator = ExpressionEvaluator()
/// let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
/// try evaluator.evaluate("10.sdp", configuration: c)  // 13
/// try evaluator.evaluate("16.sdx", configuration: c)
/// // throws: at column 4: unknown function 'sdx' (did you mean 'sdp'?)
/// ```
public struct ExpressionEvaluator: Sendable {
  /// The families consulted, in order.
  public let families: [any ExpressionFamily]

  /// Creates an evaluator over `families` (default: every registered family).
  public init(families: [any ExpressionFamily] = ExpressionFamilies.all) {
    self.families = families
  }

  /// Every function name an expression may start with, in family order.
  public var functionNames: [String] { families.flatMap(\.memberNames) }

  /// Parses and compiles `source`.
  public func compile(_ source: String) throws(ExpressionError) -> CompiledExpression {
    try compile(try ExpressionParser.parse(source))
  }

  /// Compiles a parsed expression through the family that owns its first member.
  public func compile(_ expression: ParsedExpression) throws(ExpressionError) -> CompiledExpression
  {
    guard let first = expression.members.first else {
      throw ExpressionError(column: nil, "expected a function after the number, such as '.sdp'")
    }
    guard let family = families.first(where: { $0.memberNames.contains(first.name) }) else {
      let names = functionNames.map { (name: $0, keys: [$0]) }
      let hint = NameMatching.nearest(to: first.name, among: names, limit: 1).first
      throw ExpressionError(
        column: first.column,
        "unknown function '\(first.name)'" + (hint.map { " (did you mean '\($0)'?)" } ?? ""))
    }
    return try family.compile(expression)
  }

  /// Parses, compiles and evaluates `source` in one window.
  public func evaluate(
    _ source: String, configuration: DimensConfiguration
  ) throws(ExpressionError) -> Double {
    try compile(source).value(in: configuration)
  }
}
