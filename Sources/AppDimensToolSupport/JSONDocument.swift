/// A whole JSON file read into a tree that remembers where every value starts, so a command
/// can point at the line and column of a bad value (design tokens, baselines). Pure and total:
/// any bytes give a document or a ``JSONLineError`` at a byte, never a trap.
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
package struct JSONDocument: Sendable {
  /// One value of the document and the byte offset where it starts.
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

    /// The value.
    package let value: Value
    /// The 0-based byte offset of the value's first byte.
    package let offset: Int

    /// The members, when the value is an object.
    package var members: [Member]? {
      if case .object(let members) = value { return members }
      return nil
    }

    /// The member named `key`, when the value is an object that has it.
    package func member(_ key: String) -> Member? {
      members?.first { $0.key == key }
    }

    /// The kind of value in words, for messages: "an object", "a string", …
    package var kind: String {
      switch value {
      case .string: "a string"
      case .number: "a number"
      case .bool: "a boolean"
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

  /// The deepest nesting of arrays and objects read (deeper input is an error, not a stack
  /// overflow).
  package static let maximumDepth = 256

  /// The bytes read.
  package let bytes: [UInt8]
  /// The top-level value.
  package let root: Node

  /// Reads `bytes` as one JSON document.
  package init(bytes: [UInt8]) throws(JSONLineError) {
    var keys: [String] = []
    try self.init(bytes: bytes, keys: &keys)
  }

  /// Reads `bytes`; after an error, `keys` holds the object keys from the root to the value
  /// being read.
  private init(bytes: [UInt8], keys: inout [String]) throws(JSONLineError) {
    var reader = ByteReader(bytes: bytes)
    defer { keys = reader.keys }
    reader.skipWhitespace()
    if reader.peek == 0xEF, reader.peek(1) == 0xBB, reader.peek(2) == 0xBF { reader.index += 3 }
    let root = try reader.node(depth: 0)
    reader.skipWhitespace()
    guard reader.peek == nil else { throw reader.error("unexpected data after the document") }
    self.bytes = bytes
    self.root = root
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
    do {
      self = try JSONDocument(bytes: bytes, keys: &keys)
    } catch {
      let position = Self.position(of: error.byte - 1, in: bytes)
      throw FileError(
        message:
          "\(name):\(position.line):\(position.column): \(Self.place(keys))\(error.message)")
    }
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

extension ByteReader {
  /// A value of any kind, nested to at most ``JSONDocument/maximumDepth`` levels.
  package mutating func node(depth: Int) throws(JSONLineError) -> JSONDocument.Node {
    skipWhitespace()
    let start = index
    switch peek {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < JSONDocument.maximumDepth else {
        throw JSONLineError(
          byte: start + 1, "nested deeper than \(JSONDocument.maximumDepth) levels")
      }
      return peek == UInt8(ascii: "{")
        ? JSONDocument.Node(value: .object(try members(depth: depth)), offset: start)
        : JSONDocument.Node(value: .array(try elements(depth: depth)), offset: start)
    default:
      let value: JSONDocument.Node.Value =
        switch try value() {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        // `value()` reads scalars only: an array starts at the `[` handled above.
        case .array: .array([])
        }
      return JSONDocument.Node(value: value, offset: start)
    }
  }

  /// The members of an object starting at its `{`.
  private mutating func members(depth: Int) throws(JSONLineError) -> [JSONDocument.Member] {
    index += 1
    var members: [JSONDocument.Member] = []
    var keys: Set<String> = []
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhitespace()
      let keyOffset = index
      guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
      let key = try string()
      guard keys.insert(key).inserted else {
        throw JSONLineError(byte: keyOffset + 1, "duplicate key \(JSONText.string(key))")
      }
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "expected ':' after the key")
      self.keys.append(key)
      let node = try node(depth: depth + 1)
      self.keys.removeLast()
      members.append(JSONDocument.Member(key: key, keyOffset: keyOffset, node: node))
      skipWhitespace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "expected ',' or '}' after a value")
      return members
    }
  }

  /// The elements of an array starting at its `[`.
  private mutating func elements(depth: Int) throws(JSONLineError) -> [JSONDocument.Node] {
    index += 1
    var elements: [JSONDocument.Node] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      elements.append(try node(depth: depth + 1))
      skipWhitespace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "expected ',' or ']' after a value")
      return elements
    }
  }
}
