extension DynamicType {
  /// The steps of ``scaled(_:relativeTo:in:maxSize:minSize:curve:)`` for the same arguments:
  /// the window, the text size used (the category clamped to the floor and cap), the curve with
  /// its ratio, and on the metrics curve the pixel grid — the text
  /// `appdimens resolve '17.scaled(relativeTo: body)' --explain` prints.
  ///
  /// | window | call | steps → result |
  /// |---|---|---|
  /// | iPhone 390 × 844 @3x, AX3 | `explain(17, relativeTo: .body, in: c)` | AX3 within the cap AX5; metrics 53 ÷ 17 … → 37 |
  /// | iPhone 390 × 844 @3x, AX5 | `explain(17, relativeTo: .body, in: c, maxSize: .accessibility3)` | AX5 capped at AX3 → 37 |
  /// | Apple TV, AX3 | `explain(17, relativeTo: .body, in: c)` | no Dynamic Type: × fontScale 1 → 17 |
  ///
  /// The result is always the value ``scaled(_:relativeTo:in:maxSize:minSize:curve:)`` returns.
  public static func explain(
    _ value: Double,
    relativeTo style: TextStyle = .body,
    in configuration: DimensConfiguration,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    curve: DynamicTypeCurve = .metrics
  ) -> ValueExplanation {
    let c = configuration
    let n = ValueExplanation.number
    var steps = [ValueExplanation.window(c)]
    let result = scaled(
      value, relativeTo: style, in: c, maxSize: maxSize, minSize: minSize, curve: curve)
    let platform = c.platform
    guard platform.supportsDynamicType else {
      steps.append(
        .init(
          title: "text size",
          detail: "\(platform.rawValue) has no Dynamic Type: × fontScale \(n(c.fontScale)) → "
            + n(result), value: result))
      return ValueExplanation(steps: steps, result: result)
    }
    let category = c.contentSizeCategory
    let clamped = clamp(category, minimum: minSize, maximum: maxSize)
    let bounds =
      "cap \(maxSize.rawValue)" + (minSize.map { ", floor \($0.rawValue)" } ?? "")
    let used =
      clamped == category
      ? "\(category.rawValue) on \(platform.rawValue), within the \(bounds)"
      : "\(category.rawValue) on \(platform.rawValue) → \(clamped.rawValue) (\(bounds))"
    steps.append(.init(title: "text size", detail: used))
    guard let ratio = ratio(style, clamped, platform: platform, curve: curve) else {
      steps.append(
        .init(
          title: "curve",
          detail: "\(style.rawValue) has no size at \(clamped.rawValue): unscaled → \(n(result))",
          value: result))
      return ValueExplanation(steps: steps, result: result)
    }
    let factor = ratio.numerator / ratio.denominator
    let grown = value * factor
    steps.append(
      .init(
        title: "curve",
        detail: "\(curve) of \(style.rawValue): \(n(ratio.numerator)) ÷ \(n(ratio.denominator)) "
          + "= \(n(factor)) → \(n(grown))", value: grown))
    if curve == .metrics, result != grown {
      let scale = gridScale(c.displayScale)
      steps.append(
        .init(
          title: "round",
          detail: "to the pixel grid of \(n(scale))x, as the system's metrics are: "
            + "\(n(grown * scale)) px → \(n(result * scale)) px → \(n(result))", value: result))
    }
    return ValueExplanation(steps: steps, result: result)
  }
}
