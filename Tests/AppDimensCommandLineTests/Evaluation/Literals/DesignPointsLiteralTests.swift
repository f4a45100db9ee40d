import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

/// A dictionary literal with number keys is `DesignPoints`, as in Swift; the values are the
/// worked table of the "From several design frames" article (hand-computed there).
@Suite("Design points in the expression language")
struct DesignPointsLiteralTests {
  @Test(arguments: [
    WindowCase(
      source: "[390: 16, 820: 24, 1280: 32].resolve(c)", width: 375, height: 667, expected: 16),
    WindowCase(
      source: "[390: 16, 820: 24, 1280: 32].resolve(c)", width: 393, height: 852,
      expected: 16.055814),
    WindowCase(
      source: "[390: 16, 820: 24, 1280: 32].resolve(c)", width: 744, height: 1133,
      expected: 22.586047),
    WindowCase(
      source: "[390: 16, 820: 24, 1280: 32].resolve(c)", width: 1032, height: 1376,
      expected: 27.686957),
    WindowCase(
      source: "[1280: 32, 390: 16, 820: 24].resolve(c)", width: 1280, height: 800,
      expected: 23.627907),
    WindowCase(
      source: "DesignPoints([390: 16, 820: 24, 1280: 32], qualifier: .width).resolve(c)",
      width: 1280, height: 800, expected: 32),
    // The extrapolation table: d = 320 and d = 1440.
    WindowCase(
      source: "DesignPoints([390: 16, 820: 24, 1280: 32], extrapolation: .proportional).resolve(c)",
      width: 320, height: 700, expected: 13.128205),
    WindowCase(
      source: "DesignPoints([390: 16, 820: 24, 1280: 32], extrapolation: .linear).resolve(c)",
      width: 320, height: 700, expected: 14.697674),
    WindowCase(
      source: "DesignPoints([390: 16, 820: 24, 1280: 32], extrapolation: proportional).resolve(c)",
      width: 1440, height: 1600, expected: 36),
    WindowCase(
      source: "DesignPoints([390: 16, 820: 24, 1280: 32], extrapolation: .linear).resolve(c)",
      width: 1440, height: 1600, expected: 34.782609),
    // Values may be negative or zero (only sizes must be windows): 16 + 3 × (−19 ÷ 430).
    WindowCase(
      source: "[390: 16, 820: -3].resolve(c)", width: 393, height: 852, expected: 15.867442),
  ])
  func resolve(_ row: WindowCase) throws {
    let value = try ExpressionEvaluator().evaluate(row.source, configuration: row.window)
    #expect(isClose(value, row.expected, tolerance: 5e-7), "\(value)")
  }

  @Test func textFollowsTheFontScale() throws {
    // 17 × 1.5 = 25.5; capped at 1.2: 17 × 1.2 = 20.4 (the rows of resolveText's doc table).
    let window = DimensConfiguration(screenWidth: 390, screenHeight: 844, fontScale: 1.5)
    let evaluator = ExpressionEvaluator()
    #expect(try evaluator.evaluate("[390: 17].resolveText(c)", configuration: window) == 25.5)
    #expect(
      isClose(
        try evaluator.evaluate(
          "[390: 17].resolveText(c, maximumScale: 1.2)", configuration: window),
        20.4, tolerance: 1e-12))
  }

  @Test(arguments: [
    ("[390: 16, w320: 3].resolve(c)", "at column 2: a key of the table must be a ScreenIdentifier"),
    (
      "DesignPoints([390: x]).resolve(c)",
      "at column 20: a value of a dictionary literal must be a number, got 'x'"
    ),
    (
      "DesignPoints([w320: 1]).resolve(c)",
      "at column 15: a key of design points must be a window size in points, got 'w320'"
    ),
    (
      "[390: 16]",
      "at column 1: the expression gives DesignPoints such as [390: 16, 820: 24], not a number"
    ),
    (
      "[390: 16].resolve(c, extrapolation: .linear)",
      "at column 22: unknown argument 'extrapolation:' to 'resolve'"
    ),
    // Bad entries: the tool validates where the Swift literal sanitizes; the column is the
    // entry's size (or value), the message the library's DesignPointsError.
    (
      "[390: 16, 820: 24, 390: 20].resolve(c)",
      "at column 20: design point 2: size 390 repeats design point 0"
    ),
    (
      "[390: 16, 0: 20].resolve(c)",
      "at column 11: design point 1: size 0 must be a finite number in 1…100000"
    ),
    (
      "[-390: 16].resolve(c)",
      "at column 2: design point 0: size -390 must be a finite number in 1…100000"
    ),
    (
      "DesignPoints([390: 16, 200000: 24], qualifier: .width).resolve(c)",
      "at column 24: design point 1: size 200000 must be a finite number in 1…100000"
    ),
    ("[390: 16, 1e999: 24].resolve(c)", "at column 11: number '1e999' is too large"),
    ("[390: 16, 820: 1e999].resolve(c)", "at column 16: number '1e999' is too large"),
    ("[390: 16, 820: .nan].resolve(c)", "at column 16: a value of a dictionary literal must be"),
    (
      "DesignPoints([:]).resolve(c)",
      "at column 14: design points: no entries; give at least one size: value pair"
    ),
    // As in Swift, an empty literal with no type to infer is an error (it was an empty
    // breakpoint table, whose resolve(c) is nil).
    (
      "[:].resolve(c)",
      "at column 1: an empty literal has no type here: give design points at least one size"
    ),
    (
      "DesignPoints([], extrapolation: .linear).resolve(c)",
      "at column 14: design points: no entries; give at least one size: value pair"
    ),
  ])
  func errors(_ source: String, _ message: String) {
    #expect(throws: ExpressionError.self) { try ExpressionEvaluator().compile(source) }
    do {
      _ = try ExpressionEvaluator().compile(source)
    } catch {
      #expect(error.description.hasPrefix(message), "\(error)")
    }
  }
}
