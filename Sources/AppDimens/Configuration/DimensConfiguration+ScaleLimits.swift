extension DimensConfiguration {
  /// This window with the window factor of the principal API clamped into `scaleLimits` (nil:
  /// no limit); every other field is kept.
  ///
  /// The limit is set once at the root — here, in the headless initializer, with
  /// `.appDimens(scaleLimits:)` in SwiftUI or `DimensConfiguration.defaultScaleLimits` for
  /// UIKit — and honoured by `sdp`, `wdp`, `hdp` and their `a`/`i` variants, the text forms
  /// (`ssp`, `hsp`, `wsp`, `sem`, `hem`, `wem`: the window factor only, Dynamic Type is applied
  /// after it, unchanged), `@ScaledDimension`, the facilitators, the `scaledDp` and Auto
  /// builders and the principal members of `DimensFactors`.
  ///
  /// ```
  /// f      = d ÷ D                        (the aspect variant: 1 + (d − D) × slope)
  /// sdp    = v × min(max(f, lower), upper)
  /// ssp    = sdp × fontScale
  /// ```
  ///
  /// | window | `scaleLimits` | f | `16.sdp` | `16.ssp`, fontScale 1.25 |
  /// |---|---|---|---|---|
  /// | 1024 × 1366 (12.9-inch iPad) | nil | 3.413333 | 54.613333 | 68.266667 |
  /// | 1024 × 1366 (12.9-inch iPad) | 0.8…1.5 | 1.5 | 24 | 30 |
  /// | 393 × 852 (iPhone 15) | 0.8…1.5 | 1.31 | 20.96 | 26.2 |
  /// | 200 × 400 | 0.8…1.5 | 0.8 | 12.8 | 16 |
  ///
  /// Not limited: the curves of `AppDimensStrategies` (each is its own damping; they take a
  /// per-value `StrategyOptions.scaleLimits`), breakpoint tables and design points (their values
  /// are drawn per window, not scaled by a factor), and a multi-window pane with the `i` suffix,
  /// which gets its design value as drawn.
  ///
  /// - Parameter scaleLimits: A range of factors such as `0.8...1.5`, sanitized as
  ///   ``init(screenWidth:screenHeight:displayScale:fontScale:contentSizeCategory:uiMode:idiom:horizontalSizeClass:verticalSizeClass:maximumWindowWidth:maximumWindowHeight:pixelsPerInch:designFrame:scaleLimits:roundsToPixels:)``
  ///   says.
  public func applying(scaleLimits: ClosedRange<Double>?) -> DimensConfiguration {
    rebuilt(designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
  }

  /// The same window with another design frame, scale limits and pixel rounding, through the
  /// initializer (so all are sanitized and the reference is derived again): the one rebuild
  /// ``applying(scaleLimits:)``, ``applying(roundsToPixels:)`` and ``replacingDesignFrame(_:)``
  /// share.
  package func rebuilt(
    designFrame: DesignFrame?, scaleLimits: ClosedRange<Double>?, roundsToPixels: Bool
  ) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: screenWidth, screenHeight: screenHeight, displayScale: displayScale,
      fontScale: fontScale, contentSizeCategory: contentSizeCategory, uiMode: uiMode,
      idiom: idiom, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass, maximumWindowWidth: maximumWindowWidth,
      maximumWindowHeight: maximumWindowHeight, pixelsPerInch: pixelsPerInch,
      designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
  }

  /// `factor` clamped into the configuration's ``scaleLimits``, or `factor` itself without them.
  @inlinable @inline(__always)
  public func limitingFactor(_ factor: Double) -> Double {
    // Policy: one test of the optional, in line. Without limits the principal shorthands cost
    // what they cost before (a loop over one window tests it once); a clamp out of line kept
    // the test in every iteration (`sdp` 12 instructions instead of 6.7; `appdimens-bench
    // --filter sdp --instructions`).
    guard _slowPath(scaleLimits != nil) else { return factor }
    let limits = scaleLimits.unsafelyUnwrapped
    return Swift.min(Swift.max(factor, limits.lowerBound), limits.upperBound)
  }
}

extension PrincipalScaling {
  /// `factor` clamped into `limits`, sanitized first (Behavior Reference › Scale limits); nil
  /// leaves it as it is. The per-value form of ``DimensConfiguration/scaleLimits``.
  ///
  /// | factor | limits | result |
  /// |---|---|---|
  /// | 3.413333 | 0.8…1.5 | 1.5 |
  /// | 1.31 | 0.8…1.5 | 1.31 |
  /// | 0.666667 | 0.8…1.5 | 0.8 |
  /// | 3.413333 | 2…∞ | 3.413333 |
  /// | 3.413333 | nil | 3.413333 |
  @inlinable
  public static func limit(_ factor: Double, to limits: ClosedRange<Double>?) -> Double {
    guard let limits = sanitizedScaleLimits(limits) else { return factor }
    return Swift.min(Swift.max(factor, limits.lowerBound), limits.upperBound)
  }

  /// `limits` as a configuration keeps them: see
  /// ``DimensConfiguration/scaleLimits``.
  public static func sanitizedScaleLimits(_ limits: ClosedRange<Double>?) -> ClosedRange<Double>? {
    ConfigurationSanitizer.scaleLimits(limits)
  }
}
