extension DimensConfiguration {
  /// This window with the principal API's values rounded to its pixel grid (true) or left as
  /// computed (false, the default); every other field is kept.
  ///
  /// Set once at the root, like ``applying(scaleLimits:)``: here, in the headless initializer,
  /// with `.appDimens(roundsToPixels:)` in SwiftUI or `DimensConfiguration.defaultRoundsToPixels`
  /// for UIKit. Honoured by `sdp`, `wdp`, `hdp` and their `a`/`i` variants, the text forms
  /// (`ssp`, `hsp`, `wsp`, `sem`, `hem`, `wem`: rounded once, after Dynamic Type),
  /// `@ScaledDimension` and the facilitators. The rounding is the last step, after the scale
  /// limits:
  ///
  /// ```
  /// sdp = round(v × clamp(f, scaleLimits) × displayScale) ÷ displayScale
  /// ssp = round(v × clamp(f, scaleLimits) × fontScale × displayScale) ÷ displayScale
  /// ```
  ///
  /// | window | displayScale | call | unrounded | rounded |
  /// |---|---|---|---|---|
  /// | 390 × 844 | 3 | `16.sdp` | 20.8 | 20.666667 |
  /// | 390 × 844 | 2 | `16.sdp` | 20.8 | 21 |
  /// | 393 × 852 | 3 | `10.sdp` | 13.1 | 13 |
  /// | 390 × 844 | 3 | `16.ssp`, fontScale 1.25 | 26 | 26 |
  /// | 1024 × 1366, limits 0.8…1.5 | 2 | `15.sdp` | 22.5 | 22.5 |
  ///
  /// Not rounded: the `scaledDp` and Auto chains, the curves of `AppDimensStrategies` and
  /// `DimensFactors`, breakpoint tables (they round with their own `ScalingRounding`), design
  /// points and the Dynamic Type curves of `AppDimensDynamicType`; round those with
  /// ``PrincipalScaling/roundToPixelGrid(_:displayScale:)``.
  ///
  /// - Parameter roundsToPixels: Whether values are rounded to `1 ÷ displayScale` points.
  public func applying(roundsToPixels: Bool) -> DimensConfiguration {
    rebuilt(designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
  }

  /// `value × factor` (× `fontScale` for text) with the value policies applied: the factor
  /// clamped into `ownLimits` when given, else into ``scaleLimits``; the product rounded to the
  /// pixel grid when `ownRounding` (else ``roundsToPixels``) is true. The principal API's path
  /// for a value with a policy of its own.
  //
  // Policy: out of line: a value's own policy is rare, and the shorthands' code stays small.
  @usableFromInline
  func scaledWithPolicy(
    _ value: Double, factor: Double, text: Bool, scaleLimits ownLimits: ClosedRange<Double>?,
    roundsToPixels ownRounding: Bool?
  ) -> Double {
    let limited =
      ownLimits != nil ? PrincipalScaling.limit(factor, to: ownLimits) : limitingFactor(factor)
    let scaled = value * limited
    let result = text ? scaled * fontScale : scaled
    return ownRounding ?? roundsToPixels
      ? PrincipalScaling.roundToPixelGrid(result, displayScale: displayScale) : result
  }

  /// `value` rounded to the pixel grid when `ownRounding` (else ``roundsToPixels``) is true:
  /// the base value a multi-window pane gets with the `i` suffix, which is not limited.
  @usableFromInline
  func roundedIfAsked(_ value: Double, roundsToPixels ownRounding: Bool?) -> Double {
    ownRounding ?? roundsToPixels
      ? PrincipalScaling.roundToPixelGrid(value, displayScale: displayScale) : value
  }
}

extension PrincipalScaling {
  /// `value` rounded to the nearest device pixel, `1 ÷ displayScale` points, halves away from
  /// zero; a value already on the grid is returned unchanged, bit for bit.
  ///
  /// ```
  /// round(x × displayScale) ÷ displayScale
  /// ```
  ///
  /// | x | displayScale | result |
  /// |---|---|---|
  /// | 20.8 | 3 | 20.666667 |
  /// | 20.8 | 2 | 21 |
  /// | 10.25 | 2 | 10.5 |
  /// | −10.25 | 2 | −10.5 |
  /// | 31 ÷ 3 (10.333333…) | 3 | 31 ÷ 3, unchanged |
  /// | 16.6 | 1 | 17 |
  ///
  /// A non-finite value is returned unchanged; a display scale that is not finite and > 0
  /// counts as 1. `ScalingRounding.pixels` of `AppDimensBreakpoints` is this function.
  @inlinable
  public static func roundToPixelGrid(_ value: Double, displayScale: Double) -> Double {
    guard value.isFinite else { return value }
    // Policy: a direct caller's 0 or NaN scale must not make 0 / 0; and a value so large that
    // `value × scale` overflows is already on every pixel grid (beyond 2^53 each double is
    // an integer), so it is returned as is rather than as +∞.
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    let pixels = value * scale
    guard pixels.isFinite else { return value }
    let whole = pixels.rounded(.toNearestOrAwayFromZero)
    // Policy: a value on the grid stays as it is. 31 ÷ 3 times 3 is 31 within an ulp, and
    // 31 ÷ 3 again may differ from the value in its last bit, so a product within 2^-48 of a
    // whole pixel, relative (about 16 ulps), is the value itself: rounding twice changes
    // nothing. Two operations, not `ulp`, which costs a branchy bit extraction per call.
    guard (pixels - whole).magnitude > (whole.magnitude + 1) * 0x1p-48 else { return value }
    return whole / scale
  }
}
