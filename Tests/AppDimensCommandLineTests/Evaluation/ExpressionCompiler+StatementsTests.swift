import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("Statements: let, var, type annotations, assignments and several statements in a row")
struct ExpressionCompilerStatementsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: Double
    var testDescription: String { source.replacingOccurrences(of: "\n", with: " ⏎ ") }
  }

  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)

  // By hand on 390 × 844 (v.sdp = 1.3 v; 12.sdpa = 16.162730, three quarters of the Behavior
  // Reference's 16.sdpa = 21.550307; the design points are 16 at 390 pt).
  @Test(arguments: [
    Case(source: "let spacing = 10.sdp(c)", expected: 13),
    Case(source: "let spacing = 10.sdp(c) // 13", expected: 13),
    Case(source: "var spacing = 10.sdp(c)", expected: 13),
    Case(source: "let spacing: CGFloat = 16.sdp", expected: 20.8),
    Case(source: "let spacing: Double? = 16.sdp", expected: 20.8),
    Case(source: "private static let spacing = 16.sdp", expected: 20.8),
    Case(
      source: "let padding: DesignPoints = [390: 16, 820: 24]\npadding.resolve(c)", expected: 16),
    Case(
      source: "let padding: DesignPoints = [390: 16, 820: 24]; padding.resolve(c)", expected: 16),
    Case(source: "let a = 16.sdp\nlet b = a * 2\nb + 1", expected: 42.6),
    Case(
      source: "let rule: ScalingRule = [.w320: 0.8, .w375: 1]\n20.scaled(by: rule, c)", expected: 20
    ),
    Case(
      source: "let chain = 16.scaledDp.rotate(12, .landscape)\nchain.resolve(c)", expected: 20.8),
    Case(source: "view.layer.cornerRadius = CGFloat(12.sdpa(configuration))", expected: 16.162730),
    Case(source: "cardWidth?.constant = 100.wdp(in: view)", expected: 130),
    Case(source: "return 16.sdp", expected: 20.8),
    Case(source: ";;16.sdp;", expected: 20.8),
    Case(source: "10.sdp(configuration)    /* 13 */", expected: 13),
  ])
  func values(_ c: Case) throws {
    let value = try ExpressionEvaluator().evaluate(c.source, configuration: Self.phone)
    #expect(isClose(value, c.expected, tolerance: 1e-6), "\(value)")
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    var testDescription: String { source.replacingOccurrences(of: "\n", with: " ⏎ ") }
  }

  @Test(arguments: [
    Failure(
      source: "let x = 16",
      message: "at column 11: expected a function after the number, such as '.sdp'"),
    Failure(
      source: "let padding = [390: 16]",
      message:
        "at column 15: the expression gives DesignPoints such as [390: 16, 820: 24], not a number "
        + "(write padding.resolve(c) for its value in the window)"),
    Failure(
      source: "let x: DesignPoints = 16.sdp",
      message:
        "at column 23: the value of 'x' must be DesignPoints such as [390: 16, 820: 24], got "
        + "'.sdp'"),
    Failure(
      source: "let x: Breakpoints<Bool> = [.wAny: 1]",
      message:
        "at column 28: a Breakpoints<Bool> holds Bool values; the tool resolves numbers "
        + "(Breakpoints<Double>, Breakpoints<CGFloat>, Breakpoints<Int>)"),
    Failure(
      source: "let x: Length = 16.sdp",
      message:
        "at column 17: unknown type 'Length' (the tool knows Double, CGFloat, Float, Int, "
        + "Breakpoints<Double>, DesignPoints, DimensFactors, ResizeBound, ScalingRule, "
        + "ScreenCondition, ScreenIdentifier, StrategyOptions)"),
    Failure(
      source: "let x 16.sdp",
      message: "at column 7: expected '=' and a value after 'let x', found number 16"),
    Failure(
      source: "var body: some View",
      message: "at column 16: expected '=' and a value after 'var body: some', found 'View'"),
    Failure(
      source: "import SwiftUI",
      message:
        "at column 1: 'import' starts a declaration, not a value: paste a line that gives one, "
        + "such as 16.sdp(c), let spacing = 16.sdp or @ScaledDimension(16)"),
    Failure(
      source: "let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)",
      message:
        "at column 21: a DimensConfiguration is the command's window: give it as --width 390 "
        + "--height 844 and paste only the lines that use it"),
    Failure(
      source: "let c = DimensConfiguration.current(in: view)\n10.sdp(c)",
      message:
        "at line 1, column 9: a DimensConfiguration is the command's window: give it as --width W "
        + "--height H (or --device NAME) and paste only the lines that use it"),
    Failure(
      source: "DeviceProfile.iPhone15.configuration()",
      message:
        "at column 1: a DeviceProfile is the command's window: give it as --device NAME (with "
        + "--landscape, --split, --category) and paste only the lines that use it"),
    Failure(
      source: "16.sdp 20.sdp",
      message:
        "at column 8: expected '.' or an operator, found number 20 (a comment starts with //)"),
    // Any undeclared name is the window, as everywhere (Documentation/CommandLine.md).
    Failure(
      source: "let a = 16.sdp\nb + 1",
      message:
        "at line 2, column 1: the left side of '+' must be a number, got 'b', a configuration (read a "
        + "number from it, such as b.screenWidth, or scale one: 16.sdp(b))"),
  ])
  func failures(_ f: Failure) {
    #expect(compileError(f.source)?.description == f.message)
  }

  /// Each declaration is compiled once, and one evaluation is bounded: a name that uses a
  /// name twice doubles the work, so fifteen doublings evaluate (3 × 2¹⁵ parts) and the
  /// sixteenth is an error at its statement, at once (sixty would be 2⁶⁰ steps).
  @Test func namesThatUseNamesAreBounded() throws {
    func doublings(_ count: Int) -> String {
      (1...count).reduce("let a0 = 1.sdp") { $0 + "\nlet a\($1) = a\($1 - 1) + a\($1 - 1)" }
    }
    let value = try ExpressionEvaluator().evaluate(doublings(15), configuration: Self.phone)
    #expect(isClose(value, 1.3 * 0x1p15, tolerance: 1e-9, relative: true))
    #expect(
      compileError(doublings(60))?.description
        == "at line 17, column 11: this statement is too large to evaluate: with the names it "
        + "uses it runs more than 100000 parts per window")
  }
}
