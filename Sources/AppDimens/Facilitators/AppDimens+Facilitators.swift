extension AppDimens {
  /// Selects `qualifiedValue` when the qualifier's dimension is at least `minimum`, then scales
  /// the chosen value on `finalQualifier` (Behavior Reference › Principal scaling).
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 800 × 1200 | `qualified(10, qualifiedValue: 20, qualifier: .width, minimum: 600)` | 53.333333 |
  /// | 390 × 844 | same | 13 |
  @inlinable
  public static func qualified(
    _ value: Double, qualifiedValue: Double, configuration: DimensConfiguration,
    qualifier: DpQualifier, minimum: Double, finalQualifier: DpQualifier = .smallWidth
  ) -> Double {
    dp(
      AppDimensPlain.qualified(
        value, qualifiedValue: qualifiedValue, configuration: configuration,
        qualifier: qualifier, minimum: minimum),
      configuration: configuration, qualifier: finalQualifier)
  }

  /// Selects `rotationValue` in `orientation`, then scales it on `finalQualifier`.
  @inlinable
  public static func rotate(
    _ value: Double, rotationValue: Double, configuration: DimensConfiguration,
    orientation: Orientation, finalQualifier: DpQualifier = .smallWidth
  ) -> Double {
    dp(
      AppDimensPlain.rotate(
        value, rotationValue: rotationValue, configuration: configuration,
        orientation: orientation),
      configuration: configuration, qualifier: finalQualifier)
  }

  /// Selects `modeValue` when the window's mode is `mode`, then scales it on `finalQualifier`.
  @inlinable
  public static func mode(
    _ value: Double, modeValue: Double, configuration: DimensConfiguration, mode: UIMode,
    finalQualifier: DpQualifier = .smallWidth
  ) -> Double {
    dp(
      AppDimensPlain.mode(value, modeValue: modeValue, configuration: configuration, mode: mode),
      configuration: configuration, qualifier: finalQualifier)
  }

  /// Selects `screenValue` when the mode matches and the qualifier reaches `minimum`, then
  /// scales it on `finalQualifier`.
  @inlinable
  public static func screen(
    _ value: Double, screenValue: Double, configuration: DimensConfiguration, mode: UIMode,
    qualifier: DpQualifier, minimum: Double, finalQualifier: DpQualifier = .smallWidth
  ) -> Double {
    dp(
      AppDimensPlain.screen(
        value, screenValue: screenValue, configuration: configuration, mode: mode,
        qualifier: qualifier, minimum: minimum),
      configuration: configuration, qualifier: finalQualifier)
  }
}
