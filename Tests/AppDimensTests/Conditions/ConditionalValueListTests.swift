import Testing

@testable import AppDimens

@Suite("Inline links: eight stored in order, the rest counted")
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
    var list = ConditionalValueList()
    for i in 0..<c.appended { list.append(Self.link(i)) }
    #expect(list.map(\.value) == c.stored)
    #expect(list.count == c.stored.count)
    #expect(list.ignoredCount == c.ignored)
    #expect(ConditionalValueList((0..<c.appended).map(Self.link)) == list)
  }

  @Test func equalityReadsOnlyStoredLinksAndTheIgnoredCount() {
    let three = ConditionalValueList((0..<3).map(Self.link))
    var other = ConditionalValueList((0..<3).map(Self.link))
    #expect(three == other)
    #expect(three.hashValue == other.hashValue)
    other.append(Self.link(3))
    #expect(three != other)
    let full = ConditionalValueList((0..<9).map(Self.link))
    let exactlyEight = ConditionalValueList((0..<8).map(Self.link))
    #expect(full != exactlyEight)
  }

  @Test func selectsLikeTheRankingRuleOverAnArray() {
    // A 1200-wide window matches minimums 0 … 1200: the largest matching threshold, link 7
    // (minimum 700), wins among the eight stored; link 8 (minimum 800) was not stored.
    let wide = DimensConfiguration(screenWidth: 1200, screenHeight: 800)
    let list = ConditionalValueList((0..<9).map(Self.link))
    #expect(list.select(base: -1, wide) == 7)
    // A 250-wide window matches minimums 0 and 100 … 200: link 2.
    let narrow = DimensConfiguration(screenWidth: 250, screenHeight: 800)
    #expect(list.select(base: -1, narrow) == 2)
    #expect(ConditionalValueList().select(base: -1, narrow) == -1)
  }
}
