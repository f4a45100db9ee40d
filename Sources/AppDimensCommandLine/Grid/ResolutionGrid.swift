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

  /// Resolves every expression in every subject.
  public init(
    subjects: [Subject], expressions: [CompiledExpression], orientation: Orientation? = nil,
    split: SplitFraction? = nil
  ) {
    self.expressions = expressions
    self.orientation = orientation
    self.split = split
    self.rows = subjects.map { subject in
      Row(subject: subject, values: expressions.map { $0.value(in: subject.configuration) })
    }
  }

  /// Resolves every expression on every device in `orientation`, in a Split View pane when
  /// `split` is given (devices without that pane are left out), at `category` (nil: each
  /// device's default text size).
  public init(
    devices: [DeviceProfile], orientation: Orientation = .portrait, split: SplitFraction? = nil,
    category: ContentSizeCategory? = nil, expressions: [CompiledExpression]
  ) {
    let subjects = devices.compactMap { device -> Subject? in
      let configuration =
        split.map { device.configuration(orientation: orientation, split: $0, category: category) }
        ?? device.configuration(orientation: orientation, category: category)
      return configuration.map { Subject(label: device.name, configuration: $0, device: device) }
    }
    self.init(
      subjects: subjects, expressions: expressions, orientation: orientation,
      split: split ?? .full)
  }
}
