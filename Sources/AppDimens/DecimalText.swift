/// Numbers as short decimal text without Foundation, for every module of the package: the one
/// fixed-decimal formatter behind the debug summary, the web stylesheet, the benchmark and
/// every number the command-line tool prints for people (``shown(_:)``).
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
/// | 14.299999999999999 | 6 | yes | `14.3` |
/// | 21.55030678208616 | 6 | yes | `21.550307` |
package enum DecimalText {
  /// The decimals of a number for people.
  // Policy: a millionth of a point is far below a pixel on any screen (a third of a point at
  // @3x), so the rounding hides no difference anyone can see, and it removes float noise
  // (14.299999999999999 is 14.3).
  package static let shownDigits = 6

  /// A number for people: the shortest decimal `value` rounds to at ``shownDigits`` decimals
  /// (`13`, `14.3`, `21.550307`, `0.3` for `0.30000000000000004`); machine formats keep
  /// Swift's shortest round-trip text instead.
  package static func shown(_ value: Double) -> String {
    fixed(value, digits: shownDigits, trimmingZeros: true)
  }

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
