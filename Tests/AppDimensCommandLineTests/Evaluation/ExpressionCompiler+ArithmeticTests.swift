import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("Arithmetic: + - * /, unary minus, max, min, abs, as layout code writes them")
struct ExpressionCompilerArithmeticTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: Double
    var testDescription: String { source }
  }

  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)

  // By hand on 390 × 844: v.sdp = v × 1.3, so 16.sdp = 20.8, 30.sdp = 39, 8.sdp = 10.4.
  @Test(arguments: [
    // The doc comment's table and the examples.
    Case(source: "16.sdp + 4", expected: 24.8),
    Case(source: "2 * 8.sdp", expected: 20.8),
    Case(source: "max(44, 30.sdp)", expected: 44),
    Case(source: "min(44, 30.sdp)", expected: 39),
    Case(source: "abs(-(16.sdp))", expected: 20.8),
    // Swift's precedence and associativity.
    Case(source: "2 + 3 * 4.sdp", expected: 17.6),
    Case(source: "(2 + 3) * 4.sdp", expected: 26),
    Case(source: "16.sdp - 4 - 2", expected: 14.8),
    Case(source: "16.sdp / 2 / 2", expected: 5.2),
    Case(source: "-16.sdp + 4", expected: -16.8),
    Case(source: "-(16.sdp) * -1", expected: 20.8),
    Case(source: "16.sdp-4", expected: 16.8),
    Case(source: "max(1.sdp, 3.sdp, 2.sdp)", expected: 3.9),
    Case(source: "min(1.sdp, 3.sdp, 2.sdp)", expected: 1.3),
    Case(source: "16 + 4", expected: 20),
    // A chain is resolved in the window, as a whole expression is; window properties.
    Case(source: "16.scaledDp.rotate(12, .landscape) + 1", expected: 21.8),
    Case(source: "c.screenWidth / 2", expected: 195),
    Case(source: "AppDimens.dp(16, configuration: c) * 2", expected: 41.6),
    // A line that starts with an operator and a space continues the statement.
    Case(source: "16.sdp\n  + 4", expected: 24.8),
    Case(source: "16.sdp +\n  4", expected: 24.8),
    Case(source: "max(44,\n    30.sdp)", expected: 44),
  ])
  func values(_ c: Case) throws {
    let value = try ExpressionEvaluator().evaluate(c.source, configuration: Self.phone)
    #expect(isClose(value, c.expected, tolerance: 1e-12, relative: true), "\(value)")
  }

  /// `\n-4.sdp` starts a new statement (a prefix minus), so the value is the last one's.
  @Test func aLineStartingWithASignIsANewStatement() throws {
    let value = try ExpressionEvaluator().evaluate("16.sdp\n-4.sdp", configuration: Self.phone)
    #expect(isClose(value, -5.2, tolerance: 1e-12))
  }

  /// A nil operand (a table with no key for the window) makes the result nil, in every
  /// operator and function; a result that is not a number from numbers is infinite.
  @Test func nilAndUndefinedResults() throws {
    let evaluator = ExpressionEvaluator()
    for source in [
      "[w1024: 1].resolve(c) + 1", "2 * [w1024: 1].resolve(c)", "max(44, [w1024: 1].resolve(c))",
      "min([w1024: 1].resolve(c), 1)", "abs([w1024: 1].resolve(c))", "-[w1024: 1].resolve(c)",
    ] {
      #expect(try evaluator.evaluate(source, configuration: Self.phone).isNaN, "\(source)")
    }
    let zero = try evaluator.evaluate("16.sdp / (c.screenWidth - 390)", configuration: Self.phone)
    #expect(zero == .infinity)
    let undefined = try evaluator.evaluate(
      "0 * (1e308.wdp * 10)",
      configuration: DimensConfiguration(screenWidth: 100_000, screenHeight: 1))
    #expect(undefined == .infinity)
    let run = runTool(["resolve", "16.sdp / (c.screenWidth - 390)", "-w", "390", "--height", "844"])
    #expect(run.status == 2)
    #expect(run.error.lines.first?.hasPrefix("error: the result is not finite") == true)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Failure(source: "16.sdp / 0", message: "at column 10: division by zero"),
    Failure(
      source: "[390: 16] + 4",
      message:
        "at column 1: the left side of '+' must be a number, got a dictionary literal, "
        + "DesignPoints such as [390: 16, 820: 24] (add .resolve(c) for its value in the window)"),
    Failure(
      source: "2 * c",
      message:
        "at column 5: the right side of '*' must be a number, got 'c', a configuration (read a "
        + "number from it, such as c.screenWidth, or scale one: 16.sdp(c))"),
    Failure(
      source: "max(44)",
      message: "at column 1: 'max' takes two values or more, such as max(44, 30.sdp), got 1"),
    Failure(source: "abs(1, 2)", message: "at column 1: 'abs' takes one value, got 2"),
    Failure(
      source: "min(a: 1, 2)",
      message: "at column 5: 'min' takes values without labels, such as min(44, 30.sdp)"),
    Failure(
      source: "max(44, true)",
      message: "at column 9: value 2 of 'max' must be a number, got true"),
    Failure(
      source: "16.sdp +",
      message: "at column 9: expected a number for the right side of '+', found the end of the "
        + "expression"),
    Failure(
      source: "-c",
      message:
        "at column 2: the value after '-' must be a number, got 'c', a configuration (read a "
        + "number from it, such as c.screenWidth, or scale one: 16.sdp(c))"),
  ])
  func failures(_ f: Failure) {
    #expect(compileError(f.source)?.description == f.message)
  }

  /// ∞ − ∞ (and any overflow) is the same error inside every function: `min` no longer hides
  /// it behind its other operand.
  @Test(
    arguments: [
      "min(1, 1e308 * 10 - 1e308 * 10)", "max(1, 1e308 * 10 - 1e308 * 10)",
      "abs(1e308 * 10 - 1e308 * 10)", "min(1, 1e308 * 10)", "1 / (1e308 * 10)",
      "0 * (1e308 * 10)",
    ])
  func overflowIsAnErrorInEveryFunction(_ source: String) throws {
    let compiled = try ExpressionEvaluator().compile(source)
    let value = compiled.value(in: DimensConfiguration(screenWidth: 390, screenHeight: 844))
    #expect(value.isInfinite, "\(source) gave \(value)")
  }

  /// A left-deep chain of operators is a deep tree: like nesting, it is limited, and the
  /// message says a chain counts (a flat 101-term sum used to "nest more than 100 levels").
  @Test func longChainsAreLimited() {
    let fine = (0..<50).map { _ in "1.sdp" }.joined(separator: " + ")
    #expect(compileError(fine) == nil)
    let flat = (0..<101).map { _ in "1" }.joined(separator: "+")
    #expect(
      compileError(flat)?.message
        == "the expression is more than 100 operations deep (each '+', '-', '*' or '/' of a "
        + "chain counts one level: split a long sum with let)")
    let hostile = (0..<2000).map { _ in "1" }.joined(separator: "+") + "+1.sdp"
    #expect(compileError(hostile)?.message.contains("more than 100 operations deep") == true)
    let negations = String(repeating: "- ", count: 2000) + "16.sdp"
    #expect(compileError(negations)?.message.contains("nests more than 100 levels") == true)
  }
}
