import AppDimensTestSupport
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

  /// The dimension a qualifier names, after the inverter (the kit's reference model).
  static func dimension(_ q: DpQualifier, _ x: Window, _ inverter: Inverter = .default) -> Double {
    Reference.dimension(x.configuration, q, inverter)
  }

  /// The auto curve factor (the kit's reference model).
  static func auto(_ d: Double) -> Double { Reference.auto(d) }

  /// Behavior Reference › Strategies: the value of `v` under `strategy` with options already in
  /// their valid ranges, by the kit's reference model.
  static func strategy(
    _ strategy: ScalingStrategy, _ v: Double, _ x: Window, _ o: StrategyOptions
  ) -> Double {
    Reference.resolve(v, strategy, x.configuration, options: o)
  }
}
