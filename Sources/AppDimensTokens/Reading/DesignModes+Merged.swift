import AppDimensBreakpoints
import AppDimensToolSupport

extension DesignModes {
  /// A context of a breakpoint modifier and the narrowest window width it is for, in points
  /// (`lg` from 1056): the context whose width is the largest not above a window's width
  /// judges that window (CSS's `min-width`); a window narrower than every width takes the
  /// narrowest context.
  public struct Breakpoint: Hashable, Sendable {
    /// The context.
    public let context: String
    /// Its narrowest window width, in points.
    public let width: Double

    /// Creates a breakpoint.
    public init(context: String, width: Double) {
      self.context = context
      self.width = width
    }
  }

  /// The modes as one design to audit: a token the same in every mode (same place, same
  /// value) once, under its path; a token that differs, once per group of modes that agree,
  /// its path followed by their names (`type.body01 [lg, xlg]`). With `breakpoints`, the
  /// modifier whose contexts they name is not a set of modes but one value per window: a token
  /// that differs across its contexts is one token whose value, in each window, is its
  /// context's by ``Breakpoint`` (ranked by the package's `Breakpoints` table: its width keys,
  /// the largest width below). Problems: the resolver's, then each mode's, once each.
  ///
  /// Breakpoints that name no modifier's contexts (exactly those read) are a
  /// ``DesignSystem/ReadError`` naming the modifiers.
  public func merged(breakpoints: [Breakpoint] = []) throws(DesignSystem.ReadError)
    -> DesignSystem
  {
    try merged(breakpoints: breakpoints, oneValuePerPath: false)
  }

  /// The modes as one design; with `oneValuePerPath` (the generator's, which writes one
  /// member per path), a token that still differs between modes — outside the breakpoint
  /// modifier, or missing from some — is a ``DesignSystem/ReadError`` naming the first ones and
  /// the flags that choose. A colour-scheme modifier whose contexts change only colours is
  /// therefore no obstacle: every size is the same in each of its modes.
  package func merged(breakpoints: [Breakpoint], oneValuePerPath: Bool) throws(DesignSystem
    .ReadError) -> DesignSystem
  {
    let responsive = try breakpointModes(breakpoints)
    var order: [String] = []
    var entries: [String: [(mode: Int, token: DesignToken)]] = [:]
    for (mode, system) in systems.enumerated() {
      for token in system.tokens {
        if entries[token.path] == nil { order.append(token.path) }
        entries[token.path, default: []].append((mode, token))
      }
    }
    var tokens: [DesignToken] = []
    tokens.reserveCapacity(order.count)
    var differing: [DesignToken] = []
    var differingCount = 0
    for path in order {
      let merged = merge(path, entries[path] ?? [], responsive: responsive)
      tokens += merged
      if merged.count != 1 || merged[0].path != path {
        differingCount += 1
        // Policy: the message names the first three, so it stays one line however many differ.
        if differing.count < 3 { differing += merged }
      }
    }
    if oneValuePerPath, differingCount > 0 {
      throw DesignSystem.ReadError(
        message: "\(resolver): generate writes one value per token, and "
          + (differingCount == 1 ? "1 token differs" : "\(differingCount) tokens differ")
          + " between the modes ("
          + modes.map(\.name).joined(separator: ", ") + "): "
          + differing.prefix(3).map(\.path).joined(separator: ", ")
          + (differing.count > 3 || differingCount > 3 ? ", …" : "")
          + "; choose one mode with --modes, or give a breakpoint modifier's widths with "
          + "--breakpoints")
    }
    var seen: Set<String> = []
    var problems: [DesignTokenProblem] = []
    for problem in self.problems + systems.flatMap(\.problems)
    where seen.insert(problem.description).inserted {
      problems.append(problem)
    }
    guard let first = systems.first else {
      throw DesignSystem.ReadError(message: "\(resolver): no mode to read")
    }
    return DesignSystem(first, tokens: tokens, problems: problems)
  }

  /// The modes of the breakpoint modifier, with their widths, narrowest first; empty without
  /// breakpoints.
  private func breakpointModes(_ breakpoints: [Breakpoint]) throws(DesignSystem.ReadError)
    -> [(mode: Int, width: Double)]
  {
    guard !breakpoints.isEmpty else { return [] }
    guard Set(breakpoints.map(\.width)).count == breakpoints.count,
      breakpoints.allSatisfy(\.width.isFinite)
    else {
      throw DesignSystem.ReadError(
        message: "\(resolver): the breakpoints' widths must be finite and differ")
    }
    let names = Set(breakpoints.map(\.context))
    let modifiers = Array(Set(modes.map(\.modifier))).sorted()
    for modifier in modifiers {
      let contexts = modes.indices.filter { modes[$0].modifier == modifier }
      guard Set(contexts.map { modes[$0].context }) == names else { continue }
      return contexts.map { index in
        (index, breakpoints.first { $0.context == modes[index].context }?.width ?? 0)
      }.sorted { $0.width < $1.width }
    }
    let read = modifiers.map { modifier in
      modifier + ": "
        + modes.filter { $0.modifier == modifier }.map(\.context).joined(separator: ", ")
    }
    throw DesignSystem.ReadError(
      message: "\(resolver): the breakpoints name "
        + breakpoints.map(\.context).joined(separator: ", ")
        + "; no modifier read has exactly these contexts ("
        + (read.isEmpty ? "no modifier" : read.joined(separator: "; ")) + ")")
  }

  /// The tokens of `path` from its `entries` (one per mode that has it).
  private func merge(
    _ path: String, _ entries: [(mode: Int, token: DesignToken)],
    responsive: [(mode: Int, width: Double)]
  ) -> [DesignToken] {
    var units: [(modes: [Int], token: DesignToken, key: String)] = []
    var rest = entries
    if !responsive.isEmpty {
      // Each mode's token by mode, and whether a mode is a breakpoint: linear in the modes.
      var byMode = [DesignToken?](repeating: nil, count: modes.count)
      for entry in entries { byMode[entry.mode] = entry.token }
      var isBreakpoint = [Bool](repeating: false, count: modes.count)
      for breakpoint in responsive { isBreakpoint[breakpoint.mode] = true }
      let inside = responsive.compactMap { breakpoint in
        byMode[breakpoint.mode].map { ($0, breakpoint.width) }
      }
      if inside.count == responsive.count, let first = inside.first {
        var modes = responsive.map(\.mode)
        rest = entries.filter { !isBreakpoint[$0.mode] }
        // Policy: another modifier's mode is read with the breakpoint modifier at its default
        // context; where its token is that context's token, the mode does not change it, so it
        // joins the breakpoint table (a `dark` mode that changes only colours keeps every
        // responsive size one token).
        let standard = responsive.first { self.modes[$0.mode].isDefault }
          .flatMap { byMode[$0.mode] }.map(Self.key)
        let agreeing = rest.filter { Self.key($0.token) == standard }
        if !agreeing.isEmpty {
          modes += agreeing.map(\.mode)
          rest = rest.filter { Self.key($0.token) != standard }
        }
        if inside.allSatisfy({ Self.key($0.0) == Self.key(first.0) }) {
          units.append((modes, first.0, Self.key(first.0)))
        } else {
          units.append((modes, Self.responsive(path, inside), "responsive"))
        }
      }
    }
    for entry in rest {
      units.append(([entry.mode], entry.token, Self.key(entry.token)))
    }
    // Policy: groups found by key in a table, so a path read in all 64 modes costs 64 looks.
    var groups: [(modes: [Int], token: DesignToken, key: String)] = []
    var groupOfKey: [String: Int] = [:]
    for unit in units {
      if let index = groupOfKey[unit.key] {
        groups[index].modes += unit.modes
      } else {
        groupOfKey[unit.key] = groups.count
        groups.append(unit)
      }
    }
    if groups.count == 1, groups[0].modes.count == modes.count {
      return [groups[0].token]
    }
    return groups.map { group in
      group.token.renamed(
        path + " [" + group.modes.sorted().map { modes[$0].name }.joined(separator: ", ") + "]")
    }
  }

  /// What makes two modes' token one: its role, place and value as written and drawn.
  private static func key(_ token: DesignToken) -> String {
    "\(token.role.rawValue)|\(token.location?.description ?? "")|\(token.written ?? "")|"
      + (token.source ?? "")
  }

  /// One token whose value in a window is the value of the token of the breakpoint that
  /// window falls in (`tokens` narrowest first).
  private static func responsive(_ path: String, _ tokens: [(DesignToken, Double)])
    -> DesignToken
  {
    let table = Breakpoints<Int>(tokens.indices.map { (.width(tokens[$0].1), $0) })
    let chosen = tokens.map(\.0)
    func joined(_ text: (DesignToken) -> String?) -> String {
      tokens.map { "≥\(DesignScaling.number($0.1)): " + (text($0.0) ?? "") }
        .joined(separator: "; ")
    }
    return DesignToken.responsive(
      path, tokens.map { (width: $0.1, token: $0.0) }, source: joined(\.source),
      written: joined(\.written)
    ) { configuration in
      chosen[table.resolve(configuration) ?? 0].value(in: configuration)
    }
  }
}
