import AppDimensAudit
import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensDynamic

/// Every public `Codable` type, encoded and decoded with hostile numbers (NaN, ±∞, 0, −0,
/// negative, subnormal, 1e308, 1e19): encoding never traps (the default JSON encoder may throw
/// on a non-finite number), every value round-trips through JSON that spells non-finite numbers
/// as strings, and decoding hostile JSON either throws or gives a value that obeys the type's
/// rules (the Behavior Reference's Bad input).
@Suite("Property: Codable with hostile values never traps")
struct HostileCodingPropertyTests {
  static let iterations = 400

  /// The round-trip failures of one value of every `Codable` public type.
  static func roundTripFailures(_ rng: inout SplitMix64) -> [String] {
    let h = { (rng: inout SplitMix64) in Hostile.double(&rng) }
    let condition = ScreenCondition(
      mode: rng.maybe(UIMode.allCases), orientation: rng.maybe(Orientation.allCases),
      qualifier: rng.maybe(DpQualifier.allCases), minimum: h(&rng))
    let links = Int.random(in: 0...8, using: &rng)
    let chain: ScaledDpBuilder = (0..<links).reduce(h(&rng).scaledDp) { chain, _ in
      chain.screen(Hostile.double(&rng), condition: condition)
    }.aspectRatio(sensitivity: h(&rng))
    let options = StrategyOptions(
      sensitivity: h(&rng), percent: h(&rng), power: h(&rng), interpolation: h(&rng),
      fluidViewport: Hostile.range(&rng) ?? 0...1, fluidScale: Hostile.range(&rng) ?? 0...1,
      scaleLimits: Hostile.range(&rng))
    let failures: [String?] = [
      Hostile.roundTrip(Arbitrary.configuration(&rng)),
      Hostile.roundTrip(DesignFrame(width: h(&rng), height: h(&rng))),
      Hostile.roundTrip(
        DimensConfiguration(
          screenWidth: h(&rng), screenHeight: h(&rng),
          scaleLimits: Hostile.range(&rng))),
      Hostile.roundTrip(condition),
      Hostile.roundTrip(ConditionalValue(h(&rng), when: condition)),
      Hostile.roundTrip(chain),
      Hostile.roundTrip(
        AutoScaledBuilder(h(&rng), fontScale: true).screen(h(&rng), condition: condition)),
      Hostile.roundTrip(options),
      Hostile.roundTrip(
        rng.pick([ResizeBound.fixedDp(h(&rng)), .fixedSp(h(&rng)), .percent(h(&rng), .height)])),
      Hostile.roundTrip(
        SplitViewWidths(
          landscapeThird: h(&rng), landscapeHalf: h(&rng), landscapeTwoThirds: h(&rng),
          portraitThird: h(&rng), portraitTwoThirds: h(&rng))),
      Hostile.roundTrip(TypeMetrics(size: h(&rng), leading: h(&rng))),
      Hostile.roundTrip(ResolvedFont(pointSize: h(&rng), leading: h(&rng), weight: .bold)),
      Hostile.roundTrip(FontSpec(size: h(&rng), style: rng.pick(TextStyle.allCases))),
      Hostile.roundTrip(
        FontSpec(
          size: h(&rng), style: rng.pick(TextStyle.allCases),
          name: rng.pick([
            "", " \t", "Avenir Next", "A\u{0}B\u{202E}", String(repeating: "é", count: 300),
          ]))),
      Hostile.roundTrip(TextSizeSwitch(stackingFrom: rng.pick(ContentSizeCategory.allCases))),
      Hostile.roundTrip(
        DesignPoints(
          (0..<Int.random(in: 0...9, using: &rng)).map { _ in (h(&rng), h(&rng)) },
          qualifier: rng.pick(DpQualifier.allCases),
          extrapolation: rng.pick([.clamp, .proportional, .linear]))),
      Hostile.roundTrip(
        DesignViolation.Key(
          token: "t", rule: rng.pick(DesignRule.allCases), device: "", orientation: .portrait,
          pane: rng.pick(SplitFraction.allCases))),
      // The enumerations, one case each time.
      Hostile.roundTrip(rng.pick(ContentSizeCategory.allCases)),
      Hostile.roundTrip(rng.pick(DeviceIdiom.allCases)),
      Hostile.roundTrip(rng.pick(DimensPlatform.allCases)),
      Hostile.roundTrip(rng.pick(DpQualifier.allCases)),
      Hostile.roundTrip(rng.pick(DesignPoints.Extrapolation.allCases)),
      Hostile.roundTrip(rng.pick(Inverter.allCases)),
      Hostile.roundTrip(rng.pick(Orientation.allCases)),
      Hostile.roundTrip(rng.pick(ScalingStrategy.allCases)),
      Hostile.roundTrip(rng.pick(SizeClass.allCases)),
      Hostile.roundTrip(rng.pick(UIMode.allCases)),
      Hostile.roundTrip(rng.pick(ScalingRounding.allCases)),
      Hostile.roundTrip(rng.pick(DimensUnit.allCases)),
      Hostile.roundTrip(rng.pick(DeviceFamily.allCases)),
      Hostile.roundTrip(rng.pick(SplitFraction.allCases)),
      Hostile.roundTrip(rng.pick(TextStyle.allCases)),
      Hostile.roundTrip(rng.pick(FontWeight.allCases)),
      Hostile.roundTrip(rng.pick(WatchContentSizeCategory.allCases)),
      Hostile.roundTrip(rng.pick(DesignRule.allCases)),
      Hostile.roundTrip(rng.pick(DesignToken.Role.allCases)),
      Hostile.roundTrip(rng.pick(DesignPlatform.allCases)),
    ]
    return failures.compactMap { $0 }
  }

  @Test("Every Codable type round-trips hostile values")
  func everyTypeRoundTrips() {
    var rng = SplitMix64(seed: 0xC0DE)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      failure = Self.roundTripFailures(&rng).first
    }
    #expect(failure == nil)
  }

  /// A JSON number or string for a hostile value (non-finite ones as the decoder's strings),
  /// or an out-of-range literal.
  static func json(_ rng: inout SplitMix64) -> String {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: return rng.pick(["\"nan\"", "\"+inf\"", "\"-inf\""])
    case 1: return rng.pick(["1e400", "-1e400", "4.9e-324", "-0", "2.4e-324", "1e19"])
    default:
      let value = Hostile.finite(&rng)
      return "\(value)"
    }
  }

  @Test("Decoding a hostile configuration gives a sanitized one, or an error")
  func hostileConfigurationsDecodeSanitized() {
    var rng = SplitMix64(seed: 0xC0DF)
    var decodedCount = 0
    for _ in 0..<Self.iterations * 5 {
      let fields = [
        "screenWidth", "screenHeight", "displayScale", "fontScale", "maximumWindowWidth",
        "maximumWindowHeight", "pixelsPerInch",
      ]
      let text =
        "{" + fields.map { "\"\($0)\": \(Self.json(&rng))" }.joined(separator: ", ")
        + "}"
      guard
        let c = try? Hostile.decoder.decode(DimensConfiguration.self, from: Data(text.utf8))
      else { continue }
      decodedCount += 1
      // Behavior Reference › Bad input: sides in 1…100,000, scale in (0, 16], font scale in
      // (0, 10], maximums at least the sides, a density finite and positive or absent.
      #expect((1...100_000).contains(c.screenWidth) && (1...100_000).contains(c.screenHeight))
      #expect(c.displayScale > 0 && c.displayScale <= 16)
      #expect(c.fontScale > 0 && c.fontScale <= 10)
      #expect(c.maximumWindowWidth >= c.screenWidth && c.maximumWindowHeight >= c.screenHeight)
      #expect(c.pixelsPerInch.map { $0.isFinite && $0 > 0 } ?? true, "\(text)")
      #expect(!c.debugDescription.isEmpty)
    }
    #expect(decodedCount > Self.iterations)
  }

  @Test("Decoding a hostile design frame gives a sanitized one, or an error")
  func hostileDesignFramesDecodeSanitized() {
    var rng = SplitMix64(seed: 0xC0E0)
    var decodedCount = 0
    for _ in 0..<Self.iterations * 5 {
      let count = rng.pick([2, 2, 2, 0, 1, 3])
      let sides = (0..<count).map { _ in Self.json(&rng) }.joined(separator: ", ")
      let text = #"{"screenWidth": 390, "screenHeight": 844, "designFrame": [\#(sides)]}"#
      guard
        let c = try? Hostile.decoder.decode(DimensConfiguration.self, from: Data(text.utf8)),
        let frame = c.designFrame
      else { continue }
      decodedCount += 1
      // Behavior Reference › Bad input: each side finite and in 1…100,000 points, as a
      // window's; the reference divides by the frame's numbers, so every value stays finite.
      #expect((1...100_000).contains(frame.width) && (1...100_000).contains(frame.height))
      #expect(count == 2, "\(text)")
      #expect(16.sdp(c).isFinite && 16.hdpa(c).isFinite, "\(text)")
      #expect(!c.debugDescription.isEmpty && !c.reference.description.isEmpty)
    }
    #expect(decodedCount > Self.iterations)
  }

  @Test("Decoding hostile scale limits gives sanitized ones, no limit, or an error")
  func hostileScaleLimitsDecodeSanitized() {
    var rng = SplitMix64(seed: 0xC0E1)
    var decodedCount = 0
    for _ in 0..<Self.iterations * 5 {
      let count = rng.pick([2, 2, 2, 0, 1, 3])
      let bounds = (0..<count).map { _ in Self.json(&rng) }.joined(separator: ", ")
      let text = #"{"screenWidth": 1024, "screenHeight": 1366, "scaleLimits": [\#(bounds)]}"#
      guard
        let c = try? Hostile.decoder.decode(DimensConfiguration.self, from: Data(text.utf8))
      else { continue }
      decodedCount += 1
      // Behavior Reference › Bad input: kept limits are finite, in 0…1,000,000, with a positive
      // upper bound; every value stays finite and within them.
      if let limits = c.scaleLimits {
        #expect(limits.lowerBound >= 0 && limits.upperBound <= 1_000_000, "\(text)")
        #expect(limits.upperBound > 0, "\(text)")
        #expect(limits.contains(16.sdp(c) / 16), "\(text)")
      }
      #expect(count == 2, "\(text)")
      #expect(16.sdp(c).isFinite && 16.hdpa(c).isFinite && 16.ssp(c).isFinite, "\(text)")
      #expect(!c.debugDescription.isEmpty)
    }
    #expect(decodedCount > Self.iterations)
  }

  @Test("A decoded condition obeys the initializer: NaN never matches, −∞ reads as 0")
  func hostileConditionsDecodeThroughTheInitializer() throws {
    let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    for (text, minimum) in [
      ("\"nan\"", Double.infinity), ("\"+inf\"", .infinity), ("\"-inf\"", 0), ("1e308", 1e308),
      ("-1e308", -1e308), ("4.9e-324", .leastNonzeroMagnitude), ("-0", 0),
    ] {
      let json = #"{"qualifier": "width", "minimum": \#(text)}"#
      let condition = try Hostile.decoder.decode(ScreenCondition.self, from: Data(json.utf8))
      #expect(condition.minimum == minimum, "\(text)")
      #expect(condition.matches(window) == (minimum <= 390), "\(text)")
    }
  }
}
