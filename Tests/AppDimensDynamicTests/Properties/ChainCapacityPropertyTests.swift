import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensDynamic

/// Chains store their conditions inline, eight at most; tables order their keys at
/// construction. Both must still answer exactly what the Behavior Reference's
/// Principal scaling (conditions) and Breakpoints sections say, computed here by the
/// independent references.
@Suite("Property: inline chains and literal tables answer as the Behavior Reference says")
struct ChainCapacityPropertyTests {
  static let iterations = 2_000

  /// Links built the way a user chains them, 0 to 12 of them (beyond the capacity of 8).
  static func links(_ rng: inout SplitMix64) -> [ConditionalValue] {
    (0..<Int.random(in: 0...12, using: &rng)).map { _ in
      ConditionalValue(Arbitrary.base(&rng), when: Arbitrary.condition(&rng))
    }
  }

  @Test("A chain selects by the ranking rule among its first eight conditions and counts the rest")
  func chainsSelectAmongTheFirstEight() {
    var rng = SplitMix64(seed: 0xC4A1)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let c = Arbitrary.configuration(&rng)
      let v = Arbitrary.base(&rng)
      let links = Self.links(&rng)
      let kept = Array(links.prefix(8))
      let expected = RankingReference.select(base: v, kept, c)
      let scaled = links.reduce(v.scaledDp) { $0.screen($1.value, condition: $1.condition) }
      let auto = links.reduce(v.autoScaledDp) { $0.screen($1.value, condition: $1.condition) }
      let text = links.reduce(v.autoSp) { $0.screen($1.value, condition: $1.condition) }
      let ignored = max(0, links.count - 8)
      if scaled.select(c) != expected || auto.select(c) != expected || text.select(c) != expected {
        failure = "selected \(scaled.select(c)) ≠ reference \(expected) on \(c) with \(links)"
      } else if scaled.links != kept || auto.links != kept {
        failure = "stored \(scaled.links) ≠ the first eight of \(links)"
      } else if scaled.ignoredConditionCount != ignored || text.ignoredConditionCount != ignored {
        failure = "ignored \(scaled.ignoredConditionCount) of \(links.count) conditions"
      }
    }
    #expect(failure == nil)
  }

  @Test("Setting links, copying and decoding give back an equal chain")
  func chainsRoundTrip() throws {
    var rng = SplitMix64(seed: 0xC4A2)
    for _ in 0..<200 {
      let links = Self.links(&rng).filter { $0.condition.minimum.isFinite }
      var set = ScaledDpBuilder(16)
      set.links = links
      let chained = links.reduce(16.scaledDp) { $0.screen($1.value, condition: $1.condition) }
      #expect(set == chained)
      #expect(set.hashValue == chained.hashValue)
      let data = try JSONEncoder().encode(chained.aspectRatio().finalQualifier(.width))
      let decoded = try JSONDecoder().decode(ScaledDpBuilder.self, from: data)
      #expect(decoded == chained.aspectRatio().finalQualifier(.width))
    }
  }

  @Test("A table of any size equals the reference lookup on its first value per key")
  func tablesOfEverySizeResolveAsSpecified() {
    var rng = SplitMix64(seed: 0xC4A3)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      // 0 … 40 pairs, keys repeating, across the 16-entry insertion-sort limit.
      let pairs = (0..<Int.random(in: 0...40, using: &rng)).map { index in
        (PermutationPropertyTests.key(&rng), index)
      }
      var seen = Set<ScreenIdentifier>()
      let firsts = pairs.filter { seen.insert($0.0).inserted }
      let table = Breakpoints(pairs)
      let keys = table.keys
      if keys.count != firsts.count
        || zip(keys, keys.dropFirst()).contains(where: { !$0.canonicallyPrecedes($1) })
      {
        failure = "keys \(keys) are not the \(firsts.count) distinct keys in canonical order"
      }
      for _ in 0..<4 where failure == nil {
        let c = PermutationPropertyTests.window(&rng)
        let expected = BreakpointReference.resolve(firsts, c)
        if table.resolve(c) != expected {
          failure = "\(table.resolve(c) as Any) ≠ reference \(expected as Any) for \(pairs) on \(c)"
        }
      }
    }
    #expect(failure == nil)
  }
}
