extension Double {
  /// The number as the tool prints it for people, everywhere: values, sizes, densities and
  /// numbers in messages, the shortest decimal it rounds to at 6 decimals (`13`, `14.3` for
  /// `14.299999999999999`, `21.550307`, `561.5`). CSV and JSON keep Swift's shortest
  /// round-trip text (``machineText``) instead.
  var shown: String { DecimalText.shown(self) }

  /// A number a message echoes back: ``shown``, except a nonzero number too small for 6
  /// decimals, which keeps its own digits (`1e-300`, not `0`), so an error never calls a value
  /// 0 that is not.
  var echoed: String {
    let text = shown
    return self != 0 && self.isFinite && (text == "0" || text == "-0") ? "\(self)" : text
  }

  /// The number a message about a limit echoes back: ``echoed``, or every digit when 6
  /// decimals would round it onto another value (`100000.00000000001`, not `100000`, for a
  /// limit of 100,000), so a message never shows an invalid value as a valid one.
  var echoedExactly: String {
    let text = echoed
    return self.isFinite && Double(text) != self ? "\(self)" : text
  }

  /// The number for programs: Swift's shortest text that reads back as the same `Double`
  /// (`13.0`, `21.55030678208616`), as CSV cells and `--format json` print it.
  var machineText: String { "\(self)" }
}
