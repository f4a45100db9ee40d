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
// bytewise into one byte array, so the classes with a key, and those with a key that starts
// with a query, are each one run of entries. A whole key — what nearly every query is — is
// found through an open-addressing table over the distinct keys, hashed (FNV-1a) while the
// query is normalized; only a query that is no whole key takes the binary search for the run
// of keys it starts. A lookup normalizes an ASCII query from the string's own bytes into a
// buffer on the stack and compares bytes, with no String, no array and no hashing of a
// String, so `find` allocates nothing. (The first catalog normalized every name of every class
// on every lookup; the next built a dictionary key, one allocation per lookup.) A query with a
// byte outside ASCII, or a string without contiguous bytes, takes the Character rule
// (`normalized(_:keeping:)`) and allocates; it gives the same answer.
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

  /// One slot of the table of whole keys: the run of entries of one distinct key.
  struct Slot: Sendable {
    /// The key's hash (``hash(_:)``).
    var hash: UInt32 = 0
    /// The key's first entry in ``entries``.
    var first: Int = 0
    /// How many entries (classes) have the key; 0 for an empty slot.
    var count: Int = 0
  }

  /// Every key's bytes, one after another, in the order of ``entries``.
  let bytes: [UInt8]
  /// One entry per distinct (key, class), sorted by key bytewise, then by class.
  let entries: [Entry]
  /// The length of the longest key, in bytes (a longer query names nothing).
  let longestKey: Int
  /// The distinct keys by hash, open addressing with linear probing; a power of two at least
  /// twice the number of keys, so a probe ends at an empty slot.
  let slots: [Slot]

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
    var runs: [(key: [UInt8], first: Int, count: Int)] = []
    for pair in pairs {
      if let last = runs.last, last.key == pair.key {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((pair.key, entries.count, 1))
      }
      entries.append(Entry(start: bytes.count, count: pair.key.count, index: pair.index))
      bytes += pair.key
    }
    var size = 16
    while size < 2 * runs.count { size *= 2 }
    var slots = [Slot](repeating: Slot(), count: size)
    for run in runs {
      let hash = Self.hash(run.key)
      var position = Int(truncatingIfNeeded: hash) & (size - 1)
      while slots[position].count > 0 { position = (position + 1) & (size - 1) }
      slots[position] = Slot(hash: hash, first: run.first, count: run.count)
    }
    self.bytes = bytes
    self.entries = entries
    self.slots = slots
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
    withKey(name) { key, hash in
      if let run = run(of: key, hash: hash) {
        return run.count == 1 ? .one(entries[run.first].index) : .several
      }
      var match = Match.none
      searchPrefix(key) { index in
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
    } ?? .none
  }

  /// The indices of the classes `name` names, ascending; empty when none.
  func indices(named name: String) -> [Int] {
    withKey(name) { key, hash in
      if let run = run(of: key, hash: hash) {
        return entries[run.first..<run.first + run.count].map(\.index)
      }
      var found = Set<Int>()
      searchPrefix(key) { index in
        found.insert(index)
        return true
      }
      return found.sorted()
    } ?? []
  }

  /// FNV-1a over `bytes`, 32 bits.
  static func hash(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hash
  }

  /// `body` with `name` normalized and its hash; nil, without calling `body`, when the
  /// normalized name is empty or longer than every key (it names nothing).
  func withKey<Result>(
    _ name: String, _ body: (UnsafeBufferPointer<UInt8>, UInt32) -> Result
  ) -> Result? {
    // A query longer than every key after normalizing can equal or start none of them; the
    // buffer holds one byte more than the longest key, so the overflow is seen.
    let capacity = longestKey + 1
    let fast = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) {
      buffer -> Result?? in
      // nil: not ASCII or not contiguous, so the Character rule decides; .some(nil): no key.
      let count: Int?? = name.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
        var count = 0
        for byte in utf8 {
          let folded: UInt8
          switch byte {
          case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            folded = byte
          case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            folded = byte | 0x20
          case 0x80...:
            return nil
          default:
            continue
          }
          // Too long: keep scanning for a byte outside ASCII, but store nothing more.
          if count < capacity { buffer[count] = folded }
          count += 1
        }
        return count
      }
      guard let count, let count else { return nil }
      guard count > 0, count <= longestKey else { return .some(nil) }
      let key = UnsafeBufferPointer(rebasing: buffer[..<count])
      return .some(body(key, Self.hash(key)))
    }
    if let fast { return fast }
    // Policy: outside ASCII, lowercasing and what counts as a letter are the Character rule's;
    // the few such queries pay for a String.
    let key = Array(Self.normalized(name).utf8)
    guard !key.isEmpty, key.count <= longestKey else { return nil }
    return key.withUnsafeBufferPointer { body($0, Self.hash($0)) }
  }

  /// The run of entries whose key is `key` (hashed `hash`), or nil when no key is.
  func run(of key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (first: Int, count: Int)? {
    slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var position = Int(truncatingIfNeeded: hash) & mask
      while true {
        let slot = slots[position]
        guard slot.count > 0 else { return nil }
        if slot.hash == hash && equals(entries[slot.first], key) {
          return (slot.first, slot.count)
        }
        position = (position + 1) & mask
      }
    }
  }

  /// Whether the entry's key is `key`.
  func equals(_ entry: Entry, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    guard entry.count == key.count else { return false }
    return bytes.withUnsafeBufferPointer { bytes in
      var offset = 0
      while offset < key.count {
        guard bytes[entry.start + offset] == key[offset] else { return false }
        offset += 1
      }
      return true
    }
  }

  /// Calls `visit` with the class of every entry whose key starts with `key`, in key order,
  /// until `visit` returns false.
  private func searchPrefix(_ key: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Bool) {
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
        var position = low
        while position < entries.count {
          let entry = entries[position]
          guard Self.hasPrefix(bytes, entry, key), visit(entry.index) else { return }
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
