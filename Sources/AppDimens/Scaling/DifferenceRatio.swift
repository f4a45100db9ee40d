extension Double {
  /// `(self − a) ÷ (b − c)` computed so that neither difference overflows: when one would
  /// (two finite numbers further apart than the largest double, such as −1e308 and 1e308),
  /// both are taken of halves, which changes the ratio by no more than rounding.
  ///
  /// ```
  /// ratio = (x − a) ÷ (b − c)                      when both differences are finite
  ///       = (x/2 − a/2) ÷ (b/2 − c/2)              otherwise
  /// ```
  ///
  /// | x | a | b | c | ratio |
  /// |---|---|---|---|---|
  /// | 390 | 320 | 768 | 320 | 0.15625 |
  /// | 390 | −1e308 | 1e308 | −1e308 | 0.5 (the direct form gives 0: (390 + 1e308) ÷ ∞) |
  /// | 1e308 | −1e308 | 1 | 0 | ∞ (the ratio itself is too large) |
  ///
  /// The fluid curve, design points' slopes and the web clamp's slope use it, so a span
  /// between huge bounds is a span, not an overflow.
  @inlinable
  package func differenceRatio(minus a: Double, over b: Double, minus c: Double) -> Double {
    let top = self - a
    let bottom = b - c
    if top.isFinite && bottom.isFinite { return top / bottom }
    return (self / 2 - a / 2) / (b / 2 - c / 2)
  }
}
