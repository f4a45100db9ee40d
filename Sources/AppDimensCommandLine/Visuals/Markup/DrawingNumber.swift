/// Numbers in drawings: coordinates and sizes with a fixed number of decimals, trailing zeros
/// removed, so output is deterministic and compact.
///
/// ```
/// format(v, decimals: d) = NumberText.fixed(v, d) without trailing zeros, "-0" → "0"
/// ```
///
/// | value | decimals | text |
/// |---|---|---|
/// | 12.5 | 2 | `12.5` |
/// | 12.0 | 2 | `12` |
/// | 0.1234 | 2 | `0.12` |
/// | -0.001 | 2 | `0` |
/// | 2.675 | 1 | `2.7` |
enum DrawingNumber {
  /// `value` with at most `decimals` digits after the point; non-finite values become "0" so
  /// a drawing never holds `nan` (callers leave such points out before drawing).
  static func format(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var text = NumberText.fixed(value, decimals: decimals)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// Pixels with 2 decimals, for CSS: `format(value) + "px"`.
  static func pixels(_ value: Double) -> String {
    format(value) + "px"
  }
}
