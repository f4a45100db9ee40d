/// One token breaking one rule, summed up over the windows: how many fail, the worst of them,
/// and the number that passes everywhere — the line a designer reads first.
///
/// ```
/// fix (text-minimum, target-size) = the smallest n with value(n) ≥ limit in every window
/// fix (fits-window)               = the largest n with value(n) ≤ limit in every window
/// ```
///
/// found from the failing windows (`n = limit ÷ value(1)`, rounded up — down for
/// `fits-window` — to a whole number, or to 1/16 below 4) and checked on every window again;
/// nil when the token's value is not a number times a rule (a closure, design points), for
/// `text-200` (a size does not change how text grows), or when no number within eight steps
/// passes.
///
/// | token (fixed scaling, iPhones) | rule | worst | fix |
/// |---|---|---|---|
/// | target `16px` | target-size | 16 < 44 | `44px` |
/// | target `40px` | target-size | 40 < 44 | `44px` |
/// | text `9px` (body) | text-minimum | under 11 at xSmall | `13px` |
/// | width `480px` | fits-window | 480 > 320 (iPhone SE 1st gen) | `320px` |
///
/// For `row-fits` the fix is no number but a shape: stack the row from the smallest category at
/// which it stops fitting in any window — ``Fix/source`` `TextSizeSwitch(stackingFrom:
/// .accessibility3)`, ``Fix/written`` `stack from accessibility3`, ``Fix/number`` the
/// category's ordinal (9).
public struct DesignFinding: Hashable, Sendable {
  /// What identifies a finding: the token and the rule.
  public struct Key: Hashable, Sendable {
    /// The token's path.
    public let token: String
    /// The rule.
    public let rule: DesignRule

    /// Creates a key.
    public init(token: String, rule: DesignRule) {
      self.token = token
      self.rule = rule
    }
  }

  /// The number that passes everywhere, and how the token is written with it.
  public struct Fix: Hashable, Sendable {
    /// The number, in the token's own unit (`44` for `44px`, `0.6875` for rem).
    public let number: Double
    /// The expression the value becomes (`44pt`, `11.scaled(relativeTo: caption2)`).
    public let source: String
    /// The value as a file writes it (`44px`, `0.6875rem`).
    public let written: String

    /// Creates a fix.
    public init(number: Double, source: String, written: String) {
      self.number = number
      self.source = source
      self.written = written
    }
  }

  /// The token's path.
  public let token: String
  /// The rule.
  public let rule: DesignRule
  /// The worst violation.
  public let worst: DesignViolation
  /// How many windows fail.
  public let failingWindows: Int
  /// How many windows the rule was checked in for this token.
  public let checkedWindows: Int
  /// The number that passes in every window, when there is one.
  public let fix: Fix?
  /// Every text size at which the rule fails in some window, smallest first (categories in
  /// their order, then percentages): `[xSmall, small, medium]` for text that dips under the
  /// minimum only at the smallest sizes; the largest category for `text-200`.
  public let failingTextSizes: [AppTextSize]

  /// Creates a finding.
  public init(
    token: String, rule: DesignRule, worst: DesignViolation, failingWindows: Int,
    checkedWindows: Int, fix: Fix?, failingTextSizes: [AppTextSize] = []
  ) {
    self.token = token
    self.rule = rule
    self.worst = worst
    self.failingWindows = failingWindows
    self.checkedWindows = checkedWindows
    self.fix = fix
    self.failingTextSizes = failingTextSizes
  }

  /// `sizes` once each, smallest first, in the order reports list them: categories in their
  /// order, then percentages by value.
  public static func ordered(_ sizes: some Sequence<AppTextSize>) -> [AppTextSize] {
    func rank(_ size: AppTextSize) -> (Int, Double) {
      switch size {
      case .category(let category): (0, Double(category.ordinal))
      case .percent(let percent): (1, percent.isNaN ? .infinity : percent)
      }
    }
    return Set(sizes).sorted { rank($0) < rank($1) }
  }

  /// The finding's identity.
  public var key: Key { Key(token: token, rule: rule) }
}
