/// Findings that share one cause: the tokens whose value comes from the same source token
/// (an alias, ``/AppDimensTokens/DesignToken/alias``), read the same way and breaking the same rule — one line
/// of a report instead of one per token.
///
/// A design system names a few sizes and many tokens that use them: 28 typography tokens
/// whose `fontSize` is `{font.size.xs}` fail `text-minimum` together, and are fixed together
/// by changing `font.size.xs`. Tokens join a group when they have the same rule, the same
/// source token and the same expression (``/AppDimensTokens/DesignToken/source``: the same number, unit and
/// text style), so every finding of a group has the same values in every window; a token
/// whose value is written in place is a group of its own.
///
/// ```
/// key(finding) = (rule, token.alias ?? token.path, token.source)
/// ```
///
/// | tokens | groups |
/// |---|---|
/// | `a: {size.xs}`, `b: {size.xs}`, `size.xs: 10px` (text, body) | one: `size.xs`, 3 tokens |
/// | `a: {size.xs}` (body), `caption2.a: {size.xs}` (caption2) | two: the styles differ |
/// | `a: 10px`, `b: 10px` | two: each is written in place |
/// | `size.xs: 10px` (audited itself), `a: {size.xs}` | one: `size.xs`, 2 tokens |
public struct DesignFindingGroup: Hashable, Sendable {
  /// The source token's path: the token the group's aliases end at, or the one token's own
  /// path.
  public let source: String
  /// The rule.
  public let rule: DesignRule
  /// One finding per token, in report order (worst first); the first stands for the group.
  public let findings: [DesignFinding]

  /// Creates a group; `findings` must not be empty.
  public init(source: String, rule: DesignRule, findings: [DesignFinding]) {
    self.source = source
    self.rule = rule
    self.findings = findings
  }

  /// The paths of the group's tokens, in report order.
  public var tokens: [String] { findings.map(\.token) }

  /// The finding that stands for the group (its first), nil only for an empty group.
  public var representative: DesignFinding? { findings.first }
}

extension DesignAuditReport {
  /// The report's findings with those of one cause together (``DesignFindingGroup``), in the
  /// order of their first finding; `tokens` are the audited tokens, which know their aliases
  /// (a finding whose token is not among them is a group of its own).
  public func groupedFindings(tokens: [DesignToken]) -> [DesignFindingGroup] {
    // Policy: only the tokens with a finding are indexed (a table of every token of a large
    // design cost about 300 bytes a token, for a report with no finding).
    let findings = self.findings
    let found = Set(findings.map(\.token))
    var byPath: [String: DesignToken] = [:]
    for token in tokens where found.contains(token.path) && byPath[token.path] == nil {
      byPath[token.path] = token
    }
    struct Key: Hashable {
      let rule: DesignRule
      let source: String
      let expression: String?
    }
    var order: [Key] = []
    var members: [Key: [DesignFinding]] = [:]
    for finding in findings {
      let token = byPath[finding.token]
      let key = Key(
        rule: finding.rule, source: token?.alias ?? finding.token, expression: token?.source)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(finding)
    }
    return order.compactMap { key in
      guard let group = members[key] else { return nil }
      return DesignFindingGroup(source: key.source, rule: key.rule, findings: group)
    }
  }
}
