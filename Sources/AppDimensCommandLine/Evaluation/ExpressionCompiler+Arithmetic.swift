/// Arithmetic over values as layout code writes it: `16.sdp + 4`, `2 * 8.sdp`, `-(16.sdp)`,
/// `max(44, 30.sdp)`, `min(…)`, `abs(…)`, with Swift's `Double` semantics.
///
/// ```
/// a + b, a − b, a × b, a ÷ b, −a      max(a, b, …)   min(a, b, …)   abs(a)
/// nil (NaN) in → nil out; an infinite operand, or a result that is not a finite number
/// (an overflow, ∞ − ∞, 0 × ∞, x ÷ 0) → ∞, in every operation and function alike
/// ```
///
/// So `min(1, 1e308 * 10 - 1e308 * 10)` is the same "not finite" error as `max(…)` and
/// `abs(…)` of it, never 1: an overflow anywhere in the expression is reported.
///
/// | expression | 390 × 844 |
/// |---|---|
/// | `16.sdp + 4` | 24.8 |
/// | `2 * 8.sdp` | 20.8 |
/// | `max(44, 30.sdp)` | 44 |
/// | `min(44, 30.sdp)` | 39 |
/// | `abs(-(16.sdp))` | 20.8 |
///
/// Operands are numbers, or builder chains (resolved in the window, as a whole expression
/// is); anything else is an error at the operand that says how to make it a number
/// (`[390: 16].resolve(c)`, `c.screenWidth`). Dividing by the literal 0 is an error at the 0.
extension ExpressionCompiler {
  /// The free functions an expression may call.
  static let functions: Set<String> = ["max", "min", "abs"]

  /// `left operation right` as one number per window.
  static func arithmetic(
    _ operation: ExpressionSyntax.Operator, _ left: ExpressionSyntax, _ right: ExpressionSyntax,
    column: Int, context: Context
  ) throws(ExpressionError) -> Node {
    let symbol = operation.rawValue
    let first = try numeric(left, "the left side of '\(symbol)'", context: context)
    if operation == .divide, case .number(0, let zero) = right {
      throw ExpressionError(column: zero, "division by zero")
    }
    let second = try numeric(right, "the right side of '\(symbol)'", context: context)
    let (a, b) = (first.run, second.run)
    return Node(type: .number, cost: cost([first.cost, second.cost])) { window in
      let (x, y) = (a(window), b(window))
      return .number(
        defined(
          [x, y],
          {
            switch operation {
            case .add: x + y
            case .subtract: x - y
            case .multiply: x * y
            case .divide: x / y
            }
          }()))
    }
  }

  /// `max(…)`, `min(…)` (two values or more) or `abs(…)` (one), positional only.
  static func function(
    _ name: String, _ arguments: [ExpressionSyntax.Argument], column: Int, context: Context
  ) throws(ExpressionError) -> Node {
    if let labelled = arguments.first(where: { $0.label != nil }) {
      throw ExpressionError(
        column: labelled.column,
        "'\(name)' takes values without labels, such as \(name == "abs" ? "abs(-4)" : "\(name)(44, 30.sdp)")"
      )
    }
    if name == "abs", arguments.count != 1 {
      throw ExpressionError(column: column, "'abs' takes one value, got \(arguments.count)")
    }
    if name != "abs", arguments.count < 2 {
      throw ExpressionError(
        column: column,
        "'\(name)' takes two values or more, such as \(name)(44, 30.sdp), got \(arguments.count)")
    }
    var parts: [Numeric] = []
    for (index, argument) in arguments.enumerated() {
      parts.append(
        try numeric(argument.value, "value \(index + 1) of '\(name)'", context: context))
    }
    let operands = parts.map(\.run)
    return Node(type: .number, cost: cost(parts.map(\.cost))) { window in
      let values = operands.map { $0(window) }
      let result: Double =
        switch name {
        case "abs": Swift.abs(values[0])
        case "max": values.dropFirst().reduce(values[0]) { Swift.max($0, $1) }
        default: values.dropFirst().reduce(values[0]) { Swift.min($0, $1) }
        }
      return .number(defined(values, result))
    }
  }

  /// `result`, unless an operand is nil (NaN: the result is nil too), or an operand or the
  /// result is not finite (the result is then infinite, so it is reported as such: `min`
  /// cannot hide an overflow among its operands).
  static func defined(_ operands: [Double], _ result: Double) -> Double {
    if operands.contains(where: \.isNaN) { return .nan }
    return operands.allSatisfy(\.isFinite) && result.isFinite ? result : .infinity
  }

  /// An operand: its number per window and its cost.
  struct Numeric: Sendable {
    let run: @Sendable (DimensConfiguration) -> Double
    let cost: Int
  }

  /// `syntax` as a number per window: a number, or a chain resolved in the window; `role`
  /// names it in the error for anything else.
  static func numeric(_ syntax: ExpressionSyntax, _ role: String, context: Context)
    throws(ExpressionError) -> Numeric
  {
    let node = try compile(syntax, expected: nil, context: context.at(role, syntax.column))
    let run = node.run
    switch node.type {
    case .number: return Numeric(run: { run($0).number }, cost: node.cost)
    case .chain: return Numeric(run: { run($0).resolved(in: $0).number }, cost: node.cost)
    default:
      let kind = node.type == .boolean ? "" : ", \(node.type)"
      throw ExpressionError(
        column: syntax.column,
        "\(role) must be a number, got \(syntax.quoted)\(kind)"
          + wayOut(node.type, written: syntax.writtenName))
    }
  }

  /// How to get a number from a value of `type` (written as `written` when it is a name), in
  /// parentheses, or "" when there is no single way.
  static func wayOut(_ type: ExpressionType, written: String?) -> String {
    // A way out quotes what was written: a long name is not echoed whole (and the hint is
    // offered only for a name short enough to be one).
    let written = written.flatMap { $0.count <= 40 ? $0 : nil }
    return switch type {
    case .points, .table:
      " (" + (written.map { "write \($0)" } ?? "add ") + ".resolve(c) for its value in the window)"
    case .window:
      " (read a number from it, such as \(written ?? "c").screenWidth, or scale one: "
        + "16.sdp(\(written ?? "c")))"
    case .factors:
      " (call one of its methods, such as \(written ?? "DimensFactors(c)").sdp(16))"
    case .bound: " (" + (written.map { "write \($0)" } ?? "add ") + ".points(c))"
    case .options: " (give them to a strategy: 16.powerDp(options: …))"
    case .condition: " (give it to a chain: 16.autoScaledDp.screen(24, condition: …))"
    case .screen, .sizeClasses: " (a key of a table: [key: 16].resolve(c))"
    default: ""
    }
  }

  /// The error for a window written as Swift builds it: the command's options give the
  /// window instead (`DimensConfiguration(screenWidth: 390, …)` → `--width 390`).
  static func windowDeclaration(
    column: Int, arguments: [ExpressionSyntax.Argument], device: Bool = false
  ) -> ExpressionError {
    let flags: [(label: String, flag: String)] = [
      ("screenWidth", "--width"), ("screenHeight", "--height"), ("displayScale", "--scale"),
      ("fontScale", "--font-scale"), ("maximumWindowWidth", "--max-width"),
      ("maximumWindowHeight", "--max-height"),
    ]
    let given = flags.compactMap { label, flag -> String? in
      guard let argument = arguments.first(where: { $0.label == label }),
        case .number(let value, _) = argument.value
      else { return nil }
      return "\(flag) \(value.shown)"
    }
    let options =
      device
      ? "--device NAME (with --landscape, --split, --category)"
      : given.isEmpty ? "--width W --height H (or --device NAME)" : given.joined(separator: " ")
    return ExpressionError(
      column: column,
      "\(device ? "a DeviceProfile" : "a DimensConfiguration") is the command's window: give it "
        + "as \(options) and paste only the lines that use it")
  }
}

extension ExpressionSyntax {
  /// The name the node is written as, for suggestions (`padding` in `padding + 4`).
  var writtenName: String? {
    switch self {
    case .reference(let name, _), .name(let name, _), .declaration(let name, _, _, _): name
    default: nil
    }
  }
}
