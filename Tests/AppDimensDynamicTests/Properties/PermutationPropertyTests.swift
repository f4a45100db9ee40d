import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// Declaration order matters only where the Behavior Reference says so: the ranking rule's last
/// tie-break (equal specificity AND equal minimum) goes to the earlier declaration; breakpoint
/// tables never depend on the order of their entries.
@Suite("Property: ranking and breakpoints do not depend on declaration order")
struct PermutationPropertyTests {
  static let iterations = 1_500

  /// Every permutation of `items` when there are at most 5, else 30 random shuffles.
  static func permutations<T>(_ items: [T], _ rng: inout SplitMix64) -> [[T]] {
    guard items.count <= 5 else { return (0..<30).map { _ in items.shuffled(using: &rng) } }
    guard let first = items.first else { return [[]] }
    return permutations(Array(items.dropFirst()), &rng).flatMap { rest in
      (0...rest.count).map { i in
        var p = rest
        p.insert(first, at: i)
        return p
      }
    }
  }

  /// A realistic window, sometimes exactly at a key width (± a fraction of a point).
  static func window(_ rng: inout SplitMix64) -> DimensConfiguration {
    let width =
      rng.chance(0.4)
      ? rng.pick(ScreenIdentifier.adaptizerWidths + [390, 393, 430])
        + Double.random(
          in: -0.6...0.6, using: &rng)
      : Double.random(in: 200...1600, using: &rng)
    return DimensConfiguration(
      screenWidth: width, screenHeight: Double.random(in: 200...1600, using: &rng),
      fontScale: rng.chance(0.5) ? nil : Double.random(in: 0.5...3.5, using: &rng),
      contentSizeCategory: rng.pick(ContentSizeCategory.allCases),
      uiMode: rng.pick([.normal, .television, .watch]), idiom: rng.pick(DeviceIdiom.allCases),
      horizontalSizeClass: rng.maybe(SizeClass.allCases))
  }

  @Test("The ranking rule agrees with the Behavior Reference and ignores order when keys differ")
  func rankingIgnoresOrderWithoutFullTies() {
    var rng = SplitMix64(seed: 0xBE_8)
    var failure: String?
    var tiesSeen = 0
    for _ in 0..<Self.iterations where failure == nil {
      let c = Self.window(&rng)
      var links = (0..<Int.random(in: 0...6, using: &rng)).map { index in
        ConditionalValue(Double(index + 1), when: Arbitrary.condition(&rng))
      }
      if rng.chance(0.3), let first = links.first {
        // A full tie (same specificity and minimum) with the SAME value: order cannot matter.
        links.append(ConditionalValue(first.value, when: first.condition))
        tiesSeen += 1
      }
      let expected = RankingReference.select(base: 0, links, c)
      if links.select(base: 0, c) != expected {
        failure =
          "select \(links.select(base: 0, c)) ≠ reference \(expected) on \(c): \(links)"
      }
      // Order independence holds unless two matching top-ranked links fully tie with
      // different values.
      let top = RankingReference.winner(links, c)
      let tied = links.filter { link in
        guard let top, RankingReference.matches(link.condition, c) else { return false }
        let best = links[top].condition
        return RankingReference.specificity(link.condition) == RankingReference.specificity(best)
          && (link.condition.qualifier == nil ? -.infinity : link.condition.minimum)
            == (best.qualifier == nil ? -.infinity : best.minimum)
      }
      guard Set(tied.map(\.value)).count <= 1 else { continue }
      for permutation in Self.permutations(links, &rng) where failure == nil {
        let builder = permutation.reduce(0.scaledDp) {
          $0.screen($1.value, condition: $1.condition)
        }
        if builder.select(c) != expected || permutation.select(base: 0, c) != expected {
          failure = "order changed the answer: \(permutation) on \(c)"
        }
      }
    }
    #expect(failure == nil)
    #expect(tiesSeen > 100)
  }

  @Test("The declaration-order tie-break: the earlier of two full ties wins")
  func fullTieGoesToTheEarlierDeclaration() {
    var rng = SplitMix64(seed: 0xBE_9)
    for _ in 0..<Self.iterations {
      let c = Self.window(&rng)
      let condition = Arbitrary.condition(&rng)
      guard RankingReference.matches(condition, c) else { continue }
      let links = [ConditionalValue(1, when: condition), ConditionalValue(2, when: condition)]
      #expect(links.select(base: 0, c) == 1)
      #expect(Array(links.reversed()).select(base: 0, c) == 2)
    }
  }

  static func key(_ rng: inout SplitMix64) -> ScreenIdentifier {
    let key: ScreenIdentifier
    switch Int.random(in: 0..<7, using: &rng) {
    case 0, 1: key = .width(rng.pick(ScreenIdentifier.adaptizerWidths))
    case 6:
      key = .textSize(
        from: rng.pick(ContentSizeCategory.allCases),
        through: rng.pick(ContentSizeCategory.allCases))
    case 2:
      key = .width(
        rng.chance(0.8)
          ? Double.random(in: 250...1500, using: &rng).rounded()
          : rng.pick([.nan, .infinity, -.infinity, 0, -5]))
    case 3, 4:
      key = .sizeClass(rng.pick(SizeClass.allCases), idiom: rng.maybe(DeviceIdiom.allCases))
    default: key = .wAny
    }
    return rng.chance(0.25) ? key.default : key
  }

  @Test(
    "Breakpoint tables resolve as Behavior Reference › Breakpoints says, in every declaration order"
  )
  func breakpointsIgnoreOrder() {
    var rng = SplitMix64(seed: 0xB_9E)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      var seen = Set<ScreenIdentifier>()
      let pairs = (0..<Int.random(in: 0...7, using: &rng)).compactMap { index in
        let key = Self.key(&rng)
        return seen.insert(key).inserted ? (key, index) : nil
      }
      for _ in 0..<4 where failure == nil {
        let c = Self.window(&rng)
        let expected = BreakpointReference.resolve(pairs, c)
        let rule = ScalingRule(multipliers: Breakpoints(pairs.map { ($0.0, Double($0.1) + 1) }))
        let expectedRule = 20 * (expected.map { Double($0) + 1 } ?? 1)
        for permutation in Self.permutations(pairs, &rng) where failure == nil {
          let table = Breakpoints(permutation)
          let dictionary = Dictionary(uniqueKeysWithValues: permutation)
          if table.resolve(c) != expected || dictionary.scaled(c) != expected {
            failure =
              "\(table.resolve(c) as Any) ≠ reference \(expected as Any) for \(permutation) on \(c)"
          }
          let shuffledRule = ScalingRule(
            multipliers: Breakpoints(permutation.map { ($0.0, Double($0.1) + 1) }))
          if failure == nil,
            rule != shuffledRule || 20.scaled(by: shuffledRule, c, rounding: .none) != expectedRule
          {
            failure = "scaling rule depends on order: \(permutation) on \(c)"
          }
        }
      }
    }
    #expect(failure == nil)
  }
}
