// Module AppDimens: the principal engine.
//
// Policy: this module imports only the standard library (and libm through the platform C
// module for `log`); every other module re-exports it, so `import AppDimensPower` alone
// gives the whole principal API.

/// The principal scaled API in its general form, plus the facilitators (Behavior Reference ›
/// Principal scaling).
///
/// The shorthands `16.sdp(configuration)`, `16.ssp(configuration)`, … call these functions.
///
/// ```
/// d      = the qualifier's window dimension, after the inverter
/// scaled = v × d / 300
/// aspect = v × [1 + (d − 300) × (1/300 + k × ln(max(ar / 1.78, 1e-4)) / 300)]
/// text   = scaled × fontScale   (sp with fontScale: true)
/// ```
///
/// | window | call | result |
/// |---|---|---|
/// | 390 × 844 | `dp(10)` | 13 |
/// | 390 × 844 | `dp(16, aspectRatio: true)` | 21.550307 |
/// | 844 × 390 | `dp(16, qualifier: .width)` | 45.013333 |
/// | 300 × 533, fontScale 1.25 | `sp(16)` | 20 |
public enum AppDimens: Sendable {
  /// Scales `value` with the window (`sdp`, `wdp`, `hdp` and their `a`/`i` variants).
  ///
  /// - Parameters:
  ///   - value: The base value in points, drawn for a 300-point-wide window.
  ///   - configuration: The window to resolve against.
  ///   - qualifier: The window dimension to follow (default `.smallWidth`).
  ///   - inverter: Swaps the qualifier in one orientation (default: never).
  ///   - aspectRatio: Adjusts the slope by the window's aspect ratio (suffix `a`).
  ///   - sensitivity: The aspect-ratio sensitivity k (default 0.8); a non-finite k uses 0.8.
  ///   - ignoreMultiWindow: Returns `value` unscaled in Split View and other multi-window
  ///     layouts (suffix `i`).
  /// - Returns: The scaled value in points.
  @inlinable
  public static func dp(
    _ value: Double,
    configuration: DimensConfiguration,
    qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default,
    aspectRatio: Bool = false,
    sensitivity: Double = DimensBaseline.sensitivity,
    ignoreMultiWindow: Bool = false
  ) -> Double {
    if ignoreMultiWindow && configuration.isMultiWindow { return value }
    let d = configuration.dimension(qualifier, inverter: inverter)
    guard aspectRatio else { return value * PrincipalScaling.linearFactor(dimension: d) }
    // Policy: `aspectSlope` sanitizes k (non-finite → 0.8, clamped to ±100) for every caller.
    return value
      * PrincipalScaling.aspectFactor(
        dimension: d, aspectRatio: configuration.aspectRatio, sensitivity: sensitivity)
  }

  /// Scales text with the window and, unless `fontScale` is false, with Dynamic Type.
  ///
  /// `ssp`/`hsp`/`wsp` multiply the scaled value by the configuration's `fontScale`;
  /// `sem`/`hem`/`wem` pass `fontScale: false`. Under multi-window with `ignoreMultiWindow`
  /// the result is `value × fontScale` (or `value`).
  @inlinable
  public static func sp(
    _ value: Double,
    configuration: DimensConfiguration,
    qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default,
    aspectRatio: Bool = false,
    sensitivity: Double = DimensBaseline.sensitivity,
    ignoreMultiWindow: Bool = false,
    fontScale: Bool = true
  ) -> Double {
    let scaled = dp(
      value, configuration: configuration, qualifier: qualifier, inverter: inverter,
      aspectRatio: aspectRatio, sensitivity: sensitivity, ignoreMultiWindow: ignoreMultiWindow)
    return fontScale ? scaled * configuration.fontScale : scaled
  }
}
