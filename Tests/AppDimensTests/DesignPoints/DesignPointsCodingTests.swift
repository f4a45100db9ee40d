import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimens

/// One row of the description table in `DesignPoints+CustomStringConvertible`.
struct DescriptionRow: Sendable, CustomTestStringConvertible {
  let points: DesignPoints
  let expected: String
  var testDescription: String { expected }
}

private let descriptionRows: [DescriptionRow] = [
  .init(points: [390: 16, 820: 24, 1280: 32], expected: "[390: 16, 820: 24, 1280: 32]"),
  .init(points: [390: 16.5, 1280: 1e-7], expected: "[390: 16.5, 1280: 1e-07]"),
  .init(points: [:], expected: "[:]"),
  .init(
    points: DesignPoints([390: 16.5, 1280: 1e-7], qualifier: .width, extrapolation: .linear),
    expected: "DesignPoints([390: 16.5, 1280: 1e-07], qualifier: .width, extrapolation: .linear)"
  ),
  .init(
    points: DesignPoints([1e9: -2], extrapolation: .proportional),
    expected: "DesignPoints([100000: -2], extrapolation: .proportional)"),
]

/// `Codable` and `description` of design points, including hostile numbers.
@Suite("DesignPoints: Codable and description")
struct DesignPointsCodingTests {
  /// Values that break naive arithmetic or formatting.
  static let hostile: [Double] = [
    0, -0.0, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .leastNormalMagnitude,
    1e308, -1e308, .greatestFiniteMagnitude, 9_007_199_254_740_992, 1e19, 0.1, 100_001,
  ]

  @Test("Encoding and decoding give equal design points")
  func roundTrip() throws {
    let original = DesignPoints(
      [390: 16, 820: 24.5, 1280: -3], qualifier: .height, extrapolation: .proportional)
    let data = try JSONEncoder().encode(original)
    let decoded = try JSONDecoder().decode(DesignPoints.self, from: data)
    #expect(decoded == original)
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains("\"points\":[[390,16],[820,24.5],[1280,-3]]"))
  }

  @Test("Decoding fills the defaults and sanitizes like the literal")
  func decodingSanitizes() throws {
    let json = #"{"points": [[820, 24], [390, 16], [390, 99], [-5, 1], [1e9, 40]]}"#
    let decoded = try JSONDecoder().decode(DesignPoints.self, from: Data(json.utf8))
    #expect(decoded == [390: 16, 820: 24, 100_000: 40])
    #expect(decoded.qualifier == .smallWidth)
    #expect(decoded.extrapolation == .clamp)
    let empty = try JSONDecoder().decode(DesignPoints.self, from: Data(#"{"points": []}"#.utf8))
    #expect(empty.isEmpty)
  }

  @Test("A pair that is not two numbers is a decoding error, not a trap")
  func malformedPairs() {
    for json in [
      #"{"points": [[390]]}"#, #"{"points": [[390, 16, 1]]}"#, #"{"points": [390, 16]}"#,
      #"{"points": [["a", 16]]}"#, #"{}"#, #"{"points": [[390, 16]], "qualifier": "diagonal"}"#,
    ] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(DesignPoints.self, from: Data(json.utf8))
      }
    }
  }

  @Test("Descriptions are the Swift spelling", arguments: descriptionRows)
  func descriptions(_ row: DescriptionRow) {
    #expect(row.points.description == row.expected)
  }

  @Test("Hostile numbers never trap in description, encoding, decoding or resolving")
  func hostileNumbers() throws {
    var rng = SplitMix64(seed: 0xD35_1611)
    for _ in 0..<2_000 {
      let entries = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
        (rng.pick(Self.hostile + [390, 820]), rng.pick(Self.hostile + [16, 24]))
      }
      let points = DesignPoints(
        entries, qualifier: rng.pick(DpQualifier.allCases),
        extrapolation: rng.pick(DesignPoints.Extrapolation.allCases))
      #expect(!points.description.isEmpty)
      let decoded = try JSONDecoder().decode(
        DesignPoints.self, from: JSONEncoder().encode(points))
      #expect(decoded == points)
      let window = rng.pick(Self.hostile)
      let c = DimensConfiguration(screenWidth: window, screenHeight: rng.pick(Self.hostile))
      #expect(!points.resolve(c).isNaN)
      #expect(!points.resolveText(c, maximumScale: rng.maybe(Self.hostile)).isNaN)
    }
  }
}
