/// A whole JSON file read into a compact tree that remembers where every value starts, so a
/// command can point at the line and column of a bad value (design tokens, baselines). Pure and
/// total: any bytes give a document or a ``JSONLineError`` at a byte, never a trap.
///
/// ```
/// document = ws bom? ws value ws
/// value    = object | array | string | number | "true" | "false" | "null"   (RFC 8259)
/// ```
///
/// Keys keep their order and must be unique in an object; nesting is limited to
/// ``maximumDepth`` levels. ``position(of:)`` turns a byte offset into a line and a column
/// (columns count Unicode scalars from 1, as expression errors do); an error names the keys
/// leading to it (``place(_:)``):
///
/// | text | error |
/// |---|---|
/// | `{"a": {"b": 1,,}}` | 1:15: a: expected a key in double quotes, found ',' |
/// | `{⏎  "a": tru⏎}` | 2:8: a: expected 'true' |
/// | `{"a": 1, "a": 2}` | 1:10: duplicate key "a" |
///
/// The tree is three flat arrays of 9 bytes per value (kind, start, end), read without
/// recursion; strings and numbers are decoded from the bytes when asked for, so a value costs
/// 9 bytes beyond its text, whatever its nesting.
//
// Policy: a tree of enums with arrays of nodes cost about 180 bytes per design token (an
// object, its key and its value), and its reader recursed once per level. The flat form keeps
// a 64 MiB token file near its own size, reads at any depth on a 512 KiB thread stack, and
// frees in one step (no recursive release of nested arrays).
package struct JSONDocument: Sendable {
  /// The bytes and the flat tree: value `i` has a kind, the offset of its first byte, and an
  /// end — the byte after a scalar, or the index of the value after a container's last
  /// descendant.
  final class Storage: Sendable {
    let bytes: [UInt8]
    let kinds: [UInt8]
    let offsets: [UInt32]
    let ends: [UInt32]

    init(bytes: [UInt8], kinds: [UInt8], offsets: [UInt32], ends: [UInt32]) {
      self.bytes = bytes
      self.kinds = kinds
      self.offsets = offsets
      self.ends = ends
    }
  }

  /// The kinds of values, as stored.
  enum Kind: UInt8 {
    case string, number, `true`, `false`, null, array, object
  }

  /// One value of the document: a handle on the tree (16 bytes), decoded when asked.
  package struct Node: Sendable {
    /// The value; arrays and objects hold nodes.
    package enum Value: Sendable {
      case string(String)
      case number(Double)
      case bool(Bool)
      case null
      case array([Node])
      case object([Member])
    }

    let storage: Storage
    /// The value's place in the document (``JSONDocument/node(at:)`` gives it back).
    package let index: Int

    init(_ storage: Storage, _ index: Int) {
      self.storage = storage
      self.index = index
    }

    var storedKind: Kind { Kind(rawValue: storage.kinds[index]) ?? .null }

    /// The 0-based byte offset of the value's first byte.
    package var offset: Int { Int(truncatingIfNeeded: storage.offsets[index]) }

    /// The value.
    package var value: Value {
      switch storedKind {
      case .string: .string(string ?? "")
      case .number: .number(number ?? 0)
      case .true: .bool(true)
      case .false: .bool(false)
      case .null: .null
      case .array: .array(Array(children))
      case .object: .object(Array(lazyMembers))
      }
    }

    /// The text, when the value is a string (escapes decoded).
    package var string: String? {
      guard storedKind == .string else { return nil }
      var reader = ByteReader(bytes: storage.bytes)
      reader.index = offset
      return try? reader.string()
    }

    /// The number, when the value is a number.
    package var number: Double? {
      guard storedKind == .number else { return nil }
      return NumberScanner.scan(storage.bytes, from: offset, grammar: .json).value
    }

    /// Whether the value is an object.
    package var isObject: Bool { storedKind == .object }

    /// The members, when the value is an object.
    package var members: [Member]? {
      guard storedKind == .object else { return nil }
      return Array(lazyMembers)
    }

    /// The members one at a time (none when the value is not an object), decoding each key as
    /// it is reached.
    package var lazyMembers: MemberSequence {
      MemberSequence(storage: storage, start: index + 1, end: childrenEnd(isObject))
    }

    /// The elements one at a time (none when the value is not an array).
    package var children: ElementSequence {
      ElementSequence(storage: storage, start: index + 1, end: childrenEnd(storedKind == .array))
    }

    private func childrenEnd(_ wanted: Bool) -> Int {
      wanted ? Int(truncatingIfNeeded: storage.ends[index]) : index + 1
    }

    /// The member named `key`, when the value is an object that has it (keys compared as
    /// bytes, without building a string, when they hold no escape).
    package func member(_ key: String) -> Member? {
      guard storedKind == .object else { return nil }
      let wanted = Array(key.utf8)
      var position = index + 1
      let end = Int(truncatingIfNeeded: storage.ends[index])
      while position < end {
        let value = position + 1
        if Self.keyMatches(storage, position, wanted) {
          var reader = ByteReader(bytes: storage.bytes)
          reader.index = Int(truncatingIfNeeded: storage.offsets[position])
          let text = (try? reader.string()) ?? ""
          if text == key {
            return Member(
              key: text, keyOffset: Int(truncatingIfNeeded: storage.offsets[position]),
              node: Node(storage, value))
          }
        }
        position = Self.next(storage, value)
      }
      return nil
    }

    /// Whether the key at `position` may equal `wanted`: equal bytes, or an escape to decode.
    static func keyMatches(_ storage: Storage, _ position: Int, _ wanted: [UInt8]) -> Bool {
      let start = Int(truncatingIfNeeded: storage.offsets[position]) + 1
      let end = Int(truncatingIfNeeded: storage.ends[position]) - 1
      guard start <= end else { return false }
      let bytes = storage.bytes
      if end - start == wanted.count, bytes[start..<end].elementsEqual(wanted) { return true }
      return bytes[start..<end].contains(UInt8(ascii: "\\"))
    }

    /// The index of the value after the one at `index` and its descendants.
    static func next(_ storage: Storage, _ index: Int) -> Int {
      switch Kind(rawValue: storage.kinds[index]) {
      case .array?, .object?: Int(truncatingIfNeeded: storage.ends[index])
      default: index + 1
      }
    }

    /// The kind of value in words, for messages: "an object", "a string", …
    package var kind: String {
      switch storedKind {
      case .string: "a string"
      case .number: "a number"
      case .true, .false: "a boolean"
      case .null: "null"
      case .array: "an array"
      case .object: "an object"
      }
    }
  }

  /// A key of an object, where it starts, and its value.
  package struct Member: Sendable {
    /// The key, escapes decoded.
    package let key: String
    /// The 0-based byte offset of the key's opening quote.
    package let keyOffset: Int
    /// The value.
    package let node: Node
  }

  /// An object's members, in order.
  package struct MemberSequence: Sequence, IteratorProtocol, Sendable {
    let storage: Storage
    var start: Int
    let end: Int

    /// The next member, nil after the last.
    package mutating func next() -> Member? {
      guard start + 1 < end else { return nil }
      var reader = ByteReader(bytes: storage.bytes)
      reader.index = Int(truncatingIfNeeded: storage.offsets[start])
      let key = (try? reader.string()) ?? ""
      let member = Member(
        key: key, keyOffset: Int(truncatingIfNeeded: storage.offsets[start]),
        node: Node(storage, start + 1))
      start = Node.next(storage, start + 1)
      return member
    }
  }

  /// An array's elements, in order.
  package struct ElementSequence: Sequence, IteratorProtocol, Sendable {
    let storage: Storage
    var start: Int
    let end: Int

    /// The next element, nil after the last.
    package mutating func next() -> Node? {
      guard start < end else { return nil }
      defer { start = Node.next(storage, start) }
      return Node(storage, start)
    }
  }

  /// The deepest nesting of arrays and objects read (deeper input is an error).
  package static let maximumDepth = 256

  let storage: Storage

  /// The bytes read.
  package var bytes: [UInt8] { storage.bytes }
  /// The top-level value.
  package var root: Node { Node(storage, 0) }
  /// How many values the document holds.
  package var nodeCount: Int { storage.kinds.count }

  /// The value at `index` (a node's ``Node/index``), nil outside the document.
  package func node(at index: Int) -> Node? {
    index >= 0 && index < nodeCount ? Node(storage, index) : nil
  }

  /// Reads `bytes` as one JSON document.
  package init(bytes: [UInt8]) throws(JSONLineError) {
    var keys: [String] = []
    let storage = try Self.parse(bytes, keys: &keys)
    self.init(storage: storage)
  }

  private init(storage: Storage) { self.storage = storage }

  /// The tree of `bytes`; after an error, `keys` holds the object keys from the root to the
  /// value being read.
  private static func parse(_ bytes: [UInt8], keys: inout [String]) throws(JSONLineError)
    -> Storage
  {
    var parser = Parser(bytes: bytes)
    do {
      return try parser.document()
    } catch {
      keys = parser.reader.keys
      throw error
    }
  }

  /// Reads the file `name` whose bytes are `bytes`; malformed JSON is a ``FileError`` whose
  /// message is `name:line:column: place: message`, where the place is the keys leading to the
  /// bad value written as a design-tokens reader names things (``place(_:)``).
  ///
  /// | file | error |
  /// |---|---|
  /// | `{"t": {"big": {"$value": 1e400}}}` | `f.json:1:26: t.big: $value: number out of range` |
  /// | `{"a": tru}` | `f.json:1:7: a: expected 'true'` |
  package init(bytes: [UInt8], fileName name: String) throws(FileError) {
    var keys: [String] = []
    let storage: Storage
    do {
      storage = try Self.parse(bytes, keys: &keys)
    } catch {
      let position = Self.position(of: error.byte - 1, in: bytes)
      throw FileError(
        message:
          "\(name):\(position.line):\(position.column): \(Self.place(keys))\(error.message)")
    }
    self.init(storage: storage)
  }

  /// The keys from the root to a value, for the start of a message: the group and token names
  /// joined by dots, then the `$` members (`t.big: $value: `); empty at the root. Each key is
  /// cut to 40 characters.
  package static func place(_ keys: [String]) -> String {
    let split = keys.firstIndex { $0.hasPrefix("$") } ?? keys.endIndex
    let parts = [keys[..<split], keys[split...]].filter { !$0.isEmpty }
      .map { $0.map(shown).joined(separator: ".") }
    return parts.map { $0 + ": " }.joined()
  }

  /// Malformed JSON in a named file: the whole message, starting with `name:line:column: `.
  package struct FileError: Error, Hashable, Sendable {
    /// The message.
    package let message: String
  }

  /// `text` cut to 40 characters (`…` marks the cut), as messages quote a name.
  package static func shown(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
  }

  /// The 1-based line and column of the byte at `offset` (a column counts Unicode scalars).
  package func position(of offset: Int) -> (line: Int, column: Int) {
    Self.position(of: offset, in: bytes)
  }

  /// The 1-based line and column of the byte at `offset` in `bytes`.
  package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes.prefix(max(0, offset)) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}

/// The reader of ``JSONDocument``: one loop over the bytes with a stack of the open arrays
/// and objects, so no input can grow the call stack.
private struct Parser {
  /// An array or object not yet closed.
  struct Open {
    /// Its index in the tree.
    let index: Int
    /// Whether it is an object.
    let isObject: Bool
    /// The keys seen so far: a list while short, a set once long.
    var keys: [String] = []
    var keySet: Set<String> = []
  }

  var reader: ByteReader
  var kinds: [UInt8] = []
  var offsets: [UInt32] = []
  var ends: [UInt32] = []
  var stack: [Open] = []

  init(bytes: [UInt8]) { reader = ByteReader(bytes: bytes) }

  mutating func document() throws(JSONLineError) -> JSONDocument.Storage {
    // Offsets are stored in 32 bits: larger input is refused, never truncated.
    guard reader.bytes.count < 0xFFFF_FFFF else {
      throw JSONLineError(byte: 1, "larger than 4 GiB")
    }
    reader.skipWhitespace()
    if reader.peek == 0xEF, reader.peek(1) == 0xBB, reader.peek(2) == 0xBF { reader.index += 3 }
    try value()
    // (Only the flag is read: a copy of the top entry would share its key set, and the next
    // insertion would copy the set.)
    while let isObject = stack.last?.isObject {
      reader.skipWhitespace()
      if isObject {
        reader.keys.removeLast()
        if reader.peek == UInt8(ascii: ",") {
          reader.index += 1
          try key()
          try value()
          continue
        }
        try reader.expect(UInt8(ascii: "}"), "expected ',' or '}' after a value")
      } else {
        if reader.peek == UInt8(ascii: ",") {
          reader.index += 1
          try value()
          continue
        }
        try reader.expect(UInt8(ascii: "]"), "expected ',' or ']' after a value")
      }
      close()
    }
    reader.skipWhitespace()
    guard reader.peek == nil else {
      throw reader.error("unexpected data after the document")
    }
    // Exact copies: the arrays grew by doubling, and the tree lives as long as the reading.
    return JSONDocument.Storage(
      bytes: reader.bytes, kinds: kinds.exactCopy(), offsets: offsets.exactCopy(),
      ends: ends.exactCopy())
  }

  /// Adds a value of `kind` starting at `offset`, ending at `end`.
  mutating func record(_ kind: JSONDocument.Kind, _ offset: Int, _ end: Int) {
    kinds.append(kind.rawValue)
    offsets.append(UInt32(truncatingIfNeeded: offset))
    ends.append(UInt32(truncatingIfNeeded: end))
  }

  /// Closes the innermost array or object: its end is the next index.
  mutating func close() {
    guard let open = stack.popLast() else { return }
    ends[open.index] = UInt32(truncatingIfNeeded: kinds.count)
  }

  /// Reads one value; an array or object is opened (and closed at once when empty), and
  /// after an object's `{`, its first key is read.
  mutating func value() throws(JSONLineError) {
    reader.skipWhitespace()
    let start = reader.index
    switch reader.peek {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard stack.count < JSONDocument.maximumDepth else {
        throw JSONLineError(
          byte: start + 1, "nested deeper than \(JSONDocument.maximumDepth) levels")
      }
      let isObject = reader.peek == UInt8(ascii: "{")
      reader.index += 1
      stack.append(Open(index: kinds.count, isObject: isObject))
      record(isObject ? .object : .array, start, 0)
      reader.skipWhitespace()
      if reader.peek == UInt8(ascii: isObject ? "}" : "]") {
        reader.index += 1
        close()
        return
      }
      if isObject {
        try key()
        try value()
      } else {
        try value()
      }
    case UInt8(ascii: "\""):
      _ = try reader.string()
      record(.string, start, reader.index)
    default:
      let kind: JSONDocument.Kind =
        switch try reader.value() {
        case .number: .number
        case .bool(let flag): flag ? .true : .false
        case .null: .null
        // `value()` reads scalars only: a string or a container is handled above.
        case .string, .array: .null
        }
      record(kind, start, reader.index)
    }
  }

  /// Reads a key and its `:` in the innermost object, refusing a key it already has.
  mutating func key() throws(JSONLineError) {
    reader.skipWhitespace()
    let keyOffset = reader.index
    guard reader.peek == UInt8(ascii: "\"") else {
      throw reader.error("expected a key in double quotes")
    }
    let key = try reader.string()
    record(.string, keyOffset, reader.index)
    let top = stack.count - 1
    let seen =
      stack[top].keys.count < 16
      ? stack[top].keys.contains(key) : stack[top].keySet.contains(key)
    guard !seen else {
      throw JSONLineError(byte: keyOffset + 1, "duplicate key \(JSONText.string(key))")
    }
    if stack[top].keys.count < 16 {
      stack[top].keys.append(key)
      if stack[top].keys.count == 16 { stack[top].keySet = Set(stack[top].keys) }
    } else {
      stack[top].keySet.insert(key)
    }
    reader.skipWhitespace()
    try reader.expect(UInt8(ascii: ":"), "expected ':' after the key")
    reader.keys.append(key)
  }
}

extension Array {
  /// The elements in a new array of exactly their count (an array that grew by doubling may
  /// hold twice the room it needs).
  package func exactCopy() -> [Element] {
    withUnsafeBufferPointer { [Element]($0) }
  }
}
