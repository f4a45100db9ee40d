import Foundation
import Testing

@testable import AppDimens

@Suite("scaledDp builder: Codable")
struct ScaledDpBuilderCodableTests {
  @Test func roundTripsEveryField() throws {
    let chain = 16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
      .aspectRatio(sensitivity: 0.5).ignoreMultiWindow().finalQualifier(.height, inverter: .phToLw)
    let decoded = try JSONDecoder().decode(
      ScaledDpBuilder.self, from: try JSONEncoder().encode(chain))
    #expect(decoded == chain)
  }

  @Test func missingKeysTakeTheDefaults() throws {
    let decoded = try JSONDecoder().decode(
      ScaledDpBuilder.self, from: Data(#"{"base": 16}"#.utf8))
    #expect(decoded == 16.scaledDp)
  }

  @Test func moreThanEightLinksIsAnErrorNotALoss() throws {
    let link = #"{"value": 1, "condition": {"minimum": 0}}"#
    let json =
      #"{"base": 16, "links": ["# + Array(repeating: link, count: 9).joined(separator: ",")
      + "]}"
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ScaledDpBuilder.self, from: Data(json.utf8))
    }
  }

  @Test func ignoredConditionsAreWrittenAndReadBack() throws {
    let chain = (0..<10).reduce(16.scaledDp) { chain, i in chain.rotate(Double(i), .portrait) }
    #expect(chain.ignoredConditionCount == 2)
    let data = try JSONEncoder().encode(chain)
    #expect(String(decoding: data, as: UTF8.self).contains(#""ignoredConditionCount":2"#))
    #expect(try JSONDecoder().decode(ScaledDpBuilder.self, from: data) == chain)
  }
}
