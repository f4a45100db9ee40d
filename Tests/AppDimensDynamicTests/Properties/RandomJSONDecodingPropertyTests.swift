import AppDimensAudit
import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensDynamic

/// Every public `Codable` type decoded from seeded random JSON, then used: resolved in
/// windows, given more conditions, encoded and described. The JSON starts from a value's own
/// encoding, so most keys are the type's, and each value is replaced, dropped or joined by
/// hostile ones: integers at `Int`'s ends (`9223372036854775807`, which made a decoded
/// chain trap on its next condition), numbers past a double's range, "nan" and "±inf",
/// strings, booleans, null, arrays and objects. Decoding throws or gives a value; neither
/// decoding nor any use of the value traps (a trap ends the test process).
@Suite("Property: random JSON decodes to a usable value or throws, never traps")
struct RandomJSONDecodingPropertyTests {
  /// A JSON value written as text, numbers exactly as given.
  indirect enum JSON {
    case literal(String)
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
      switch self {
      case .literal(let text): text
      case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
      case .object(let members):
        "{" + members.map { JSONText.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
      }
    }

    /// The JSON in `data` (an encoder's output).
    static func parse(_ data: Data) -> JSON? {
      (try? JSONDecoder().decode(Read.self, from: data))?.json
    }

    /// Any JSON value, read by the decoder.
    struct Read: Decodable {
      let json: JSON

      init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
          var items: [JSON] = []
          while !list.isAtEnd { items.append(try list.decode(Read.self).json) }
          json = .array(items)
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
          json = .object(
            try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
              ($0.stringValue, try object.decode(Read.self, forKey: $0).json)
            })
        } else {
          let single = try decoder.singleValueContainer()
          if single.decodeNil() {
            json = .literal("null")
          } else if let flag = try? single.decode(Bool.self) {
            json = .literal(flag ? "true" : "false")
          } else if let number = try? single.decode(Double.self) {
            json = .literal("\(number)")
          } else {
            json = .literal(JSONText.quoted(try single.decode(String.self)))
          }
        }
      }
    }

    struct AnyKey: CodingKey {
      let stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
  }

  /// JSON text without Foundation's escaping choices.
  enum JSONText {
    static func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
  }

  /// A hostile JSON value: integers at the ends of `Int`, numbers a double cannot hold, the
  /// non-finite spellings the decoder reads, and every other kind.
  static func hostile(_ rng: inout SplitMix64, depth: Int = 0) -> JSON {
    switch Int.random(in: 0..<14, using: &rng) {
    case 0...4:
      return .literal(
        rng.pick([
          "9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e19",
          "1e308", "-1e308", "1e400", "4.9e-324", "-0", "0", "1", "-1", "8", "9", "16", "390",
          "0.5", "2147483648", "255", "256",
        ]))
    case 5: return .literal(rng.pick(["\"nan\"", "\"+inf\"", "\"-inf\""]))
    case 6:
      return .literal(
        JSONText.quoted(
          rng.pick([
            "", "width", "smallWidth", "height", "phone", "tablet", "large", "accessibility5",
            "default", "none", "x", "iOS", "portrait", "1/3", "frame", "power", "body",
          ])))
    case 7: return .literal(rng.pick(["true", "false"]))
    case 8: return .literal("null")
    case 9 where depth < 3:
      return .array(
        (0..<Int.random(in: 0...10, using: &rng)).map { _ in hostile(&rng, depth: depth + 1) })
    case 10 where depth < 3:
      return .object(
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in
          (
            rng.pick(["value", "condition", "minimum", "qualifier", "x"]),
            hostile(&rng, depth: depth + 1)
          )
        })
    default: return .literal(String(Double.random(in: -1e6...1e6, using: &rng)))
    }
  }

  /// `json` with some values replaced by hostile ones, some keys dropped, some added, and
  /// arrays grown or shrunk, recursively.
  static func mutated(_ json: JSON, _ rng: inout SplitMix64, depth: Int = 0) -> JSON {
    if rng.chance(0.25) { return hostile(&rng, depth: depth) }
    switch json {
    case .literal: return json
    case .array(var items):
      items = items.map { mutated($0, &rng, depth: depth + 1) }
      if rng.chance(0.2), let last = items.last {
        items += Array(repeating: last, count: Int.random(in: 1...9, using: &rng))
      }
      if rng.chance(0.1) { items.removeAll() }
      return .array(items)
    case .object(var members):
      members = members.filter { _ in !rng.chance(0.15) }.map {
        ($0.0, mutated($0.1, &rng, depth: depth + 1))
      }
      if rng.chance(0.1) { members.append(("unknownKey", hostile(&rng, depth: depth + 1))) }
      return .object(members)
    }
  }

  /// Windows to use a decoded value in: a phone, an iPad pane, the baseline, a nasty one.
  static let windows = [
    DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3),
    DimensConfiguration(
      screenWidth: 694, screenHeight: 1024, maximumWindowWidth: 1366,
      maximumWindowHeight: 1024),
    DimensConfiguration(screenWidth: 300, screenHeight: 533),
    DimensConfiguration(screenWidth: .nan, screenHeight: 0, displayScale: .infinity),
  ]

  /// Decodes `json` as `T`; when it decodes, uses the value with `use`, encodes and describes
  /// it. Whether it decoded.
  static func check<T: Codable>(
    _ type: T.Type, _ json: JSON, use: (T) -> Void = { _ in }
  ) -> Bool {
    guard let value = try? Hostile.decoder.decode(T.self, from: Data(json.text.utf8)) else {
      return false
    }
    use(value)
    _ = try? Hostile.encoder.encode(value)
    _ = try? JSONEncoder().encode(value)
    _ = String(describing: value)
    _ = String(reflecting: value)
    return true
  }

  /// A chain used as an app uses it: resolved and selected in every window, then given three
  /// more conditions (past its capacity of eight) and resolved again.
  static func use(_ chain: ScaledDpBuilder) {
    var results: [Double] = []
    for window in windows { results += [chain.resolve(window), chain.select(window)] }
    let longer = chain.screen(24, condition: .init(qualifier: .width, minimum: 600))
      .screen(30, condition: .init(mode: .television)).screen(12, condition: .init(minimum: 0))
    for window in windows { results.append(longer.resolve(window)) }
    #expect(longer.ignoredConditionCount >= chain.ignoredConditionCount)
    // Behavior Reference › Bad input: a finite base and finite links never resolve to NaN.
    if chain.base.isFinite, chain.links.allSatisfy(\.value.isFinite), chain.sensitivity.isFinite {
      #expect(!results.contains { $0.isNaN }, "\(chain)")
    }
  }

  /// Seeds: one encoded value of every type, built from hostile numbers.
  static func seeds(_ rng: inout SplitMix64) -> [(String, Data?)] {
    let h = { (rng: inout SplitMix64) in Hostile.double(&rng) }
    let condition = ScreenCondition(
      mode: rng.maybe(UIMode.allCases), orientation: rng.maybe(Orientation.allCases),
      qualifier: rng.maybe(DpQualifier.allCases), minimum: h(&rng))
    let chain = (0..<Int.random(in: 0...8, using: &rng)).reduce(h(&rng).scaledDp) { c, _ in
      c.screen(Hostile.double(&rng), condition: condition)
    }
    let e = Hostile.encoder
    return [
      ("configuration", try? e.encode(Arbitrary.configuration(&rng))),
      ("frame", try? e.encode(DesignFrame(width: h(&rng), height: h(&rng)))),
      ("condition", try? e.encode(condition)),
      ("link", try? e.encode(ConditionalValue(h(&rng), when: condition))),
      ("chain", try? e.encode(chain)),
      ("auto", try? e.encode(AutoScaledBuilder(h(&rng), fontScale: rng.chance(0.5)))),
      (
        "options",
        try? e.encode(
          StrategyOptions(
            sensitivity: h(&rng), percent: h(&rng), power: h(&rng), interpolation: h(&rng),
            fluidViewport: Hostile.range(&rng) ?? 0...1, fluidScale: Hostile.range(&rng) ?? 0...1,
            scaleLimits: Hostile.range(&rng)))
      ),
      (
        "resize",
        try? e.encode(rng.pick([ResizeBound.fixedDp(h(&rng)), .percent(h(&rng), .height)]))
      ),
      (
        "split",
        try? e.encode(
          SplitViewWidths(
            landscapeThird: h(&rng), landscapeHalf: h(&rng), landscapeTwoThirds: h(&rng),
            portraitThird: h(&rng), portraitTwoThirds: h(&rng)))
      ),
      ("metrics", try? e.encode(TypeMetrics(size: h(&rng), leading: h(&rng)))),
      ("font", try? e.encode(ResolvedFont(pointSize: h(&rng), leading: h(&rng), weight: .bold))),
      ("spec", try? e.encode(FontSpec(size: h(&rng), style: rng.pick(TextStyle.allCases)))),
      (
        "switch",
        try? e.encode(TextSizeSwitch(stackingFrom: rng.pick(ContentSizeCategory.allCases)))
      ),
      (
        "points",
        try? e.encode(
          DesignPoints(
            (0..<Int.random(in: 0...9, using: &rng)).map { _ in (h(&rng), h(&rng)) },
            qualifier: rng.pick(DpQualifier.allCases),
            extrapolation: rng.pick(DesignPoints.Extrapolation.allCases)))
      ),
      (
        "key",
        try? e.encode(
          DesignViolation.Key(
            token: "t", rule: rng.pick(DesignRule.allCases), device: "d",
            orientation: .portrait, pane: rng.pick(SplitFraction.allCases)))
      ),
      ("strategy", try? e.encode(rng.pick(ScalingStrategy.allCases))),
      ("enum", try? e.encode(rng.pick(ContentSizeCategory.allCases))),
    ]
  }

  /// Decodes and uses `json` as the type `name` seeds; whether it decoded.
  static func decodeAndUse(_ name: String, _ json: JSON) -> Bool {
    let w = windows
    switch name {
    case "configuration":
      return check(DimensConfiguration.self, json) { c in
        #expect(16.sdp(c).isFinite && 16.ssp(c).isFinite, "\(json.text)")
      }
    case "frame":
      return check(DesignFrame.self, json) { frame in
        #expect(16.sdp(w[0].replacingDesignFrame(frame)).isFinite, "\(json.text)")
      }
    case "condition":
      return check(ScreenCondition.self, json) { condition in
        use(16.scaledDp.screen(24, condition: condition))
      }
    case "link":
      return check(ConditionalValue.self, json) { link in
        use(16.scaledDp.screen(link.value, condition: link.condition))
      }
    case "chain": return check(ScaledDpBuilder.self, json) { use($0) }
    case "auto":
      return check(AutoScaledBuilder.self, json) { auto in
        use(auto.chain)
        let longer = (0..<10).reduce(auto) { a, _ in a.screen(20, condition: .init(minimum: 1)) }
        for window in w { _ = longer.resolve(window) + auto.factor(window) + auto.select(window) }
      }
    case "options":
      return check(StrategyOptions.self, json) { options in
        for strategy in ScalingStrategy.allCases {
          for window in w {
            let value = 16.dynamic(strategy, window, options: options)
            #expect(!value.isNaN, "\(strategy) \(json.text)")
          }
        }
      }
    case "resize":
      return check(ResizeBound.self, json) { bound in for window in w { _ = bound.points(window) } }
    case "split": return check(SplitViewWidths.self, json)
    case "metrics": return check(TypeMetrics.self, json)
    case "font": return check(ResolvedFont.self, json)
    case "spec":
      return check(FontSpec.self, json) { spec in
        for window in w { _ = spec.resolve(in: window) }
      }
    case "switch":
      return check(TextSizeSwitch.self, json) { rule in
        for window in w { _ = rule.isStacked(in: window) }
      }
    case "points":
      return check(DesignPoints.self, json) { points in
        for window in w {
          #expect(!points.resolve(window).isNaN && !points.resolveText(window).isNaN)
        }
      }
    case "key": return check(DesignViolation.Key.self, json) { _ = Set([$0]) }
    case "strategy":
      return check(ScalingStrategy.self, json) { strategy in
        for window in w { _ = 16.dynamic(strategy, window) }
      }
    default: return check(ContentSizeCategory.self, json)
    }
  }

  @Test func randomJSONDecodesOrThrowsAndTheValueIsUsable() {
    var rng = SplitMix64(seed: 0x15_0D_EC)
    var decoded: [String: Int] = [:]
    for _ in 0..<300 {
      for (name, data) in Self.seeds(&rng) {
        guard let data, let seed = JSON.parse(data) else { continue }
        for _ in 0..<4 where Self.decodeAndUse(name, Self.mutated(seed, &rng)) {
          decoded[name, default: 0] += 1
        }
      }
    }
    // Each type decoded from mutated JSON often enough for the uses to have run.
    for (name, count) in decoded.sorted(by: { $0.key < $1.key }) {
      #expect(count > 40, "\(name) decoded only \(count) times")
    }
    #expect(decoded.count == 17)
  }

  /// The trap the issue found, by hand: a chain decoded with `Int.max` ignored conditions
  /// (and eight links) takes a ninth condition, its count staying at `Int.max`.
  @Test func maximalIgnoredCountSaturates() throws {
    let links = (0..<8).map { #"{"value": \#($0), "condition": {"minimum": \#($0 * 100)}}"# }
    let json =
      #"{"base": 16, "links": [\#(links.joined(separator: ","))], "ignoredConditionCount": 9223372036854775807}"#
    let chain = try Hostile.decoder.decode(ScaledDpBuilder.self, from: Data(json.utf8))
    #expect(chain.ignoredConditionCount == .max)
    let longer = chain.screen(24, condition: .init(minimum: 600))
    #expect(longer.ignoredConditionCount == .max)
    #expect(longer.links.count == 8)
    let auto = try Hostile.decoder.decode(
      AutoScaledBuilder.self, from: Data(#"{"chain": \#(json), "fontScale": true}"#.utf8))
    #expect(auto.screen(24, condition: .init(minimum: 600)).ignoredConditionCount == .max)
  }
}
