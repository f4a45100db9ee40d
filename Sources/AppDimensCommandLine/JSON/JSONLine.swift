/// Reads one line of JSON that holds a FLAT object: string keys and scalar values (strings,
/// numbers, booleans, null). Pure and total: any bytes give a dictionary or a
/// ``JSONLineError``, never a trap.
///
/// ```
/// line   = ws bom? ws "{" ws ( member ( ws "," ws member )* )? ws "}" ws
/// member = string ws ":" ws ( string | number | "true" | "false" | "null" )
/// number = "-"? ( "0" | [1-9][0-9]* ) ( "." [0-9]+ )? ( [eE] [+-]? [0-9]+ )?   (RFC 8259)
/// ```
///
/// | line | result |
/// |---|---|
/// | `{"expr": "16.sdp", "width": 390}` | expr → "16.sdp", width → 390 |
/// | `{"a": "\u00e9\n"}` | a → "é⏎" |
/// | `{"a": [1]}` | error at byte 7: nested arrays are not supported |
/// | `{"a": 1, "a": 2}` | error at byte 10: duplicate key "a" |
///
/// Strings must be valid UTF-8 without raw control characters; `\u` escapes must pair their
/// surrogates; numbers must be finite; keys must be unique.
public enum JSONLine: Sendable {
  /// The object in `bytes`, or the first error.
  public static func parse<Bytes: Collection<UInt8>>(
    _ bytes: Bytes
  ) throws(JSONLineError) -> [String: JSONValue] {
    var reader = ByteReader(bytes: Array(bytes))
    reader.skipWhitespace()
    if reader.peek == 0xEF, reader.peek(1) == 0xBB, reader.peek(2) == 0xBF { reader.index += 3 }
    reader.skipWhitespace()
    try reader.expect(UInt8(ascii: "{"), "expected '{' (each line must be a JSON object)")
    var object: [String: JSONValue] = [:]
    reader.skipWhitespace()
    if reader.peek == UInt8(ascii: "}") {
      reader.index += 1
    } else {
      while true {
        reader.skipWhitespace()
        let keyPosition = reader.index
        guard reader.peek == UInt8(ascii: "\"") else {
          throw reader.error("expected a key in double quotes")
        }
        let key = try reader.string()
        reader.skipWhitespace()
        try reader.expect(UInt8(ascii: ":"), "expected ':' after the key")
        reader.skipWhitespace()
        let value = try reader.value()
        guard object.updateValue(value, forKey: key) == nil else {
          throw JSONLineError(byte: keyPosition + 1, "duplicate key \(quoted(key))")
        }
        reader.skipWhitespace()
        if reader.peek == UInt8(ascii: ",") {
          reader.index += 1
          continue
        }
        try reader.expect(UInt8(ascii: "}"), "expected ',' or '}' after a value")
        break
      }
    }
    reader.skipWhitespace()
    guard reader.peek == nil else { throw reader.error("unexpected data after the object") }
    return object
  }

  /// `text` as a JSON string literal, for messages and output.
  static func quoted(_ text: String) -> String { JSONText.string(text) }
}
