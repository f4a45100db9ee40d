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
/// D, AR  = the reference's side for that qualifier and its aspect ratio:
///          300 and 1.78, or the design frame's (Behavior Reference › Design frame)
/// scaled = v × d / D
/// aspect = v × [1 + (d − D) × (1 + k × ln(max(ar / AR, 1e-4))) / D]
/// text   = scaled × fontScale   (sp with fontScale: true)
/// limits = the factor (d / D, or the aspect bracket) clamped into scaleLimits, the value's
///          own when given, else the configuration's (Behavior Reference › Scale limits)
/// round  = round(result × displayScale) / displayScale, last, when roundsToPixels is set
///          (Behavior Reference › Pixel rounding)
/// ```
///
/// | window | call | result |
/// |---|---|---|
/// | 390 × 844 | `dp(10)` | 13 |
/// | 390 × 844 | `dp(16, aspectRatio: true)` | 21.550307 |
/// | 844 × 390 | `dp(16, qualifier: .width)` | 45.013333 |
/// | 300 × 533, fontScale 1.25 | `sp(16)` | 20 |
/// | 820 × 1180, design frame 390 × 844 | `dp(100, qualifier: .width)` | 210.25641 |
/// | 1024 × 1366 | `dp(16, scaleLimits: 0.8...1.5)` | 24 |
/// | 390 × 844, displayScale 3 | `dp(16, roundsToPixels: true)` | 20.666667 |
public enum AppDimens: Sendable {
  /// Scales `value` with the window (`sdp`, `wdp`, `hdp` and their `a`/`i` variants).
  ///
  /// - Parameters:
  ///   - value: The base value in points, drawn for the configuration's design frame, or for a
  ///     300-point-wide window without one.
  ///   - configuration: The window to resolve against.
  ///   - qualifier: The window dimension to follow (default `.smallWidth`).
  ///   - inverter: Swaps the qualifier in one orientation (default: never).
  ///   - aspectRatio: Adjusts the slope by the window's aspect ratio (suffix `a`).
  ///   - sensitivity: The aspect-ratio sensitivity k (default 0.8); a non-finite k uses 0.8.
  ///   - ignoreMultiWindow: Returns `value` unscaled in Split View and other multi-window
  ///     layouts (suffix `i`).
  ///   - scaleLimits: The range this value's factor is clamped into, replacing the
  ///     configuration's ``DimensConfiguration/scaleLimits`` (nil, the default: the
  ///     configuration's); `0...Double.infinity` scales one value freely under an app-wide limit.
  ///   - roundsToPixels: Whether this value is rounded to the pixel grid, replacing the
  ///     configuration's ``DimensConfiguration/roundsToPixels`` (nil, the default: the
  ///     configuration's).
  /// - Returns: The scaled value in points.
  @inlinable
  public static func dp(
    _ value: Double,
    configuration: DimensConfiguration,
    qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default,
    aspectRatio: Bool = false,
    sensitivity: Double = DimensBaseline.sensitivity,
    ignoreMultiWindow: Bool = false,
    scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool? = nil
  ) -> Double {
    scaled(
      value, configuration: configuration, qualifier: qualifier, inverter: inverter,
      aspectRatio: aspectRatio, sensitivity: sensitivity, ignoreMultiWindow: ignoreMultiWindow,
      text: false, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
  }

  /// Scales text with the window and, unless `fontScale` is false, with Dynamic Type.
  ///
  /// `ssp`/`hsp`/`wsp` multiply the scaled value by the configuration's `fontScale`;
  /// `sem`/`hem`/`wem` pass `fontScale: false`. Under multi-window with `ignoreMultiWindow`
  /// the result is `value × fontScale` (or `value`). `scaleLimits` limits the window factor
  /// only, as in ``dp(_:configuration:qualifier:inverter:aspectRatio:sensitivity:ignoreMultiWindow:scaleLimits:roundsToPixels:)``;
  /// Dynamic Type is applied after it, unchanged, and the pixel rounding after Dynamic Type.
  @inlinable
  public static func sp(
    _ value: Double,
    configuration: DimensConfiguration,
    qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default,
    aspectRatio: Bool = false,
    sensitivity: Double = DimensBaseline.sensitivity,
    ignoreMultiWindow: Bool = false,
    fontScale: Bool = true,
    scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool? = nil
  ) -> Double {
    scaled(
      value, configuration: configuration, qualifier: qualifier, inverter: inverter,
      aspectRatio: aspectRatio, sensitivity: sensitivity, ignoreMultiWindow: ignoreMultiWindow,
      text: fontScale, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
  }

  /// The one body of ``dp(_:configuration:qualifier:inverter:aspectRatio:sensitivity:ignoreMultiWindow:scaleLimits:roundsToPixels:)``
  /// and ``sp(_:configuration:qualifier:inverter:aspectRatio:sensitivity:ignoreMultiWindow:fontScale:scaleLimits:roundsToPixels:)``:
  /// `value × factor` (× `fontScale` when `text`), through the policy path when a policy is set.
  @inlinable @inline(__always)
  static func scaled(
    _ value: Double, configuration: DimensConfiguration, qualifier: DpQualifier,
    inverter: Inverter, aspectRatio: Bool, sensitivity: Double, ignoreMultiWindow: Bool,
    text: Bool, scaleLimits: ClosedRange<Double>?, roundsToPixels: Bool?
  ) -> Double {
    if ignoreMultiWindow && configuration.isMultiWindow {
      let base = text ? value * configuration.fontScale : value
      guard _slowPath(roundsToPixels != nil || configuration.roundsToPixels) else { return base }
      return configuration.roundedIfAsked(base, roundsToPixels: roundsToPixels)
    }
    // Policy: the reference side is a stored number of the configuration (300 without a
    // frame), so a frame costs nothing per call: the same division, by a loaded value.
    let (d, reference) = configuration.dimensionAndReference(qualifier, inverter: inverter)
    // Policy: `aspectSlope` sanitizes k (non-finite → 0.8, clamped to ±100) for every caller.
    let factor =
      aspectRatio
      ? PrincipalScaling.aspectFactor(
        dimension: d, aspectRatio: configuration.aspectRatio, sensitivity: sensitivity,
        reference: reference, referenceAspectRatio: configuration.reference.aspectRatio)
      : PrincipalScaling.linearFactor(dimension: d, reference: reference)
    // Policy: a value's own policies (a literal nil, the default, folds away) take the policy
    // path. Otherwise the limits clamp the factor alone, which a loop over one window hoists
    // (no cost without limits), and the rounding is one test of a stored flag per call: it
    // depends on the value, so no loop can hoist it, and that test keeps a loop over one
    // window from being unrolled (`sdp` 11 instructions instead of 6.8, whether one flag
    // covers both policies or not; Scripts/check-instructions.sh).
    guard _slowPath(scaleLimits != nil || roundsToPixels != nil) else {
      let scaled = value * configuration.limitingFactor(factor)
      let result = text ? scaled * configuration.fontScale : scaled
      guard _slowPath(configuration.roundsToPixels) else { return result }
      return PrincipalScaling.roundToPixelGrid(result, displayScale: configuration.displayScale)
    }
    return configuration.scaledWithPolicy(
      value, factor: factor, text: text, scaleLimits: scaleLimits,
      roundsToPixels: roundsToPixels)
  }
}
