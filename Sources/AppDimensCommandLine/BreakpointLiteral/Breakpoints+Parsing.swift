extension Breakpoints where Value == Double {
  /// Reads a table written as a Swift dictionary literal (see ``BreakpointLiteralParser``).
  ///
  /// ```swift
  /// let table = try Breakpoints<Double>(parsing: "[w320: 80, wC.phone: 100, wAny: 60]")
  /// ```
  public init(parsing text: String) throws(BreakpointLiteralError) {
    self = try BreakpointLiteralParser.parse(text)
  }
}

extension ScalingRule {
  /// Reads a rule written as a Swift dictionary literal of multipliers: `[w320: 0.8, w375: 1]`.
  public init(parsing text: String) throws(BreakpointLiteralError) {
    self.init(multipliers: try BreakpointLiteralParser.parse(text))
  }
}
