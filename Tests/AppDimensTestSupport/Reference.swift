import AppDimens

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one reference model of the tests: the formulas of the Behavior Reference written out
/// again from the article, never from the sources, so a test compares the engine with the
/// contract rather than with itself.
///
/// It takes the library's input types (a configuration, a qualifier, an inverter) but computes
/// everything from their raw fields with its own tables. Parameters are taken as valid: the bad-
/// input policy is checked by tests that state the sanitized value they expect.
public enum Reference {
  /// The inverter table of Behavior Reference › Principal scaling: the orientation it fires
  /// in (landscape?), the qualifier it starts from and the one it gives.
  static let inverters: [Inverter: (landscape: Bool, from: DpQualifier, to: DpQualifier)] = [
    .phToLw: (true, .height, .width), .pwToLh: (true, .width, .height),
    .lhToPw: (false, .height, .width), .lwToPh: (false, .width, .height),
    .swToLh: (true, .smallWidth, .height), .swToLw: (true, .smallWidth, .width),
    .swToPh: (false, .smallWidth, .height), .swToPw: (false, .smallWidth, .width),
  ]

  /// The qualifier after `inverter` (which fires only when both its orientation and its
  /// starting qualifier match; a square window is portrait).
  static func finalQualifier(
    _ c: DimensConfiguration, _ qualifier: DpQualifier, _ inverter: Inverter
  ) -> DpQualifier {
    guard let rule = inverters[inverter], rule.landscape == (c.screenWidth > c.screenHeight),
      rule.from == qualifier
    else { return qualifier }
    return rule.to
  }

  /// `d`: the dimension `qualifier` selects after `inverter`.
  public static func dimension(
    _ c: DimensConfiguration, _ qualifier: DpQualifier, _ inverter: Inverter = .default
  ) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    switch finalQualifier(c, qualifier, inverter) {
    case .smallWidth: return min(w, h)
    case .width: return w
    case .height: return h
    }
  }

  /// `D`, Behavior Reference › Design frame: what the final qualifier's dimension is divided
  /// by — 300 for every qualifier without a frame; with a frame W × H, `min(W, H)`, `W` or `H`.
  public static func referenceSide(
    _ c: DimensConfiguration, _ qualifier: DpQualifier, _ inverter: Inverter = .default
  ) -> Double {
    guard let frame = c.designFrame else { return 300 }
    switch finalQualifier(c, qualifier, inverter) {
    case .smallWidth: return min(frame.width, frame.height)
    case .width: return frame.width
    case .height: return frame.height
    }
  }

  /// `AR`: the aspect variant's reference ratio, 1.78 or the frame's `max(W, H) ÷ min(W, H)`.
  public static func referenceAspectRatio(_ c: DimensConfiguration) -> Double {
    guard let f = c.designFrame else { return 1.78 }
    return max(f.width, f.height) / min(f.width, f.height)
  }

  /// A window narrower or shorter than 95 % of its screen.
  public static func isMultiWindow(_ c: DimensConfiguration) -> Bool {
    c.screenWidth < 0.95 * c.maximumWindowWidth || c.screenHeight < 0.95 * c.maximumWindowHeight
  }

  /// The window's aspect ratio `max(w, h) / min(w, h)`.
  public static func aspectRatio(_ c: DimensConfiguration) -> Double {
    max(c.screenWidth, c.screenHeight) / min(c.screenWidth, c.screenHeight)
  }

  /// The aspect factor `1 + (d − D) × (1/D + k × ln(max(ar / AR, 1e-4)) / D)`; the baseline's
  /// D = 300 and AR = 1.78 unless given.
  public static func aspectFactor(
    d: Double, ar: Double, k: Double = 0.8, side: Double = 300, referenceRatio: Double = 1.78
  ) -> Double {
    1 + (d - side) * (1.0 / side + k * log(max(ar / referenceRatio, 1e-4)) / side)
  }

  /// The principal `dp`: `v × d / 300`, the aspect variant, `v` in multi-window with the flag.
  public static func dp(
    _ v: Double, _ c: DimensConfiguration, qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default, aspectRatio: Bool = false, sensitivity: Double = 0.8,
    ignoreMultiWindow: Bool = false
  ) -> Double {
    if ignoreMultiWindow && isMultiWindow(c) { return v }
    let d = dimension(c, qualifier, inverter)
    let side = referenceSide(c, qualifier, inverter)
    return aspectRatio
      ? v
        * aspectFactor(
          d: d, ar: Self.aspectRatio(c), k: sensitivity, side: side,
          referenceRatio: referenceAspectRatio(c))
      : v * d / side
  }

  /// The principal `sp`: `dp × fontScale`, or `dp` alone without the font scale.
  public static func sp(
    _ v: Double, _ c: DimensConfiguration, qualifier: DpQualifier = .smallWidth,
    aspectRatio: Bool = false, ignoreMultiWindow: Bool = false, fontScale: Bool = true
  ) -> Double {
    let scaled = dp(
      v, c, qualifier: qualifier, aspectRatio: aspectRatio, ignoreMultiWindow: ignoreMultiWindow)
    return fontScale ? scaled * c.fontScale : scaled
  }

  /// The auto curve: `d / D` up to 1.6 × D, `1.6 + 0.4 × ln(1 + (d − 1.6 D) / D)` beyond; on
  /// the baseline (D = 300) the turn is at 480 points.
  public static func auto(_ d: Double, side: Double = 300) -> Double {
    d <= 1.6 * side ? d / side : 1.6 + 0.4 * log(1 + (d - 1.6 * side) / side)
  }

  /// The auto curve on the aspect-adjusted dimension `D + (d − D) × (1 + k × ln(ar/AR))`.
  public static func autoAspect(
    d: Double, ar: Double, k: Double = 0.8, side: Double = 300, referenceRatio: Double = 1.78
  ) -> Double {
    auto(side + (d - side) * (1 + k * log(max(ar / referenceRatio, 1e-4))), side: side)
  }

  /// A curve of Behavior Reference › Strategies with its parameters, as the model knows it.
  public enum Curve: Sendable, Hashable {
    case scaled(aspectRatio: Bool, sensitivity: Double)
    case auto
    case power(Double)
    case logarithmic
    case interpolated(Double)
    case fluid(viewport: ClosedRange<Double>, scale: ClosedRange<Double>)
    case percent(Double)
    case diagonal, perimeter, fit, fill, density, plain
  }

  /// A curve's factor `result / v` on a window.
  public static func factor(
    _ curve: Curve, _ c: DimensConfiguration, qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default
  ) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    let (sw, lg) = (min(w, h), max(w, h))
    let d = dimension(c, qualifier, inverter)
    let side = referenceSide(c, qualifier, inverter)
    let r = d / side
    // Behavior Reference › Design frame: the window-shape curves divide by the frame's own
    // diagonal, half-perimeter and sides (the baseline's 300 × 533 without one).
    let (fw, fh) = c.designFrame.map { ($0.width, $0.height) } ?? (300, 533)
    switch curve {
    case .scaled(let aspect, let k):
      return aspect
        ? aspectFactor(
          d: d, ar: lg / sw, k: k, side: side, referenceRatio: referenceAspectRatio(c)) : r
    case .auto: return auto(d, side: side)
    case .power(let p): return pow(r, p)
    case .logarithmic: return max(0, 1 + 0.4 * log(r))
    case .interpolated(let t): return 1 + (r - 1) * min(max(t, 0), 1)
    case .fluid(let viewport, let scale):
      let (lo, hi) = (viewport.lowerBound, viewport.upperBound)
      let (a, b) = (scale.lowerBound, scale.upperBound)
      return hi == lo ? (d < lo ? a : b) : a + min(max((d - lo) / (hi - lo), 0), 1) * (b - a)
    case .percent(let p): return p / 100 * d / 100
    case .diagonal: return hypot(w, h) / hypot(fw, fh)
    case .perimeter: return (w + h) / (fw + fh)
    case .fit: return min(sw / min(fw, fh), lg / max(fw, fh))
    case .fill: return max(sw / min(fw, fh), lg / max(fw, fh))
    case .density: return c.displayScale
    case .plain: return 1
    }
  }

  /// A strategy's result: `v` in multi-window with the flag, else `v × factor` clamped into
  /// `scaleLimits`.
  public static func resolve(
    _ v: Double, _ curve: Curve, _ c: DimensConfiguration, qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default, ignoreMultiWindow: Bool = false,
    scaleLimits: ClosedRange<Double>? = nil
  ) -> Double {
    if ignoreMultiWindow && isMultiWindow(c) { return v }
    let f = factor(curve, c, qualifier: qualifier, inverter: inverter)
    guard let limits = scaleLimits else { return v * f }
    return v * min(max(f, limits.lowerBound), limits.upperBound)
  }
}
