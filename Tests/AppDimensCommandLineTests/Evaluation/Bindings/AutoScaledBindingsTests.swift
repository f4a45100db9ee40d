import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("AutoScaled bindings: the Auto builders of Behavior Reference › Auto in EXPR")
struct AutoScaledBindingsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let window: SpecFormulas.Window
    let fontScale: Double
    let expected: Double
    var testDescription: String { "\(source) at \(window)" }
  }

  static let issueChain =
    "16.autoScaledDp.qualifier(24, width, minimum: 600).rotate(14, landscape)"
    + ".mode(28, television)"

  /// Expected values by the ranking rule of Behavior Reference › Principal scaling (mode 4,
  /// qualifier 2, orientation 1) and the auto curve of › Strategies on the smallest width.
  @Test(arguments: [
    // Portrait phone: nothing matches → 16 × 390/300.
    Case(
      source: issueChain, window: .init(w: 390, h: 844), fontScale: 1, expected: 16 * 1.3),
    // Landscape phone: width 844 ≥ 600 (2) beats landscape (1) → 24 × auto(390).
    Case(
      source: issueChain, window: .init(w: 844, h: 390), fontScale: 1, expected: 24 * 1.3),
    // iPad portrait: width 1024 ≥ 600 → 24 × auto(1024).
    Case(
      source: issueChain, window: .init(w: 1024, h: 1366), fontScale: 1,
      expected: 24 * SpecFormulas.auto(1024)),
    // iPad landscape: the same value, sw 1024.
    Case(
      source: issueChain, window: .init(w: 1366, h: 1024), fontScale: 1,
      expected: 24 * SpecFormulas.auto(1024)),
    // TV: the mode (4) wins → 28 × auto(1080).
    Case(
      source: issueChain, window: .init(w: 1920, h: 1080, mode: .television), fontScale: 1,
      expected: 28 * SpecFormulas.auto(1080)),
    // Behavior Reference › Vectors: 1024 × 1366, 16 auto = 32.219968.
    Case(
      source: "16.autoScaledDp", window: .init(w: 1024, h: 1366), fontScale: 1,
      expected: 32.219968),
    Case(
      source: "16.autoScaledDp.resolve(c)", window: .init(w: 1024, h: 1366), fontScale: 1,
      expected: 32.219968),
    // The doc table's rows: nothing matches at 390 wide; the mode wins on the TV.
    Case(
      source: "16.autoScaledDp.qualifier(24, width, minimum: 600)", window: .init(w: 390, h: 844),
      fontScale: 1, expected: 20.8),
    Case(
      source: "16.autoScaledDp.rotate(14, landscape).mode(28, television)",
      window: .init(w: 1920, h: 1080, mode: .television), fontScale: 1, expected: 57.104458),
    // autoSp multiplies by the font scale.
    Case(source: "16.autoSp", window: .init(w: 390, h: 844), fontScale: 1.25, expected: 26),
    Case(
      source: "20.autoSp.rotate(30, landscape)", window: .init(w: 844, h: 390), fontScale: 1.5,
      expected: 30 * 1.3 * 1.5),
    // A final qualifier: auto on the height 844.
    Case(
      source: "16.autoScaledDp.finalQualifier(height)", window: .init(w: 390, h: 844),
      fontScale: 1, expected: 16 * SpecFormulas.auto(844)),
    // A screen condition needs mode AND qualifier (4 + 2).
    Case(
      source: "16.autoScaledDp.screen(40, mode: television, qualifier: width, minimum: 1900)",
      window: .init(w: 1920, h: 1080, mode: .television), fontScale: 1,
      expected: 40 * SpecFormulas.auto(1080)),
    // Multi-window with ignoreMultiWindow: the chosen value unscaled (× fontScale for text).
    Case(
      source: "16.autoScaledDp.ignoreMultiWindow()",
      window: .init(w: 400, h: 900, maxW: 1000, maxH: 900), fontScale: 1, expected: 16),
    Case(
      source: "16.autoSp.ignoreMultiWindow()",
      window: .init(w: 400, h: 900, maxW: 1000, maxH: 900), fontScale: 1.25, expected: 20),
  ])
  func values(_ c: Case) throws {
    let w = c.window
    let configuration = DimensConfiguration(
      screenWidth: w.w, screenHeight: w.h, fontScale: c.fontScale, uiMode: w.mode,
      maximumWindowWidth: w.maxW, maximumWindowHeight: w.maxH)
    #expect(isClose(try #require(evaluate(c.source, configuration)), c.expected))
  }

  @Test func resolveCommandOnTheIssueExample() {
    let run = runTool(["resolve", Self.issueChain, "--device", "Apple TV 4K"])
    #expect(run.status == 0)
    #expect(isClose(Double(run.output.lines.first ?? "") ?? 0, 28 * SpecFormulas.auto(1080)))
  }

  @Test func errors() {
    #expect(
      compileError("16.autoScaledDp(c)")?.description
        == "at column 4: 'autoScaledDp' takes no arguments (chain links: "
        + "16.autoScaledDp.qualifier(24, width, minimum: 600))")
    #expect(
      compileError("16.autoSp.rotat(1, landscape)")?.description
        == "at column 11: unknown builder method 'rotat' (did you mean 'rotate'?)")
    #expect(
      compileError("16.autoScaledDp.resolve().rotate(1, landscape)")?.description
        == "at column 27: unexpected '.rotate' after 'resolve' (it ends the expression)")
  }
}
