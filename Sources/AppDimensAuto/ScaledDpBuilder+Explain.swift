// Policy: here, not in AppDimens: a debug text builder the principal product's apps need not
// carry (it added 12,608 bytes to `import AppDimens`'s one-line app; Scripts/check-footprint.sh).
extension ScaledDpBuilder {
  /// The steps of `resolve(_:)` in `configuration`: each condition in declaration order with
  /// whether it matches and its rank key, the value the ranking rule chose and why it outranked
  /// the other matches, then the scaling steps of `AppDimens.explain` for that value (a chain
  /// is not rounded to pixels).
  ///
  /// | 1366 × 1024 | chain | chosen → result |
  /// |---|---|---|
  /// | `16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)` | width ≥ 600 (specificity 2) outranks landscape (1): 24 | 24 × 1024 ÷ 300 = 81.92 |
  /// | `16.scaledDp.screen(24, mode: .television)` | no condition matches: the base 16 | 54.613333 |
  ///
  /// The result is always the value `resolve(_:)` returns.
  public func explain(_ configuration: DimensConfiguration) -> ValueExplanation {
    let c = configuration
    let scaling = AppDimens.explain(
      select(c), configuration: c, qualifier: finalQualifier, inverter: inverter,
      aspectRatio: aspectRatio, sensitivity: sensitivity, ignoreMultiWindow: ignoreMultiWindow,
      roundsToPixels: false)
    return ValueExplanation(
      steps: selectionSteps(c) + scaling.steps.dropFirst(), result: resolve(c))
  }

  /// The window, each condition in declaration order (matches or not, its rank key), and the
  /// value the ranking rule chose with what it outranked: the steps every chain starts with.
  func selectionSteps(_ c: DimensConfiguration) -> [ValueExplanation.Step] {
    let n = ValueExplanation.number
    var steps = [ValueExplanation.window(c)]
    let links = self.links
    var matched: [(index: Int, key: RankKey)] = []
    for (index, link) in links.enumerated() {
      let condition = link.condition
      let key = condition.rankKey(c)
      if let key { matched.append((index, key)) }
      let threshold = key.map { $0.threshold.isFinite ? ", threshold \(n($0.threshold))" : "" }
      steps.append(
        .init(
          title: "condition \(index + 1)",
          detail: "\(Self.describe(condition)) → \(n(link.value)): "
            + (key.map { "matches, specificity \($0.specificity)" + (threshold ?? "") }
              ?? "does not match")))
    }
    let winner = ConditionRanking.winner(matched) { $0.key }.map { matched[$0] }
    let chosen = select(c)
    guard let winner else {
      steps.append(
        .init(
          title: "chosen",
          detail: "no condition matches (\(links.count) given): the base value → \(n(chosen))",
          value: chosen))
      return steps
    }
    let others = matched.filter { $0.index != winner.index }.map { "\($0.index + 1)" }
    let why =
      others.isEmpty
      ? "the only match"
      : "outranks condition " + others.joined(separator: ", ")
        + " (higher specificity, then the larger threshold, then the earlier one)"
    steps.append(
      .init(
        title: "chosen", detail: "condition \(winner.index + 1), \(why) → \(n(chosen))",
        value: chosen))
    return steps
  }

  /// `mode television, width ≥ 600, landscape`: the set parts of a condition, or `always`.
  static func describe(_ condition: ScreenCondition) -> String {
    let parts = [
      condition.mode.map { "mode \($0.rawValue)" },
      condition.qualifier.map { "\($0.rawValue) ≥ \(ValueExplanation.number(condition.minimum))" },
      condition.orientation.map { $0.rawValue },
    ].compactMap { $0 }
    return parts.isEmpty ? "always" : parts.joined(separator: ", ")
  }
}
