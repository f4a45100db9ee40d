import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimens

// Expected values are the formula round(x × s) ÷ s worked by hand (halves away from zero):
// 16 × 390 ÷ 300 = 20.8; at @3x 62.4 px → 62 px → 62 ÷ 3; at @2x 41.6 px → 42 px → 21.
// 10 × 393 ÷ 300 = 13.1 → 39.3 px → 39 px → 13. 20.8 × 1.25 = 26 → 78 px, on the grid.
// 15 × 1.5 = 22.5 (1024-point side, limits 0.8…1.5) → 45 px at @2x, on the grid.
@Suite("DimensConfiguration: pixel rounding (Behavior Reference › Pixel rounding)")
struct DimensConfigurationPixelRoundingTests {
  static let formulaRows: [(Double, Double, Double)] = [
    (20.8, 3, 62.0 / 3), (20.8, 2, 21), (10.25, 2, 10.5), (-10.25, 2, -10.5), (16.6, 1, 17),
    (10.4, 2, 10.5), (20.4, 3, 61.0 / 3), (0.1, 3, 0), (-0.2, 3, -1.0 / 3),
  ]

  @Test(arguments: formulaRows)
  func theFormula(_ value: Double, _ scale: Double, _ expected: Double) {
    #expect(PrincipalScaling.roundToPixelGrid(value, displayScale: scale) == expected)
  }

  // A value on the grid stays bit for bit, however it was computed: k ÷ 3, k × (1 ÷ 3),
  // k ÷ 2, and products whose last bit differs from the quotient's.
  @Test(arguments: [2.0, 3.0])
  func aValueOnTheGridIsNeverChanged(_ scale: Double) {
    for k in -3_000...3_000 {
      let quotient = Double(k) / scale
      let product = Double(k) * (1 / scale)
      let scaled = Double(k) * 10 / (scale * 10)
      for value in [quotient, product, scaled] {
        #expect(PrincipalScaling.roundToPixelGrid(value, displayScale: scale) == value)
      }
    }
    #expect(PrincipalScaling.roundToPixelGrid(31.0 / 3, displayScale: 3) == 31.0 / 3)
    #expect(PrincipalScaling.roundToPixelGrid(10.333333333333334, displayScale: 3) == 31.0 / 3)
  }

  // Seeded: rounding twice is rounding once, and the result is within half a pixel.
  @Test func roundingIsIdempotentAndWithinHalfAPixel() {
    var random = SplitMix64(seed: 0x91_E1_2D)
    for _ in 0..<5_000 {
      let scale = [1.0, 2, 3, 1.5, 2.608][Int(random.next() % 5)]
      let value = (random.unit() - 0.5) * 4_000
      let once = PrincipalScaling.roundToPixelGrid(value, displayScale: scale)
      #expect(PrincipalScaling.roundToPixelGrid(once, displayScale: scale) == once)
      #expect(abs(once - value) * scale <= 0.5 + 1e-9)
    }
  }

  @Test func nonFiniteValuesAndBadScales() {
    #expect(PrincipalScaling.roundToPixelGrid(.infinity, displayScale: 3) == .infinity)
    #expect(PrincipalScaling.roundToPixelGrid(.nan, displayScale: 3).isNaN)
    #expect(PrincipalScaling.roundToPixelGrid(16.6, displayScale: 0) == 17)
    #expect(PrincipalScaling.roundToPixelGrid(16.6, displayScale: .nan) == 17)
    #expect(PrincipalScaling.roundToPixelGrid(1e308, displayScale: 16) == 1e308)
  }

  static let docRows: [(Double, Double, Double, ClosedRange<Double>?, Double, Double)] = [
    (390, 844, 3, nil, 16, 62.0 / 3),
    (390, 844, 2, nil, 16, 21),
    (393, 852, 3, nil, 10, 13),
    (1024, 1366, 2, 0.8...1.5, 15, 22.5),
  ]

  @Test(arguments: docRows)
  func theDocTable(
    _ row: (Double, Double, Double, ClosedRange<Double>?, Double, Double)
  ) {
    let (width, height, scale, limits, value, expected) = row
    let c = DimensConfiguration(
      screenWidth: width, screenHeight: height, displayScale: scale, scaleLimits: limits,
      roundsToPixels: true)
    #expect(value.sdp(c) == expected)
    #expect(value.sdp(c.applying(roundsToPixels: false)) != expected || expected == 22.5)
  }

  // Text is rounded once, after Dynamic Type: 20.8 × 1.1 = 22.88 → 68.64 px → 69 px → 23.
  // Rounding before Dynamic Type would give 62 ÷ 3 × 1.1 = 22.733333, off the grid.
  @Test func textIsRoundedAfterDynamicType() {
    let c = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, fontScale: 1.1, roundsToPixels: true)
    #expect(16.ssp(c) == 23)
    #expect(16.sem(c) == 62.0 / 3)
    let big = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, fontScale: 1.25, roundsToPixels: true)
    #expect(16.ssp(big) == 26)
  }

  @Test func everyShorthandAndVariantIsOnTheGrid() {
    let c = DimensConfiguration(
      screenWidth: 391, screenHeight: 847, displayScale: 3, fontScale: 1.17,
      roundsToPixels: true)
    let plain = c.applying(roundsToPixels: false)
    let forms: [(DimensConfiguration) -> Double] = [
      { 16.sdp($0) }, { 16.sdpa($0) }, { 16.sdpi($0) }, { 16.sdpia($0) }, { 16.wdp($0) },
      { 16.wdpa($0) }, { 16.hdp($0) }, { 16.hdpa($0) }, { 16.ssp($0) }, { 16.hsp($0) },
      { 16.wsp($0) }, { 16.sem($0) }, { 16.hem($0) }, { 16.wem($0) },
    ]
    for form in forms {
      let rounded = form(c)
      #expect(rounded * 3 == (rounded * 3).rounded())
      #expect(rounded == (form(plain) * 3).rounded(.toNearestOrAwayFromZero) / 3)
    }
  }

  @Test func withoutAPolicyTheValueIsTheUnroundedProduct() {
    let c = DimensConfiguration(screenWidth: 391, screenHeight: 847, displayScale: 3)
    #expect(!c.roundsToPixels)
    #expect(16.sdp(c) == 16 * (391.0 / 300))
    #expect(16.ssp(c) == 16 * (391.0 / 300) * c.fontScale)
  }

  // A pane with suffix i gets its base value, rounded: 10.4 at @2x → 20.8 px → 21 px → 10.5.
  @Test func aMultiWindowPaneGetsItsBaseValueRounded() {
    let pane = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 2, maximumWindowWidth: 1024,
      maximumWindowHeight: 1366, roundsToPixels: true)
    #expect(10.4.sdpi(pane) == 10.5)
    #expect(10.4.sdpi(pane.applying(roundsToPixels: false)) == 10.4)
  }

  @Test func aValuesOwnRoundingReplacesTheConfigurations() {
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
    #expect(AppDimens.dp(16, configuration: c, roundsToPixels: true) == 62.0 / 3)
    let rounding = c.applying(roundsToPixels: true)
    #expect(AppDimens.dp(16, configuration: rounding, roundsToPixels: false) == 16 * 1.3)
    #expect(ScaledDimensionSpec(16, roundsToPixels: true).resolve(c) == 62.0 / 3)
    #expect(ScaledDimensionSpec(text: 16, roundsToPixels: false).resolve(rounding) == 16 * 1.3)
    #expect(ScaledDimensionSpec(16).resolve(rounding) == 62.0 / 3)
  }

  // The facilitators scale with dp: 20 × 800 ÷ 300 = 53.333333 → 160 px at @3x, on the grid.
  // 10 × 390 ÷ 300 = 13 at @3x; 10.1 × 1.3 = 13.13 → 39.39 px → 39 px → 13.
  @Test func theFacilitatorsAreRounded() {
    let c = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, roundsToPixels: true)
    #expect(
      AppDimens.rotate(10.1, rotationValue: 0, configuration: c, orientation: .landscape) == 13)
    #expect(
      AppDimens.mode(10.1, modeValue: 0, configuration: c, mode: .television) == 13)
  }

  @Test func theFieldSurvivesEveryRebuildAndCoding() throws {
    let c = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, roundsToPixels: true)
    #expect(c.replacingDesignFrame(DesignFrame(width: 390, height: 844)).roundsToPixels)
    #expect(c.applying(scaleLimits: 0.8...1.5).roundsToPixels)
    #expect(c.applying(roundsToPixels: false).scaleLimits == nil)
    #expect(
      c.applying(roundsToPixels: false)
        == DimensConfiguration(
          screenWidth: 390, screenHeight: 844, displayScale: 3))
    let data = try JSONEncoder().encode(c)
    #expect(String(decoding: data, as: UTF8.self).contains("\"roundsToPixels\":true"))
    #expect(try JSONDecoder().decode(DimensConfiguration.self, from: data) == c)
    let plain = try JSONEncoder().encode(c.applying(roundsToPixels: false))
    #expect(!String(decoding: plain, as: UTF8.self).contains("roundsToPixels"))
    let old = Data(#"{"screenWidth": 390, "screenHeight": 844}"#.utf8)
    #expect(try !JSONDecoder().decode(DimensConfiguration.self, from: old).roundsToPixels)
    let bad = Data(#"{"screenWidth": 390, "screenHeight": 844, "roundsToPixels": 1}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DimensConfiguration.self, from: bad)
    }
    let validated = try DimensConfiguration(
      validatingScreenWidth: 390, screenHeight: 844, roundsToPixels: true)
    #expect(validated.roundsToPixels)
  }

  @Test func theDebugSummarySaysSo() {
    let c = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, roundsToPixels: true)
    #expect(c.debugSummaryLines.last == "rounded to the pixel grid (1/3 pt)")
    #expect(
      !c.applying(roundsToPixels: false).debugSummaryLines.contains { $0.contains("pixel grid") })
  }
}
