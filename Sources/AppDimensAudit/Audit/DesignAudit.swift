/// Checks a design on many windows and text sizes: every token against every rule of its role,
/// in every window, and returns the violations.
///
/// ```swift
/// import AppDimensAudit
///
/// let audit = DesignAudit(
///   tokens: [
///     .text("text.body", 17.ssp),
///     .text("text.heading") { 17.ssp($0, relativeTo: .body, maxSize: .xxxLarge) },
///     .target("button.height", 30.sdp),
///   ],
///   devices: DeviceCatalog.devices(in: .phone))
/// let report = audit.run()
/// report.violations.map(\.rule)   // text-200 for the heading, target-size for the button, …
/// ```
///
/// The checks, per token and window (``PlatformLimits`` holds the numbers; a value within
/// 10⁻⁹ of its limit passes, so floating-point rounding never fails a design):
///
/// ```
/// text-200      value(largest category) ≥ growth × value(Large)
/// text-minimum  value(s) ≥ minimum text size           for every text size s
/// target-size   value(s) ≥ hit target                  for every text size s
/// fits-window   value(s) ≤ the window's width          for every text size s
/// row-fits      width(row, s) ≤ the window's width     for every text size s
/// ```
///
/// `row-fits` checks the design's ``rows`` (``/AppDimensTokens/DesignRow``): a row that stops fitting is
/// reported at the first text size where it does, and its finding's fix is to stack it from
/// the smallest such size over every window — the category that size stands at
/// (`DimensConfiguration.textSizeCategory`), the threshold of `TextSizeSwitch` and SwiftUI's
/// `TextSizeStack`.
///
/// `text-200` always compares the platform's largest category with Large (for a window that
/// declares its text sizes: the largest of them with 100 %); the other rules visit the window's
/// ``AuditWindow/textSizes``. A rule whose limit the platform does not define is not applied
/// and not counted.
public struct DesignAudit: Sendable {
  /// The tokens, in report order for equal severities.
  public var tokens: [DesignToken]
  /// The windows, each with its text sizes.
  public var windows: [AuditWindow]
  /// The rules applied.
  public var rules: [DesignRule]
  /// The rows `row-fits` checks, in report order for equal severities.
  public var rows: [DesignRow]

  /// An audit of `tokens` and `rows` in `windows`.
  public init(
    tokens: [DesignToken], rows: [DesignRow] = [], windows: [AuditWindow],
    rules: [DesignRule] = DesignRule.allCases
  ) {
    self.tokens = tokens
    self.rows = rows
    self.windows = windows
    self.rules = rules
  }

  /// An audit of `tokens` in every window of `devices` (portrait, landscape, Split View panes)
  /// at every category of each device's platform, narrowed to `categories` when given, with
  /// the tokens' values drawn for `designFrame` (nil: the 300 × 533-point baseline).
  public init(
    tokens: [DesignToken], rows: [DesignRow] = [], devices: [DeviceProfile] = DeviceCatalog.all,
    categories: [ContentSizeCategory]? = nil, designFrame: DesignFrame? = nil,
    rules: [DesignRule] = DesignRule.allCases
  ) {
    self.init(
      tokens: tokens, rows: rows,
      windows: AuditWindow.windows(
        of: devices, categories: categories, designFrame: designFrame),
      rules: rules)
  }

  /// Runs every check, and for each token and rule that fails, looks for the number that
  /// passes everywhere (``DesignFinding/fix``).
  public func run() -> DesignAuditReport {
    var violations: [DesignViolation] = []
    var checked = 0
    var windowsChecked: [DesignFinding.Key: Int] = [:]
    var fixes: [DesignFinding.Key: DesignFinding.Fix] = [:]
    var checkedByRule = Dictionary(uniqueKeysWithValues: rules.map { ($0, 0) })
    for token in tokens {
      for rule in DesignRule.allCases
      where !rule.checksRows && rule.role == token.role && rules.contains(rule) {
        let (failing, count) = Self.check(token, rule, in: windows)
        checked += count
        checkedByRule[rule, default: 0] += count
        guard !failing.isEmpty else { continue }
        let key = DesignFinding.Key(token: token.path, rule: rule)
        windowsChecked[key] = count
        violations += failing
        if let fix = Self.fix(token, rule, failing, in: windows) { fixes[key] = fix }
      }
    }
    if rules.contains(.rowFits) {
      for row in rows {
        var failing: [DesignViolation] = []
        for window in windows {
          guard let outcome = Self.rowFits(row, in: window) else { continue }
          checked += 1
          checkedByRule[.rowFits, default: 0] += 1
          windowsChecked[DesignFinding.Key(token: row.path, rule: .rowFits), default: 0] += 1
          if let violation = outcome { failing.append(violation) }
        }
        let key = DesignFinding.Key(token: row.path, rule: .rowFits)
        guard !failing.isEmpty else {
          windowsChecked[key] = nil
          continue
        }
        violations += failing
        if let fix = Self.stacking(failing) { fixes[key] = fix }
      }
    }
    return DesignAuditReport(
      violations: violations, checked: checked, windowsChecked: windowsChecked, fixes: fixes,
      checkedByRule: checkedByRule)
  }

  /// The violations of `token` against `rule` in `windows`, and how many windows it was
  /// checked in.
  static func check(_ token: DesignToken, _ rule: DesignRule, in windows: [AuditWindow]) -> (
    [DesignViolation], Int
  ) {
    var failing: [DesignViolation] = []
    var count = 0
    for window in windows {
      switch check(token, rule, in: window) {
      case .notApplied: continue
      case .passed: count += 1
      case .failed(let violation):
        count += 1
        failing.append(violation)
      }
    }
    return (failing, count)
  }

  /// The number that makes `token` pass `rule` in every window (``DesignFinding``'s rule), from
  /// its `failing` windows.
  static func fix(
    _ token: DesignToken, _ rule: DesignRule, _ failing: [DesignViolation],
    in windows: [AuditWindow]
  ) -> DesignFinding.Fix? {
    guard rule != .text200, let number = token.number, let unit = token.withNumber(1) else {
      return nil
    }
    var needed: Double?
    for violation in failing {
      let perUnit = unit.value(in: violation.window.configuration(at: violation.textSize))
      guard perUnit > 0, perUnit.isFinite, violation.limit.isFinite else { return nil }
      let candidate = violation.limit / perUnit
      needed =
        rule.isMinimum
        ? Swift.max(needed ?? candidate, candidate) : Swift.min(needed ?? candidate, candidate)
    }
    guard let needed, needed.isFinite else { return nil }
    let step = Swift.max(abs(number), abs(needed)) < 4 ? 1.0 / 16 : 1
    var candidate =
      rule.isMinimum
      ? (needed / step - 1e-9).rounded(.up) * step : (needed / step + 1e-9).rounded(.down) * step
    for _ in 0..<8 {
      guard candidate > 0, let tried = token.withNumber(candidate) else { return nil }
      if check(tried, rule, in: windows).0.isEmpty {
        return DesignFinding.Fix(
          number: candidate, source: tried.source ?? "", written: tried.written ?? "")
      }
      candidate += rule.isMinimum ? step : -step
    }
    return nil
  }

  /// The result of one check.
  enum Outcome: Hashable, Sendable {
    /// The platform defines no limit for the rule, or the window has no text size to visit.
    case notApplied
    /// The token meets the rule in the window.
    case passed
    /// The token breaks the rule in the window.
    case failed(DesignViolation)
  }

  /// Checks `token` against `rule` in `window`.
  static func check(_ token: DesignToken, _ rule: DesignRule, in window: AuditWindow) -> Outcome {
    let limits = PlatformLimits.of(window.platform)
    switch rule {
    case .text200:
      return textGrowth(token, in: window, limits: limits)
    case .textMinimum:
      guard let minimum = limits.minimumTextSize else { return .notApplied }
      return everySize(token, rule, in: window) { _ in minimum }
    case .targetSize:
      guard let target = limits.hitTarget else { return .notApplied }
      return everySize(token, rule, in: window) { _ in target }
    case .fitsWindow:
      return everySize(token, rule, in: window) { $0.screenWidth }
    case .rowFits:
      // Rows are checked by `rowFits(_:in:)`; no token has this rule.
      return .notApplied
    }
  }

  /// `row-fits` in `window`: nil when the window has no text size to visit, else the
  /// violation at the first text size where the row is wider than the window (nil inside when
  /// it fits at every one).
  static func rowFits(_ row: DesignRow, in window: AuditWindow) -> DesignViolation?? {
    guard !window.textSizes.isEmpty else { return nil }
    var failing: [(size: AppTextSize, value: Double, limit: Double)] = []
    for size in window.textSizes {
      let configuration = window.configuration(at: size)
      let width = row.width(in: configuration)
      let limit = configuration.screenWidth
      guard !passes(width, limit, isMinimum: false) else { continue }
      failing.append((size, width, limit))
    }
    guard let first = failing.first else { return .some(nil) }
    return DesignViolation(
      token: row.path, rule: .rowFits, window: window, textSize: first.size, value: first.value,
      limit: first.limit, failingTextSizes: failing.map(\.size))
  }

  /// The fix of a row that stops fitting: stack it from the smallest category at which it
  /// stops fitting in any window (the category each window's first failing text size stands
  /// at), `TextSizeSwitch(stackingFrom:)`.
  static func stacking(_ failing: [DesignViolation]) -> DesignFinding.Fix? {
    let categories = failing.map {
      $0.window.configuration(at: $0.textSize).textSizeCategory
    }
    guard let category = categories.min() else { return nil }
    return DesignFinding.Fix(
      number: Double(category.ordinal),
      source: "TextSizeSwitch(stackingFrom: .\(category.rawValue))",
      written: "stack from \(category.rawValue)")
  }

  /// `text-200`: the value at the largest size against `growth ×` the value at the reference.
  static func textGrowth(
    _ token: DesignToken, in window: AuditWindow, limits: PlatformLimits
  ) -> Outcome {
    let reference: AppTextSize
    let largest: AppTextSize
    let growth: Double
    if window.declaresTextSizes {
      // The declared size with the largest font scale on the window's platform (the first of
      // equals).
      let platform = window.platform
      guard
        let maximum = window.textSizes.max(by: {
          $0.fontScale(on: platform) < $1.fontScale(on: platform)
        })
      else { return .notApplied }
      (reference, largest, growth) = (.percent(100), maximum, PlatformLimits.declaredTextGrowth)
    } else {
      guard let factor = limits.textGrowth, let category = limits.largestCategory else {
        return .notApplied
      }
      (reference, largest, growth) = (.category(.large), .category(category), factor)
    }
    let base = token.value(in: window.configuration(at: reference))
    let value = token.value(in: window.configuration(at: largest))
    let limit = growth * base
    guard !passes(value, limit, isMinimum: true) else { return .passed }
    return .failed(
      DesignViolation(
        token: token.path, rule: .text200, window: window, textSize: largest, value: value,
        limit: limit, failingTextSizes: [largest]))
  }

  /// A rule that holds at every text size of the window, against `limit(configuration)`.
  static func everySize(
    _ token: DesignToken, _ rule: DesignRule, in window: AuditWindow,
    limit: (DimensConfiguration) -> Double
  ) -> Outcome {
    guard !window.textSizes.isEmpty else { return .notApplied }
    var failing: [(size: AppTextSize, value: Double, limit: Double, severity: Double)] = []
    for size in window.textSizes {
      let configuration = window.configuration(at: size)
      let value = token.value(in: configuration)
      let bound = limit(configuration)
      guard !passes(value, bound, isMinimum: rule.isMinimum) else { continue }
      let severity = DesignViolation.severity(value: value, limit: bound, isMinimum: rule.isMinimum)
      failing.append((size, value, bound, severity))
    }
    guard let highest = failing.map(\.severity).max() else { return .passed }
    let worst = failing.filter { $0.severity == highest }
    guard let pick = worst.first(where: { $0.size == window.defaultTextSize }) ?? worst.first
    else { return .passed }
    return .failed(
      DesignViolation(
        token: token.path, rule: rule, window: window, textSize: pick.size, value: pick.value,
        limit: pick.limit, failingTextSizes: failing.map(\.size)))
  }

  /// Whether `value` meets `limit` (at least it, or at most it), within 10⁻⁹ × max(1, |limit|);
  /// a value that is not a number never does.
  static func passes(_ value: Double, _ limit: Double, isMinimum: Bool) -> Bool {
    let tolerance = 1e-9 * Swift.max(1, abs(limit))
    return isMinimum ? value >= limit - tolerance : value <= limit + tolerance
  }
}
