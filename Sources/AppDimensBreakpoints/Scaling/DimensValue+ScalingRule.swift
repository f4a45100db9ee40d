extension DimensValue {
  /// Scales this design value by a ``ScalingRule`` for a window, rounded to the pixel grid
  /// unless told otherwise: `20.scaled(by: rule, configuration)`.
  ///
  /// | rule | window | call | result |
  /// |---|---|---|---|
  /// | `[w320: 0.8, w375: 1, w414: 1.2]` | 430 wide @3x | `17.scaled(by: rule, c)` | 20.333333 |
  /// | same | 430 wide @3x | `17.scaled(by: rule, c, rounding: .none)` | 20.4 |
  @inlinable
  public func scaled(
    by rule: ScalingRule, _ configuration: DimensConfiguration,
    rounding: ScalingRounding = .pixels
  ) -> Double {
    rule.scale(dimensValue, configuration, rounding: rounding)
  }
}
