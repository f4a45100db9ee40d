import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimens

@Suite("Principal shorthands: the Behavior Reference vectors and every suffix")
struct DimensValueTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    let label: String
    let configuration: DimensConfiguration
    let call: @Sendable (DimensConfiguration) -> Double
    let expected: Double
    var testDescription: String { label }
  }

  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  static let baselineLarge = DimensConfiguration(
    screenWidth: 300, screenHeight: 533, fontScale: 1.25)
  static let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)

  static let vectors: [Vector] = [
    Vector(label: "390×844 10.sdp", configuration: phone, call: { 10.sdp($0) }, expected: 13),
    Vector(
      label: "300×533 ×1.25 16.ssp", configuration: baselineLarge, call: { 16.ssp($0) },
      expected: 20),
    Vector(
      label: "300×533 ×1.25 16.sem", configuration: baselineLarge, call: { 16.sem($0) },
      expected: 16),
    Vector(
      label: "300×533 ×1.25 16.hdp", configuration: baselineLarge, call: { 16.hdp($0) },
      expected: 28.426667),
    Vector(
      label: "390×844 16.sdpa", configuration: phone, call: { 16.sdpa($0) }, expected: 21.550307),
    Vector(
      label: "844×390 16.wdp", configuration: landscape, call: { 16.wdp($0) }, expected: 45.013333),
    Vector(label: "844×390 16.hdp", configuration: landscape, call: { 16.hdp($0) }, expected: 20.8),
  ]

  @Test(arguments: vectors)
  func specVectors(_ v: Vector) {
    #expect(isClose(v.call(v.configuration), v.expected))
  }

  struct Shorthand: Sendable, CustomTestStringConvertible {
    let name: String
    let call: @Sendable (Double, DimensConfiguration) -> Double
    let qualifier: DpQualifier
    let aspect: Bool
    let ignore: Bool
    let text: Bool?
    var testDescription: String { name }
  }

  static let shorthands: [Shorthand] = [
    Shorthand(
      name: "sdp", call: { $0.sdp($1) }, qualifier: .smallWidth, aspect: false, ignore: false,
      text: nil),
    Shorthand(
      name: "sdpa", call: { $0.sdpa($1) }, qualifier: .smallWidth, aspect: true, ignore: false,
      text: nil),
    Shorthand(
      name: "sdpi", call: { $0.sdpi($1) }, qualifier: .smallWidth, aspect: false, ignore: true,
      text: nil),
    Shorthand(
      name: "sdpia", call: { $0.sdpia($1) }, qualifier: .smallWidth, aspect: true, ignore: true,
      text: nil),
    Shorthand(
      name: "wdp", call: { $0.wdp($1) }, qualifier: .width, aspect: false, ignore: false, text: nil),
    Shorthand(
      name: "wdpa", call: { $0.wdpa($1) }, qualifier: .width, aspect: true, ignore: false, text: nil
    ),
    Shorthand(
      name: "wdpi", call: { $0.wdpi($1) }, qualifier: .width, aspect: false, ignore: true, text: nil
    ),
    Shorthand(
      name: "wdpia", call: { $0.wdpia($1) }, qualifier: .width, aspect: true, ignore: true,
      text: nil),
    Shorthand(
      name: "hdp", call: { $0.hdp($1) }, qualifier: .height, aspect: false, ignore: false, text: nil
    ),
    Shorthand(
      name: "hdpa", call: { $0.hdpa($1) }, qualifier: .height, aspect: true, ignore: false,
      text: nil),
    Shorthand(
      name: "hdpi", call: { $0.hdpi($1) }, qualifier: .height, aspect: false, ignore: true,
      text: nil),
    Shorthand(
      name: "hdpia", call: { $0.hdpia($1) }, qualifier: .height, aspect: true, ignore: true,
      text: nil),
    Shorthand(
      name: "ssp", call: { $0.ssp($1) }, qualifier: .smallWidth, aspect: false, ignore: false,
      text: true),
    Shorthand(
      name: "hsp", call: { $0.hsp($1) }, qualifier: .height, aspect: false, ignore: false,
      text: true),
    Shorthand(
      name: "wsp", call: { $0.wsp($1) }, qualifier: .width, aspect: false, ignore: false, text: true
    ),
    Shorthand(
      name: "sem", call: { $0.sem($1) }, qualifier: .smallWidth, aspect: false, ignore: false,
      text: false),
    Shorthand(
      name: "hem", call: { $0.hem($1) }, qualifier: .height, aspect: false, ignore: false,
      text: false),
    Shorthand(
      name: "wem", call: { $0.wem($1) }, qualifier: .width, aspect: false, ignore: false,
      text: false),
  ]

  /// A split pane (507 of 1024 wide) and a full-screen window, both with a 1.5 font scale.
  static let windows: [DimensConfiguration] = [
    DimensConfiguration(
      screenWidth: 507, screenHeight: 768, fontScale: 1.5, maximumWindowWidth: 1024,
      maximumWindowHeight: 768),
    DimensConfiguration(screenWidth: 1024, screenHeight: 768, fontScale: 1.5),
    DimensConfiguration(screenWidth: 393, screenHeight: 852, fontScale: 1.5),
  ]

  @Test(arguments: shorthands)
  func everyShorthandFollowsTheModel(_ s: Shorthand) {
    for c in Self.windows {
      let w = c.screenWidth
      let h = c.screenHeight
      let d = s.qualifier == .smallWidth ? min(w, h) : (s.qualifier == .width ? w : h)
      var expected =
        s.aspect ? 16 * Reference.aspectFactor(d: d, ar: max(w, h) / min(w, h)) : 16 * d / 300
      if s.ignore && c.isMultiWindow { expected = 16 }
      if s.text == true { expected *= 1.5 }
      #expect(isClose(s.call(16, c), expected, tolerance: 1e-9), "\(s.name) on \(w)×\(h)")
    }
  }

  @Test func everyNumericTypeScales() {
    let c = Self.phone
    #expect(10.sdp(c) == 13)
    #expect(Int8(10).sdp(c) == 13)
    #expect(UInt16(10).sdp(c) == 13)
    #expect(Int64(10).sdp(c) == 13)
    #expect(UInt(10).sdp(c) == 13)
    #expect(Float(10).sdp(c) == 13)
    #expect(10.0.sdp(c) == 13)
    #expect(isClose((-10).sdp(c), -13))
  }

  @Test func textUnderMultiWindowKeepsTheFontScale() {
    let pane = Self.windows[0]
    #expect(AppDimens.sp(16, configuration: pane, ignoreMultiWindow: true) == 24)
    #expect(AppDimens.sp(16, configuration: pane, ignoreMultiWindow: true, fontScale: false) == 16)
  }

  @Test func nonFiniteSensitivityFallsBackToTheDefault() {
    let c = Self.phone
    let nan = AppDimens.dp(16, configuration: c, aspectRatio: true, sensitivity: .nan)
    #expect(isClose(nan, 21.550307))
  }
}
