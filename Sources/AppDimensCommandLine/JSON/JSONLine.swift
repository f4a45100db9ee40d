/// Reads one line of JSON that holds a FLAT object: string keys and scalar values (strings,
/// numbers, booleans, null) or arrays of scalars. Pure and total: any bytes give a dictionary
/// or a ``JSONLineError``, never a trap.
///
/// ```
/// line   = ws bom? ws "{" ws ( member ( ws "," ws member )* )? ws "}" ws
/// member = string ws ":" ws ( scalar | "[" ws ( scalar ( ws "," ws scalar )* )? ws "]" )
/// scalar = string | number | "true" | "false" | "null"
/// number = "-"? ( "0" | [1-9][0-9]* ) ( "." [0-9]+ )? ( [eE] [+-]? [0-9]+ )?   (RFC 8259)
/// ```
///
/// | line | result |
/// |---|---|
/// | `{"expr": "16.sdp", "width": 390}` | expr → "16.sdp", width → 390 |
/// | `{"a": "\u00e9\n"}` | a → "é⏎" |
/// | `{"designFrame": [390, 844]}` | designFrame → [390, 844] |
/// | `{"a": [[1]]}` | error at byte 8: nested arrays are not supported |
/// | `{"a": 1, "a": 2}` | error at byte 10: duplicate key "a" |
///
/// Strings must be valid UTF-8 without raw control characters; `\u` escapes must pair their
/// surrogates; numbers must be finite; keys must be unique.
public enum JSONLine: Sendable {
  // Policy: the tool's own reader, not Foundation's JSONSerialization (available on every
  // platform the tool runs on), because the benchmark says it matters. `Scripts/bench-json-reader.sh`
  // (20,000 lines, release builds, Linux, Swift 6.3.1, 2 shared cores) printed:
  //
  //   input                          reader      lines/s  instr/line  peak RSS
  //   {"expr", "width", "height"}    JSONLine     198319       38568  11080 kB
  //                                  Foundation   146561       57014  20960 kB
  //   9 keys (long lines)            JSONLine     105881       92411  11424 kB
  //                                  Foundation    74159      130396  21184 kB
  //   {"expr", "device"}             JSONLine     234720       40715  11328 kB
  //                                  Foundation   180810       48936  20760 kB
  //   one `appdimens resolve`        JSONLine     4.9 ms    6,145,518 instr   10988 kB
  //                                  Foundation   8.4 ms   15,989,819 instr   19640 kB
  //
  // Foundation costs 1.2–1.5× the instructions per line, about 10 MB more memory, and — linked
  // into the executable — doubles the cost of every single `resolve`. It would also lose what
  // the reader guarantees: byte positions in errors, duplicate keys refused (JSONSerialization
  // keeps the last), and a fuzz target without Foundation under ASan.

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
        let value = reader.peek == UInt8(ascii: "[") ? try reader.scalarArray() : try reader.value()
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

extension ByteReader {
  /// An array of scalars starting at its `[`; an array or object inside it is an error.
  fileprivate mutating func scalarArray() throws(JSONLineError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "expected ',' or ']' after an array element")
      return .array(elements)
    }
  }
}
