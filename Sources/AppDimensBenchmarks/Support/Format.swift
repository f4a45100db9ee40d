import AppDimensToolSupport

/// Number formatting for the report, on the tools' shared ``DecimalText`` (no Foundation).
enum Format {
  /// A time per operation with precision that suits its size.
  static func nanoseconds(_ value: Double) -> String {
    DecimalText.fixed(value, decimals: value >= 100 ? 1 : value >= 1 ? 2 : 3)
  }

  /// `text` padded with spaces to `width` (left-aligned, or right-aligned when `right`).
  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  /// A JSON number, or `null` for nil and non-finite values.
  static func jsonNumber(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return DecimalText.fixed(value, decimals: 4)
  }
}
