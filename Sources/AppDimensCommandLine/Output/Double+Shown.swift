extension Double {
  /// A number for people outside the value columns: sizes, densities, table values as written
  /// and numbers in messages, with at most 3 decimals and no trailing zeros (`393`, `561.5`,
  /// `0.3` for `0.30000000000000004`).
  var shown: String { DecimalText.fixed(self, digits: 3, trimmingZeros: true) }
}
