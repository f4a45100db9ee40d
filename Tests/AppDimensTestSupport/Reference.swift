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

  /// `d`: the dimension `qualifier` selects after `inverter` (which fires only when both its
  /// orientation and its starting qualifier match; a square window is portrait).
  public static func dimension(
    _ c: DimensConfiguration, _ qualifier: DpQualifier, _ inverter: Inverter = .default
  ) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    var q = qualifier
    if let rule = inverters[inverter], rule.landscape == (w > h), rule.from == qualifier {
      q = rule.to
    }
    switch q {
    case .smallWidth: return min(w, h)
    case .width: return w
    case .height: return h
    }
  }

  /// A window narrower or shorter than 95 % of its screen.
  public static func isMultiWindow(_ c: DimensConfiguration) -> Bool {
    c.screenWidth < 0.95 * c.maximumWindowWidth || c.screenHeight < 0.95 * c.maximumWindowHeight
  }

  /// The window's aspect ratio `max(w, h) / min(w, h)`.
  public static func aspectRatio(_ c: DimensConfiguration) -> Double {
    max(c.screenWidth, c.screenHeight) / min(c.screenWidth, c.screenHeight)
  }

  /// The aspect factor `1 + (d − 300) × (1/300 + k × ln(max(ar / 1.78, 1e-4)) / 300)`.
  public static func aspectFactor(d: Double, ar: Double, k: Double = 0.8) -> Double {
    1 + (d - 300) * (1.0 / 300 + k * log(max(ar / 1.78, 1e-4)) / 300)
  }

  /// The principal `dp`: `v × d / 300`, the aspect variant, `v` in multi-window with the flag.
  public static func dp(
    _ v: Double, _ c: DimensConfiguration, qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default, aspectRatio: Bool = false, sensitivity: Double = 0.8,
    ignoreMultiWindow: Bool = false
  ) -> Double {
    if ignoreMultiWindow && isMultiWindow(c) { return v }
    let d = dimension(c, qualifier, inverter)
    return aspectRatio
      ? v * aspectFactor(d: d, ar: Self.aspectRatio(c), k: sensitivity) : v * d / 300
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

  /// The auto curve: `d / 300` up to 480 points, `1.6 + 0.4 × ln(1 + (d − 480) / 300)` beyond.
  public static func auto(_ d: Double) -> Double {
    d <= 480 ? d / 300 : 1.6 + 0.4 * log(1 + (d - 480) / 300)
  }

  /// The auto curve on the aspect-adjusted dimension `300 + (d − 300) × (1 + k × ln(ar/1.78))`.
  public static func autoAspect(d: Double, ar: Double, k: Double = 0.8) -> Double {
    auto(300 + (d - 300) * (1 + k * log(max(ar / 1.78, 1e-4))))
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
    let r = d / 300
    switch curve {
    case .scaled(let aspect, let k): return aspect ? aspectFactor(d: d, ar: lg / sw, k: k) : r
    case .auto: return auto(d)
    case .power(let p): return pow(r, p)
    case .logarithmic: return max(0, 1 + 0.4 * log(r))
    case .interpolated(let t): return 1 + (r - 1) * min(max(t, 0), 1)
    case .fluid(let viewport, let scale):
      let (lo, hi) = (viewport.lowerBound, viewport.upperBound)
      let (a, b) = (scale.lowerBound, scale.upperBound)
      return hi == lo ? (d < lo ? a : b) : a + min(max((d - lo) / (hi - lo), 0), 1) * (b - a)
    case .percent(let p): return p / 100 * d / 100
    case .diagonal: return hypot(w, h) / hypot(300, 533)
    case .perimeter: return (w + h) / 833
    case .fit: return min(sw / 300, lg / 533)
    case .fill: return max(sw / 300, lg / 533)
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
