/// Numbers as short decimal text without Foundation, for every module of the package: the one
/// fixed-decimal formatter behind the debug summary, the web stylesheet and the benchmark.
///
/// ```
/// text = round(|v| × 10^digits) split into whole and fraction, the sign when not zero,
///        trailing fraction zeros removed when trimming
/// ```
///
/// | value | digits | trimming | text |
/// |---|---|---|---|
/// | 1.6470588 | 6 | yes | `1.647059` |
/// | 390 | 2 | yes | `390` |
/// | 2.5 | 2 | no | `2.50` |
/// | −0.001 | 2 | yes | `0` |
/// | −0.1 | 6 | yes | `-0.1` |
/// | NaN | 2 | yes | `nan` |
package enum DecimalText {
  /// `value` rounded to `digits` decimals (0…9): non-finite values and magnitudes beyond 9e15
  /// print as Swift prints them.
  package static func fixed(_ value: Double, digits: Int, trimmingZeros: Bool) -> String {
    let digits = min(max(digits, 0), 9)
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    guard value.isFinite else { return value.description }
    let magnitude = (value.magnitude * Double(scale)).rounded()
    guard magnitude < 9e15 else { return value.description }
    let scaled = Int64(clamping: magnitude)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    let whole = String(scaled / scale)
    guard digits > 0 else { return sign + whole }
    var fraction = String(scaled % scale)
    fraction = String(repeating: "0", count: digits - fraction.count) + fraction
    if trimmingZeros {
      while fraction.hasSuffix("0") { fraction.removeLast() }
      if fraction.isEmpty { return sign + whole }
    }
    return sign + whole + "." + fraction
  }
}
