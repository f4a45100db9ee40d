extension Breakpoints: CustomStringConvertible {
  /// The table as a literal in canonical order: `[wAny: 60.0, w320: 80.0]`, or `[:]`.
  ///
  /// For `Breakpoints<Double>` with finite values, the command line's literal parser reads it
  /// back to an equal table.
  public var description: String {
    guard !entries.isEmpty else { return "[:]" }
    return "[" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}
