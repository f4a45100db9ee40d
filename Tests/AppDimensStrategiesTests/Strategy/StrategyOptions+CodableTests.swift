import Foundation
import Testing

@testable import AppDimensStrategies

@Test("StrategyOptions round-trips through JSON")
func strategyOptionsRoundTrip() throws {
  let options = StrategyOptions(
    qualifier: .width, inverter: .swToLw, aspectRatio: true, sensitivity: 0.3,
    ignoreMultiWindow: true, percent: 40, power: 0.6, interpolation: 0.2,
    fluidViewport: 320...1200, fluidScale: 0.85...1.4, scaleLimits: 0.8...1.5)
  let data = try JSONEncoder().encode(options)
  #expect(try JSONDecoder().decode(StrategyOptions.self, from: data) == options)
  let plain = try JSONEncoder().encode(StrategyOptions())
  #expect(try JSONDecoder().decode(StrategyOptions.self, from: plain) == StrategyOptions())
}

@Test("Missing keys take their defaults")
func strategyOptionsPartialJSON() throws {
  let data = Data(#"{"power": 0.5, "qualifier": "width"}"#.utf8)
  let options = try JSONDecoder().decode(StrategyOptions.self, from: data)
  #expect(options == StrategyOptions(qualifier: .width, power: 0.5))
  let empty = try JSONDecoder().decode(StrategyOptions.self, from: Data("{}".utf8))
  #expect(empty == StrategyOptions())
}

@Test("A reversed range throws instead of trapping")
func strategyOptionsReversedRange() {
  let data = Data(#"{"fluidScale": [1.2, 0.8]}"#.utf8)
  #expect(throws: DecodingError.self) {
    try JSONDecoder().decode(StrategyOptions.self, from: data)
  }
}
