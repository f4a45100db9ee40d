/// Every lookup key of the catalog, normalized and sorted once, for ``DeviceCatalog/find(_:)``
/// and ``DeviceCatalog/devices(named:)``.
///
/// ```
/// normalized(s) = s lowercased, keeping only letters and digits
/// indices(q)    = the classes with the key normalized(q)                  when that key exists
///               = the classes with a key starting with normalized(q)      otherwise
/// ```
///
/// | text | normalized |
/// |---|---|
/// | "iPhone SE (3rd generation)" | "iphonese3rdgeneration" |
/// | "Apple Watch Series 10 (46 mm)" | "applewatchseries1046mm" |
/// | "IPHONE-15" | "iphone15" |
/// | "--" | "" (names nothing) |
//
// Policy: built once (a static, lazily and thread-safely initialized let). The keys are sorted
// bytewise into one byte array, so the classes with a key equal to the query, and then those
// with a key that starts with it, are one run of entries that a binary search finds: a lookup
// normalizes an ASCII query into a buffer on the stack and compares bytes, with no String, no
// array and no hashing, so `find` allocates nothing. (The first catalog normalized every name
// of every class on every lookup; the next built a dictionary key, one allocation per lookup.)
// A query with a byte outside ASCII takes the Character rule (`normalized(_:keeping:)`) and
// allocates; it gives the same answer.
struct DeviceNameIndex: Sendable {
  /// The index of the built-in catalog.
  static let shared = DeviceNameIndex(DeviceCatalog.all)

  /// One normalized key of one class: where its bytes are in ``bytes``, and the class.
  struct Entry: Sendable {
    /// The offset of the key's first byte in ``bytes``.
    var start: Int
    /// The key's length in bytes.
    var count: Int
    /// The class's index in the catalog.
    var index: Int
  }

  /// Every key's bytes, one after another, in the order of ``entries``.
  let bytes: [UInt8]
  /// One entry per distinct (key, class), sorted by key bytewise, then by class.
  let entries: [Entry]
  /// The length of the longest key, in bytes (a longer query names nothing).
  let longestKey: Int

  /// Indexes every lookup key and family word of `profiles`.
  init(_ profiles: [DeviceProfile]) {
    var pairs: [(key: [UInt8], index: Int)] = []
    for (index, profile) in profiles.enumerated() {
      let words = profile.lookupKeys + profile.family.genericNames
      for key in Set(words.map { Self.normalized($0) }) where !key.isEmpty {
        pairs.append((Array(key.utf8), index))
      }
    }
    pairs.sort { a, b in
      a.key == b.key ? a.index < b.index : a.key.lexicographicallyPrecedes(b.key)
    }
    var bytes: [UInt8] = []
    var entries: [Entry] = []
    for pair in pairs {
      entries.append(Entry(start: bytes.count, count: pair.key.count, index: pair.index))
      bytes += pair.key
    }
    self.bytes = bytes
    self.entries = entries
    self.longestKey = pairs.map(\.key.count).max() ?? 0
  }

  /// What a name names: nothing, one class, or several.
  enum Match: Equatable, Sendable {
    /// No class.
    case none
    /// Exactly one class, by catalog index.
    case one(Int)
    /// More than one class (an ambiguous name).
    case several
  }

  /// The class `name` names, if it names exactly one; allocates nothing for an ASCII name.
  func match(_ name: String) -> Match {
    var match = Match.none
    search(name) { index in
      switch match {
      case .none: match = .one(index)
      case .one(let first) where first == index: break
      case .one, .several:
        match = .several
        return false
      }
      return true
    }
    return match
  }

  /// The indices of the classes `name` names, ascending; empty when none.
  func indices(named name: String) -> [Int] {
    var found: [Int] = []
    search(name) { index in
      found.append(index)
      return true
    }
    return Array(Set(found)).sorted()
  }

  /// Calls `visit` with the class of every entry `name` names (the entries of the whole key,
  /// else of every key starting with it), in key order, until `visit` returns false.
  func search(_ name: String, _ visit: (Int) -> Bool) {
    let utf8 = name.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      // Policy: outside ASCII, lowercasing and what counts as a letter are the Character
      // rule's; the few such queries pay for a String.
      let key = Array(Self.normalized(name).utf8)
      key.withUnsafeBufferPointer { search($0, visit) }
      return
    }
    // A query longer than every key after normalizing can equal or start none of them; the
    // buffer holds one byte more than the longest key, so the overflow is seen.
    let capacity = longestKey + 1
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var count = 0
      for byte in utf8 {
        let folded: UInt8
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          folded = byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          folded = byte | 0x20
        default:
          continue
        }
        guard count < capacity else { return }
        buffer[count] = folded
        count += 1
      }
      search(UnsafeBufferPointer(rebasing: buffer[..<count]), visit)
    }
  }

  /// ``search(_:_:)`` for a normalized query.
  private func search(_ key: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Bool) {
    guard !key.isEmpty, key.count <= longestKey else { return }
    bytes.withUnsafeBufferPointer { bytes in
      entries.withUnsafeBufferPointer { entries in
        // The first entry whose key does not sort before the query.
        var low = 0
        var high = entries.count
        while low < high {
          let middle = low + (high - low) / 2
          if Self.compare(bytes, entries[middle], key) < 0 {
            low = middle + 1
          } else {
            high = middle
          }
        }
        // The entries of the whole key, if any; else the run of keys starting with the query.
        var position = low
        let exact = position < entries.count && Self.compare(bytes, entries[position], key) == 0
        while position < entries.count {
          let entry = entries[position]
          let matches =
            exact
            ? entry.count == key.count && Self.compare(bytes, entry, key) == 0
            : Self.hasPrefix(bytes, entry, key)
          guard matches, visit(entry.index) else { return }
          position += 1
        }
      }
    }
  }

  /// The entry's key against `key`, bytewise: negative before, 0 equal, positive after.
  private static func compare(
    _ bytes: UnsafeBufferPointer<UInt8>, _ entry: Entry, _ key: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let common = min(entry.count, key.count)
    var offset = 0
    while offset < common {
      let a = bytes[entry.start + offset]
      let b = key[offset]
      if a != b { return a < b ? -1 : 1 }
      offset += 1
    }
    return entry.count - key.count
  }

  /// Whether the entry's key starts with `key`.
  private static func hasPrefix(
    _ bytes: UnsafeBufferPointer<UInt8>, _ entry: Entry, _ key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard entry.count >= key.count else { return false }
    var offset = 0
    while offset < key.count {
      guard bytes[entry.start + offset] == key[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// `text` lowercased with every character that is not a letter or a digit removed, except
  /// the characters in `keeping`.
  static func normalized(_ text: String, keeping: Set<Character> = []) -> String {
    // Policy: ASCII text (every catalog name, nearly every query) takes a byte loop; anything
    // else the Character path, which gives the same result on ASCII.
    if keeping.isEmpty, text.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          bytes.append(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          bytes.append(byte + 32)
        default:
          continue
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(
      text.lowercased().filter { character in
        character.isLetter || character.isNumber || keeping.contains(character)
      })
  }
}
