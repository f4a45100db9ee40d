/// Formats numbers for CSS without Foundation: fixed decimals, trailing zeros trimmed.
///
/// | value | text |
/// |---|---|
/// | 2 | `2` |
/// | 1.6470588235 | `1.647059` |
/// | −0.1 | `-0.1` |
/// | 0.0000001 | `0` |
public enum CSSNumber: Sendable {
  /// `value` rounded to `fractionDigits` decimals (0…9, default 6); non-finite values print `0`.
  public static func format(_ value: Double, fractionDigits: Int = 6) -> String {
    let digits = Swift.min(Swift.max(fractionDigits, 0), 9)
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    // Policy: CSS has no NaN/infinity literal; a broken number prints as 0 instead of trapping.
    guard value.isFinite else { return "0" }
    let magnitude = (value.magnitude * Double(scale)).rounded()
    guard magnitude < 9e15 else { return String(value) }
    let scaled = Int64(magnitude)
    let whole = scaled / scale
    var fraction = String(scaled % scale)
    var text = String(whole)
    if digits > 0, scaled % scale != 0 {
      fraction = String(repeating: "0", count: digits - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      text += "." + fraction
    }
    return value < 0 && scaled != 0 ? "-" + text : text
  }
}
