import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("ScaledDp bindings: the general form = AppDimens.dp, the chain = ScaledDpBuilder")
struct ScaledDpBindingsTests {
  static let portrait = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  static let split = DimensConfiguration(
    screenWidth: 400, screenHeight: 900, maximumWindowWidth: 1000, maximumWindowHeight: 900)
  static let windows = [
    portrait, DimensConfiguration(screenWidth: 844, screenHeight: 390), split,
    DimensConfiguration(screenWidth: 1366, screenHeight: 1024, uiMode: .television),
  ]

  @Test func generalFormEqualsDirectCalls() throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let qualifier = DpQualifier.allCases.randomElement(using: &generator) ?? .width
      let inverter = Inverter.allCases.randomElement(using: &generator) ?? .default
      let aspect = Bool.random(using: &generator)
      let ignore = Bool.random(using: &generator)
      let k = Double.random(in: 0...2, using: &generator)
      let source =
        "16.scaledDp(qualifier: \(qualifier), inverter: .\(inverter), aspectRatio: \(aspect), "
        + "sensitivity: \(k), ignoreMultiWindow: \(ignore))"
      for c in Self.windows {
        let expected = AppDimens.dp(
          16, configuration: c, qualifier: qualifier, inverter: inverter, aspectRatio: aspect,
          sensitivity: k, ignoreMultiWindow: ignore)
        #expect(evaluate(source, c) == expected, "\(source)")
      }
    }
  }

  @Test func generalFormDefaults() throws {
    // 16 × 844 / 300 (Behavior Reference › Principal scaling, qualifier height).
    #expect(
      isClose(try #require(evaluate("16.scaledDp(qualifier: height)", Self.portrait)), 45.013333))
    #expect(evaluate("16.scaledDp()", Self.portrait) == 16.sdp(Self.portrait))
    #expect(evaluate("16.scaledDp(c)", Self.portrait) == 16.sdp(Self.portrait))
  }

  @Test func strategyOptionsGoToTheStrategyAPI() throws {
    // Behavior Reference › Strategies scaleLimits clamp the factor: 390 → 1.3 (inside 0.8…1.5);
    // 1032 → 3.44 → 1.5.
    let limited = "16.scaledDp(scaleLimits: 0.8...1.5)"
    #expect(isClose(try #require(evaluate(limited, Self.portrait)), 20.8))
    let pad = DimensConfiguration(screenWidth: 1032, screenHeight: 1376)
    #expect(isClose(try #require(evaluate(limited, pad)), 24))
    // Principal labels keep working next to strategy ones: 16 × 844 / 300, clamped to 2.
    let both = "16.scaledDp(qualifier: height, scaleLimits: 1...2)"
    #expect(isClose(try #require(evaluate(both, Self.portrait)), 32))
    #expect(isClose(try #require(evaluate("16.scaledDp(power: 0.5)", Self.portrait)), 20.8))
  }

  @Test func builderChainEqualsScaledDpBuilder() throws {
    let source =
      "16.scaledDp.screen(24, qualifier: width, minimum: 600).rotate(12, landscape)"
      + ".mode(28, television).qualifier(20, width, minimum: 900).aspectRatio()"
      + ".ignoreMultiWindow()"
    let builder = 16.scaledDp
      .screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
      .mode(28, .television).qualifier(20, .width, minimum: 900).aspectRatio()
      .ignoreMultiWindow()
    for c in Self.windows {
      #expect(evaluate(source, c) == builder.resolve(c))
    }
  }

  @Test func everyLink() throws {
    let cases: [(String, ScaledDpBuilder)] = [
      ("16.scaledDp", 16.scaledDp),
      (
        "16.scaledDp.screen(30, mode: television, orientation: landscape, qualifier: height, minimum: 10)",
        16.scaledDp.screen(
          30, mode: .television, orientation: .landscape, qualifier: .height, minimum: 10)
      ),
      ("16.scaledDp.aspectRatio(false)", 16.scaledDp.aspectRatio(false)),
      ("16.scaledDp.aspectRatio(sensitivity: 0.3)", 16.scaledDp.aspectRatio(sensitivity: 0.3)),
      ("16.scaledDp.ignoreMultiWindow(false)", 16.scaledDp.ignoreMultiWindow(false)),
      (
        "16.scaledDp.finalQualifier(height, inverter: phToLw)",
        16.scaledDp.finalQualifier(.height, inverter: .phToLw)
      ),
      ("16.scaledDp.finalQualifier(.width).resolve()", 16.scaledDp.finalQualifier(.width)),
    ]
    for (source, builder) in cases {
      for c in Self.windows {
        #expect(evaluate(source, c) == builder.resolve(c), "\(source)")
      }
    }
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Failure(
      source: "16.scaledDp.rotat(12, landscape)",
      message: "at column 13: unknown builder method 'rotat' (did you mean 'rotate'?)"),
    Failure(
      source: "16.scaledDp.aspectRatio", message: "at column 13: expected '(' after 'aspectRatio'"),
    Failure(
      source: "16.scaledDp.rotate(12)", message: "at column 13: 'rotate' needs the orientation"),
    Failure(
      source: "16.scaledDp.qualifier(20, width)",
      message: "at column 13: 'qualifier' needs the argument 'minimum:' (the threshold)"),
    Failure(
      source: "16.scaledDp.resolve(c).aspectRatio()",
      message: "at column 24: unexpected '.aspectRatio' after 'resolve' (it ends the expression)"),
    Failure(
      source: "16.scaledDp(qualifier: height).rotate(1, landscape)",
      message: "at column 32: unexpected '.rotate' after 'scaledDp' (it ends the expression)"),
    Failure(
      source: "16.scaledDp(qualifer: height)",
      message:
        "at column 13: unknown argument 'qualifer:' to 'scaledDp' (did you mean 'qualifier:'?)"),
    Failure(
      // Eight 20-character links after the 11-character head: the ninth name is at 173.
      source: "16.scaledDp" + String(repeating: ".rotate(1, portrait)", count: 8) + ".mode(2, car)",
      message: "at column 173: a chain holds at most 8 conditions; 'mode' would be condition 9"),
    Failure(
      source: "16.scaledDp(inverter: phToLh)",
      message:
        "at column 13: unknown value 'phToLh' for 'inverter:' of 'scaledDp' (did you mean 'phToLw'?)"
    ),
  ])
  func errors(_ f: Failure) {
    #expect(compileError(f.source)?.description == f.message)
  }
}
