/// The one scanner behind every number the command line reads: command-line values, Swift
/// literals in expressions and JSON numbers, without Foundation. (Printing is the package's
/// `DecimalText`.)
///
/// ```
/// flag   = [+-]? ( digits ( "." digits? )? | "." digits ) ( [eE] [+-]? digits )?
/// swift  = digits ( "." digit digits? )? ( [eE] [+-]? digits )?     "_" allowed after a digit
/// json   = "-"? ( "0" | [1-9] digits? ) ( "." digits )? ( [eE] [+-]? digits )?   (RFC 8259)
/// ```
///
/// | text | grammar | value |
/// |---|---|---|
/// | `-1.5e2` | flag | -150 |
/// | `1_000.sdp` | swift | 1000, stops at `.` |
/// | `01` | json | 0, stops at `1` |
/// | `nan`, `1e999`, `0x10` | flag | nil |
package enum NumberScanner {
  /// The number grammars the tools read.
  package enum Grammar: Sendable {
    /// A command-line value: a sign, a leading or trailing point.
    case flag
    /// A Swift literal: no sign, a digit on both sides of the point, `_` separators.
    case swift
    /// A JSON number (RFC 8259): `-` only, no leading zeros, digits on both sides of the point.
    case json
  }

  /// Why a scan found no number.
  package enum Problem: Hashable, Sendable {
    /// No digit where the number starts (after its sign).
    case missingDigits
    /// A point without the digits the grammar requires after it (JSON).
    case missingFractionDigits
    /// An exponent marker without digits after it.
    case missingExponentDigits
    /// Well formed, but beyond the finite range of `Double` (`1e999`).
    case notFinite
  }

  /// The longest number at `start` in `units` (ASCII code units of any width): where it ends,
  /// its text (separators removed) and its value, or the problem at `end`.
  ///
  /// - Returns: `end` is one past the last unit of the number, or where a digit was expected;
  ///   `value` is nil exactly when `problem` is set.
  package static func scan<Units: RandomAccessCollection>(
    _ units: Units, from start: Int, grammar: Grammar
  ) -> (end: Int, text: String, value: Double?, problem: Problem?)
  where Units.Element: FixedWidthInteger, Units.Index == Int {
    var index = start
    var text = ""
    func unit(_ offset: Int = 0) -> UInt32? {
      index + offset < units.endIndex ? UInt32(truncatingIfNeeded: units[index + offset]) : nil
    }
    func isDigit(_ value: UInt32?) -> Bool { value.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    func digits() -> Int {
      var count = 0
      while let value = unit(), isDigit(value) || (grammar == .swift && value == 0x5F && count > 0)
      {
        if value != 0x5F {
          text.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
          count += 1
        }
        index += 1
      }
      return count
    }
    if let sign = unit(), sign == 0x2D || (sign == 0x2B && grammar == .flag) {
      if grammar == .swift { return (index, text, nil, .missingDigits) }
      if sign == 0x2D { text.append("-") }
      index += 1
    }
    var count: Int
    if grammar == .json, unit() == 0x30 {
      text.append("0")
      index += 1
      count = 1
    } else {
      count = digits()
    }
    let point: Bool
    switch grammar {
    case .flag: point = unit() == 0x2E
    case .swift: point = unit() == 0x2E && count > 0 && isDigit(unit(1))
    case .json: point = unit() == 0x2E && count > 0
    }
    if point {
      text.append(".")
      index += 1
      let fraction = digits()
      if fraction == 0, grammar == .json { return (index, text, nil, .missingFractionDigits) }
      count += fraction
    }
    guard count > 0 else { return (index, text, nil, .missingDigits) }
    if let marker = unit(), marker == 0x65 || marker == 0x45 {
      let signed = unit(1) == 0x2B || unit(1) == 0x2D
      guard isDigit(unit(signed ? 2 : 1)) else {
        return (index + (signed ? 2 : 1), text, nil, .missingExponentDigits)
      }
      text.append("e")
      if unit(1) == 0x2D { text.append("-") }
      index += signed ? 2 : 1
      _ = digits()
    }
    guard let value = Double(text), value.isFinite else { return (index, text, nil, .notFinite) }
    return (index, text, value, nil)
  }

  /// The value of the whole of `text` as a command-line number, or nil when it is not one
  /// finite decimal number (`nan`, `inf`, hex, overflow and trailing text are refused).
  package static func parse(_ text: String) -> Double? {
    let units = Array(text.utf8)
    guard units.count <= 400 else { return nil }
    let scan = scan(units, from: 0, grammar: .flag)
    return scan.end == units.count ? scan.value : nil
  }
}
