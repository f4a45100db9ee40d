/// Decimal numbers as text, without Foundation: the one scanner behind every number the tools
/// read (command-line values, Swift literals in expressions, JSON) and the one fixed-point
/// printer behind every rounded number they write.
///
/// ```
/// flag   = [+-]? ( digits ( "." digits? )? | "." digits ) ( [eE] [+-]? digits )?
/// swift  = digits ( "." digit digits? )? ( [eE] [+-]? digits )?     "_" allowed after a digit
/// json   = "-"? ( "0" | [1-9] digits? ) ( "." digits )? ( [eE] [+-]? digits )?   (RFC 8259)
/// fixed(v, d)   = v rounded half away from zero to d decimals, every decimal written
/// trimmed(v, d) = fixed(v, d) without trailing zeros (and without "-" on a zero)
/// ```
///
/// | text | grammar | value | | value | fixed(_, 2) | trimmed(_, 2) |
/// |---|---|---|---|---|---|---|
/// | `-1.5e2` | flag | -150 | | 20.96 | `20.96` | `20.96` |
/// | `1_000.sdp` | swift | 1000, stops at `.` | | 13.0 | `13.00` | `13` |
/// | `01` | json | 0, stops at `1` | | -0.004 | `0.00` | `0` |
/// | `nan`, `1e999`, `0x10` | flag | nil | | 0.30000000000000004 | `0.30` | `0.3` |
public enum DecimalText: Sendable {
  /// The number grammars the tools read.
  public enum Grammar: Sendable {
    /// A command-line value: a sign, a leading or trailing point.
    case flag
    /// A Swift literal: no sign, a digit on both sides of the point, `_` separators.
    case swift
    /// A JSON number (RFC 8259): `-` only, no leading zeros, digits on both sides of the point.
    case json
  }

  /// Why a scan found no number.
  public enum Problem: Hashable, Sendable {
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
  public static func scan<Units: RandomAccessCollection>(
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
          text.unicodeScalars.append(Unicode.Scalar(UInt8(value)))
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
  public static func parse(_ text: String) -> Double? {
    let units = Array(text.utf8)
    guard units.count <= 400 else { return nil }
    let scan = scan(units, from: 0, grammar: .flag)
    return scan.end == units.count ? scan.value : nil
  }

  /// `value` with exactly `decimals` (0…9) digits after the point, rounded half away from
  /// zero; Swift's shortest text for values too large for that, `nan` and `inf`.
  public static func fixed(_ value: Double, decimals requested: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    let decimals = min(max(requested, 0), 9)
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * Double(scale)).rounded()
    guard scaled < 9e15 else { return "\(value)" }
    let units = Int64(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard decimals > 0 else { return sign + "\(units)" }
    let fraction = String(units % scale)
    return sign + "\(units / scale)." + String(repeating: "0", count: decimals - fraction.count)
      + fraction
  }

  /// ``fixed(_:decimals:)`` without trailing zeros or a trailing point, and never `-0`.
  public static func trimmed(_ value: Double, decimals: Int = 2) -> String {
    var text = fixed(value, decimals: decimals)
    guard value.isFinite, text.contains("."), !text.contains("e") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
