import Testing

@testable import AppDimens

@Suite("The one ranking rule: specificity, then threshold, then declaration order")
struct ConditionRankingTests {
  static let tabletLandscape = DimensConfiguration(screenWidth: 1024, screenHeight: 768)
  static let phoneLandscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  static let tv = DimensConfiguration(screenWidth: 1920, screenHeight: 1080, uiMode: .television)

  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let links: [ConditionalValue]
    let configuration: DimensConfiguration
    let expected: Double
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "qualifier (2) beats orientation (1)",
      links: [
        .init(1, when: .init(orientation: .landscape)),
        .init(2, when: .init(qualifier: .width, minimum: 600)),
      ], configuration: tabletLandscape, expected: 2),
    Case(
      label: "mode (4) beats qualifier + orientation (3)",
      links: [
        .init(3, when: .init(orientation: .landscape, qualifier: .width, minimum: 600)),
        .init(4, when: .init(mode: .television)),
      ], configuration: tv, expected: 4),
    Case(
      label: "larger minimum wins a specificity tie",
      links: [
        .init(20, when: .init(qualifier: .width, minimum: 600)),
        .init(24, when: .init(qualifier: .width, minimum: 900)),
      ], configuration: tabletLandscape, expected: 24),
    Case(
      label: "larger minimum wins whatever the order",
      links: [
        .init(24, when: .init(qualifier: .width, minimum: 900)),
        .init(20, when: .init(qualifier: .width, minimum: 600)),
      ], configuration: tabletLandscape, expected: 24),
    Case(
      label: "exact tie goes to the earlier declaration",
      links: [
        .init(7, when: .init(orientation: .landscape)),
        .init(8, when: .init(orientation: .landscape)),
      ], configuration: phoneLandscape, expected: 7),
    Case(
      label: "non-matching conditions are skipped",
      links: [
        .init(24, when: .init(qualifier: .width, minimum: 900)),
        .init(12, when: .init(orientation: .landscape)),
      ], configuration: phoneLandscape, expected: 12),
    Case(
      label: "no match falls back to the base",
      links: [.init(28, when: .init(mode: .television))], configuration: phone, expected: 16),
    Case(label: "empty chain falls back to the base", links: [], configuration: tv, expected: 16),
    Case(
      label: "an empty condition matches everything with specificity 0",
      links: [.init(5, when: .init()), .init(6, when: .init(orientation: .portrait))],
      configuration: phone, expected: 6),
  ]

  @Test(arguments: cases)
  func ranking(_ c: Case) {
    #expect(c.links.select(base: 16, c.configuration) == c.expected)
  }

  @Test func specificityWeights() {
    #expect(ScreenCondition().specificity == 0)
    #expect(ScreenCondition(orientation: .portrait).specificity == 1)
    #expect(ScreenCondition(qualifier: .height, minimum: 1).specificity == 2)
    #expect(ScreenCondition(mode: .car).specificity == 4)
    #expect(
      ScreenCondition(mode: .car, orientation: .portrait, qualifier: .width, minimum: 1)
        .specificity == 7)
  }

  @Test func thresholdIsOnlyUsedWhenAQualifierIsSet() {
    let unqualified = ScreenCondition(orientation: .landscape, minimum: 5000)
    #expect(unqualified.matches(Self.phoneLandscape))
    #expect(unqualified.rankKey(Self.phoneLandscape)?.threshold == -.infinity)
  }

  @Test func nanMinimumNeverMatchesAndNegativeInfinityAlwaysDoes() {
    #expect(!ScreenCondition(qualifier: .width, minimum: .nan).matches(Self.tv))
    #expect(ScreenCondition(qualifier: .width, minimum: -.infinity).matches(Self.phone))
  }

  @Test func orderDoesNotMatterExceptForExactTies() {
    // Every permutation of three distinct-key links picks the same winner.
    let links: [ConditionalValue] = [
      .init(1, when: .init(orientation: .landscape)),
      .init(2, when: .init(qualifier: .width, minimum: 600)),
      .init(3, when: .init(qualifier: .width, minimum: 1000)),
    ]
    for permutation in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
      let ordered = permutation.map { links[$0] }
      #expect(ordered.select(base: 0, Self.tabletLandscape) == 3)
    }
  }
}
