extension ResolutionGrid {
  /// Resolves every expression in every subject like ``init(subjects:expressions:orientation:)``,
  /// calling `progress` with the number of subjects done after each one, so a long run (a
  /// plot's thousands of sample windows, a gallery's windows × categories) can report it.
  ///
  /// ```swift
  /// var meter = ProgressMeter(label: "plot", total: subjects.count, unit: "windows", now: clock)
  /// let grid = ResolutionGrid(subjects: subjects, expressions: expressions) { done in
  ///   if let line = meter.update(completed: done) { error.writeLine(line) }
  /// }
  /// ```
  init(
    subjects: [Subject], expressions: [CompiledExpression], orientation: Orientation? = nil,
    progress: (Int) -> Void
  ) {
    var rows: [Row] = []
    rows.reserveCapacity(subjects.count)
    for subject in subjects {
      rows.append(
        Row(subject: subject, values: expressions.map { $0.value(in: subject.configuration) }))
      progress(rows.count)
    }
    self.expressions = expressions
    self.orientation = orientation
    self.split = nil
    self.rows = rows
  }

  /// The values of the expression at `column`, one per row (empty for a column that does not
  /// exist).
  func column(_ column: Int) -> [Double] {
    guard expressions.indices.contains(column) else { return [] }
    return rows.map { $0.values[column] }
  }
}
