import Foundation

@testable import AppDimensCommandLine

/// Behavior Reference › Principal scaling, Strategies and Auto written out again from the text,
/// independently of the engine, so the new expression families can be checked against the contract
/// rather than against themselves.
enum SpecFormulas {
  /// A window: size, maximum size (multi-window), display scale.
  struct Window: Sendable, CustomStringConvertible {
    var w: Double
    var h: Double
    var maxW: Double? = nil
    var maxH: Double? = nil
    var scale: Double = 1
    var mode: UIMode = .normal

    var configuration: DimensConfiguration {
      DimensConfiguration(
        screenWidth: w, screenHeight: h, displayScale: scale, uiMode: mode,
        maximumWindowWidth: maxW, maximumWindowHeight: maxH)
    }
    var sw: Double { min(w, h) }
    var lg: Double { max(w, h) }
    var isLandscape: Bool { w > h }
    var isMultiWindow: Bool { w < 0.95 * (maxW ?? w) || h < 0.95 * (maxH ?? h) }
    var description: String { "\(w)×\(h)" + (maxW.map { " of \($0)×\(maxH ?? h)" } ?? "") }
  }

  /// Phone portrait and landscape, a tiny watch, a 4:3 iPad, a square, a TV and a split pane.
  static let windows: [Window] = [
    Window(w: 390, h: 844, scale: 3), Window(w: 844, h: 390, scale: 3),
    Window(w: 176, h: 215, scale: 2), Window(w: 1024, h: 1366, scale: 2),
    Window(w: 600, h: 600), Window(w: 1920, h: 1080, scale: 2, mode: .television),
    Window(w: 400, h: 900, maxW: 1000, maxH: 900, scale: 2),
  ]

  /// The dimension a qualifier names (Behavior Reference › Principal scaling).
  static func dimension(_ q: DpQualifier, _ x: Window) -> Double {
    switch q {
    case .smallWidth: x.sw
    case .width: x.w
    case .height: x.h
    }
  }

  /// the Behavior Reference's inverter table: (fires in landscape?, from, to).
  static func inverted(_ inverter: Inverter, _ q: DpQualifier, _ x: Window) -> DpQualifier {
    let rules: [Inverter: (landscape: Bool, from: DpQualifier, to: DpQualifier)] = [
      .phToLw: (true, .height, .width), .pwToLh: (true, .width, .height),
      .lhToPw: (false, .height, .width), .lwToPh: (false, .width, .height),
      .swToLh: (true, .smallWidth, .height), .swToLw: (true, .smallWidth, .width),
      .swToPh: (false, .smallWidth, .height), .swToPw: (false, .smallWidth, .width),
    ]
    guard let rule = rules[inverter], rule.landscape == x.isLandscape, rule.from == q else {
      return q
    }
    return rule.to
  }

  /// the Behavior Reference's auto curve factor.
  static func auto(_ d: Double) -> Double {
    d <= 480 ? d / 300 : 1.6 + 0.4 * log(1 + (d - 480) / 300)
  }

  /// Behavior Reference › Strategies: the value of `v` under `strategy` with options already in
  /// their valid ranges.
  static func strategy(
    _ strategy: ScalingStrategy, _ v: Double, _ x: Window, _ o: StrategyOptions
  ) -> Double {
    if o.ignoreMultiWindow && x.isMultiWindow { return v }
    let d = dimension(inverted(o.inverter, o.qualifier, x), x)
    let r = d / 300
    let factor: Double
    switch strategy {
    case .scaled:
      factor =
        o.aspectRatio
        ? 1 + (d - 300) * (1 / 300 + o.sensitivity * log(max(x.lg / x.sw / 1.78, 1e-4)) / 300)
        : r
    case .auto: factor = auto(d)
    case .power: factor = pow(r, o.power)
    case .logarithmic: factor = max(0, 1 + 0.4 * log(r))
    case .interpolated: factor = 1 + (r - 1) * min(max(o.interpolation, 0), 1)
    case .fluid:
      let (lo, hi) = (o.fluidViewport.lowerBound, o.fluidViewport.upperBound)
      let (a, b) = (o.fluidScale.lowerBound, o.fluidScale.upperBound)
      factor = hi == lo ? (d < lo ? a : b) : a + min(max((d - lo) / (hi - lo), 0), 1) * (b - a)
    case .percent: factor = o.percent / 100 * d / 100
    case .diagonal: factor = hypot(x.w, x.h) / hypot(300, 533)
    case .perimeter: factor = (x.w + x.h) / 833
    case .fit: factor = min(x.sw / 300, x.lg / 533)
    case .fill: factor = max(x.sw / 300, x.lg / 533)
    case .density: factor = x.scale
    case .plain: factor = 1
    }
    guard let limits = o.scaleLimits else { return v * factor }
    return v * min(max(factor, limits.lowerBound), limits.upperBound)
  }
}
