import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimens

/// A row of ``DesignFrame``'s doc table: frame, window, and `16.sdp`, `100.wdp`, `48.hdp` by
/// the rule `sdp = v × min(w, h) ÷ min(W, H)`, `wdp = v × w ÷ W`, `hdp = v × h ÷ H`.
struct DesignFrameDocRow: Sendable, CustomTestStringConvertible {
  let frame: (Double, Double)
  let window: (Double, Double)
  let expected: (sdp: Double, wdp: Double, hdp: Double)
  let printed: (sdp: Double, wdp: Double, hdp: Double)
  var testDescription: String { "frame \(frame), window \(window)" }
}

/// A sanitizing row: the sides given and the frame kept.
struct DesignFrameSanitizingRow: Sendable, CustomTestStringConvertible {
  let given: (Double, Double)
  let kept: (Double, Double)
  var testDescription: String { "\(given) → \(kept)" }
}

@Suite("DesignFrame: the frame a design is drawn at (Behavior Reference › Design frame)")
struct DesignFrameTests {
  @Test(arguments: [
    DesignFrameDocRow(
      frame: (390, 844), window: (390, 844), expected: (16 * 390 / 390, 100, 48 * 844 / 844),
      printed: (16, 100, 48)),
    DesignFrameDocRow(
      frame: (390, 844), window: (820, 1180),
      expected: (16 * 820 / 390, 100 * 820 / 390, 48 * 1180 / 844),
      printed: (33.641026, 210.25641, 67.109005)),
    // Landscape on a portrait frame: the frame does not turn, so wdp grows and sdp stays.
    DesignFrameDocRow(
      frame: (390, 844), window: (844, 390),
      expected: (16 * 390 / 390, 100 * 844 / 390, 48 * 390 / 844),
      printed: (16, 216.410256, 22.180095)),
    DesignFrameDocRow(
      frame: (375, 812), window: (390, 844),
      expected: (16 * 390 / 375, 100 * 390 / 375, 48 * 844 / 812),
      printed: (16.64, 104, 49.891626)),
  ])
  func docTable(_ row: DesignFrameDocRow) {
    let c = DimensConfiguration(
      screenWidth: row.window.0, screenHeight: row.window.1,
      designFrame: DesignFrame(width: row.frame.0, height: row.frame.1))
    let got = (16.sdp(c), 100.wdp(c), 48.hdp(c))
    #expect(isClose(got.0, row.expected.sdp, tolerance: 1e-12, relative: true))
    #expect(isClose(got.1, row.expected.wdp, tolerance: 1e-12, relative: true))
    #expect(isClose(got.2, row.expected.hdp, tolerance: 1e-12, relative: true))
    #expect(isClose(got.0, row.printed.sdp, tolerance: 5e-7))
    #expect(isClose(got.1, row.printed.wdp, tolerance: 5e-7))
    #expect(isClose(got.2, row.printed.hdp, tolerance: 5e-7))
  }

  @Test(arguments: [
    DesignFrameSanitizingRow(given: (390, 844), kept: (390, 844)),
    DesignFrameSanitizingRow(given: (0, 844), kept: (300, 844)),
    DesignFrameSanitizingRow(given: (390, -1), kept: (390, 533)),
    DesignFrameSanitizingRow(given: (.nan, .infinity), kept: (300, 533)),
    DesignFrameSanitizingRow(given: (-.infinity, -0.0), kept: (300, 533)),
    DesignFrameSanitizingRow(given: (0.5, 1e9), kept: (1, 100_000)),
    DesignFrameSanitizingRow(given: (.leastNonzeroMagnitude, 100_000), kept: (1, 100_000)),
  ])
  func sanitizesAsWindowSidesAre(_ row: DesignFrameSanitizingRow) {
    let frame = DesignFrame(width: row.given.0, height: row.given.1)
    #expect(frame.width == row.kept.0 && frame.height == row.kept.1)
    // The same replacement a window side gets (Behavior Reference › Bad input).
    let window = DimensConfiguration(screenWidth: row.given.0, screenHeight: row.given.1)
    #expect(window.screenWidth == frame.width && window.screenHeight == frame.height)
  }

  @Test func validatingNamesTheSideAndTheValue() {
    for (width, height, field, value) in [
      (0.0, 844.0, DimensConfigurationError.Field.designFrameWidth, 0.0),
      (390, .nan, .designFrameHeight, .nan), (-390, 844, .designFrameWidth, -390),
      (390, 100_001, .designFrameHeight, 100_001), (0.5, 844, .designFrameWidth, 0.5),
      (.infinity, .nan, .designFrameWidth, .infinity),
    ] {
      #expect {
        try DesignFrame(validatingWidth: width, height: height)
      } throws: { error in
        guard let error = error as? DimensConfigurationError else { return false }
        return error.field == field
          && (error.value == value || (error.value.isNaN && value.isNaN))
          && error.expected == "a finite number in 1…100000"
      }
    }
    #expect(
      "\(DimensConfigurationError(field: .designFrameWidth, value: 0, expected: "a finite number in 1…100000"))"
        == "designFrameWidth must be a finite number in 1…100000, got 0.0")
    #expect(throws: Never.self) { try DesignFrame(validatingWidth: 1, height: 100_000) }
    #expect(
      (try? DesignFrame(validatingWidth: 390, height: 844)) == DesignFrame(width: 390, height: 844))
  }

  @Test func codesAsAWidthHeightPair() throws {
    let frame = DesignFrame(width: 390, height: 844.5)
    #expect(String(decoding: try JSONEncoder().encode(frame), as: UTF8.self) == "[390,844.5]")
    #expect(try JSONDecoder().decode(DesignFrame.self, from: Data("[390, 844.5]".utf8)) == frame)
    // Decoding sanitizes as the initializer does.
    #expect(
      try JSONDecoder().decode(DesignFrame.self, from: Data("[0, 1e9]".utf8))
        == DesignFrame(width: 300, height: 100_000))
    for bad in ["[]", "[390]", "[390, 844, 1]", "[\"390\", 844]", "{\"width\": 390}", "390"] {
      #expect(throws: DecodingError.self, "\(bad)") {
        try JSONDecoder().decode(DesignFrame.self, from: Data(bad.utf8))
      }
    }
  }

  @Test func aConfigurationCodesItsFrameUnderDesignFrame() throws {
    let framed = DimensConfiguration(
      screenWidth: 820, screenHeight: 1180, designFrame: DesignFrame(width: 390, height: 844))
    let data = try JSONEncoder().encode(framed)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["designFrame"] as? [Double] == [390, 844])
    #expect(try JSONDecoder().decode(DimensConfiguration.self, from: data) == framed)
    // Without a frame the key is absent, and a document without it decodes to the baseline.
    let plain = DimensConfiguration(screenWidth: 820, screenHeight: 1180)
    let plainObject = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(plain))
    #expect((plainObject as? [String: Any])?["designFrame"] == nil)
    let decoded = try JSONDecoder().decode(
      DimensConfiguration.self, from: Data(#"{"screenWidth": 820, "screenHeight": 1180}"#.utf8))
    #expect(decoded.designFrame == nil && decoded.reference == .baseline && decoded == plain)
  }

  @Test func description() {
    #expect("\(DesignFrame(width: 390, height: 844))" == "390 × 844 pt")
    #expect("\(DesignFrame(width: 390.5, height: 844.25))" == "390.5 × 844.25 pt")
    #expect("\(DesignFrame(width: .nan, height: 0))" == "300 × 533 pt")
  }

  @Test func replacingTheFrameKeepsEveryOtherField() {
    let pane = DimensConfiguration(
      screenWidth: 507, screenHeight: 1024, displayScale: 2, fontScale: 1.3,
      contentSizeCategory: .xxLarge, uiMode: .normal, idiom: .pad, horizontalSizeClass: .compact,
      verticalSizeClass: .regular, maximumWindowWidth: 1366, maximumWindowHeight: 1024,
      pixelsPerInch: 264)
    let frame = DesignFrame(width: 390, height: 844)
    let framed = pane.replacingDesignFrame(frame)
    #expect(framed.designFrame == frame)
    #expect(framed.replacingDesignFrame(nil) == pane)
    #expect(
      framed.screenWidth == 507 && framed.displayScale == 2 && framed.fontScale == 1.3
        && framed.contentSizeCategory == .xxLarge && framed.idiom == .pad
        && framed.horizontalSizeClass == .compact && framed.maximumWindowWidth == 1366
        && framed.pixelsPerInch == 264 && framed.isMultiWindow)
    // The text-size path keeps the frame too.
    #expect(framed.applying(.percent(150)).designFrame == frame)
  }
}
