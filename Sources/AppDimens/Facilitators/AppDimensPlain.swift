/// The facilitators' selection without scaling: each returns the raw chosen value (Behavior
/// Reference › Principal scaling).
///
/// | call | window | result |
/// |---|---|---|
/// | `qualified(10, qualifiedValue: 20, qualifier: .width, minimum: 600)` | 800 × 1200 | 20 |
/// | `rotate(16, rotationValue: 12, orientation: .landscape)` | 390 × 844 | 16 |
/// | `mode(16, modeValue: 28, mode: .television)` | TV | 28 |
public enum AppDimensPlain: Sendable {
  /// `qualifiedValue` when the qualifier's dimension is at least `minimum`, else `value`.
  @inlinable
  public static func qualified(
    _ value: Double, qualifiedValue: Double, configuration: DimensConfiguration,
    qualifier: DpQualifier, minimum: Double
  ) -> Double {
    choose(value, qualifiedValue, .init(qualifier: qualifier, minimum: minimum), configuration)
  }

  /// `rotationValue` when the window has `orientation`, else `value`.
  @inlinable
  public static func rotate(
    _ value: Double, rotationValue: Double, configuration: DimensConfiguration,
    orientation: Orientation
  ) -> Double {
    choose(value, rotationValue, .init(orientation: orientation), configuration)
  }

  /// `modeValue` when the window's `uiMode` is `mode`, else `value`.
  @inlinable
  public static func mode(
    _ value: Double, modeValue: Double, configuration: DimensConfiguration, mode: UIMode
  ) -> Double {
    choose(value, modeValue, .init(mode: mode), configuration)
  }

  /// `screenValue` when both the mode matches and the qualifier reaches `minimum`, else `value`.
  @inlinable
  public static func screen(
    _ value: Double, screenValue: Double, configuration: DimensConfiguration,
    mode: UIMode, qualifier: DpQualifier, minimum: Double
  ) -> Double {
    choose(
      value, screenValue, .init(mode: mode, qualifier: qualifier, minimum: minimum), configuration)
  }

  /// `candidate` when `condition` matches, else `value`.
  @inlinable
  static func choose(
    _ value: Double, _ candidate: Double, _ condition: ScreenCondition,
    _ configuration: DimensConfiguration
  ) -> Double {
    condition.matches(configuration) ? candidate : value
  }
}
