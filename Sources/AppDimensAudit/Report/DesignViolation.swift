/// A token that breaks a rule in one window: the worst text size there, its value and the
/// limit it misses.
///
/// One violation per token, rule and window. When several text sizes fail, ``textSize`` is the
/// worst (the smallest value for a minimum, the largest for `fits-window`; among equal values
/// the window's default size, else the first) and ``failingTextSizes`` lists them all.
///
/// ```
/// severity = (limit − value) ÷ limit      text-200, text-minimum, target-size
///          = (value − limit) ÷ limit      fits-window
/// ```
///
/// | rule | value | limit | severity |
/// |---|---|---|---|
/// | text-minimum | 9 | 11 | 0.181818 |
/// | target-size | 37.5 | 44 | 0.147727 |
/// | fits-window | 450 | 375 | 0.2 |
/// | text-200 | 23 | 34 | 0.323529 |
public struct DesignViolation: Hashable, Sendable {
  /// What identifies a violation across runs, for baselines: token, rule and window.
  ///
  /// Values and text sizes are left out, so a known violation stays known when its numbers
  /// move.
  public struct Key: Hashable, Sendable, Codable {
    /// The token's path.
    public let token: String
    /// The rule.
    public let rule: DesignRule
    /// The device or window name.
    public let device: String
    /// The orientation.
    public let orientation: Orientation
    /// The Split View pane (`.full` for the whole screen).
    public let pane: SplitFraction

    /// Creates a key.
    public init(
      token: String, rule: DesignRule, device: String, orientation: Orientation,
      pane: SplitFraction
    ) {
      self.token = token
      self.rule = rule
      self.device = device
      self.orientation = orientation
      self.pane = pane
    }
  }

  /// The token's path.
  public let token: String
  /// The rule broken.
  public let rule: DesignRule
  /// The window.
  public let window: AuditWindow
  /// The worst text size in the window.
  public let textSize: AppTextSize
  /// The token's value there, in points.
  public let value: Double
  /// The limit it misses, in points (a minimum, or the window width for `fits-window`).
  public let limit: Double
  /// Every text size of the window at which the rule fails, in the window's order.
  public let failingTextSizes: [AppTextSize]

  /// Creates a violation.
  public init(
    token: String, rule: DesignRule, window: AuditWindow, textSize: AppTextSize,
    value: Double, limit: Double, failingTextSizes: [AppTextSize]
  ) {
    self.token = token
    self.rule = rule
    self.window = window
    self.textSize = textSize
    self.value = value
    self.limit = limit
    self.failingTextSizes = failingTextSizes
  }

  /// The violation's identity across runs.
  public var key: Key {
    Key(
      token: token, rule: rule, device: window.name, orientation: window.orientation,
      pane: window.pane)
  }

  /// How far the value misses its limit, relative to the limit (the table above); larger is
  /// worse, infinite when the value is not a number or the limit is not positive.
  public var severity: Double {
    Self.severity(value: value, limit: limit, isMinimum: rule.isMinimum)
  }

  /// The severity of `value` against `limit` (see the formula above).
  static func severity(value: Double, limit: Double, isMinimum: Bool) -> Double {
    guard !value.isNaN, limit > 0 else { return .infinity }
    return (isMinimum ? limit - value : value - limit) / limit
  }
}
