extension Breakpoints where Value == Double {
  /// Why the table gives the value it gives in a window: the window, then the winning key, the
  /// step of the resolution order that chose it and why the earlier steps found nothing, then
  /// its value; nil when no key matches.
  ///
  /// | table | window | key step |
  /// |---|---|---|
  /// | `[w375: 100, w1366.default: 200, wR.pad: 300]` | 390 × 844, phone | `w375` — step 2 of 6, width bucket: 375 ≤ 390 < 414 |
  /// | same | 1024 × 1366, pad | `wR.pad` — step 3 of 6, size class regular on pad (no width key's bucket holds 1024) |
  /// | `[w320: 80, w375: 100]` | 1024 × 1366, pad | `w375` — step 6 of 6, the largest width key below 1024, the table having no fallback (…) |
  /// | `[w375: 100, accessibilityTextSizes: 1]` | 390 × 844, phone, accessibility2 | `accessibilityTextSizes` — step 1 of 6, text size accessibility2 in accessibility1 … accessibility5 |
  /// | same | 390 × 844, phone, large | `w375` — step 2 of 6, width bucket: 375 ≤ 390 < 414 (no text-size key holds large) |
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
    let category = configuration.textSizeCategory
    let hasTextSizeKeys = keys.contains { $0.textSizes != nil }
    let reason: String
    switch tier {
    case .textSize:
      reason =
        "text size \(Self.standing(configuration))"
        + (entry.key.textSizes.map { " in " + Self.named($0) } ?? "")
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
    var earlier: [String] = []
    if tier < .textSize && hasTextSizeKeys {
      earlier.append("no text-size key holds \(category.rawValue)")
    }
    if tier < .widthBucket { earlier.append("no width key's bucket holds \(n(w))") }
    if tier < .sizeClass {
      earlier.append(
        "no size-class key for \(sizeClass.rawValue) on \(configuration.idiom.rawValue) "
          + "or on any idiom")
    }
    let why = earlier.isEmpty ? "" : " (" + earlier.joined(separator: ", ") + ")"
    let step = ValueExplanation.Step(
      title: "key",
      detail: "\(entry.key) — step \(tier.step) of \(BreakpointTier.stepCount), \(reason)\(why) → "
        + n(entry.value),
      value: entry.value)
    return ValueExplanation(
      steps: [ValueExplanation.window(configuration), step], result: entry.value)
  }
}

extension Breakpoints {
  /// The category a window's text size stands at, and where it comes from when the platform
  /// has no Dynamic Type: `accessibility2`, or `accessibility1 (font scale 1.7 on macOS, no
  /// Dynamic Type)`.
  static func standing(_ configuration: DimensConfiguration) -> String {
    let category = configuration.textSizeCategory.rawValue
    let platform = configuration.platform
    guard !platform.supportsDynamicType else { return category }
    return category + " (font scale \(ValueExplanation.number(configuration.fontScale)) on "
      + "\(platform.rawValue), no Dynamic Type)"
  }

  /// A range of categories in words: `xLarge`, `xLarge … xxxLarge`.
  static func named(_ categories: ClosedRange<ContentSizeCategory>) -> String {
    let (lower, upper) = (categories.lowerBound.rawValue, categories.upperBound.rawValue)
    return lower == upper ? lower : lower + " … " + upper
  }
}
