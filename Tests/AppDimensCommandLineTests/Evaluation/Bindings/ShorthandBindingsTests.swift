import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite(
  "Shorthand bindings: every Behavior Reference › Principal scaling shorthand against an independent model"
)
struct ShorthandBindingsTests {
  /// A shorthand's meaning from Behavior Reference › Principal scaling: qualifier, aspect, ignore multi-window, text kind.
  struct Meaning: Sendable, CustomTestStringConvertible {
    let name: String
    let qualifier: DpQualifier
    let aspect: Bool
    let ignore: Bool
    /// nil: a dp; true: text × fontScale; false: text without fontScale.
    let fontScale: Bool?
    var testDescription: String { name }
  }

  static let meanings: [Meaning] = {
    var all: [Meaning] = []
    for (prefix, qualifier) in [("s", DpQualifier.smallWidth), ("w", .width), ("h", .height)] {
      for (suffix, aspect, ignore) in [
        ("", false, false), ("a", true, false), ("i", false, true), ("ia", true, true),
      ] {
        all.append(
          .init(
            name: "\(prefix)dp\(suffix)", qualifier: qualifier, aspect: aspect, ignore: ignore,
            fontScale: nil))
      }
      all.append(
        .init(
          name: "\(prefix)sp", qualifier: qualifier, aspect: false, ignore: false, fontScale: true))
      all.append(
        .init(
          name: "\(prefix)em", qualifier: qualifier, aspect: false, ignore: false, fontScale: false)
      )
    }
    return all
  }()

  /// Behavior Reference › Principal scaling written out independently of the engine.
  static func model(_ v: Double, _ m: Meaning, _ c: DimensConfiguration) -> Double {
    let w = c.screenWidth
    let h = c.screenHeight
    let multi = w < 0.95 * c.maximumWindowWidth || h < 0.95 * c.maximumWindowHeight
    let font = m.fontScale == true ? c.fontScale : 1
    if m.ignore && multi { return v * font }
    let d = m.qualifier == .smallWidth ? min(w, h) : (m.qualifier == .width ? w : h)
    let ar = max(w, h) / min(w, h)
    let factor =
      m.aspect ? 1 + (d - 300) * (1.0 / 300 + 0.8 * log(max(ar / 1.78, 1e-4)) / 300) : d / 300
    return v * factor * font
  }

  @Test func coversEveryShorthand() {
    #expect(Set(ExpressionBindings.shorthands.map(\.0)) == Set(Self.meanings.map(\.name)))
    #expect(Self.meanings.count == 18)
  }

  @Test(arguments: meanings)
  func matchesTheModelOnRandomWindows(_ m: Meaning) throws {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let w = Double.random(in: 100...2000, using: &generator)
      let h = Double.random(in: 100...2000, using: &generator)
      let multi = Bool.random(using: &generator)
      let c = DimensConfiguration(
        screenWidth: w, screenHeight: h, fontScale: Double.random(in: 0.8...3, using: &generator),
        maximumWindowWidth: multi ? w * 2 : nil)
      let v = Double.random(in: -50...50, using: &generator)
      let value = try ExpressionEvaluator().evaluate("\(v).\(m.name)", configuration: c)
      #expect(isClose(value, Self.model(v, m, c), tolerance: 1e-9 * max(1, abs(value))))
    }
  }

  @Test func acceptsTheConfigurationArgumentOnly() throws {
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(evaluate("10.sdp(c)", c) == 13)
    #expect(evaluate("10.sdp(configuration)", c) == 13)
    #expect(
      compileError("10.sdp(2)")?.description
        == "at column 8: unexpected argument number 2 to 'sdp'")
    #expect(
      compileError("10.sdp.rotate(1, landscape)")?.description
        == "at column 8: unexpected '.rotate' after 'sdp' (it ends the expression)")
  }
}
