/// The statements around a value: `let NAME = …`, `let NAME: TYPE = …`, `var …`, a property
/// wrapper's declaration, and several statements in a row, whose value is the last one's.
///
/// A declared name stands for its value, compiled once where it is declared, in every
/// statement after it (`let padding: DesignPoints = [390: 16, 820: 24]` then
/// `padding.resolve(c)`). A type annotation is checked as Swift checks it:
///
/// | annotation | the value must be |
/// |---|---|
/// | `Double`, `CGFloat`, `Float`, `Int` (each also `?`) | a number |
/// | `DesignPoints` | design points |
/// | `Breakpoints<Double>` (`CGFloat`, `Float`, `Int`), `ScalingRule` | a breakpoint table |
/// | `StrategyOptions`, `ScreenCondition`, `DimensFactors`, `ResizeBound`, `ScreenIdentifier` | that value |
/// | `Breakpoints<Bool>`, `Breakpoints<String>` | an error: the tool resolves numbers |
///
/// Each declaration is compiled once; one evaluation runs at most
/// ``ExpressionCompiler/maximumCost`` parts, declared names counted where they are used.
extension ExpressionCompiler {
  /// The value a numeric Swift type annotation may hold.
  static let numberTypes: Set<String> = ["Double", "CGFloat", "Float", "Int"]

  /// The annotations the tool knows, each with the type of its values.
  static let annotations: [String: ExpressionType] = [
    "DesignPoints": .points, "ScalingRule": .table, "StrategyOptions": .options,
    "ScreenCondition": .condition, "DimensFactors": .factors, "ResizeBound": .bound,
    "ScreenIdentifier": .screen,
  ]

  /// `name`'s value, checked against its annotation `type`.
  static func declaration(
    _ name: String, type: String?, _ value: ExpressionSyntax, expected: ExpressionType?,
    context: Context
  ) throws(ExpressionError) -> Node {
    let annotated = try type.map { text throws(ExpressionError) in
      try annotation(text, column: value.column)
    }
    return try compile(
      value, expected: annotated ?? expected,
      context: context.at("the value of '\(name)'", value.column))
  }

  /// The type an annotation written as `text` asks for, or an error naming the known ones.
  static func annotation(_ text: String, column: Int) throws(ExpressionError) -> ExpressionType {
    let plain = text.hasSuffix("?") ? String(text.dropLast()) : text
    if numberTypes.contains(plain) { return .number }
    if let known = annotations[plain] { return known }
    if plain.hasPrefix("Breakpoints<"), plain.hasSuffix(">") {
      let element = String(plain.dropFirst("Breakpoints<".count).dropLast())
      guard numberTypes.contains(element) else {
        throw ExpressionError(
          column: column,
          "a \(plain) holds \(element) values; the tool resolves numbers "
            + "(Breakpoints<Double>, Breakpoints<CGFloat>, Breakpoints<Int>)")
      }
      return .table
    }
    throw ExpressionError(
      column: column,
      "unknown type '\(text)' (the tool knows Double, CGFloat, Float, Int, "
        + (["Breakpoints<Double>"] + annotations.keys.sorted()).joined(separator: ", ") + ")")
  }

  /// Every statement in order, each declared name added to the scope of the ones after it;
  /// the last statement's value, of type `expected` when given.
  static func sequence(
    _ statements: [ExpressionSyntax], expected: ExpressionType?, context: Context
  ) throws(ExpressionError) -> Node {
    var scope = context.scope
    var last: Node?
    for (index, statement) in statements.enumerated() {
      let isLast = index == statements.count - 1
      let node = try compile(
        statement, expected: isLast ? expected : nil,
        context: Context(name: context.name, column: statement.column, scope: scope))
      // Policy: a name stands for its value wherever it is used, so names that use names
      // can make one evaluation exponential; the statement that goes too far is an error.
      guard node.cost <= maximumCost else {
        throw ExpressionError(
          column: statement.column,
          "this statement is too large to evaluate: with the names it uses it runs more than "
            + "\(maximumCost) parts per window")
      }
      if case .declaration(let name, _, _, _) = statement { scope[name] = node }
      last = node
    }
    guard let last else {
      throw ExpressionError(column: context.column, "expected a number for \(context.name)")
    }
    return last
  }
}
