/// Every lookup key of the catalog, normalized once, for ``DeviceCatalog/find(_:)`` and
/// ``DeviceCatalog/devices(named:)``.
///
/// ```
/// normalized(s) = s lowercased, keeping only letters and digits
/// indices(q)    = exact[normalized(q)]                            when that key exists
///               = the classes with a key starting with normalized(q)   otherwise
/// ```
///
/// | text | normalized |
/// |---|---|
/// | "iPhone SE (3rd generation)" | "iphonese3rdgeneration" |
/// | "Apple Watch Series 10 (46 mm)" | "applewatchseries1046mm" |
/// | "IPHONE-15" | "iphone15" |
/// | "--" | "" (names nothing) |
//
// Policy: built once (a static, lazily and thread-safely initialized let); a lookup then costs
// one normalization of the query and one dictionary probe, where the first catalog normalized
// every name of every class on every lookup. The prefix scan runs only for names that are not
// a whole key (a few hundred `hasPrefix` calls), which the command line meets for partial names
// and errors.
struct DeviceNameIndex: Sendable {
  /// The index of the built-in catalog.
  static let shared = DeviceNameIndex(DeviceCatalog.all)

  /// Normalized key → the indices of the classes that have it, ascending.
  let exact: [String: [Int]]
  /// Every normalized key with its class index, for the prefix search.
  let keys: [(key: String, index: Int)]

  /// Indexes every lookup key and family word of `profiles`.
  init(_ profiles: [DeviceProfile]) {
    var exact: [String: [Int]] = [:]
    var keys: [(key: String, index: Int)] = []
    for (index, profile) in profiles.enumerated() {
      let words = profile.lookupKeys + profile.family.genericNames
      for key in Set(words.map { Self.normalized($0) }) where !key.isEmpty {
        exact[key, default: []].append(index)
        keys.append((key, index))
      }
    }
    self.exact = exact
    self.keys = keys
  }

  /// The indices of the classes `name` names, ascending; empty when none.
  func indices(named name: String) -> [Int] {
    let key = Self.normalized(name)
    guard !key.isEmpty else { return [] }
    if let found = exact[key] { return found }
    var found = Set<Int>()
    for entry in keys where entry.key.hasPrefix(key) { found.insert(entry.index) }
    return found.sorted()
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
