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
    // Policy: CSS has no NaN/infinity literal; a broken number prints as 0 instead of trapping.
    guard value.isFinite else { return "0" }
    return DecimalText.fixed(value, digits: fractionDigits, trimmingZeros: true)
  }
}
