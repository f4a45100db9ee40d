/// A breakpoint table: values of any type keyed by ``ScreenIdentifier``, resolved for a window
/// as Behavior Reference › Breakpoints says — Adaptizer's rule, deterministic and Optional.
///
/// ```swift
/// let padding: Breakpoints<Double> = [.w320: 80, .w375: 100, .wR.all: 140]
/// let showsSidebar: Breakpoints<Bool> = [.wAny: false, .w414: true]
/// padding.resolve(configuration)  // Double?
/// ```
///
/// Resolution picks, in this order (``BreakpointTier``):
///
/// 1. a text-size key whose categories hold the category the window's text size stands at
///    (``/AppDimens/DimensConfiguration/textSizeCategory``), the narrowest range first, then
///    the larger first category (``ScreenIdentifier/textSize(from:through:)``);
/// 2. the width key whose bucket holds the window width: Adaptizer's twenty widths and the
///    table's own width keys cut the widths into buckets, each key covers `[key, next edge)`,
///    the last edge covers every wider window and the lowest edge every narrower one
///    (``bucket(of:)``);
/// 3. a size-class key for the window's idiom (`wC.phone`, `wR.pad`);
/// 4. a size-class key for all idioms (`wC.all`, `wR.all`);
/// 5. `wAny`, else a key marked `.default` (the smallest such width first);
/// 6. only when the table has no default: the largest width key below the window width;
/// 7. nothing: nil — never an arbitrary entry, never a trap on an empty table.
///
/// The size class is the configuration's, or
/// ``/AppDimens/SizeClass/derivedHorizontal(idiom:screenWidth:screenHeight:)`` when it is nil.
/// Entries are kept in the canonical key order (``ScreenIdentifier/canonicallyPrecedes(_:)``),
/// which settles the ties that remain (`w320` before `w320.default`), so the result never
/// depends on the order the entries were written in.
///
/// | table | window (idiom, class) | result |
/// |---|---|---|
/// | `[w320: 80, wC.phone: 100, wC.all: 120]` | 320, phone, wC | 80 (bucket of w320) |
/// | same | 375, phone, wC | 100 (class + idiom) |
/// | same | 375, pad, wC | 120 (class) |
/// | `[wAny: 50, w414: 100]` | 768, pad, wR | 50 (default: the bucket of 768 has no key) |
/// | `[w320: 80, w375: 100]` | 414, phone, wC | 100 (no default: largest width below) |
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

  /// The table's entries with what resolution reads, or nil for an empty table.
  @usableFromInline let storage: Storage?

  /// A table over its storage.
  @inlinable @inline(__always)
  init(storage: Storage?) {
    self.storage = storage
  }

  /// Creates a table from key–value pairs in any order.
  ///
  /// A key given twice keeps its FIRST value, so `[w320: 1, w320: 2]` behaves as `[w320: 1]`;
  /// `w320` and `w320.default` are different keys.
  ///
  /// Building a table makes one heap allocation, its storage (a literal resolved where it is
  /// written, whose table goes nowhere else, may make none: the compiler can keep that storage
  /// on the stack); all the work that does not depend on the window (ordering the keys, dropping
  /// repeats, each width key's bucket, the default) happens here, once.
  @inlinable
  public init(_ pairs: some Sequence<(ScreenIdentifier, Value)>) {
    self.init(storage: Storage.make(Array(pairs)))
  }

  /// The largest table insertion-sorted at construction (16 entries); larger ones are sorted
  /// by (key, declaration position) through a second buffer.
  @inlinable
  public static var insertionSortLimit: Int { 16 }

  /// An empty table, which resolves to nil for every window.
  @inlinable
  public init() {
    self.storage = nil
  }

  /// The number of entries.
  var count: Int { storage?.header.count ?? 0 }

  /// The entries in canonical key order, each key once.
  public var entries: [Entry] {
    guard let storage else { return [] }
    return storage.withUnsafeMutablePointers { header, slots in
      (0..<header.pointee.count).map { slots[$0].entry }
    }
  }

  /// The keys in canonical order.
  public var keys: [ScreenIdentifier] { entries.map(\.key) }

  /// Whether the table has no entries.
  public var isEmpty: Bool { count == 0 }

  /// The value of `key` in the table, if present.
  public subscript(key: ScreenIdentifier) -> Value? {
    entries.first { $0.key == key }?.value
  }

  /// A table with the same keys and transformed values.
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> Breakpoints<T> {
    // Policy: the keys, and so their order, buckets and default, are unchanged: only the
    // values are mapped, and the computed layout is copied.
    guard let storage else { return Breakpoints<T>() }
    return Breakpoints<T>(storage: try storage.mapValues(transform))
  }
}

// Policy: the conformances live in the declaring file; each is conditional on the value type,
// so a table of `Sendable` values is `Sendable`. The conformance is checked by hand because
// the storage is a `ManagedBuffer`, which is never `Sendable`: it is written only while its
// table is built, before any other code can see it, and only read afterwards, so it may cross
// concurrency domains whenever its values can. Equality and hashing cover the entries only:
// the buckets, the width range and the default are computed from them.
extension Breakpoints: @unchecked Sendable where Value: Sendable {}
extension Breakpoints.Entry: Sendable where Value: Sendable {}
extension Breakpoints.Entry: Equatable where Value: Equatable {}
extension Breakpoints.Entry: Hashable where Value: Hashable {}

extension Breakpoints: Equatable where Value: Equatable {
  /// Whether both tables have the same entries (keys and values, in canonical order).
  public static func == (a: Breakpoints, b: Breakpoints) -> Bool {
    a.storage === b.storage || a.entries == b.entries
  }
}

extension Breakpoints: Hashable where Value: Hashable {
  /// Hashes the entries in canonical order.
  public func hash(into hasher: inout Hasher) {
    let entries = entries
    hasher.combine(entries.count)
    for entry in entries { hasher.combine(entry) }
  }
}

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
  /// A literal makes at most one heap allocation (the table's storage), and its construction
  /// inlines into the caller.
  @inlinable @inline(__always)
  public init(dictionaryLiteral elements: (ScreenIdentifier, Value)...) {
    self.init(storage: Storage.make(elements))
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
    let entries = entries
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
