import Foundation
import Testing

@testable import AppDimens

@Suite("DimensConfiguration: Codable")
struct DimensConfigurationCodableTests {
  @Test func roundTripsEveryField() throws {
    let original = DimensConfiguration(
      screenWidth: 400, screenHeight: 700, displayScale: 2, fontScale: 1.5,
      contentSizeCategory: .accessibility2, uiMode: .television, idiom: .tv,
      horizontalSizeClass: .regular, verticalSizeClass: .compact,
      maximumWindowWidth: 800, maximumWindowHeight: 900, pixelsPerInch: 264)
    let data = try JSONEncoder().encode(original)
    let decoded = try JSONDecoder().decode(DimensConfiguration.self, from: data)
    #expect(decoded == original)
  }

  @Test func decodingSanitizesAndFillsDefaults() throws {
    let json = Data(#"{"screenWidth": -3, "screenHeight": 844, "displayScale": 99}"#.utf8)
    let decoded = try JSONDecoder().decode(DimensConfiguration.self, from: json)
    #expect(decoded.screenWidth == 300)
    #expect(decoded.displayScale == 16)
    #expect(decoded.contentSizeCategory == .large)
    #expect(decoded.maximumWindowHeight == 844)
  }
}
