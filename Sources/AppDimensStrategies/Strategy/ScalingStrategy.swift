/// A scaling curve and its own parameters: every strategy of Behavior Reference › Strategies as
/// a value.
///
/// Each case carries exactly the parameters its curve reads, so a curve never receives an option
/// meant for another; the parameters default to the Behavior Reference's values, and the bare
/// names (`.power`, `.fluid`, `.scaled`) are those defaults:
///
/// ```swift
/// 16.dynamic(.power, configuration)                      // 16 × r ^ 0.75
/// 16.dynamic(.power(exponent: 0.6), configuration)       // 16 × r ^ 0.6
/// 16.dynamic(.fluid(viewport: 320...1200, scale: 0.85...1.4), configuration)
/// DimensFactors(configuration).resolve(16, strategy: .power)
/// ```
///
/// With `r = d / 300` (`d` the qualifier's dimension, the smallest width by default; with a
/// design frame, 300, 533, 611.628155 and 833 are the frame's side, larger side, diagonal and
/// half-perimeter — Behavior Reference › Design frame):
///
/// ```
/// scaled        v × r            (aspectRatio: the principal aspect formula)
/// auto          v × (d ≤ 480 ? r : 1.6 + 0.4 × ln(1 + (d − 480) / 300))
/// power         v × r ^ exponent
/// logarithmic   v × max(0, 1 + 0.4 × ln r)
/// interpolated  v × (1 + (r − 1) × clamp(amount, 0, 1))
/// fluid         v × (a + clamp((d − L) / (U − L), 0, 1) × (b − a))
/// percent       v × percent / 100 × d / 100
/// diagonal      v × hypot(w, h) / 611.628155
/// perimeter     v × (w + h) / 833
/// fit / fill    v × min / max(sw / 300, lg / 533)
/// density       v × displayScale
/// plain         v
/// ```
///
/// | 390 × 844, v = 16 | result |
/// |---|---|
/// | scaled | 20.8 |
/// | power | 19.479486 |
/// | power(exponent: 0.5) | 18.242807 |
/// | interpolated | 18.4 |
/// | fluid | 13.8 |
/// | plain | 16 |
public enum ScalingStrategy: Hashable, Sendable {
  /// Linear on the qualifier's dimension, or the principal aspect-ratio variant with sensitivity
  /// `sensitivity` (Behavior Reference › Principal scaling).
  case scaled(aspectRatio: Bool = false, sensitivity: Double = DimensBaseline.sensitivity)
  /// Linear up to 480 points, logarithmic beyond.
  case auto
  /// The linear ratio raised to `exponent` (default 0.75).
  case power(exponent: Double = ScalingCurves.defaultPowerExponent)
  /// `1 + 0.4 × ln r`, never negative.
  case logarithmic
  /// A blend between fixed (0) and linear (1) by `amount` (default 0.5).
  case interpolated(amount: Double = ScalingCurves.defaultInterpolation)
  /// A factor moving from `scale.lowerBound` to `scale.upperBound` while the dimension crosses
  /// `viewport`, clamped outside it (defaults 320…768 and 0.8…1.2).
  case fluid(
    viewport: ClosedRange<Double> = ScalingCurves.defaultFluidViewport,
    scale: ClosedRange<Double> = ScalingCurves.defaultFluidScale)
  /// The given percentage of the qualifier's dimension, per 100 points of base value (default
  /// 100): `100.dynamic(.percent(50), c, options: .init(qualifier: .width))` is half the width.
  case percent(Double = ScalingCurves.defaultPercent)
  /// The window diagonal over the baseline diagonal.
  case diagonal
  /// The window half-perimeter over the baseline's.
  case perimeter
  /// The smaller axis ratio (the design stays fully visible).
  case fit
  /// The larger axis ratio (the design covers the window).
  case fill
  /// Points to pixels: `v × displayScale`.
  case density
  /// The base value unchanged.
  case plain

  // Policy: a static member per parameterized case, named like the case, so the seed's
  // `16.dynamic(.diagonal, c)` spelling works for every curve (`.power`, `.fluid`) and means the
  // curve with its default parameters.

  /// The linear curve: `.scaled(aspectRatio: false)`.
  public static var scaled: ScalingStrategy { .scaled() }
  /// The power curve with the default exponent 0.75.
  public static var power: ScalingStrategy { .power() }
  /// The interpolated curve with the default amount 0.5.
  public static var interpolated: ScalingStrategy { .interpolated() }
  /// The fluid curve over 320…768 points, from 0.8 to 1.2.
  public static var fluid: ScalingStrategy { .fluid() }
  /// The percent curve at 100 %.
  public static var percent: ScalingStrategy { .percent() }

  /// The curve's name, as in the Behavior Reference: `scaled`, `auto`, `power`, ….
  public var name: String {
    switch self {
    case .scaled: "scaled"
    case .auto: "auto"
    case .power: "power"
    case .logarithmic: "logarithmic"
    case .interpolated: "interpolated"
    case .fluid: "fluid"
    case .percent: "percent"
    case .diagonal: "diagonal"
    case .perimeter: "perimeter"
    case .fit: "fit"
    case .fill: "fill"
    case .density: "density"
    case .plain: "plain"
    }
  }

  /// The curve named `name`, with its default parameters, or nil for an unknown name.
  public init?(name: String) {
    guard let strategy = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = strategy
  }
}

extension ScalingStrategy: CaseIterable {
  /// Every curve once, with its default parameters, in the Behavior Reference's order.
  public static var allCases: [ScalingStrategy] {
    [
      .scaled, .auto, .power, .logarithmic, .interpolated, .fluid, .percent, .diagonal,
      .perimeter, .fit, .fill, .density, .plain,
    ]
  }
}

extension ScalingStrategy {
  // Policy: always inlined, so a strategy written literally (`.scaled`, `.power`) folds to its
  // one kernel at the call site instead of switching over a materialized enum.

  /// The factor `result / v` of this curve for a window: the qualifier's dimension (after the
  /// inverter) and the window's shape go through the curve's kernel in ``ScalingCurves``.
  ///
  /// Only scaled, auto, power, logarithmic, interpolated, fluid and percent read the qualifier
  /// and the inverter. Bad parameters never trap: each kernel sanitizes its own (Behavior
  /// Reference › Bad input).
  ///
  /// | 390 × 844 | factor |
  /// |---|---|
  /// | `.power` | 1.217468 |
  /// | `.fluid` | 0.8625 |
  /// | `.interpolated` | 1.15 |
  /// | `.diagonal` | 1.520124 |
  /// | `.scaled(aspectRatio: true)` | 1.346894 |
  @inlinable @inline(__always)
  public func factor(
    _ configuration: DimensConfiguration, qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default
  ) -> Double {
    let w = configuration.screenWidth
    let h = configuration.screenHeight
    // Policy: every curve that reads the ratio r = d ÷ D reads it against the configuration's
    // reference (300, or the design frame's side), and every curve of the window's shape
    // against the reference's diagonal, perimeter or sides; fluid and percent are in points
    // and never see a frame (Behavior Reference › Design frame).
    switch self {
    case .scaled(let aspectRatio, let sensitivity):
      let (d, reference) = configuration.dimensionAndReference(qualifier, inverter: inverter)
      guard aspectRatio else {
        return PrincipalScaling.linearFactor(dimension: d, reference: reference)
      }
      return PrincipalScaling.aspectFactor(
        dimension: d, aspectRatio: configuration.aspectRatio, sensitivity: sensitivity,
        reference: reference, referenceAspectRatio: configuration.reference.aspectRatio)
    case .auto:
      let (d, reference) = configuration.dimensionAndReference(qualifier, inverter: inverter)
      return ScalingCurves.auto(dimension: d, reference: reference)
    case .power(let exponent):
      return ScalingCurves.power(
        ratio: configuration.ratio(qualifier, inverter: inverter), exponent: exponent)
    case .logarithmic:
      return ScalingCurves.logarithmic(ratio: configuration.ratio(qualifier, inverter: inverter))
    case .interpolated(let amount):
      return ScalingCurves.interpolated(
        ratio: configuration.ratio(qualifier, inverter: inverter), amount: amount)
    case .fluid(let viewport, let scale):
      return ScalingCurves.fluid(
        dimension: configuration.dimension(qualifier, inverter: inverter), viewport: viewport,
        scale: scale)
    case .percent(let percent):
      return ScalingCurves.percent(
        dimension: configuration.dimension(qualifier, inverter: inverter), percent: percent)
    case .diagonal:
      return ScalingCurves.diagonal(width: w, height: h, reference: configuration.reference)
    case .perimeter:
      return ScalingCurves.perimeter(width: w, height: h, reference: configuration.reference)
    case .fit:
      return ScalingCurves.fit(width: w, height: h, reference: configuration.reference)
    case .fill:
      return ScalingCurves.fill(width: w, height: h, reference: configuration.reference)
    case .density:
      return ScalingCurves.density(displayScale: configuration.displayScale)
    case .plain:
      return 1
    }
  }
}
