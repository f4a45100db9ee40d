import AppDimens

/// Number formatting without Foundation (the digits from the package's `DecimalText`).
enum Format {
  /// `value` with `digits` decimals, e.g. `fixed(1.23456, 2)` = "1.23".
  static func fixed(_ value: Double, _ digits: Int) -> String {
    DecimalText.fixed(value, digits: digits, trimmingZeros: false)
  }

  /// A short number: up to 3 significant decimals, trailing zeros removed ("1.25", "10").
  static func trimmed(_ value: Double) -> String {
    DecimalText.fixed(value, digits: 3, trimmingZeros: true)
  }

  /// A time per operation with precision that suits its size.
  static func nanoseconds(_ value: Double) -> String {
    value >= 100 ? fixed(value, 1) : value >= 1 ? fixed(value, 2) : fixed(value, 3)
  }

  /// A JSON number, or `null` for nil and non-finite values.
  static func jsonNumber(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return fixed(value, 4)
  }
}
