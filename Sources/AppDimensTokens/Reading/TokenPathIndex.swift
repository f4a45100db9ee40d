import AppDimensToolSupport

/// Token and group paths by their UTF-8 bytes, each kept once in one buffer, with a number for
/// each: the design-token reader's table of names, at about 20 bytes per path beyond its text.
///
/// ```
/// insert(path, n)   a new entry (path → n), or the entry the path already has
/// entry(of: path)   the entry of path, nil when it has none       (one hash, O(length))
/// ```
///
/// | inserted | `entry(of: "size.body")` | `string(of: 0)` |
/// |---|---|---|
/// | `size.body` → 3 | 0, value 3 | `size.body` |
/// | `size.body` → 3, then `size.body` → 9 | 0, value 3 (the first stays) | `size.body` |
//
// Policy: a `[String: Int]` of paths cost about 100 bytes per token once its strings (most
// paths are longer than a small string's 15 bytes) and its growth are counted; open addressing
// over one byte buffer keeps a 64 MiB token file's names near their own size.
struct TokenPathIndex: Sendable {
  /// Every key's bytes, one after another.
  private var bytes: [UInt8] = []
  /// Where each entry's key starts in ``bytes``; its end is the next entry's start.
  private var starts: [UInt32] = [0]
  /// Each entry's number.
  private(set) var values: [Int32] = []
  /// The hash table: an entry's index + 1, 0 when the slot is free; a power of two, at most
  /// half full.
  private var slots: [Int32] = Array(repeating: 0, count: 16)

  /// How many entries there are.
  var count: Int { values.count }

  /// The key of `entry`.
  func key(of entry: Int) -> ArraySlice<UInt8> {
    bytes[Int(truncatingIfNeeded: starts[entry])..<Int(truncatingIfNeeded: starts[entry + 1])]
  }

  /// The key of `entry` as text.
  func string(of entry: Int) -> String { String(decoding: key(of: entry), as: UTF8.self) }

  /// The entry whose key is `key`, nil when there is none.
  func entry(of key: some Collection<UInt8>) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while slots[slot] != 0 {
      let entry = Int(truncatingIfNeeded: slots[slot]) - 1
      if self.key(of: entry).elementsEqual(key) { return entry }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The entry whose key is `text`, nil when there is none.
  func entry(of text: String) -> Int? { entry(of: text.utf8) }

  /// Adds `key` with `value`; when `key` is already there, nothing changes. The entry and
  /// whether it is new.
  @discardableResult
  mutating func insert(_ key: some Collection<UInt8>, value: Int32) -> (
    entry: Int, inserted: Bool
  ) {
    if let entry = entry(of: key) { return (entry, false) }
    if (values.count + 1) * 2 > slots.count { grow() }
    let entry = values.count
    bytes.append(contentsOf: key)
    starts.append(UInt32(truncatingIfNeeded: bytes.count))
    values.append(value)
    place(entry)
    return (entry, true)
  }

  /// The same index in arrays of exactly their size.
  mutating func compact() {
    bytes = bytes.exactCopy()
    starts = starts.exactCopy()
    values = values.exactCopy()
  }

  /// Sets the number of `entry`.
  mutating func setValue(_ value: Int32, of entry: Int) { values[entry] = value }

  /// Puts `entry` in the first free slot from its hash.
  private mutating func place(_ entry: Int) {
    let mask = slots.count - 1
    var slot = Self.hash(key(of: entry)) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: entry + 1)
  }

  /// Doubles the table and places every entry again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for entry in 0..<values.count { place(entry) }
  }

  /// FNV-1a over the bytes (64-bit), folded to an `Int`.
  static func hash(_ key: some Collection<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key {
      hash ^= UInt64(truncatingIfNeeded: byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
