/// The shared pipeline "windows × expressions → values": every row is a window (usually a
/// catalog device), every column an expression. `appdimens` and `appdimens table` print one;
/// plots and galleries can reuse it with any list of windows.
///
/// ```swift
/// let grid = ResolutionGrid(
///   devices: DeviceCatalog.devices(in: .phone), orientation: .portrait,
///   expressions: [try ExpressionEvaluator().compile("16.sdp")])
/// grid.rows[1].values  // [20.0]  (iPhone SE (3rd generation): 16 × 375 / 300)
/// ```
public struct ResolutionGrid: Sendable {
  /// One window the expressions are resolved in.
  public struct Subject: Sendable {
    /// The row label, for example the device name.
    public let label: String
    /// The window.
    public let configuration: DimensConfiguration
    /// The catalog device, when the window is one.
    public let device: DeviceProfile?

    /// Creates a subject.
    public init(label: String, configuration: DimensConfiguration, device: DeviceProfile? = nil) {
      self.label = label
      self.configuration = configuration
      self.device = device
    }
  }

  /// A subject and the value of each expression in it.
  public struct Row: Sendable {
    /// The window.
    public let subject: Subject
    /// One value per expression, in column order.
    public let values: [Double]
  }

  /// The columns.
  public let expressions: [CompiledExpression]
  /// The rows, in subject order.
  public let rows: [Row]
  /// The orientation the devices were asked for (nil for arbitrary subjects).
  public let orientation: Orientation?
  /// The iPad Split View pane the devices were asked for (`.full` without `--split`; nil for
  /// arbitrary subjects).
  public let split: SplitFraction?

  /// Resolves every expression in every subject, calling `progress` with the number of
  /// subjects done after each one, so a long run (a plot's thousands of sample windows, a
  /// gallery's windows × categories) can report it.
  ///
  /// ```swift
  /// var meter = ProgressMeter(label: "plot", total: subjects.count, unit: "windows", now: clock)
  /// let grid = ResolutionGrid(subjects: subjects, expressions: expressions) { done in
  ///   if let line = meter.update(completed: done) { error.writeLine(line) }
  /// }
  /// ```
  public init(
    subjects: [Subject], expressions: [CompiledExpression], orientation: Orientation? = nil,
    split: SplitFraction? = nil, progress: (Int) -> Void = { _ in }
  ) {
    self.expressions = expressions
    self.orientation = orientation
    self.split = split
    var rows: [Row] = []
    rows.reserveCapacity(subjects.count)
    for subject in subjects {
      rows.append(
        Row(subject: subject, values: expressions.map { $0.value(in: subject.configuration) }))
      progress(rows.count)
    }
    self.rows = rows
  }

  /// The values of the expression at `column`, one per row (empty for a column that does not
  /// exist).
  func column(_ column: Int) -> [Double] {
    guard expressions.indices.contains(column) else { return [] }
    return rows.map { $0.values[column] }
  }

  /// Resolves every expression on every device in `orientation`, in a Split View pane when
  /// `split` is given (devices without that pane are left out), at `category` (nil: each
  /// device's default text size), with values drawn for `designFrame` (nil: the 300 × 533
  /// baseline), with the window factors kept in `scaleLimits` (nil: no limit) and the values
  /// rounded to each device's pixel grid when `roundsToPixels` is true.
  public init(
    devices: [DeviceProfile], orientation: Orientation = .portrait, split: SplitFraction? = nil,
    category: ContentSizeCategory? = nil, designFrame: DesignFrame? = nil,
    scaleLimits: ClosedRange<Double>? = nil, roundsToPixels: Bool = false,
    expressions: [CompiledExpression]
  ) {
    let subjects = devices.compactMap { device -> Subject? in
      let configuration =
        split.map { device.configuration(orientation: orientation, split: $0, category: category) }
        ?? device.configuration(orientation: orientation, category: category)
      return configuration.map {
        Subject(
          label: device.name,
          configuration: $0.rebuilt(
            designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels),
          device: device)
      }
    }
    self.init(
      subjects: subjects, expressions: expressions, orientation: orientation,
      split: split ?? .full)
  }
}
