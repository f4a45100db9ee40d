/// Strict decimal number text for flags and tables: parsing that refuses NaN, infinities, hex
/// and overflow, and compact or fixed-point printing without Foundation.
///
/// ```
/// number = [+-]? digits ( "." digits? )? ( [eE] [+-]? digits )?  |  [+-]? "." digits …
/// ```
///
/// | text | parse | | value | fixed(2) | compact |
/// |---|---|---|---|---|---|
/// | "390" | 390 | | 20.96 | "20.96" | "20.96" |
/// | "-1.5e2" | -150 | | 13.0 | "13.00" | "13" |
/// | "nan", "inf", "0x10", "1e999", "" | nil | | -0.004 | "0.00" | "-0.004" |
enum NumberText {
  /// The value of `text` when it is a finite decimal number, else nil.
  static func parse(_ text: String) -> Double? {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty, scalars.count <= 400 else { return nil }
    var index = 0
    func digits() -> Int {
      let start = index
      while index < scalars.count, scalars[index] >= "0", scalars[index] <= "9" { index += 1 }
      return index - start
    }
    if scalars[index] == "+" || scalars[index] == "-" { index += 1 }
    var mantissa = digits()
    if index < scalars.count, scalars[index] == "." {
      index += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      index += 1
      if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
      guard digits() > 0 else { return nil }
    }
    guard index == scalars.count, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// `value` with exactly `decimals` (0…9) digits after the point, rounded half away from
  /// zero; Swift's own text for values too large for that.
  static func fixed(_ value: Double, decimals requested: Int = 2) -> String {
    guard value.isFinite else { return "\(value)" }
    let decimals = min(max(requested, 0), 9)
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return "\(value)" }
    let units = Int64(scaled)
    let whole = units / Int64(scale)
    let fraction = units % Int64(scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard decimals > 0 else { return sign + "\(whole)" }
    let digits = String(fraction)
    return sign + "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
  }

  /// `value` without a trailing `.0`: "393", "561.5".
  static func compact(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return "\(Int64(value))" }
    return "\(value)"
  }
}
