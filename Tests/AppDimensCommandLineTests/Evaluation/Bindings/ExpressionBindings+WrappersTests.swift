import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("Property wrappers: @ScaledDimension and @Breakpoint hold the value the window gives")
struct ExpressionBindingsWrappersTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let configuration: DimensConfiguration
    let expected: Double
    var testDescription: String { source }
  }

  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, idiom: .phone)
  static let baselineLarge = DimensConfiguration(
    screenWidth: 300, screenHeight: 533, fontScale: 1.25)

  // Every form of the seed's table (`(16)`, `(100, .width)`, `(48, .height)`, `(text: 16)`,
  // `(text: 16, .height)`, `(text: 16, .width)`, `(text: 16, fontScale: false)`,
  // `aspectRatio: true`, `ignoreMultiWindow: true`) and the design-point forms, with the
  // Behavior Reference's vectors: 16.sdp = 20.8, 16.hdp = 45.013333 and 16.sdpa = 21.550307 on
  // 390 × 844 (so 12.sdpa = 16.162730, 48.hdp = 135.04), 16.ssp = 20 and 16.sem = 16 at
  // fontScale 1.25 on the baseline.
  @Test(arguments: [
    Case(source: "@ScaledDimension(16)", configuration: phone, expected: 20.8),
    Case(source: "@ScaledDimension(16) private var spacing", configuration: phone, expected: 20.8),
    Case(source: "@ScaledDimension(100, .width)", configuration: phone, expected: 130),
    Case(source: "@ScaledDimension(48, .height)", configuration: phone, expected: 135.04),
    Case(source: "@ScaledDimension(48, height)", configuration: phone, expected: 135.04),
    Case(
      source: "@ScaledDimension(12, aspectRatio: true)", configuration: phone, expected: 16.162730),
    Case(source: "@ScaledDimension(text: 17)", configuration: phone, expected: 22.1),
    Case(source: "@ScaledDimension(text: 16, .height)", configuration: phone, expected: 45.013333),
    Case(source: "@ScaledDimension(text: 16, .width)", configuration: phone, expected: 20.8),
    Case(source: "@ScaledDimension(text: 16)", configuration: baselineLarge, expected: 20),
    Case(
      source: "@ScaledDimension(text: 16, fontScale: false)", configuration: baselineLarge,
      expected: 16),
    Case(
      source: "@ScaledDimension(16, ignoreMultiWindow: true)",
      configuration: DimensConfiguration(
        screenWidth: 375, screenHeight: 1024, maximumWindowWidth: 1366, maximumWindowHeight: 1024),
      expected: 16),
    Case(
      source: "@ScaledDimension([390: 16, 820: 24, 1280: 32]) private var padding",
      configuration: DimensConfiguration(screenWidth: 605, screenHeight: 900), expected: 20),
    Case(
      source: "@ScaledDimension(text: [390: 17, 820: 19])", configuration: phone, expected: 17),
    Case(
      source: "@ScaledDimension(text: [390: 16, 820: 24], fontScale: false)",
      configuration: DimensConfiguration(screenWidth: 390, screenHeight: 844, fontScale: 2),
      expected: 16),
    // @Breakpoint: the matching value, else the initial value (a phone is compact: wC).
    Case(
      source: "@Breakpoint([.wC.all: 16, .wR.all: 32]) private var inset: CGFloat = 12",
      configuration: phone, expected: 16),
    Case(
      source: "@Breakpoint([.wR.all: 32]) private var inset: CGFloat = 12", configuration: phone,
      expected: 12),
    Case(source: "CGFloat(12.sdpa(c))", configuration: phone, expected: 16.162730),
    Case(source: "Double(10.sdp)", configuration: phone, expected: 13),
  ])
  func values(_ c: Case) throws {
    let value = try ExpressionEvaluator().evaluate(c.source, configuration: c.configuration)
    #expect(isClose(value, c.expected, tolerance: 1e-6), "\(value)")
  }

  /// With no initial value, no match is nil: the tool says there is no value.
  @Test func aBreakpointWithoutAMatchIsNil() {
    let run = runTool([
      "resolve", "@Breakpoint([.wR.all: 32]) private var inset: CGFloat?", "-d", "iphone15",
    ])
    #expect(run.status == 2)
    #expect(run.error.lines.first?.hasPrefix("error: no value") == true)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Failure(
      source: "@ScaledDimension(16, fontScale: false)",
      message: "at column 2: 'ScaledDimension' needs the argument 'text:'"),
    Failure(
      source: "@ScaledDimension(16) var spacing = 4",
      message:
        "at column 34: '@ScaledDimension' takes no initial value: its value comes from the window"),
    Failure(
      source: "@ScaledDimension(16) let spacing",
      message: "at column 22: a property wrapper is declared with 'var', not 'let'"),
    Failure(
      source: "@State private var count = 0",
      message:
        "at column 2: unknown attribute '@State' (the tool gives the value of "
        + "@ScaledDimension(…) and @Breakpoint(…))"),
    Failure(
      source: "@ScaledDimension 16",
      message: "at column 18: expected '(' after '@ScaledDimension', found number 16"),
    Failure(
      source: "@ ScaledDimension(16)",
      message: "at column 3: expected an attribute name after '@', found 'ScaledDimension'"),
    Failure(
      source: "@ScaledDimension(text: 16, .diagonal)",
      message:
        "at column 28: unknown value 'diagonal' for the qualifier of 'ScaledDimension' (expected "
        + "one of smallWidth, width, height)"),
  ])
  func failures(_ f: Failure) {
    #expect(compileError(f.source)?.description == f.message)
  }
}
