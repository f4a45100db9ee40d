/// The links of a conditional chain, stored inline: up to eight, no heap storage at all.
///
/// A chain written inline (`16.scaledDp.screen(…).rotate(…).resolve(c)`, in a SwiftUI body)
/// is built and resolved on every evaluation. Stored in fixed slots, its links are plain
/// values: building allocates nothing, copying is a memory copy, and with literal conditions
/// the optimizer reduces the whole chain to a few comparisons on the window.
///
/// | links appended | stored | `ignoredCount` |
/// |---|---|---|
/// | 0 … 8 | all | 0 |
/// | 9 | the first 8 | 1 |
//
// Policy: fixed slots, not an array with an inline prefix. A chain type with any reference
// in it (an overflow array, even an empty one) is not trivially copyable, and measured with
// `appdimens-bench --filter inline` that alone made an inline two-condition chain cost 20×
// more instructions (357 vs 18 per call) and ~1.4× a prebuilt one: the optimizer keeps such
// values in memory and copies them through outlined copy functions. A trivially copyable
// chain needs a capacity; eight is twice what the documented chains use. Appending to a full
// list keeps the first eight and counts the rest, so callers that take links from data (the
// command line, decoding) can report the excess instead of losing it silently.
//
// The slots are stored properties rather than a tuple read through pointers, so every access
// is safe code. The links fill the LAST `storedCount` slots in declaration order, so appending
// is a branch-free shift and `select` jumps once to the first link in use, then runs straight
// through (reading every slot up front made the compiler load all eight, which cost a stored
// one-link chain 226 instructions instead of 192). The slots before the links hold a
// placeholder that `==`, `hash(into:)`, `select` and iteration never read.
@usableFromInline
struct ConditionalValueList: RandomAccessCollection, Hashable, Sendable {
  /// How many links a list stores.
  @inlinable
  static var capacity: Int { 8 }

  /// The number of links stored (at most ``capacity``).
  @usableFromInline var storedCount: Int
  /// The number of links appended to a full list and not stored.
  @usableFromInline var ignoredCount: Int
  /// Link 0.
  @usableFromInline var slot0: ConditionalValue
  /// Link 1.
  @usableFromInline var slot1: ConditionalValue
  /// Link 2.
  @usableFromInline var slot2: ConditionalValue
  /// Link 3.
  @usableFromInline var slot3: ConditionalValue
  /// Link 4.
  @usableFromInline var slot4: ConditionalValue
  /// Link 5.
  @usableFromInline var slot5: ConditionalValue
  /// Link 6.
  @usableFromInline var slot6: ConditionalValue
  /// Link 7.
  @usableFromInline var slot7: ConditionalValue

  /// An empty list.
  @inlinable @inline(__always)
  init() {
    let unused = ConditionalValue(0, when: ScreenCondition())
    storedCount = 0
    ignoredCount = 0
    (slot0, slot1, slot2, slot3) = (unused, unused, unused, unused)
    (slot4, slot5, slot6, slot7) = (unused, unused, unused, unused)
  }

  /// A list holding the first ``capacity`` of `links` in order, counting the rest as ignored.
  @inlinable
  init(_ links: some Sequence<ConditionalValue>) {
    self.init()
    for link in links { append(link) }
  }

  /// Adds a link after the others, or counts it in ``ignoredCount`` when the list is full.
  @inlinable @inline(__always)
  mutating func append(_ link: ConditionalValue) {
    guard storedCount < Self.capacity else {
      ignoredCount += 1
      return
    }
    // The links occupy the LAST `storedCount` slots in declaration order; appending shifts
    // them one slot forward, without a branch per slot.
    (slot0, slot1, slot2, slot3) = (slot1, slot2, slot3, slot4)
    (slot4, slot5, slot6, slot7) = (slot5, slot6, slot7, link)
    storedCount += 1
  }

  /// The value of the winning link by the one ranking rule, or `base` when none matches.
  @inlinable @inline(__always)
  func select(base: Double, _ configuration: DimensConfiguration) -> Double {
    // Policy: the slots are read in place, in declaration order (no copy of the list, no
    // iterator), through the same `Tally` as `ConditionRanking.winner`.
    var tally = ConditionRanking.Tally<Double>()
    let c = configuration
    // One jump to the first stored slot, then straight-line code to the last: only the slots
    // in use are read, and a chain with a known number of links folds to its comparisons.
    switch storedCount {
    case 8:
      tally.consider(slot0.value, slot0.condition.rankKey(c))
      fallthrough
    case 7:
      tally.consider(slot1.value, slot1.condition.rankKey(c))
      fallthrough
    case 6:
      tally.consider(slot2.value, slot2.condition.rankKey(c))
      fallthrough
    case 5:
      tally.consider(slot3.value, slot3.condition.rankKey(c))
      fallthrough
    case 4:
      tally.consider(slot4.value, slot4.condition.rankKey(c))
      fallthrough
    case 3:
      tally.consider(slot5.value, slot5.condition.rankKey(c))
      fallthrough
    case 2:
      tally.consider(slot6.value, slot6.condition.rankKey(c))
      fallthrough
    case 1:
      tally.consider(slot7.value, slot7.condition.rankKey(c))
    default:
      break
    }
    return tally.winner ?? base
  }

  /// The first index, 0.
  @inlinable
  var startIndex: Int { 0 }

  /// The number of links stored.
  @inlinable
  var endIndex: Int { storedCount }

  /// The link at `index` (0 ..< count), in declaration order.
  @inlinable
  subscript(index: Int) -> ConditionalValue {
    self[slot: Self.capacity - storedCount + index]
  }

  /// The link in slot `slot` (0 ..< capacity; the links fill the last `storedCount` slots).
  @inlinable @inline(__always)
  subscript(slot slot: Int) -> ConditionalValue {
    switch slot {
    case 0: slot0
    case 1: slot1
    case 2: slot2
    case 3: slot3
    case 4: slot4
    case 5: slot5
    case 6: slot6
    default: slot7
    }
  }

  /// Whether both lists hold the same links in the same order and ignored as many.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ignoredCount == rhs.ignoredCount && lhs.elementsEqual(rhs)
  }

  /// Hashes the counts and the links in order.
  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(storedCount)
    hasher.combine(ignoredCount)
    for link in self { hasher.combine(link) }
  }
}

/// A value chosen when its ``ScreenCondition`` matches, one link of a conditional chain.
public struct ConditionalValue: Hashable, Sendable, Codable {
  /// The value to use when the condition wins.
  public var value: Double
  /// When the value applies.
  public var condition: ScreenCondition

  /// Creates a link that uses `value` when `condition` wins the ranking.
  @inlinable
  public init(_ value: Double, when condition: ScreenCondition) {
    self.value = value
    self.condition = condition
  }
}

extension Collection where Element == ConditionalValue {
  /// The value of the winning link by the one ranking rule, or `base` when none matches.
  @inlinable
  public func select(base: Double, _ configuration: DimensConfiguration) -> Double {
    guard let index = ConditionRanking.winner(self, rank: { $0.condition.rankKey(configuration) })
    else { return base }
    return self[index].value
  }
}
