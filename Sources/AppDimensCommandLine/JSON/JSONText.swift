/// Writes JSON text: escaped strings, numbers and composed documents (the `--format json`
/// output).
///
/// ```
/// string(s) = "\"" + s with \" \\ and control characters (< U+0020) escaped + "\""
/// number(x) = Swift's shortest round-trip text of x; null when x is not finite
/// ```
///
/// | value | JSON |
/// |---|---|
/// | `a"b\` | `"a\"b\\"` |
/// | "line⏎" | `"line\n"` |
/// | U+0001 | `"\u0001"` |
/// | 13.0 | `13.0` |
/// | .infinity | `null` |
enum JSONText {
  /// A JSON document being written: scalars, arrays and objects with ordered keys.
  indirect enum Document {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([Document])
    case object([(key: String, value: Document)])
  }

  /// `text` as a JSON string literal.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `value` as a JSON number, or `null` when it is not finite.
  static func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
  }

  /// `document` as pretty-printed JSON (two-space indent), without a final line break.
  static func render(_ document: Document, indent: String = "") -> String {
    let inner = indent + "  "
    switch document {
    case .string(let text): return string(text)
    case .number(let value): return number(value)
    case .integer(let value): return "\(value)"
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let parts = items.map { inner + render($0, indent: inner) }
      return "[\n" + parts.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let parts = members.map { inner + string($0.key) + ": " + render($0.value, indent: inner) }
      return "{\n" + parts.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }
}
