import AppDimensTestSupport
import Testing

@testable import AppDimens

@Suite("A stored link's compiled tests answer what its condition says")
struct ChainLinkTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let condition: ScreenCondition
    /// The bits of `allowed` by hand: 2 × mode index + [landscape], modes in declaration order.
    let allowed: UInt32
    let widthMinimum: Double
    let heightMinimum: Double
    var testDescription: String { "\(condition)" }
  }

  // The table of the type's documentation.
  static let rows = [
    Row(
      condition: .init(orientation: .landscape), allowed: 0b10_1010_1010_1010_1010,
      widthMinimum: -.infinity, heightMinimum: -.infinity),
    Row(
      condition: .init(qualifier: .width, minimum: 600), allowed: 0b11_1111_1111_1111_1111,
      widthMinimum: 600, heightMinimum: -.infinity),
    Row(
      condition: .init(qualifier: .smallWidth, minimum: 600), allowed: 0b11_1111_1111_1111_1111,
      widthMinimum: 600, heightMinimum: 600),
    Row(
      condition: .init(mode: .television), allowed: 0b1100, widthMinimum: -.infinity,
      heightMinimum: -.infinity),
    Row(
      condition: .init(mode: .normal, orientation: .portrait, qualifier: .height, minimum: 411),
      allowed: 0b01, widthMinimum: -.infinity, heightMinimum: 411),
  ]

  @Test(arguments: rows)
  func compilesTheDocumentedRows(_ row: Row) {
    let link = ChainLink(ConditionalValue(7, when: row.condition), order: 0)
    #expect(link.test.allowed == row.allowed)
    #expect(link.test.widthMinimum == row.widthMinimum)
    #expect(link.test.heightMinimum == row.heightMinimum)
    #expect(link.value == 7)
    #expect(link.link == ConditionalValue(7, when: row.condition))
  }

  /// The Behavior Reference's matching rule, written out: every part that is set must hold.
  static func matches(_ condition: ScreenCondition, _ c: DimensConfiguration) -> Bool {
    let (w, h) = (c.screenWidth, c.screenHeight)
    if let mode = condition.mode, mode != c.uiMode { return false }
    if let orientation = condition.orientation, orientation != (w > h ? .landscape : .portrait) {
      return false
    }
    guard let qualifier = condition.qualifier else { return true }
    let d: Double =
      switch qualifier {
      case .smallWidth: min(w, h)
      case .width: w
      case .height: h
      }
    return d >= condition.minimum
  }

  @Test("Every mode, orientation and qualifier, against windows of every mode and shape")
  func acceptsExactlyTheMatchingWindows() {
    var rng = SplitMix64(seed: 0xC4_11)
    let minimums: [Double] = [0, 320, 600, 600.5, 1280, .infinity, -.infinity, .nan, -5]
    var checked = 0
    for mode in [nil] + UIMode.allCases.map(Optional.some) {
      for orientation in [nil] + Orientation.allCases.map(Optional.some) {
        for qualifier in [nil] + DpQualifier.allCases.map(Optional.some) {
          for minimum in minimums {
            var condition = ScreenCondition(
              mode: mode, orientation: orientation, qualifier: qualifier, minimum: minimum)
            // A NaN set on the property, past the initializer's rule, never matches.
            if minimum.isNaN && rng.chance(0.5) { condition.minimum = .nan }
            let link = ChainLink(ConditionalValue(1, when: condition), order: 0)
            for _ in 0..<4 {
              let side = [320, 600, 600.5, 1280, 390, 844]
              let width =
                rng.chance(0.5)
                ? side[Int.random(in: 0..<6, using: &rng)]
                : Double.random(in: 1...2000, using: &rng)
              // A square window now and then: portrait by the rule (width > height is landscape).
              let height = rng.chance(0.15) ? width : Double.random(in: 1...2000, using: &rng)
              let c = DimensConfiguration(
                screenWidth: width, screenHeight: height, uiMode: rng.pick(UIMode.allCases))
              let window = ChainLink.Window(c)
              let expected = Self.matches(condition, c)
              #expect(link.accepts(window) == expected, "\(condition) on \(c)")
              #expect(link.acceptance(window) == (expected ? 1 : 0))
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked > 4_000)
  }

  @Test func anEndMarkerAcceptsNothingAndComesLast() {
    let end = ChainLink()
    #expect(end.isEndMarker)
    let empty = ChainLink(ConditionalValue(1, when: ScreenCondition()), order: 7)
    for mode in UIMode.allCases {
      let window = ChainLink.Window(
        DimensConfiguration(screenWidth: 800, screenHeight: 400, uiMode: mode))
      #expect(!end.accepts(window))
      #expect(empty.accepts(window))
    }
    // The empty condition ties with an end marker on the key and wins on declaration order.
    #expect(empty.precedes(end) == 1)
    #expect(end.precedes(empty) == 0)
  }
}
