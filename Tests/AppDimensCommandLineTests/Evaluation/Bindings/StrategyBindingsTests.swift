import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("Strategy bindings: every strategy of Behavior Reference › Strategies in EXPR")
struct StrategyBindingsTests {
  /// Behavior Reference › Vectors rows, plus the documented forms with values from Behavior
  /// Reference › Strategies formulas by hand.
  @Test(arguments: [
    WindowCase(source: "16.powerDp", width: 390, height: 844, expected: 19.479486),
    WindowCase(source: "16.powerDp(c)", width: 390, height: 844, expected: 19.479486),
    WindowCase(source: "16.fluidDp", width: 390, height: 844, expected: 13.8),
    WindowCase(source: "16.interpolatedDp()", width: 390, height: 844, expected: 18.4),
    WindowCase(
      source: "100.percentDp(percent: 50, qualifier: width)", width: 390, height: 844,
      expected: 195),
    WindowCase(
      source: "100.percentDp(c, percent: 50, .width)", width: 390, height: 844, expected: 195),
    WindowCase(source: "16.autoDp", width: 1024, height: 1366, expected: 32.219968),
    WindowCase(source: "16.dynamic(.auto, c)", width: 1024, height: 1366, expected: 32.219968),
    // 16 × (390/300)^0.5 = 18.242807; 16 × (0.85 + (390 − 320)/880 × 0.55) = 14.3.
    WindowCase(
      source: "16.powerDp(power: 0.5, qualifier: width)", width: 390, height: 844,
      expected: 18.242807),
    WindowCase(
      source: "16.fluidDp(viewport: 320...1200, scale: 0.85...1.4)", width: 390, height: 844,
      expected: 14.3),
    // 16 × (1 + 0.3 × 0.25) = 17.2; 16 × hypot(390, 844) / 611.628155 = 24.321981.
    WindowCase(
      source: "16.interpolatedDp(interpolation: 0.25)", width: 390, height: 844, expected: 17.2),
    WindowCase(source: "16.dynamic(diagonal)", width: 390, height: 844, expected: 24.321981),
    WindowCase(
      source: "16.dynamic(.power, power: 0.5)", width: 390, height: 844, expected: 18.242807),
    // density: 16 × scale 1; plain: 16.
    WindowCase(source: "16.densityDp", width: 390, height: 844, expected: 16),
    WindowCase(source: "16.dynamic(plain)", width: 390, height: 844, expected: 16),
  ])
  func vectors(_ v: WindowCase) throws {
    #expect(isClose(try #require(evaluate(v.source, v.window)), v.expected))
  }

  /// The named forms and their Behavior Reference › Strategies strategies (`autoDp` is the command line's).
  static let namedForms: [(name: String, strategy: ScalingStrategy)] = [
    ("autoDp", .auto), ("powerDp", .power), ("logarithmicDp", .logarithmic),
    ("interpolatedDp", .interpolated), ("fluidDp", .fluid), ("percentDp", .percent),
    ("diagonalDp", .diagonal), ("perimeterDp", .perimeter), ("fitDp", .fit), ("fillDp", .fill),
    ("densityDp", .density),
  ]

  /// Random options, written as labels, on every form and window, against Behavior Reference › Strategies.
  @Test func everyFormAndEveryOptionAgainstTheSpec() throws {
    var generator = SplitMix64(seed: 35)
    let forms =
      Self.namedForms.map { ($0.name + "(", $0.strategy) }
      + ScalingStrategy.allCases.map { ("dynamic(.\($0.name), ", $0) }
    for _ in 0..<40 {
      for (prefix, strategy) in forms {
        var o = StrategyOptions()
        o.qualifier = DpQualifier.allCases.randomElement(using: &generator) ?? .width
        o.inverter = Inverter.allCases.randomElement(using: &generator) ?? .default
        let aspectRatio = Bool.random(using: &generator)
        let sensitivity = Double.random(in: 0...2, using: &generator)
        o.ignoreMultiWindow = Bool.random(using: &generator)
        let percent = Double.random(in: 0...200, using: &generator)
        let power = Double.random(in: 0...4, using: &generator)
        let interpolation = Double.random(in: 0...1, using: &generator)
        let low = Double.random(in: 100...800, using: &generator)
        let viewport = low...(low + Double.random(in: 0...900, using: &generator))
        let a = Double.random(in: 0.5...1, using: &generator)
        let scale = a...(a + Double.random(in: 0...1, using: &generator))
        (o.aspectRatio, o.sensitivity, o.percent, o.power) = (
          aspectRatio, sensitivity, percent, power
        )
        (o.interpolation, o.fluidViewport, o.fluidScale) = (interpolation, viewport, scale)
        let limitsLow = Double.random(in: 0.5...1.5, using: &generator)
        o.scaleLimits =
          Bool.random(using: &generator)
          ? limitsLow...(limitsLow + Double.random(in: 0...2, using: &generator)) : nil
        let viewportLabel = Bool.random(using: &generator) ? "viewport" : "fluidViewport"
        let scaleLabel = Bool.random(using: &generator) ? "scale" : "fluidScale"
        var labels = [
          "qualifier: \(o.qualifier)", "inverter: .\(o.inverter)", "aspectRatio: \(aspectRatio)",
          "sensitivity: \(sensitivity)", "ignoreMultiWindow: \(o.ignoreMultiWindow)",
          "percent: \(percent)", "power: \(power)", "interpolation: \(interpolation)",
          "\(viewportLabel): \(viewport.lowerBound)...\(viewport.upperBound)",
          "\(scaleLabel): \(scale.lowerBound)...\(scale.upperBound)",
        ]
        if let limits = o.scaleLimits {
          labels.append("scaleLimits: \(limits.lowerBound)...\(limits.upperBound)")
        }
        labels.shuffle(using: &generator)
        let source = "16." + prefix + labels.joined(separator: ", ") + ")"
        for window in SpecFormulas.windows {
          let expected = SpecFormulas.strategy(strategy, 16, window, o)
          let actual = try #require(evaluate(source, window.configuration), "\(source)")
          #expect(
            isClose(actual, expected, tolerance: 1e-9 * max(1, abs(expected))),
            "\(source) at \(window)")
        }
      }
    }
  }

  /// Options outside their ranges are passed to the library, which sanitizes them (its
  /// documented table: power 9 → 4, interpolation 1.5 → 1, percent −20 → 0).
  @Test func optionEdges() throws {
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(isClose(try #require(evaluate("16.powerDp(power: 9)", c)), 16 * pow(1.3, 4)))
    #expect(isClose(try #require(evaluate("16.powerDp(power: 0)", c)), 16))
    #expect(isClose(try #require(evaluate("16.interpolatedDp(interpolation: 1.5)", c)), 20.8))
    #expect(isClose(try #require(evaluate("16.interpolatedDp(interpolation: -1)", c)), 16))
    #expect(isClose(try #require(evaluate("16.percentDp(percent: -20)", c)), 0))
    // A zero-width viewport is a step: 390 < 400 → a, 390 ≥ 390 → b.
    #expect(isClose(try #require(evaluate("16.fluidDp(viewport: 400...400)", c)), 16 * 0.8))
    #expect(isClose(try #require(evaluate("16.fluidDp(viewport: 390...390)", c)), 16 * 1.2))
    // scaleLimits clamp the factor 1.3 into 0.8…1.2.
    #expect(isClose(try #require(evaluate("16.autoDp(scaleLimits: 0.8...1.2)", c)), 19.2))
  }

  /// The command line resolves the forms too.
  @Test func resolveCommand() {
    let run = runTool([
      "resolve", "16.fluidDp(viewport: 320...1200, scale: 0.85...1.4)", "--device", "iphone16e",
    ])
    #expect(run.status == 0)
    #expect(isClose(Double(run.output.lines.first ?? "") ?? 0, 14.3))
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Failure(
      source: "16.powerDp(powr: 0.5)",
      message: "at column 12: unknown argument 'powr:' to 'powerDp' (did you mean 'power:'?)"),
    Failure(
      source: "16.fluidDp(viewport: 1200...320)",
      message: "at column 12: 'viewport:' of 'fluidDp' is reversed: 1200...320"),
    Failure(source: "16.dynamic()", message: "at column 4: 'dynamic' needs the strategy"),
    Failure(source: "16.dynamic", message: "at column 4: expected '(' after 'dynamic'"),
    Failure(
      source: "16.dynamic(diagonl)",
      message:
        "at column 12: unknown value 'diagonl' for the strategy of 'dynamic' (did you mean 'diagonal'?)"
    ),
    Failure(
      source: "16.fluidDp(viewport: 1...2, fluidViewport: 1...2)",
      message:
        "at column 4: 'viewport:' and 'fluidViewport:' of 'fluidDp' are the same option; give one"),
    Failure(
      source: "16.powerDp.rotate(1, landscape)",
      message: "at column 12: unexpected '.rotate' after 'powerDp' (it ends the expression)"),
    Failure(
      source: "16.autoDp(power: true)",
      message: "at column 11: 'power:' of 'autoDp' must be a number, got true"),
    Failure(
      source: "16.percentDp(width, qualifier: height)",
      message: "at column 14: unexpected argument 'width' to 'percentDp'"),
    Failure(
      source: "16.powerDp(scaleLimits: 2)",
      message:
        "at column 12: 'scaleLimits:' of 'powerDp' must be a range such as 320...1200, got number 2"
    ),
  ])
  func errors(_ f: Failure) {
    #expect(compileError(f.source)?.description == f.message)
  }
}
