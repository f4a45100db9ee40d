/// A breakpoint table: values of any type keyed by ``ScreenIdentifier``, resolved for a window
/// exactly as Behavior Reference › Breakpoints says — the Adaptizer system with its bugs fixed.
///
/// ```swift
/// let padding: Breakpoints<Double> = [.w320: 80, .w375: 100, .wR.all: 140]
/// let showsSidebar: Breakpoints<Bool> = [.wAny: false, .w414: true]
/// padding.resolve(configuration)  // Double?
/// ```
///
/// Resolution picks, in this order:
///
/// 1. a width key equal to the window width (±0.5 pt; the closest);
/// 2. a size-class key for the window's idiom (`wC.phone`, `wR.pad`);
/// 3. a size-class key for all idioms (`wC.all`, `wR.all`);
/// 4. the largest width key below the window width (min-width semantics);
/// 5. `wAny`, else a key marked `.default` (the smallest such width first);
/// 6. nothing: nil — never an arbitrary entry, never a trap on an empty table.
///
/// The size class is the configuration's, or
/// ``/AppDimens/SizeClass/derivedHorizontal(idiom:screenWidth:screenHeight:)`` when it is nil.
/// The steps are tiers of the package's one ranking rule (``BreakpointTier``,
/// ``/AppDimens/ConditionRanking``), and ties inside a tier go to the canonical key order
/// (``ScreenIdentifier/canonicallyPrecedes(_:)``), so the result never depends on the order the
/// entries were written in.
///
/// | table | window (idiom, class) | result |
/// |---|---|---|
/// | `[w320: 80, wC.phone: 100, wC.all: 120]` | 320, phone, wC | 80 (exact) |
/// | same | 375, phone, wC | 100 (class + idiom) |
/// | same | 375, pad, wC | 120 (class) |
/// | `[w320: 80, w375: 100]` | 414, phone, wC | 100 (largest below) |
/// | `[wAny: 60, w375: 100]` | 320, phone, wC | 60 (fallback) |
/// | `[w375: 100]` | 320, phone, wC | nil |
public struct Breakpoints<Value> {
  /// One key and its value.
  public struct Entry {
    /// The key.
    public var key: ScreenIdentifier
    /// The value used when the key wins.
    public var value: Value

    /// Creates an entry.
    @inlinable
    public init(_ key: ScreenIdentifier, _ value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// The entries in canonical key order, each key once.
  @usableFromInline var storage: [Entry]

  /// The entries in canonical key order, each key once.
  @inlinable
  public var entries: [Entry] { storage }

  /// Creates a table from key–value pairs in any order.
  ///
  /// A key given twice keeps its FIRST value (the one ranking rule's "earlier declaration"), so
  /// `[w320: 1, w320: 2]` behaves as `[w320: 1]`; `w320` and `w320.default` are different keys.
  ///
  /// Building a table of up to ``insertionSortLimit`` (16) pairs makes one heap allocation,
  /// its array of entries; all the work that does not depend on the window (ordering the keys,
  /// dropping repeats) happens here, once.
  @inlinable
  public init(_ pairs: some Sequence<(ScreenIdentifier, Value)>) {
    // Policy: sorting into the canonical order makes the ranking's declaration-order tie-break
    // order-independent. Entries are appended in declaration order into one array, then
    // sorted STABLY, so repeated keys end up adjacent in declaration order and the first of
    // each run is kept. Small tables (literals, `@Breakpoint`) use an in-place insertion sort:
    // no Set, no second buffer, and a literal's whole construction inlines into the caller.
    var entries: [Entry] = []
    entries.reserveCapacity(pairs.underestimatedCount)
    for (key, value) in pairs { entries.append(Entry(key, value)) }
    if entries.count <= Self.insertionSortLimit {
      Self.insertionSortRemovingRepeats(&entries)
    } else {
      Self.sortRemovingRepeats(&entries)
    }
    self.storage = entries
  }

  /// The largest table ordered in place by insertion sort at construction (16 entries);
  /// larger ones are sorted by (key, declaration position) through a second buffer.
  @inlinable
  public static var insertionSortLimit: Int { 16 }

  /// Sorts `entries` stably into canonical key order and keeps the first of each run of
  /// equal keys, in place.
  @inlinable
  static func insertionSortRemovingRepeats(_ entries: inout [Entry]) {
    let kept = entries.withUnsafeMutableBufferPointer { buffer in
      var kept = 0
      for index in buffer.indices {
        let entry = buffer[index]
        // Find the insertion point among the `kept` sorted entries: after every key that does
        // not come after this one. An equal key already kept wins (it was declared earlier).
        var slot = kept
        while slot > 0 && entry.key.canonicallyPrecedes(buffer[slot - 1].key) { slot -= 1 }
        if slot > 0 && buffer[slot - 1].key == entry.key { continue }
        var move = kept
        while move > slot {
          buffer[move] = buffer[move - 1]
          move -= 1
        }
        buffer[slot] = entry
        kept += 1
      }
      return kept
    }
    if kept < entries.count { entries.removeSubrange(kept...) }
  }

  /// ``insertionSortRemovingRepeats(_:)`` for large tables: a stable sort by (key, position),
  /// then the first of each run of equal keys.
  @usableFromInline
  static func sortRemovingRepeats(_ entries: inout [Entry]) {
    let order = entries.indices.sorted { a, b in
      let (x, y) = (entries[a].key, entries[b].key)
      if x.canonicallyPrecedes(y) { return true }
      if y.canonicallyPrecedes(x) { return false }
      return a < b
    }
    var sorted: [Entry] = []
    sorted.reserveCapacity(entries.count)
    for index in order where sorted.last?.key != entries[index].key {
      sorted.append(entries[index])
    }
    entries = sorted
  }

  /// An empty table, which resolves to nil for every window.
  @inlinable
  public init() {
    self.storage = []
  }

  /// The keys in canonical order.
  public var keys: [ScreenIdentifier] { entries.map(\.key) }

  /// Whether the table has no entries.
  public var isEmpty: Bool { entries.isEmpty }

  /// The winning entry for a window, or nil when no key matches.
  @inlinable
  public func entry(for configuration: DimensConfiguration) -> Entry? {
    let sizeClass = SizeClass.horizontal(in: configuration)
    let index = ConditionRanking.winner(storage) {
      $0.key.rankKey(in: configuration, horizontalSizeClass: sizeClass)
    }
    return index.map { storage[$0] }
  }

  /// The value for a window, or nil when no key matches (Behavior Reference › Breakpoints).
  @inlinable
  public func resolve(_ configuration: DimensConfiguration) -> Value? {
    entry(for: configuration)?.value
  }

  /// The value of `key` in the table, if present.
  public subscript(key: ScreenIdentifier) -> Value? {
    entries.first { $0.key == key }?.value
  }

  /// A table with the same keys and transformed values.
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> Breakpoints<T> {
    var result = Breakpoints<T>()
    result.storage = try storage.map { .init($0.key, try transform($0.value)) }
    return result
  }
}

// Policy: the synthesised conformances must live in the declaring file; each is conditional on
// the value type, so a table of `Sendable` values is `Sendable`.
extension Breakpoints: Sendable where Value: Sendable {}
extension Breakpoints.Entry: Sendable where Value: Sendable {}
extension Breakpoints: Equatable where Value: Equatable {}
extension Breakpoints.Entry: Equatable where Value: Equatable {}
extension Breakpoints: Hashable where Value: Hashable {}
extension Breakpoints.Entry: Hashable where Value: Hashable {}

extension Breakpoints: ExpressibleByDictionaryLiteral {
  /// Creates a table from a dictionary literal: `[w320: 80, w375: 100, wR.all: 140]`.
  ///
  /// Unlike a `Dictionary` literal, a repeated key does not trap: its first value is kept.
  ///
  /// | literal | entries (canonical order) |
  /// |---|---|
  /// | `[w375: 100, wAny: 60, w320: 80]` | wAny: 60, w320: 80, w375: 100 |
  /// | `[w320: 1, w320: 2]` | w320: 1 |
  /// | `[:]` | none |
  ///
  /// A literal of up to 16 keys makes one heap allocation (the entries), and its construction
  /// inlines into the caller.
  @inlinable
  public init(dictionaryLiteral elements: (ScreenIdentifier, Value)...) {
    self.init(elements)
  }
}

extension Breakpoints {
  /// Creates a table from a dictionary keyed by ``ScreenIdentifier`` (the Adaptizer spelling).
  ///
  /// The dictionary's iteration order does not matter: entries are kept in canonical order.
  public init(_ dictionary: [ScreenIdentifier: Value]) {
    self.init(dictionary.lazy.map { ($0.key, $0.value) })
  }
}

extension Breakpoints: CustomStringConvertible {
  /// The table as a literal in canonical order: `[wAny: 60.0, w320: 80.0]`, or `[:]`.
  ///
  /// For `Breakpoints<Double>` with finite values, the command line's literal parser reads it
  /// back to an equal table.
  public var description: String {
    guard !entries.isEmpty else { return "[:]" }
    return "[" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}

// The Adaptizer spellings on a plain dictionary: `[w320.default: 80, w375: 100].scaled(c)`.
//
// Policy: Adaptizer read a process-global screen; these read the configuration passed in, and
// return an Optional instead of an arbitrary entry. They build a `Breakpoints` table on each
// call (an array of entries, plus the dictionary's own storage); keep a `Breakpoints` value, or
// write a `Breakpoints` literal (one allocation), for hot paths.

extension Dictionary where Key == ScreenIdentifier {
  /// The value for a window by the breakpoint rules of Behavior Reference › Breakpoints, or nil
  /// when no key matches.
  ///
  /// | dictionary | window | result |
  /// |---|---|---|
  /// | `[w320.default: 80, w375: 100, w414: 120]` | 390 wide, phone | 100 |
  /// | same | 300 wide | 80 (the `.default`) |
  /// | `[w375: 100]` | 320 wide | nil |
  public func scaled(_ configuration: DimensConfiguration) -> Value? {
    Breakpoints(self).resolve(configuration)
  }

  /// The dictionary as a ``Breakpoints`` table.
  public var breakpoints: Breakpoints<Value> { Breakpoints(self) }
}

extension Dictionary where Key == ScreenIdentifier, Value == Double {
  /// The dictionary of multipliers as a ``ScalingRule`` (Adaptizer's `.scalingRule()`).
  ///
  /// Adaptizer's `scalingRule(rounding: false)` becomes `rounding: .none` on the call that
  /// scales: `20.scaled(by: rule, configuration, rounding: .none)`.
  public func scalingRule() -> ScalingRule {
    ScalingRule(multipliers: Breakpoints(self))
  }
}
