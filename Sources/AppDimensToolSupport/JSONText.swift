/// JSON text as the tools write it: escaped strings, numbers in full precision, and documents
/// with ordered keys, pretty-printed.
///
/// ```
/// string(s) = "\"" + s with \" \\ and every control character escaped + "\""
///             (those of ``ControlCharacters``: C0, DEL, C1, U+2028, U+2029, bidirectional
///             controls; as \n \r \t or \uXXXX)
/// number(x) = Swift's shortest text that reads back as x exactly; null when x is not finite
/// ```
///
/// | value | JSON |
/// |---|---|
/// | `a"b\` | `"a\"b\\"` |
/// | "line⏎" | `"line\n"` |
/// | U+0001, ESC, U+2028 | `"\u0001"`, `"\u001b"`, `"\u2028"` |
/// | 13.0, 439.99999999999994 | `13.0`, `439.99999999999994` |
/// | .infinity | `null` |
public enum JSONText: Sendable {
  /// A JSON document being written: scalars, arrays and objects with ordered keys.
  public indirect enum Document: Sendable {
    /// A string.
    case string(String)
    /// A number (`null` when not finite).
    case number(Double)
    /// An integer, written without a fraction.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([Document])
    /// An object whose keys keep their order.
    case object([(key: String, value: Document)])
  }

  /// `text` as a JSON string literal.
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where ControlCharacters.isControl(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `value` as a JSON number in full precision, or `null` when it is not finite.
  public static func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
  }

  /// `document` pretty-printed with a two-space indent, without a final line break.
  public static func render(_ document: Document, indent: String = "") -> String {
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
