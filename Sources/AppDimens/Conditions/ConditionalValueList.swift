/// The base value and the links of a conditional chain, stored inline: up to eight links, no
/// heap storage at all, ranked when they are added.
///
/// A chain written inline (`16.scaledDp.screen(…).rotate(…).resolve(c)`, in a SwiftUI body)
/// is built and resolved on every evaluation; a chain kept in a property is built once and
/// resolved on every evaluation. Stored in fixed slots, its links are plain values: building
/// allocates nothing, copying is a memory copy, and with literal conditions the optimizer
/// reduces the whole chain to a few comparisons on the window.
///
/// Ranking happens when a link is added, by the one rule (``ConditionRanking``): a link comes
/// before another when its ``RankKey`` is higher (specificity, then threshold), or the keys are
/// equal and it was declared first (``ChainLink/precedes(_:)``). `slots` holds the links in
/// declaration order and `positions` the place of each in rank order; `four` holds copies of
/// the four links that come first, in rank order, and `lone` and `pair` the tests of the first
/// one and two. Unused places hold end markers (``ChainLink/init()``), which accept no window
/// and come after every link. The link that matches first in rank order wins:
///
/// ```
/// select = pair.0, then pair.1, for a chain of up to two links (lone is pair.0);
///          the first of four that accepts, for three or four;
///          the slot at the lowest position among those that accept, for more;
///          the base when none does
/// ```
///
/// | links appended (declaration order) | rank order |
/// |---|---|
/// | rotate(landscape), qualifier(width ≥ 600) | qualifier, rotate |
/// | qualifier(width ≥ 600), qualifier(width ≥ 900) | width ≥ 900, width ≥ 600 |
/// | rotate(landscape) twice | the first, the second |
/// | mode, qualifier, rotate, mode + orientation + qualifier | the last, mode, qualifier, rotate |
///
/// As a collection the list reads its links in declaration order, so `==`, hashing, `links`
/// and coding see the chain as it was written; a link appended to a full list is counted in
/// `ignoredCount`.
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
// Policy: one branch on the count, then either a ladder over `lone` or `pair`, or one
// straight run over `four` or all eight slots. Swift reads a value kept in memory (a `static let`, a
// property) field by field where it first reads it, which is before the first test for every
// field a branchy search could reach: with eight slots tried in a ladder, a stored two-link
// chain loaded and spilled all eight, about 100 of its 187 instructions per resolve. Fields
// read on one side of the first branch only are read there: a chain of one or two links reads
// `lone` or `pair` and nothing else, a longer chain `four` or the eight slots without a branch
// (`appdimens-bench --filter prebuilt --instructions`). The copies keep the sides apart, at
// the price of memory: a chain is 728 bytes. Appending is a few selections and a shift, and the positions are
// counted without a branch, so a chain step stays within the optimizer's size limit for
// forced inlining and a chain written inline still folds.
@usableFromInline
struct ConditionalValueList: RandomAccessCollection, Hashable, Sendable {
  /// How many links a list stores.
  @inlinable
  static var capacity: Int { 8 }

  /// The value chosen when no link matches.
  @usableFromInline var base: Double
  /// The number of links stored (at most ``capacity``), in one byte next to ``plan``.
  @usableFromInline var linkCount: UInt8
  /// The scaling plan of the chain the list belongs to (`ScaledDpBuilder.Scaling.plan`), kept
  /// next to ``linkCount`` so that one read of ``shape`` tells the common chain.
  @usableFromInline var plan: UInt8
  /// The number of links appended to a full list and not stored.
  @usableFromInline var ignoredCount: Int
  /// The test of the link that comes first, for a chain of one link (an end marker's when
  /// there is none).
  @usableFromInline var lone: ChainLink.Test
  /// The tests of the two links that come first, for a chain of two links.
  @usableFromInline var pair: (ChainLink.Test, ChainLink.Test)
  /// The four links that come first, in rank order (end markers after the last link).
  @usableFromInline var four: Four
  /// Every link in declaration order, in the last `storedCount` slots.
  @usableFromInline var slots: Slots
  /// The place in rank order of each slot's link: slot k at `(positions >> 4k) & 0xF`.
  @usableFromInline var positions: UInt32

  /// Four links.
  @usableFromInline
  struct Four: Sendable {
    /// The first.
    @usableFromInline var l0: ChainLink
    /// The second.
    @usableFromInline var l1: ChainLink
    /// The third.
    @usableFromInline var l2: ChainLink
    /// The fourth.
    @usableFromInline var l3: ChainLink

    /// Four end markers.
    @inlinable @inline(__always)
    init() {
      let end = ChainLink()
      (l0, l1, l2, l3) = (end, end, end, end)
    }

    /// The four after inserting `added`, declared after every link stored, in rank order.
    @inlinable @inline(__always)
    func inserting(_ added: ChainLink) -> Four {
      // Declared last, the new link comes before a stored one only with a higher key; the
      // links it does not come before are a prefix, and it goes right after them.
      let at =
        (4 as UInt32) &- added.precedes(l0) &- added.precedes(l1) &- added.precedes(l2)
        &- added.precedes(l3)
      var next = self
      next.l0 = at > 0 ? l0 : added
      next.l1 = at > 1 ? l1 : at == 1 ? added : l0
      next.l2 = at > 2 ? l2 : at == 2 ? added : l1
      next.l3 = at > 3 ? l3 : at == 3 ? added : l2
      return next
    }
  }

  /// Eight links.
  @usableFromInline
  struct Slots: Sendable {
    /// Slot 0.
    @usableFromInline var s0: ChainLink
    /// Slot 1.
    @usableFromInline var s1: ChainLink
    /// Slot 2.
    @usableFromInline var s2: ChainLink
    /// Slot 3.
    @usableFromInline var s3: ChainLink
    /// Slot 4.
    @usableFromInline var s4: ChainLink
    /// Slot 5.
    @usableFromInline var s5: ChainLink
    /// Slot 6.
    @usableFromInline var s6: ChainLink
    /// Slot 7.
    @usableFromInline var s7: ChainLink

    /// Eight end markers.
    @inlinable @inline(__always)
    init() {
      let end = ChainLink()
      (s0, s1, s2, s3, s4, s5, s6, s7) = (end, end, end, end, end, end, end, end)
    }

    /// The slots after appending `link`: each slot takes the next one's link, the last `link`.
    @inlinable @inline(__always)
    func appending(_ link: ChainLink) -> Slots {
      var next = self
      (next.s0, next.s1, next.s2, next.s3) = (s1, s2, s3, s4)
      (next.s4, next.s5, next.s6, next.s7) = (s5, s6, s7, link)
      return next
    }

    /// The link in slot `slot` (0 … 7; 7 for anything larger).
    @inlinable
    subscript(slot: Int) -> ChainLink {
      switch slot {
      case 0: s0
      case 1: s1
      case 2: s2
      case 3: s3
      case 4: s4
      case 5: s5
      case 6: s6
      default: s7
      }
    }
  }

  /// A list with no links.
  @inlinable @inline(__always)
  init(base: Double) {
    let end = ChainLink()
    self.base = base
    linkCount = 0
    plan = 0
    ignoredCount = 0
    lone = end.test
    pair = (end.test, end.test)
    four = Four()
    slots = Slots()
    positions = 0x7654_3210
  }

  /// A list holding the first ``capacity`` of `links`, counting the rest as ignored.
  @inlinable
  init(base: Double, _ links: some Sequence<ConditionalValue>) {
    self.init(base: base)
    for link in links { append(link) }
  }

  /// Adds a link after the others in declaration order, ranked, or counts it in
  /// ``ignoredCount`` when the list is full.
  @inlinable @inline(__always)
  mutating func append(_ link: ConditionalValue) {
    let n = storedCount
    guard n < Self.capacity else {
      // Saturating: a count decoded as Int.max must not trap on the next condition.
      ignoredCount = ignoredCount == .max ? .max : ignoredCount + 1
      return
    }
    let added = ChainLink(link, order: n)
    four = four.inserting(added)
    lone = four.l0.test
    pair = (four.l0.test, four.l1.test)
    slots = slots.appending(added)
    // Only a list of five links or more reads `positions`; a shorter one keeps the first
    // value. Worked out by one call, not inlined: a chain written inline with up to four
    // links never makes the call (its count is a constant where it is written).
    if n >= 4 { positions = Self.positions(of: slots) }
    linkCount = UInt8(truncatingIfNeeded: n + 1)
  }

  /// The number of links stored (at most ``capacity``).
  @inlinable
  var storedCount: Int { Int(linkCount) }

  /// ``linkCount`` and ``plan`` in one number: `linkCount + 256 × plan`.
  @inlinable
  var shape: UInt16 { UInt16(linkCount) | (UInt16(plan) &<< 8) }

  /// The place of each slot's link in rank order, packed four bits a slot (see ``positions``).
  ///
  /// Slot s comes at p(s), the number of slots that come before it: slot t comes before slot s
  /// when its link does (``ChainLink/precedes(_:)``), or, for two end markers, when t < s.
  @usableFromInline @inline(never)
  static func positions(of t: Slots) -> UInt32 {
    // cJI = 1 when slot J's link comes before slot I's (J > I); slot I then comes before J
    // exactly when cJI = 0.
    let c10 = t.s1.precedes(t.s0)
    let (c20, c21) = (t.s2.precedes(t.s0), t.s2.precedes(t.s1))
    let (c30, c31, c32) = (t.s3.precedes(t.s0), t.s3.precedes(t.s1), t.s3.precedes(t.s2))
    let (c40, c41) = (t.s4.precedes(t.s0), t.s4.precedes(t.s1))
    let (c42, c43) = (t.s4.precedes(t.s2), t.s4.precedes(t.s3))
    let (c50, c51, c52) = (t.s5.precedes(t.s0), t.s5.precedes(t.s1), t.s5.precedes(t.s2))
    let (c53, c54) = (t.s5.precedes(t.s3), t.s5.precedes(t.s4))
    let (c60, c61, c62) = (t.s6.precedes(t.s0), t.s6.precedes(t.s1), t.s6.precedes(t.s2))
    let (c63, c64, c65) = (t.s6.precedes(t.s3), t.s6.precedes(t.s4), t.s6.precedes(t.s5))
    let (c70, c71, c72) = (t.s7.precedes(t.s0), t.s7.precedes(t.s1), t.s7.precedes(t.s2))
    let (c73, c74) = (t.s7.precedes(t.s3), t.s7.precedes(t.s4))
    let (c75, c76) = (t.s7.precedes(t.s5), t.s7.precedes(t.s6))
    let p0 = c10 &+ c20 &+ c30 &+ c40 &+ c50 &+ c60 &+ c70
    let p1 = (1 &- c10) &+ c21 &+ c31 &+ c41 &+ c51 &+ c61 &+ c71
    let p2 = (2 &- c20 &- c21) &+ c32 &+ c42 &+ c52 &+ c62 &+ c72
    let p3 = (3 &- c30 &- c31 &- c32) &+ c43 &+ c53 &+ c63 &+ c73
    let p4 = (4 &- c40 &- c41 &- c42 &- c43) &+ c54 &+ c64 &+ c74
    let p5 = (5 &- c50 &- c51 &- c52 &- c53 &- c54) &+ c65 &+ c75
    let p6 = (6 &- c60 &- c61 &- c62 &- c63 &- c64 &- c65) &+ c76
    let p7 = 7 &- c70 &- c71 &- c72 &- c73 &- c74 &- c75 &- c76
    return p0 | (p1 &<< 4) | (p2 &<< 8) | (p3 &<< 12) | (p4 &<< 16) | (p5 &<< 20)
      | (p6 &<< 24) | (p7 &<< 28)
  }

  /// The value of the winning link by the one ranking rule, or the base when none matches.
  @inlinable @inline(__always)
  func select(_ window: ChainLink.Window) -> Double {
    // Policy: the count is tested before any link is read, and each side reads its own copy:
    // up to two links `pair`, more `four` or the eight slots. `_fastPath` marks a branch the
    // optimizer keeps: turned into a selection, the last comparison read the value before
    // knowing it was needed.
    if _fastPath(storedCount <= 2) { return selectAmongTwo(window) }
    return selectWithoutBranches(window)
  }

  /// ``select(_:)`` for a list of up to two links: `pair.0`, then `pair.1`, then the base (an
  /// end marker in `pair` fails at its first test).
  @inlinable @inline(__always)
  func selectAmongTwo(_ window: ChainLink.Window) -> Double {
    if _fastPath(pair.0.accepts(window)) { return pair.0.value }
    if _fastPath(pair.1.accepts(window)) { return pair.1.value }
    return base
  }

  /// ``select(_:)`` for any list without a branch on the window: `four` for up to four links,
  /// the eight slots for more.
  @inlinable @inline(__always)
  func selectWithoutBranches(_ window: ChainLink.Window) -> Double {
    storedCount <= 4 ? selectAmongFour(window) : selectAmongAll(window)
  }

  /// ``select(_:)`` for a list of up to four links: the four are tested without a branch, and
  /// the first that matches wins.
  ///
  /// ```
  /// matched = accepts(l0) + 2 accepts(l1) + 4 accepts(l2) + 8 accepts(l3)
  /// winner  = the link at trailingZeros(matched); none when matched = 0
  /// ```
  @inlinable @inline(__always)
  func selectAmongFour(_ window: ChainLink.Window) -> Double {
    let f = four
    let matched =
      f.l0.acceptance(window) | (f.l1.acceptance(window) &<< 1)
      | (f.l2.acceptance(window) &<< 2) | (f.l3.acceptance(window) &<< 3)
    let winner = UInt32(truncatingIfNeeded: matched.trailingZeroBitCount)
    var value = base
    value = ChainLink.choose(ChainLink.bit(winner == 3), f.l3.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == 2), f.l2.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == 1), f.l1.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == 0), f.l0.value, value)
    return value
  }

  /// ``select(_:)`` for a list of five links or more: every slot is tested, without a
  /// branch, and the link that matches at the lowest position wins.
  ///
  /// ```
  /// matched = Σ accepts(slot k) << p(k)
  /// winner  = the slot with p(k) = trailingZeros(matched); none when matched = 0
  /// ```
  @inlinable @inline(__always)
  func selectAmongAll(_ window: ChainLink.Window) -> Double {
    let p = positions
    let t = slots
    @inline(__always)
    func place(_ k: UInt32) -> UInt32 { p &>> (4 &* k) & 0xF }
    var matched = t.s0.acceptance(window) &<< place(0)
    matched |= t.s1.acceptance(window) &<< place(1)
    matched |= t.s2.acceptance(window) &<< place(2)
    matched |= t.s3.acceptance(window) &<< place(3)
    matched |= t.s4.acceptance(window) &<< place(4)
    matched |= t.s5.acceptance(window) &<< place(5)
    matched |= t.s6.acceptance(window) &<< place(6)
    matched |= t.s7.acceptance(window) &<< place(7)
    // 32 when nothing matched: no slot has that place.
    let winner = UInt32(truncatingIfNeeded: matched.trailingZeroBitCount)
    var value = base
    value = ChainLink.choose(ChainLink.bit(winner == place(0)), t.s0.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == place(1)), t.s1.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == place(2)), t.s2.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == place(3)), t.s3.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == place(4)), t.s4.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == place(5)), t.s5.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == place(6)), t.s6.value, value)
    value = ChainLink.choose(ChainLink.bit(winner == place(7)), t.s7.value, value)
    return value
  }

  /// The first index, 0.
  @inlinable
  var startIndex: Int { 0 }

  /// The number of links stored.
  @inlinable
  var endIndex: Int { storedCount }

  /// The link declared `index`-th (0 ..< count).
  @inlinable
  subscript(index: Int) -> ConditionalValue {
    slots[Self.capacity - storedCount + index].link
  }

  /// Whether both lists hold the same base, the same links in the same declaration order and
  /// ignored as many.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base == rhs.base && lhs.ignoredCount == rhs.ignoredCount && lhs.elementsEqual(rhs)
  }

  /// Hashes the base, the counts and the links in declaration order.
  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(base)
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
