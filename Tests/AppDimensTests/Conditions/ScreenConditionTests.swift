import Foundation
import Testing

@testable import AppDimens

@Suite("ScreenCondition: Codable through the initializer")
struct ScreenConditionCodableTests {
  @Test func roundTripsEveryPart() throws {
    let condition = ScreenCondition(
      mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280)
    let data = try JSONEncoder().encode(condition)
    #expect(try JSONDecoder().decode(ScreenCondition.self, from: data) == condition)
  }

  @Test func unsetPartsAreLeftOutAndAMissingMinimumIsZero() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(ScreenCondition(orientation: .portrait))
    #expect(String(decoding: data, as: UTF8.self) == #"{"minimum":0,"orientation":"portrait"}"#)
    let decoded = try JSONDecoder().decode(ScreenCondition.self, from: Data("{}".utf8))
    #expect(decoded == ScreenCondition())
  }

  @Test func aNaNMinimumSetDirectlyNeverMatches() {
    // The initializer turns NaN into +∞; a NaN written to the property must not match either.
    var condition = ScreenCondition(qualifier: .width, minimum: 0)
    condition.minimum = .nan
    #expect(!condition.matches(DimensConfiguration(screenWidth: 390, screenHeight: 844)))
  }
}
