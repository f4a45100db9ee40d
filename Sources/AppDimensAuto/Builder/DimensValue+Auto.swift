extension DimensValue {
  /// Starts an ``AutoScaledBuilder`` chain for a dimension, scaled with the auto curve.
  ///
  /// ```
  /// result = v × auto(d),  d = the final qualifier's dimension (default smallest width)
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.autoScaledDp.resolve` | 20.8 |
  /// | 1024 × 1366 | `16.autoScaledDp.resolve` | 32.219968 |
  @inlinable @inline(__always)
  public var autoScaledDp: AutoScaledBuilder { AutoScaledBuilder(dimensValue) }

  /// Starts an ``AutoScaledBuilder`` chain for text: the auto curve times Dynamic Type.
  ///
  /// ```
  /// result = v × auto(d) × fontScale
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844, fontScale 1 | `20.autoSp.resolve` | 26 |
  /// | 390 × 844, fontScale 1.25 | `20.autoSp.resolve` | 32.5 |
  @inlinable @inline(__always)
  public var autoSp: AutoScaledBuilder { AutoScaledBuilder(dimensValue, fontScale: true) }
}
