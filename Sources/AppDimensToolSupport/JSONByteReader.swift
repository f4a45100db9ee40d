/// A cursor over JSON bytes (RFC 8259): the one scanner behind ``JSONLine`` (a flat object per
/// line) and ``JSONDocument`` (a whole file, nested), so strings, numbers and literals are read
/// — and their errors worded — the same way in both.
package struct ByteReader {
  package let bytes: [UInt8]
  package var index = 0
  /// The object keys from the root to the value being read (``JSONDocument`` only), for
  /// messages.
  package var keys: [String] = []

  /// A cursor at the start of `bytes`.
  package init(bytes: [UInt8]) { self.bytes = bytes }

  package var peek: UInt8? { peek(0) }

  package func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  package func error(_ message: String) -> JSONLineError {
    guard let byte = peek else {
      return JSONLineError(byte: index + 1, "\(message), found the end")
    }
    let found =
      byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'"
      : "byte 0x" + String(byte, radix: 16, uppercase: true)
    return JSONLineError(byte: index + 1, "\(message), found \(found)")
  }

  package mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  package mutating func expect(_ byte: UInt8, _ message: String) throws(JSONLineError) {
    guard peek == byte else { throw error(message) }
    index += 1
  }

  package mutating func value() throws(JSONLineError) -> JSONValue {
    guard let byte = peek else { throw error("expected a value") }
    switch byte {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "{"):
      throw JSONLineError(byte: index + 1, "nested objects are not supported")
    case UInt8(ascii: "["):
      throw JSONLineError(byte: index + 1, "nested arrays are not supported")
    default: throw error("expected a value (string, number, true, false or null)")
    }
  }

  package mutating func literal(_ word: String) throws(JSONLineError) {
    let start = index
    for byte in word.utf8 {
      guard peek == byte else {
        throw JSONLineError(byte: start + 1, "expected '\(word)'")
      }
      index += 1
    }
  }

  package mutating func number() throws(JSONLineError) -> Double {
    let start = index
    let scan = NumberScanner.scan(bytes, from: index, grammar: .json)
    index = scan.end
    switch scan.problem {
    case nil: return scan.value ?? 0
    case .missingDigits?: throw error("expected a digit")
    case .missingFractionDigits?: throw error("expected a digit after '.'")
    case .missingExponentDigits?: throw error("expected a digit in the exponent")
    case .notFinite?: throw JSONLineError(byte: start + 1, "number out of range")
    }
  }

  /// A string literal starting at the opening quote; escapes decoded, UTF-8 validated.
  package mutating func string() throws(JSONLineError) -> String {
    let start = index
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = peek else {
        throw JSONLineError(byte: start + 1, "unterminated string")
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        // Policy: decoding replaces every ill-formed sequence with U+FFFD, so the bytes read
        // back differ exactly when the input was not UTF-8. (`String(validating:as:)` says the
        // same in one call but needs iOS 18 / macOS 15; this module ships to iOS 15.)
        let text = String(decoding: utf8, as: UTF8.self)
        guard text.utf8.elementsEqual(utf8) else {
          throw JSONLineError(byte: start + 1, "invalid UTF-8 in the string")
        }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &utf8)
      case 0..<0x20:
        throw JSONLineError(byte: index + 1, "control character in a string (escape it)")
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  /// One escape sequence starting at the backslash, appended as UTF-8.
  mutating func escape(into utf8: inout [UInt8]) throws(JSONLineError) {
    let start = index
    index += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    guard let letter = peek else { throw JSONLineError(byte: start + 1, "unterminated escape") }
    if let replacement = simple[letter] {
      utf8.append(replacement)
      index += 1
      return
    }
    guard letter == UInt8(ascii: "u") else {
      throw JSONLineError(byte: start + 1, "invalid escape")
    }
    index += 1
    var scalar = try hex4(escapeStart: start)
    if (0xD800..<0xDC00).contains(scalar) {
      guard peek == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
        throw JSONLineError(byte: start + 1, "unpaired surrogate in \\u escape")
      }
      index += 2
      let low = try hex4(escapeStart: start)
      guard (0xDC00..<0xE000).contains(low) else {
        throw JSONLineError(byte: start + 1, "unpaired surrogate in \\u escape")
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw JSONLineError(byte: start + 1, "unpaired surrogate in \\u escape")
    }
    guard let unicode = Unicode.Scalar(scalar) else {
      throw JSONLineError(byte: start + 1, "invalid \\u escape")
    }
    utf8.append(contentsOf: String(Character(unicode)).utf8)
  }

  mutating func hex4(escapeStart: Int) throws(JSONLineError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = hexDigit(byte) else {
        throw JSONLineError(byte: escapeStart + 1, "expected four hex digits after \\u")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
