extension Breakpoints where Value == Double {
  /// Why the table gives the value it gives in a window: the window, then the winning key, the
  /// step of the resolution order that chose it and why the earlier steps found nothing, then
  /// its value; nil when no key matches.
  ///
  /// | table | window | key step |
  /// |---|---|---|
  /// | `[w375: 100, w1366.default: 200, wR.pad: 300]` | 390 × 844, phone | `w375` — step 1 of 5, width bucket: 375 ≤ 390 < 414 |
  /// | same | 1024 × 1366, pad | `wR.pad` — step 2 of 5, size class regular on pad (no width key's bucket holds 1024) |
  /// | `[w320: 80, w375: 100]` | 1024 × 1366, pad | `w375` — step 5 of 5, the largest width key below 1024, the table having no fallback (…) |
  ///
  /// ```swift
  /// let table: Breakpoints<Double> = [.w375: 100, .w1366.default: 200, .wR.pad: 300]
  /// print(table.explain(DimensConfiguration(screenWidth: 390, screenHeight: 844)) ?? "no key")
  /// ```
  public func explain(_ configuration: DimensConfiguration) -> ValueExplanation? {
    guard let (entry, tier) = winner(for: configuration) else { return nil }
    let n = ValueExplanation.number
    let w = configuration.screenWidth
    let sizeClass = SizeClass.horizontal(in: configuration)
    let reason: String
    switch tier {
    case .widthBucket:
      let bucket = self.bucket(of: entry.key)
      let lower = bucket.map { $0.lowerBound.isFinite ? n($0.lowerBound) + " ≤ " : "" } ?? ""
      let upper = bucket.map { $0.upperBound.isFinite ? " < " + n($0.upperBound) : "" } ?? ""
      reason = "width bucket: " + lower + n(w) + upper
    case .sizeClassAndIdiom:
      reason = "size class \(sizeClass.rawValue) on \(configuration.idiom.rawValue)"
    case .sizeClass:
      reason = "size class \(sizeClass.rawValue) on any idiom"
    case .fallback:
      reason = "the table's fallback (wAny or a key marked .default)"
    case .widthBelow:
      reason = "the largest width key below \(n(w)), the table having no fallback"
    }
    let earlier =
      tier == .widthBucket
      ? ""
      : " (no width key's bucket holds \(n(w))"
        + (tier < .sizeClass
          ? ", no size-class key for \(sizeClass.rawValue) on \(configuration.idiom.rawValue) "
            + "or on any idiom" : "") + ")"
    let step = ValueExplanation.Step(
      title: "key",
      detail: "\(entry.key) — step \(tier.step) of 5, \(reason)\(earlier) → \(n(entry.value))",
      value: entry.value)
    return ValueExplanation(
      steps: [ValueExplanation.window(configuration), step], result: entry.value)
  }
}
