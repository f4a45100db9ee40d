extension Double {
  /// A number for people outside the value columns: sizes, densities, table values as written
  /// and numbers in messages, with at most 3 decimals and no trailing zeros (`393`, `561.5`,
  /// `0.3` for `0.30000000000000004`).
  var shown: String { DecimalText.fixed(self, digits: 3, trimmingZeros: true) }

  /// A computed value as text and Markdown tables, the gallery and plot titles print it: 2
  /// decimals, zeros kept (`20.96`, `24.00`); CSV and JSON keep every digit instead.
  var valueShown: String { DecimalText.fixed(self, digits: 2, trimmingZeros: false) }
}
