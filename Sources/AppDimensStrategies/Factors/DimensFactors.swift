/// Every ratio of one configuration, computed once, for render loops and bulk resolution.
///
/// Create one per changed configuration and reuse it: each call is then a multiplication.
///
/// ```swift
/// let factors = DimensFactors(configuration)
/// let padding = factors.sdp(16)  // same as 16.sdp(configuration)
/// ```
///
/// | window | `smallWidthRatio` | `widthRatio` | `heightRatio` |
/// |---|---|---|---|
/// | 300 × 533 | 1 | 1 | 1.776667 |
/// | 390 × 844 | 1.3 | 1.3 | 2.813333 |
/// | 844 × 390 | 1.3 | 2.813333 | 1.3 |
/// | 820 × 1180, design frame 390 × 844 | 2.102564 | 2.102564 | 1.398104 |
///
/// With a design frame every ratio is against the frame (`sw / min(W, H)`, `w / W`, `h / H`,
/// Behavior Reference › Design frame). The principal members (``sdp(_:)``, ``wdp(_:)``,
/// ``hdp(_:)``, ``ssp(_:)``, ``aspect(_:_:)``, ``linearFactor(_:text:)`` and the bulk
/// ``resolve(_:into:qualifier:text:)``) honour the configuration's
/// ``/AppDimens/DimensConfiguration/scaleLimits`` as the shorthands do; the ratios and the strategy
/// factors are the unlimited numbers. It also holds every strategy's default-option factor (Behavior Reference › Strategies), so
/// ``resolve(_:strategy:)`` is one multiplication.
public struct DimensFactors: Hashable, Sendable {
  /// The configuration the factors were computed for.
  public let configuration: DimensConfiguration
  /// `sw / 300` (with a design frame, `sw / min(W, H)`).
  public let smallWidthRatio: Double
  /// `w / 300` (with a design frame, `w / W`).
  public let widthRatio: Double
  /// `h / 300` (with a design frame, `h / H`).
  public let heightRatio: Double
  /// The three ratios clamped into the configuration's ``/AppDimens/DimensConfiguration/scaleLimits`` (the
  /// ratios themselves without limits): the factors of ``sdp(_:)``, ``wdp(_:)``, ``hdp(_:)``.
  @usableFromInline let limitedSmallWidthRatio: Double
  @usableFromInline let limitedWidthRatio: Double
  @usableFromInline let limitedHeightRatio: Double
  /// The aspect-variant slope `(1 + 0.8 × ln(max(ar/1.78, 1e-4))) / 300` of the smallest width
  /// at the default sensitivity (with a design frame, the frame's ratio and `min(W, H)`).
  public let aspectSlope: Double
  /// The aspect slopes of the width and the height: with a frame they divide by `W` and `H`;
  /// without one they equal ``aspectSlope``.
  @usableFromInline let widthAspectSlope: Double
  @usableFromInline let heightAspectSlope: Double
  /// The Dynamic Type multiplier.
  public let fontScale: Double
  /// Whether the window is a multi-window pane.
  public let isMultiWindow: Bool
  /// The auto curve on the smallest width.
  public let autoFactor: Double
  /// The power curve `(sw / 300) ^ 0.75`.
  public let powerFactor: Double
  /// The logarithmic curve `max(0, 1 + 0.4 × ln(sw / 300))`.
  public let logarithmicFactor: Double
  /// The interpolated curve `1 + (sw / 300 − 1) × 0.5`.
  public let interpolatedFactor: Double
  /// The fluid curve on the smallest width over 320…768 → 0.8…1.2.
  public let fluidFactor: Double
  /// The percent curve `100 / 100 × sw / 100`.
  public let percentFactor: Double
  /// The diagonal curve `hypot(w, h) / hypot(300, 533)`.
  public let diagonalFactor: Double
  /// The perimeter curve `(w + h) / 833`.
  public let perimeterFactor: Double
  /// The fit curve `min(sw / 300, lg / 533)`.
  public let fitFactor: Double
  /// The fill curve `max(sw / 300, lg / 533)`.
  public let fillFactor: Double
  /// The density curve: the display scale.
  public let densityFactor: Double

  /// Computes every ratio of `configuration` once.
  public init(_ configuration: DimensConfiguration) {
    self.configuration = configuration
    let reference = configuration.reference
    self.smallWidthRatio = configuration.ratio(.smallWidth)
    self.widthRatio = configuration.ratio(.width)
    self.heightRatio = configuration.ratio(.height)
    self.limitedSmallWidthRatio = configuration.limitingFactor(smallWidthRatio)
    self.limitedWidthRatio = configuration.limitingFactor(widthRatio)
    self.limitedHeightRatio = configuration.limitingFactor(heightRatio)
    // Policy: one logarithm for the three slopes: `aspectSlope` with `reference: 1` is the
    // unitless `1 + 0.8 × ln(max(ar ÷ AR, 1e-4))`, and dividing it by each side is the same
    // operation, bit for bit, as the slope of that side.
    let bend = PrincipalScaling.aspectSlope(
      aspectRatio: configuration.aspectRatio, sensitivity: DimensBaseline.sensitivity,
      reference: 1, referenceAspectRatio: reference.aspectRatio)
    self.aspectSlope = bend / reference.smallWidth
    self.widthAspectSlope = bend / reference.width
    self.heightAspectSlope = bend / reference.height
    self.fontScale = configuration.fontScale
    self.isMultiWindow = configuration.isMultiWindow
    // Policy: each factor IS the strategy's factor with its default parameters — the same
    // function the strategy API calls — so both agree bit for bit.
    self.autoFactor = ScalingStrategy.auto.factor(configuration)
    self.powerFactor = ScalingStrategy.power.factor(configuration)
    self.logarithmicFactor = ScalingStrategy.logarithmic.factor(configuration)
    self.interpolatedFactor = ScalingStrategy.interpolated.factor(configuration)
    self.fluidFactor = ScalingStrategy.fluid.factor(configuration)
    self.percentFactor = ScalingStrategy.percent.factor(configuration)
    self.diagonalFactor = ScalingStrategy.diagonal.factor(configuration)
    self.perimeterFactor = ScalingStrategy.perimeter.factor(configuration)
    self.fitFactor = ScalingStrategy.fit.factor(configuration)
    self.fillFactor = ScalingStrategy.fill.factor(configuration)
    self.densityFactor = ScalingStrategy.density.factor(configuration)
  }

  /// The linear ratio `d / 300` of a qualifier's dimension (`d / D` with a design frame), not
  /// limited by the configuration's scale limits.
  @inlinable
  public func ratio(_ qualifier: DpQualifier) -> Double {
    switch qualifier {
    case .smallWidth: smallWidthRatio
    case .width: widthRatio
    case .height: heightRatio
    }
  }

  /// The ratio of a qualifier clamped into the configuration's scale limits (the ratio itself
  /// without them): the factor of `sdp`, `wdp` and `hdp`.
  @inlinable
  public func limitedRatio(_ qualifier: DpQualifier) -> Double {
    switch qualifier {
    case .smallWidth: limitedSmallWidthRatio
    case .width: limitedWidthRatio
    case .height: limitedHeightRatio
    }
  }

  /// `v × sw / 300`, equal to `v.sdp(configuration)` (scale limits included).
  @inlinable
  public func sdp(_ value: Double) -> Double { value * limitedSmallWidthRatio }

  /// `v × w / 300`, equal to `v.wdp(configuration)` (scale limits included).
  @inlinable
  public func wdp(_ value: Double) -> Double { value * limitedWidthRatio }

  /// `v × h / 300`, equal to `v.hdp(configuration)` (scale limits included).
  @inlinable
  public func hdp(_ value: Double) -> Double { value * limitedHeightRatio }

  /// `v × sw / 300 × fontScale`, equal to `v.ssp(configuration)` (scale limits included).
  @inlinable
  public func ssp(_ value: Double) -> Double { value * limitedSmallWidthRatio * fontScale }

  /// The aspect variant on a qualifier at the default sensitivity, equal to `sdpa`/`wdpa`/`hdpa`
  /// (scale limits included).
  @inlinable
  public func aspect(_ value: Double, _ qualifier: DpQualifier = .smallWidth) -> Double {
    let slope =
      switch qualifier {
      case .smallWidth: aspectSlope
      case .width: widthAspectSlope
      case .height: heightAspectSlope
      }
    return value
      * configuration.limitingFactor(
        PrincipalScaling.aspectFactor(
          dimension: configuration.dimension(qualifier),
          reference: configuration.reference.dimension(qualifier), slope: slope))
  }
}
