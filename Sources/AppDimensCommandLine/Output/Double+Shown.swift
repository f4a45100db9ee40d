extension Double {
  /// A number for people outside the value columns: sizes, densities, table values as written
  /// and numbers in messages, with at most 3 decimals and no trailing zeros (`393`, `561.5`,
  /// `0.3` for `0.30000000000000004`).
  var shown: String { DecimalText.fixed(self, digits: 3, trimmingZeros: true) }

  /// A number a message echoes back: ``shown``, except a nonzero number too small for 3
  /// decimals, which keeps its own digits (`1e-300`, not `0`), so an error never calls a value
  /// 0 that is not.
  var echoed: String {
    let text = shown
    return self != 0 && self.isFinite && (text == "0" || text == "-0") ? "\(self)" : text
  }

  /// A computed value as text and Markdown tables, the gallery and plot titles print it: 2
  /// decimals, zeros kept (`20.96`, `24.00`); CSV and JSON keep every digit instead.
  var valueShown: String { DecimalText.fixed(self, digits: 2, trimmingZeros: false) }
}
