extension AutoScaledBuilder {
  /// The steps of `resolve(_:)` in `configuration`: the chain's conditions and the value the
  /// ranking rule chose (as `ScaledDpBuilder.explain(_:)` names them), then the auto curve on
  /// the final qualifier with the factor it gave, the configuration's scale limits, and for
  /// `autoSp` the text size.
  ///
  /// | window | chain | steps → result |
  /// |---|---|---|
  /// | 390 × 844 | `16.autoScaledDp` | auto(390 pt) = 1.3 → 20.8 |
  /// | 1024 × 1366 | `16.autoScaledDp` | auto(1024 pt) = 2.013748 → 32.219968 |
  /// | 390 × 844, fontScale 1.25 | `20.autoSp` | auto 1.3 → 26, × 1.25 → 32.5 |
  ///
  /// The result is always the value `resolve(_:)` returns.
  public func explain(_ configuration: DimensConfiguration) -> ValueExplanation {
    let c = configuration
    let n = ValueExplanation.number
    var steps = chain.selectionSteps(c)
    let chosen = select(c)
    let result = resolve(c)
    if chain.ignoreMultiWindow && c.isMultiWindow {
      steps.append(
        .init(
          title: "multi-window",
          detail: "the window is a Split View pane or another multi-window layout and the "
            + "chain ignores multi-window: left unscaled"
            + (fontScale ? ", × fontScale \(n(c.fontScale))" : "") + " → \(n(result))",
          value: result))
      return ValueExplanation(steps: steps, result: result)
    }
    let q = chain.finalQualifier
    let d = c.dimension(q, inverter: chain.inverter)
    let raw = AutoScaling.factor(
      c, qualifier: q, inverter: chain.inverter, aspectRatio: chain.aspectRatio,
      sensitivity: chain.sensitivity)
    let input =
      chain.aspectRatio
      ? "of the aspect-adjusted \(q.rawValue) (\(n(d)) pt, k = \(n(chain.sensitivity)))"
      : "on \(q.rawValue) → \(n(d)) pt (reference \(n(c.referenceDimension(q, inverter: chain.inverter))) pt)"
    steps.append(
      .init(
        title: "factor", detail: "auto curve \(input) = \(n(raw)) → \(n(chosen * raw))",
        value: chosen * raw))
    if let limits = c.scaleLimits {
      let limited = c.limitingFactor(raw)
      steps.append(
        .init(
          title: "limit",
          detail: "factor \(n(raw)) \(limited == raw ? "within" : "kept in") "
            + "\(n(limits.lowerBound))...\(n(limits.upperBound)) (the configuration's scale "
            + "limits) → \(n(limited)) → \(n(chosen * limited))", value: chosen * limited))
    }
    if fontScale {
      steps.append(
        .init(
          title: "text size",
          detail: "× fontScale \(n(c.fontScale)) (\(c.contentSizeCategory.rawValue) on "
            + "\(c.platform.rawValue)) → \(n(result))", value: result))
    }
    // The last number is the function's own, so the two can never disagree in the last bit.
    if let last = steps.indices.last, steps[last].value != result {
      steps[last] = .init(title: steps[last].title, detail: steps[last].detail, value: result)
    }
    return ValueExplanation(steps: steps, result: result)
  }
}
