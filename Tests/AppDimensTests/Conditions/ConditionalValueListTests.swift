import AppDimensTestSupport
import Testing

@testable import AppDimens

@Suite("Inline links: eight stored in order, the rest counted, ranked when added")
struct ConditionalValueListTests {
  /// Link `i` has value `i` and a condition no two links share.
  static func link(_ i: Int) -> ConditionalValue {
    ConditionalValue(Double(i), when: .init(qualifier: .width, minimum: Double(100 * i)))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let appended: Int
    let stored: [Double]
    let ignored: Int
    var testDescription: String { "\(appended) appended" }
  }

  // The table of the type's documentation.
  static let cases = [
    Case(appended: 0, stored: [], ignored: 0),
    Case(appended: 1, stored: [0], ignored: 0),
    Case(appended: 4, stored: [0, 1, 2, 3], ignored: 0),
    Case(appended: 8, stored: [0, 1, 2, 3, 4, 5, 6, 7], ignored: 0),
    Case(appended: 9, stored: [0, 1, 2, 3, 4, 5, 6, 7], ignored: 1),
    Case(appended: 12, stored: [0, 1, 2, 3, 4, 5, 6, 7], ignored: 4),
  ]

  @Test(arguments: cases)
  func keepsTheFirstEightInOrder(_ c: Case) {
    var list = ConditionalValueList(base: -1)
    for i in 0..<c.appended { list.append(Self.link(i)) }
    #expect(list.map(\.value) == c.stored)
    #expect(list.count == c.stored.count)
    #expect(list.ignoredCount == c.ignored)
    #expect(ConditionalValueList(base: -1, (0..<c.appended).map(Self.link)) == list)
  }

  @Test func equalityReadsTheBaseTheStoredLinksAndTheIgnoredCount() {
    let three = ConditionalValueList(base: 16, (0..<3).map(Self.link))
    var other = ConditionalValueList(base: 16, (0..<3).map(Self.link))
    #expect(three == other)
    #expect(three.hashValue == other.hashValue)
    other.append(Self.link(3))
    #expect(three != other)
    let full = ConditionalValueList(base: 16, (0..<9).map(Self.link))
    let exactlyEight = ConditionalValueList(base: 16, (0..<8).map(Self.link))
    #expect(full != exactlyEight)
    #expect(ConditionalValueList(base: 20, (0..<3).map(Self.link)) != three)
  }

  @Test func selectsLikeTheRankingRuleOverAnArray() {
    // A 1200-wide window matches minimums 0 … 1200: the largest matching threshold, link 7
    // (minimum 700), wins among the eight stored; link 8 (minimum 800) was not stored.
    let wide = ChainLink.Window(DimensConfiguration(screenWidth: 1200, screenHeight: 800))
    let list = ConditionalValueList(base: -1, (0..<9).map(Self.link))
    #expect(list.select(wide) == 7)
    // A 250-wide window matches minimums 0 and 100 … 200: link 2.
    let narrow = ChainLink.Window(DimensConfiguration(screenWidth: 250, screenHeight: 800))
    #expect(list.select(narrow) == 2)
    #expect(ConditionalValueList(base: -1).select(narrow) == -1)
  }

  struct RankCase: Sendable, CustomTestStringConvertible {
    let label: String
    let links: [ConditionalValue]
    /// The values of the links in rank order, worked out by hand from the ranking rule.
    let ranked: [Double]
    var testDescription: String { label }
  }

  static let landscape = ScreenCondition(orientation: .landscape)
  static let width600 = ScreenCondition(qualifier: .width, minimum: 600)
  static let width900 = ScreenCondition(qualifier: .width, minimum: 900)
  static let television = ScreenCondition(mode: .television)
  static let all3 = ScreenCondition(
    mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280)

  // The rows of the type's documentation.
  static let rankCases = [
    RankCase(
      label: "rotate, then qualifier",
      links: [.init(1, when: landscape), .init(2, when: width600)],
      ranked: [2, 1]),
    RankCase(
      label: "two widths", links: [.init(1, when: width600), .init(2, when: width900)],
      ranked: [2, 1]),
    RankCase(
      label: "the same rotate twice",
      links: [.init(1, when: landscape), .init(2, when: landscape)],
      ranked: [1, 2]),
    RankCase(
      label: "mode, qualifier, rotate, all three",
      links: [
        .init(1, when: television), .init(2, when: width600), .init(3, when: landscape),
        .init(4, when: all3),
      ], ranked: [4, 1, 2, 3]),
  ]

  @Test(arguments: rankCases)
  func ranksWhenLinksAreAdded(_ c: RankCase) {
    let list = ConditionalValueList(base: 0, c.links)
    let four = [list.four.l0, list.four.l1, list.four.l2, list.four.l3]
    #expect(four.prefix(c.links.count).map(\.value) == c.ranked)
    #expect(four.dropFirst(c.links.count).allSatisfy { $0.isEndMarker })
    // Slot k's rank position: the declared links fill the last slots. A list stores the
    // positions from its fifth link on; the ranking they come from is checked for any count.
    let packed = ConditionalValueList.positions(of: list.slots)
    let first = ConditionalValueList.capacity - c.links.count
    let positions = (first..<ConditionalValueList.capacity).map {
      Int((packed >> (4 * UInt32($0))) & 0xF)
    }
    let byPosition = positions.enumerated().sorted { $0.element < $1.element }.map {
      c.links[$0.offset].value
    }
    #expect(byPosition == c.ranked)
    #expect(Array(list) == c.links)
  }

  @Test("Every count of links ranks its links as a stable sort by the rank key")
  func positionsAreAStableSort() {
    var rng = SplitMix64(seed: 0x51_07)
    for _ in 0..<500 {
      let count = Int.random(in: 0...8, using: &rng)
      // Few distinct conditions, so keys tie often.
      let conditions = [Self.landscape, Self.width600, Self.width900, Self.television, Self.all3]
      let links = (0..<count).map { i in
        ConditionalValue(Double(i), when: conditions[Int.random(in: 0..<5, using: &rng)])
      }
      let list = ConditionalValueList(base: 0, links)
      // By hand: specificity 4·mode + 2·qualifier + 1·orientation, then the minimum, then order.
      func key(_ c: ScreenCondition) -> (Int, Double) {
        (
          (c.mode == nil ? 0 : 4) + (c.qualifier == nil ? 0 : 2) + (c.orientation == nil ? 0 : 1),
          c.qualifier == nil ? -.infinity : c.minimum
        )
      }
      let expected = links.enumerated().sorted { a, b in
        let (ka, kb) = (key(a.element.condition), key(b.element.condition))
        return ka.0 != kb.0 ? ka.0 > kb.0 : ka.1 != kb.1 ? ka.1 > kb.1 : a.offset < b.offset
      }.map(\.element.value)
      // The stored positions, which only a list of five links or more reads, are the
      // ranking's; shorter lists keep the initial value.
      let packed = ConditionalValueList.positions(of: list.slots)
      #expect(list.positions == (count >= 5 ? packed : 0x7654_3210))
      let first = ConditionalValueList.capacity - count
      let positions = (first..<ConditionalValueList.capacity).map {
        Int((packed >> (4 * UInt32($0))) & 0xF)
      }
      #expect(Set(positions) == Set(0..<count))
      let ranked = positions.enumerated().sorted { $0.element < $1.element }.map {
        links[$0.offset].value
      }
      #expect(ranked == expected)
      let four = [list.four.l0, list.four.l1, list.four.l2, list.four.l3]
      #expect(four.prefix(min(count, 4)).map(\.value) == Array(expected.prefix(4)))
    }
  }
}
