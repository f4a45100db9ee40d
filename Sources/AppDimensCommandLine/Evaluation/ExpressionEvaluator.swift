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

  /// Parses and compiles `source`; an error in text of several lines names its line.
  ///
  /// A long expression is parsed and compiled on a thread with a 16 MiB stack (the
  /// recursion of the deepest one the language accepts needs about 2 MiB in a debug build),
  /// so any thread may compile any expression.
  public func compile(_ source: String) throws(ExpressionError) -> CompiledExpression {
    let tokens: Int
    do {
      tokens = try ExpressionLexer.tokens(source).count
    } catch {
      throw error.located(in: source)
    }
    let result = LargeStack.run(tokens: tokens) {
      () -> Result<CompiledExpression, ExpressionError> in
      do throws(ExpressionError) {
        return .success(try compileText(source))
      } catch {
        return .failure(error.located(in: source))
      }
    }
    return try result.get()
  }

  /// `compile(_:)` with the column of an error counted in the whole text.
  private func compileText(_ source: String) throws(ExpressionError) -> CompiledExpression {
    let tree = try ExpressionParser.parse(source)
    let node = try ExpressionCompiler.compile(
      tree, expected: nil, context: .init(name: "the expression", column: 1))
    let run = node.run
    switch node.type {
    case .number: return CompiledExpression(source: source) { run($0).number }
    case .chain: return CompiledExpression(source: source) { run($0).resolved(in: $0).number }
    default:
      let last = tree.value
      let statement: ExpressionSyntax =
        if case .sequence(let statements) = tree { statements.last ?? tree } else { tree }
      if case .name(let name, let column) = last, node.type == .window {
        throw ExpressionError(
          column: column,
          "expected a number for the base value (for example 16.sdp), found '\(name)'"
            + ExpressionCompiler.wayOut(.window, written: name))
      }
      // Policy: the way out names what was written: the declared name, or the text itself
      // when it is one line without a comment (`[390: 16, 820: 24].resolve(c)`).
      let trimmed = source.trimmingSpaces()
      let plain = trimmed.contains { "\n\r;/=".contains($0) } ? nil : trimmed
      throw ExpressionError(
        column: last.column,
        "the expression gives \(node.type), not a number"
          + ExpressionCompiler.wayOut(node.type, written: statement.writtenName ?? plain))
    }
  }

  /// Parses, compiles and evaluates `source` in one window.
  public func evaluate(
    _ source: String, configuration: DimensConfiguration
  ) throws(ExpressionError) -> Double {
    try compile(source).value(in: configuration)
  }
}

extension Breakpoints where Value == Double {
  /// Reads a table written as a Swift dictionary literal, as the expression language does:
  /// `[w320: 80, wC.phone: 100, wR.all: 140, wAny: 60, w375.default: 90, .width(390): 70]`.
  ///
  /// Keys are Adaptizer's names (`w320` … `w1366`, `wAny`, `wC`/`wR` with `.phone`, `.pad`
  /// or `.all`, `.width(390)`, each with an optional `.default`, also written
  /// `ScreenIdentifier.…`); values are numbers. As in Swift, a key written twice is an error.
  ///
  /// | input | result |
  /// |---|---|
  /// | `[w320: 80, wC.phone: 100]` | 2 entries |
  /// | `[:]`, `[]` | empty table |
  /// | `[.width(390.5).default: 7]` | 1 entry |
  /// | `[w390: 70]` | error at column 2: unknown key 'w390' (write .width(390)) |
  /// | `[w320: 80,, w375: 1]` | error at column 11: expected a key |
  public init(parsing text: String) throws(ExpressionError) {
    let tokens: Int
    do {
      tokens = try ExpressionLexer.tokens(text).count
    } catch {
      throw error.located(in: text)
    }
    let result = LargeStack.run(tokens: tokens) { () -> Result<Breakpoints, ExpressionError> in
      do throws(ExpressionError) {
        let tree = try ExpressionParser.parse(text, table: true)
        let node = try ExpressionCompiler.compile(
          tree, expected: .table, context: .init(name: "the table", column: 1))
        return .success(node.run(.baseline).table)
      } catch {
        return .failure(error.located(in: text))
      }
    }
    self = try result.get()
  }
}
