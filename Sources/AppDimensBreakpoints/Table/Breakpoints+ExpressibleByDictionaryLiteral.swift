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
