/// What a ``DesignAudit`` found: the violations, worst first and grouped by token, and how many
/// checks ran.
///
/// ```swift
/// let report = DesignAudit(tokens: tokens, devices: DeviceCatalog.devices(in: .phone)).run()
/// report.isClean                          // false
/// report.violations.first?.rule           // .text200
/// report.accepting(knownKeys).isClean     // true once every violation is a known one
/// ```
///
/// Order: tokens by their worst violation (most severe first), and within a token its
/// violations most severe first; equal severities (to 9 decimals, so rounding noise such as
/// 482.4 ÷ 402 = 1.2000000000000002 does not reorder them) keep the audit's order (tokens as
/// given, rules as in ``DesignRule``, windows as given).
public struct DesignAuditReport: Hashable, Sendable {
  /// The violations, grouped by token, worst first.
  public let violations: [DesignViolation]
  /// How many checks ran: one per token, applicable rule and window.
  public let checked: Int
  /// How many checks each rule given to the audit ran (0 for a rule that checked nothing:
  /// no token of its role, or no window where its platform defines a limit, such as
  /// `text-200` on tvOS), so a caller can tell a clean design from an audit that checked
  /// nothing.
  public let checkedByRule: [DesignRule: Int]
  /// How many violations a baseline accepted (``accepting(_:)``); they are not in
  /// ``violations``.
  public let accepted: Int
  /// How many windows each token and rule was checked in.
  public let windowsChecked: [DesignFinding.Key: Int]
  /// The number that passes everywhere, for each token and rule that has one.
  public let fixes: [DesignFinding.Key: DesignFinding.Fix]

  /// Creates a report from violations in audit order; they are sorted as described above.
  public init(
    violations: [DesignViolation], checked: Int, accepted: Int = 0,
    windowsChecked: [DesignFinding.Key: Int] = [:],
    fixes: [DesignFinding.Key: DesignFinding.Fix] = [:], checkedByRule: [DesignRule: Int] = [:]
  ) {
    self.violations = Self.sorted(violations)
    self.checked = checked
    self.checkedByRule = checkedByRule
    self.accepted = accepted
    self.windowsChecked = windowsChecked
    self.fixes = fixes
  }

  /// One finding per token and rule with violations, in the order of ``violations`` (tokens by
  /// their worst, then rules by their worst window).
  public var findings: [DesignFinding] {
    var order: [DesignFinding.Key] = []
    var groups: [DesignFinding.Key: [DesignViolation]] = [:]
    for violation in violations {
      let key = DesignFinding.Key(token: violation.token, rule: violation.rule)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(violation)
    }
    return order.compactMap { key in
      guard let group = groups[key], let worst = group.first else { return nil }
      return DesignFinding(
        token: key.token, rule: key.rule, worst: worst, failingWindows: group.count,
        checkedWindows: windowsChecked[key] ?? group.count, fix: fixes[key],
        failingTextSizes: DesignFinding.ordered(group.flatMap(\.failingTextSizes)))
    }
  }

  /// Whether nothing is violated.
  public var isClean: Bool { violations.isEmpty }

  /// The rules given to the audit that checked nothing, in rule order.
  public var rulesThatCheckedNothing: [DesignRule] {
    DesignRule.allCases.filter { checkedByRule[$0] == 0 }
  }

  /// The tokens with violations, worst first, each with its violations.
  public var byToken: [(token: String, violations: [DesignViolation])] {
    var groups: [(token: String, violations: [DesignViolation])] = []
    for violation in violations {
      if let last = groups.indices.last, groups[last].token == violation.token {
        groups[last].violations.append(violation)
      } else {
        groups.append((violation.token, [violation]))
      }
    }
    return groups
  }

  /// The report without the violations whose key is in `known` (a baseline of accepted
  /// violations); ``accepted`` counts them.
  public func accepting(_ known: Set<DesignViolation.Key>) -> DesignAuditReport {
    let kept = violations.filter { !known.contains($0.key) }
    return DesignAuditReport(
      violations: kept, checked: checked, accepted: accepted + violations.count - kept.count,
      windowsChecked: windowsChecked, fixes: fixes, checkedByRule: checkedByRule)
  }

  /// `violations` grouped by token (tokens by their worst) and worst first within a token; a
  /// stable sort, so equals keep their order.
  static func sorted(_ violations: [DesignViolation]) -> [DesignViolation] {
    let severities = violations.map { rank($0.severity) }
    var worst: [String: Double] = [:]
    var firstSeen: [String: Int] = [:]
    for (index, violation) in violations.enumerated() {
      worst[violation.token] = max(worst[violation.token] ?? -.infinity, severities[index])
      if firstSeen[violation.token] == nil { firstSeen[violation.token] = index }
    }
    return violations.indices.sorted { a, b in
      let (x, y) = (violations[a].token, violations[b].token)
      if x != y {
        let (wx, wy) = (worst[x] ?? 0, worst[y] ?? 0)
        if wx != wy { return wx > wy }
        return (firstSeen[x] ?? 0) < (firstSeen[y] ?? 0)
      }
      if severities[a] != severities[b] { return severities[a] > severities[b] }
      return a < b
    }.map { violations[$0] }
  }

  /// A severity rounded to 9 decimals for ordering (infinite stays infinite).
  static func rank(_ severity: Double) -> Double {
    guard severity.isFinite else { return severity }
    return (severity * 1e9).rounded() / 1e9
  }
}
