import Testing

@testable import AppDimens

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// Behavior Reference › Strategies with the default options, written out independently of the
/// kernels.
func specDefaultFactor(_ strategy: ScalingStrategy, _ w: Double, _ h: Double, _ s: Double)
  -> Double
{
  let sw = min(w, h)
  let lg = max(w, h)
  let r = sw / 300
  switch strategy {
  case .scaled: return r
  case .auto: return sw <= 480 ? sw / 300 : 1.6 + 0.4 * log(1 + (sw - 480) / 300)
  case .power: return pow(r, 0.75)
  case .logarithmic: return max(0, 1 + 0.4 * log(r))
  case .interpolated: return 1 + (r - 1) * 0.5
  case .fluid: return 0.8 + min(max((sw - 320) / (768 - 320), 0), 1) * (1.2 - 0.8)
  case .percent: return 100.0 / 100 * sw / 100
  case .diagonal: return (w * w + h * h).squareRoot() / (300.0 * 300 + 533 * 533).squareRoot()
  case .perimeter: return (w + h) / 833
  case .fit: return min(sw / 300, lg / 533)
  case .fill: return max(sw / 300, lg / 533)
  case .density: return s
  case .plain: return 1
  }
}

@Test(
  "Every precomputed factor follows Behavior Reference › Strategies with default options",
  arguments: factorsWindows)
func precomputedFactors(_ window: FactorsWindowCase) {
  let configuration = DimensConfiguration(
    screenWidth: window.width, screenHeight: window.height, displayScale: window.displayScale)
  let factors = DimensFactors(configuration)
  for strategy in ScalingStrategy.allCases {
    let expected = specDefaultFactor(strategy, window.width, window.height, window.displayScale)
    #expect(abs(factors.factor(strategy) - expected) < 1e-9, "\(strategy)")
    #expect(abs(factors.resolve(16, strategy: strategy) - 16 * expected) < 1e-9, "\(strategy)")
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
  #expect(abs(factors.resolve(16, strategy: row.strategy) - row.expected) < 1e-4)
}
