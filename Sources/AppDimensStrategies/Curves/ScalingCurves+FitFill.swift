extension ScalingCurves {
  /// The fit curve: the smaller of the two axis ratios, so a design of the reference's size
  /// stays fully visible (Behavior Reference › Strategies).
  ///
  /// ```
  /// fit(w, h) = min(sw / 300, lg / 533)                  sw = min(w, h), lg = max(w, h)
  ///           = min(sw / min(W, H), lg / max(W, H))      with a design frame W × H
  /// ```
  ///
  /// Orientation-independent: 390 × 844 and 844 × 390 give the same factor.
  ///
  /// | w × h | fit | fill |
  /// |---|---|---|
  /// | 300 × 533 | 1 | 1 |
  /// | 390 × 844 | 1.3 | 1.583490 |
  /// | 844 × 390 | 1.3 | 1.583490 |
  /// | 500 × 500 | 0.938086 | 1.666667 |
  /// | 1920 × 1080 | 3.6 | 3.602251 |
  /// | 162 × 197 | 0.369606 | 0.54 |
  /// | 820 × 1180, frame 390 × 844 | 1.398104 | 2.102564 |
  @inlinable
  public static func fit(
    width w: Double, height h: Double, reference: ScalingReference = .baseline
  ) -> Double {
    min(min(w, h) / reference.smallWidth, max(w, h) / reference.largestWidth)
  }

  /// The fill curve: the larger of the two axis ratios, so a design of the reference's size
  /// covers the window (Behavior Reference › Strategies).
  ///
  /// ```
  /// fill(w, h) = max(sw / 300, lg / 533)                 sw = min(w, h), lg = max(w, h)
  ///            = max(sw / min(W, H), lg / max(W, H))     with a design frame W × H
  /// ```
  ///
  /// See ``fit(width:height:reference:)`` for the worked values of both curves.
  @inlinable
  public static func fill(
    width w: Double, height h: Double, reference: ScalingReference = .baseline
  ) -> Double {
    max(min(w, h) / reference.smallWidth, max(w, h) / reference.largestWidth)
  }
}

extension DimensValue {
  /// Scales with the smaller axis ratio, so a baseline-sized design stays fully visible.
  ///
  /// ```
  /// fit  = v × min(sw / 300, lg / 533)
  /// fill = v × max(sw / 300, lg / 533)
  /// ```
  ///
  /// | window | `320.fitDp(c)` | `320.fillDp(c)` |
  /// |---|---|---|
  /// | 300 × 533 | 320 | 320 |
  /// | 390 × 844 | 416 | 506.716698 |
  /// | 768 × 1024 | 614.784240 | 819.2 |
  @inlinable
  public func fitDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.fit, configuration, options: options)
  }

  /// Scales with the larger axis ratio, so a baseline-sized design covers the window.
  ///
  /// See ``fitDp(_:options:)`` for the formula and worked values of both.
  @inlinable
  public func fillDp(_ configuration: DimensConfiguration, options: StrategyOptions = .default)
    -> Double
  {
    dynamic(.fill, configuration, options: options)
  }
}
