import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("ExpressionCompiler: names bound by type, arguments matched by label and position")
struct ExpressionCompilerTests {
  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)

  /// Every kind of argument: numbers (also computed ones), cases with or without the dot and in
  /// any letter case, booleans, ranges, options and conditions built in place.
  @Test func readsEveryKind() throws {
    let c = DimensConfiguration(screenWidth: 1366, screenHeight: 1024, uiMode: .television)
    // The screen condition wins (mode, qualifier and orientation: specificity 7 over the
    // mode link's 4): 24 × 1024 / 300.
    #expect(
      isClose(
        try #require(
          evaluate(
            "16.scaledDp.screen(24, mode: TELEVISION, orientation: .landscape, qualifier: height, "
              + "minimum: 600).mode(28, .television).aspectRatio(false).ignoreMultiWindow(true)", c)
        ),
        24 * 1024 / 300))
    // A computed number as an argument: minimum = 12 × fontScale 1 = 12 ≤ 1024, so 24 wins.
    #expect(
      isClose(
        try #require(
          evaluate("16.scaledDp.qualifier(24, .height, minimum: 16.sdp(c)).resolve(c)", c)),
        24 * 1024 / 300))
    let auto = try #require(
      evaluate(
        "20.autoSp.screen(28, condition: .init(qualifier: .width, minimum: 700)).resolve(c)", c))
    let autoFactor: Double = 1.6 + 0.4 * log(1 + (1024.0 - 480) / 300)
    #expect(isClose(auto, 28 * autoFactor))
  }

  /// A configuration argument is any name, written where a configuration goes (positional
  /// names fill an enumeration parameter first when they can).
  @Test func configurationArguments() throws {
    for source in [
      "16.sdp(c)", "16.sdp(configuration)", "16.sdp(configuration: c)", "16.sdp(phone)",
      "AppDimens.dp(16, configuration: window)", "16.scaledDp.resolve(large)", "16.ssp(large)",
      "16.sdp(width)", "16.dynamic(.scaled, phone)",
    ] {
      #expect(isClose(try #require(evaluate(source, Self.phone), "\(source)"), 20.8))
    }
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Failure(
      source: "16.scaledDp(qualifier: hieght)",
      message:
        "at column 13: unknown value 'hieght' for 'qualifier:' of 'scaledDp' (did you mean 'height'?)"
    ),
    Failure(
      source: "16.scaledDp.rotate(12, up)",
      message:
        "at column 24: unknown value 'up' for the orientation of 'rotate' (expected one of portrait, landscape)"
    ),
    Failure(
      source: "16.scaledDp.qualifier(24, width, minimum: width)",
      message: "at column 34: 'minimum:' of 'qualifier' must be a number, got 'width'"),
    Failure(
      source: "16.scaledDp(aspectRatio: 1)",
      message: "at column 13: 'aspectRatio:' of 'scaledDp' must be true or false, got number 1"),
    Failure(
      source: "16.powerDp(scaleLimits: 3...1)",
      message: "at column 12: 'scaleLimits:' of 'powerDp' is reversed: 3...1"),
    Failure(
      source: "16.scaledDp.rotate()", message: "at column 13: 'rotate' needs the value"),
    Failure(
      source: "16.scaledDp.qualifier(24, width)",
      message: "at column 13: 'qualifier' needs the argument 'minimum:' (the threshold)"),
    Failure(
      source: "16.scaledDp.qualifier(24, width, minimum: 2, minimum: 3)",
      message: "at column 46: argument 'minimum:' is given twice to 'qualifier'"),
    Failure(
      source: "16.scaledDp.qualifier(24, width, minimun: 2)",
      message: "at column 34: unknown argument 'minimun:' to 'qualifier' (did you mean 'minimum:'?)"
    ),
    Failure(
      source: "16.scaledDp.rotate(12, landscape, 3)",
      message: "at column 35: unexpected argument number 3 to 'rotate'"),
    Failure(
      source: "16.scaledDp.aspectRatio", message: "at column 13: expected '(' after 'aspectRatio'"),
    Failure(
      source: "16.autoScaledDp(c)",
      message:
        "at column 4: 'autoScaledDp' takes no arguments (chain links: 16.autoScaledDp.qualifier(24, width, minimum: 600))"
    ),
    Failure(
      source: "100.percentDp(width, qualifier: height)",
      message: "at column 15: unexpected argument 'width' to 'percentDp'"),
    Failure(
      source: "16.powerDp(c, options: .init(powr: 1))",
      message:
        "at column 30: unknown argument 'powr:' to 'StrategyOptions' (did you mean 'power:'?)"),
    Failure(
      source: "16.powerDp(c, options: 5)",
      message:
        "at column 15: 'options:' of 'powerDp' must be StrategyOptions (.init(…)), got number 5"),
    Failure(
      source: "c.screenWdth",
      message:
        "at column 3: unknown property 'screenWdth' of a configuration (did you mean 'screenWidth'?)"
    ),
    Failure(
      source: "DimensFactors(c).reslve(16, strategy: .power)",
      message: "at column 18: unknown member 'reslve' of DimensFactors (did you mean 'resolve'?)"),
    Failure(
      source: "DimensFactors(c)",
      message:
        "at column 1: the expression gives DimensFactors, not a number (call one of its methods, "
        + "such as DimensFactors(c).sdp(16))"),
    Failure(
      source: "c",
      message:
        "at column 1: expected a number for the base value (for example 16.sdp), found 'c' (read "
        + "a number from it, such as c.screenWidth, or scale one: 16.sdp(c))"),
    // The dead end: design points name the call that makes them a number.
    Failure(
      source: "[390: 16, 820: 24]",
      message:
        "at column 1: the expression gives DesignPoints such as [390: 16, 820: 24], not a number "
        + "(write [390: 16, 820: 24].resolve(c) for its value in the window)"),
    Failure(
      source: "[w320: 80, wR.all: 140]",
      message:
        "at column 1: the expression gives a breakpoint table such as [w320: 80, wR.all: 140], "
        + "not a number (write [w320: 80, wR.all: 140].resolve(c) for its value in the window)"),
    Failure(
      source: "ResizeBound.fixedSp(12)",
      message:
        "at column 1: the expression gives a ResizeBound, not a number (write "
        + "ResizeBound.fixedSp(12).points(c))"),
    Failure(
      source: "[w390: 2].scaled(c)",
      message: "at column 2: unknown key 'w390' (write .width(390))"),
    Failure(
      source: "16.powerDp.rotate(1, landscape)",
      message: "at column 12: unexpected '.rotate' after 'powerDp' (it ends the expression)"),
    Failure(source: "16(c)", message: "at column 1: number 16 cannot be called"),
  ])
  func failures(_ f: Failure) {
    #expect(compileError(f.source)?.description == f.message)
  }

  /// An identifier the compiler cannot bind names everything it can.
  @Test func unknownNamesListWhatCanBeNamed() throws {
    let message = try #require(compileError("columns.resolve(c)")).description
    #expect(message.hasPrefix("at column 1: unknown name 'columns' ("))
    for type in [
      "AppDimens", "AppDimensPlain", "DimensFactors", "DimensUnits", "ResizeBound",
      "StrategyOptions", "ScreenCondition",
    ] {
      #expect(message.contains(type))
    }
    #expect(message.contains("c in 16.sdp(c)"))
  }
}
