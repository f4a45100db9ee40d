import AppDimensTestSupport
import Testing

@testable import AppDimensStrategies

/// A window the precomputed strategy factors are checked on.
struct FactorsWindowCase: Sendable, CustomTestStringConvertible {
  let name: String
  let width: Double
  let height: Double
  let displayScale: Double
  var testDescription: String { "\(name) \(width) × \(height) @\(displayScale)x" }
}

let factorsWindows = [
  FactorsWindowCase(name: "phone portrait", width: 390, height: 844, displayScale: 3),
  FactorsWindowCase(name: "phone landscape", width: 844, height: 390, displayScale: 3),
  FactorsWindowCase(name: "tiny watch", width: 162, height: 197, displayScale: 2),
  FactorsWindowCase(name: "4:3 iPad", width: 768, height: 1024, displayScale: 2),
  FactorsWindowCase(name: "square", width: 500, height: 500, displayScale: 1),
  FactorsWindowCase(name: "TV", width: 1920, height: 1080, displayScale: 1),
  FactorsWindowCase(name: "iPad Pro 12.9", width: 1024, height: 1366, displayScale: 2),
]

@Test(
  "Every precomputed factor follows Behavior Reference › Strategies with default options",
  arguments: factorsWindows)
func precomputedFactors(_ window: FactorsWindowCase) {
  let configuration = DimensConfiguration(
    screenWidth: window.width, screenHeight: window.height, displayScale: window.displayScale)
  let factors = DimensFactors(configuration)
  let curves: [ScalingStrategy] =
    ScalingStrategy.allCases + [
      .scaled(aspectRatio: true), .scaled(aspectRatio: true, sensitivity: 0.3),
      .power(exponent: 0.5), .interpolated(amount: 0.2), .percent(40),
      .fluid(viewport: 320...1200, scale: 0.85...1.4),
    ]
  for strategy in curves {
    let expected = Reference.factor(Reference.curve(strategy), configuration)
    #expect(isClose(factors.factor(strategy), expected, tolerance: 1e-9), "\(strategy)")
    #expect(isClose(factors.resolve(16, strategy: strategy), 16 * expected, tolerance: 1e-9))
  }
}

/// One Behavior Reference › Vectors row resolved through the precomputed factors.
struct FactorsVectorCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let strategy: ScalingStrategy
  let expected: Double
  var testDescription: String { "\(width) × \(height) 16 \(strategy) = \(expected)" }
}

@Test(
  "The precomputed factors reproduce Behavior Reference › Vectors",
  arguments: [
    FactorsVectorCase(width: 390, height: 844, strategy: .power, expected: 19.479486),
    FactorsVectorCase(width: 390, height: 844, strategy: .fluid, expected: 13.8),
    FactorsVectorCase(width: 390, height: 844, strategy: .interpolated, expected: 18.4),
    FactorsVectorCase(width: 1024, height: 1366, strategy: .auto, expected: 32.219968),
  ])
func factorsVectors(_ row: FactorsVectorCase) {
  let factors = DimensFactors(DimensConfiguration(screenWidth: row.width, screenHeight: row.height))
  #expect(isClose(factors.resolve(16, strategy: row.strategy), row.expected))
}
