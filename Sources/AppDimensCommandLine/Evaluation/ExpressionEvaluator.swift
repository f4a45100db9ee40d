/// Turns expression text into numbers: parse (``ExpressionParser``), give every name its
/// meaning (``ExpressionCompiler`` over ``ExpressionBindings``), and evaluate per window.
///
/// ```swift
/// let evaluator = ExpressionEvaluator()
/// let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
/// try evaluator.evaluate("10.sdp", configuration: c)                          // 13
/// try evaluator.evaluate("16.powerDp(c, options: .init(power: 0.5))", configuration: c)
/// try evaluator.evaluate("16.sdx", configuration: c)
/// // throws: at column 4: unknown function 'sdx' (did you mean 'sdp'?)
/// ```
///
/// An expression must give a number; a builder chain without `.resolve(c)` is resolved in the
/// window. A result the library returns as an Optional (a table literal's `.scaled(c)`) is NaN
/// where it is nil.
public struct ExpressionEvaluator: Sendable {
  /// Creates an evaluator over every binding.
  public init() {}

  /// Parses and compiles `source`.
  public func compile(_ source: String) throws(ExpressionError) -> CompiledExpression {
    let tree = try ExpressionParser.parse(source)
    let node = try ExpressionCompiler.compile(
      tree, expected: nil, context: .init(name: "the expression", column: 1))
    let run = node.run
    switch node.type {
    case .number: return CompiledExpression(source: source) { run($0).number }
    case .chain: return CompiledExpression(source: source) { run($0).resolved(in: $0).number }
    default:
      if case .name(let name, let column) = tree {
        throw ExpressionError(
          column: column,
          "expected a number for the base value (for example 16.sdp), found '\(name)'")
      }
      throw ExpressionError(column: 1, "the expression gives \(node.type), not a number")
    }
  }

  /// Parses, compiles and evaluates `source` in one window.
  public func evaluate(
    _ source: String, configuration: DimensConfiguration
  ) throws(ExpressionError) -> Double {
    try compile(source).value(in: configuration)
  }
}
