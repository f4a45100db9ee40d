import AppDimensStrategies

/// A fluid CSS font size: a `clamp()` that grows linearly with the viewport width between two
/// widths, following the Behavior Reference's fluid curve with its defaults (viewport 320…768 px,
/// scale 0.8…1.2).
///
/// ```
/// t(d)    = clamp((d − L) ÷ (U − L), 0, 1)                 (d: viewport width in px)
/// size(d) = s × (a + t(d) × (b − a))                       (s: size in rem)
/// CSS     = clamp(min(a,b)·s rem, calc(X rem + Y vw), max(a,b)·s rem)
/// Y       = 100 × s × root × (b − a) ÷ (U − L)             (root: px per rem, 17)
/// X       = s × a − s × (b − a) × L ÷ (U − L)
/// ```
///
/// | s (rem) | viewport | size (rem) | CSS |
/// |---|---|---|---|
/// | 1 | 320 | 0.8 | `clamp(0.8rem, calc(0.514286rem + 1.517857vw), 1.2rem)` |
/// | 1 | 544 | 1 | |
/// | 1 | 768 | 1.2 | |
/// | 2 | 1024 | 2.4 | |
///
/// `root` is the body size at Large (17 px), what `font: -apple-system-body` gives the root
/// element by default. The rem terms follow the user's text size; the vw term follows only
/// the viewport, so at large categories the preferred value lags (the clamp's rem bounds still
/// scale).
public struct FluidTypeClamp: Hashable, Sendable {
  /// The viewport width (px) where growth starts, L.
  public var minimumViewport: Double
  /// The viewport width (px) where growth stops, U.
  public var maximumViewport: Double
  /// The factor at and below L, a.
  public var minimumScale: Double
  /// The factor at and above U, b.
  public var maximumScale: Double
  /// Pixels per rem used to turn the slope into vw (the iOS body size at Large, 17).
  public var rootSize: Double

  /// Creates a fluid clamp; the defaults are the Behavior Reference's `fluidViewport` and
  /// `fluidScale`.
  public init(
    minimumViewport: Double = ScalingCurves.defaultFluidViewport.lowerBound,
    maximumViewport: Double = ScalingCurves.defaultFluidViewport.upperBound,
    minimumScale: Double = ScalingCurves.defaultFluidScale.lowerBound,
    maximumScale: Double = ScalingCurves.defaultFluidScale.upperBound,
    rootSize: Double = 17
  ) {
    self.minimumViewport = minimumViewport
    self.maximumViewport = maximumViewport
    self.minimumScale = minimumScale
    self.maximumScale = maximumScale
    self.rootSize = rootSize
  }

  /// Whether the parameters describe a real ramp: finite, `U > L`, positive scales and root.
  public var isFluid: Bool {
    [minimumViewport, maximumViewport, minimumScale, maximumScale, rootSize].allSatisfy(\.isFinite)
      && maximumViewport > minimumViewport && minimumScale > 0 && maximumScale > 0
      && rootSize > 0
  }

  /// The fluid size in rem of a `rem`-sized style at a viewport width (the Behavior Reference fluid
  /// curve).
  public func size(_ rem: Double, viewportWidth: Double) -> Double {
    guard isFluid else { return rem }
    return rem
      * ScalingCurves.fluid(
        dimension: viewportWidth, from: minimumViewport, to: maximumViewport,
        scale: minimumScale, maximumScale)
  }

  /// The CSS `font-size` value: a `clamp()`, or plain `rem` when ``isFluid`` is false.
  public func css(_ rem: Double) -> String {
    // Policy: broken parameters degrade to the static size rather than to invalid CSS.
    guard isFluid else { return CSSNumber.format(rem) + "rem" }
    // (b − a) ÷ (U − L), on halves when a difference would overflow.
    let rate = maximumScale.differenceRatio(
      minus: minimumScale, over: maximumViewport, minus: minimumViewport)
    let slope = 100 * rem * rate * rootSize
    let intercept = rem * minimumScale - rem * rate * minimumViewport
    let low = rem * Swift.min(minimumScale, maximumScale)
    let high = rem * Swift.max(minimumScale, maximumScale)
    guard [slope, intercept, low, high].allSatisfy(\.isFinite) else {
      return CSSNumber.format(rem) + "rem"
    }
    return "clamp(\(CSSNumber.format(low))rem, calc(\(CSSNumber.format(intercept))rem + "
      + "\(CSSNumber.format(slope))vw), \(CSSNumber.format(high))rem)"
  }
}
