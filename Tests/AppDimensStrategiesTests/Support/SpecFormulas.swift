import AppDimensStrategies
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Behavior Reference › Principal scaling and Strategies written out independently of the code under
// test: expectations come from here.

/// A window of the strategy test table.
struct WindowCase: Sendable, CustomTestStringConvertible {
  let name: String
  let width: Double
  let height: Double
  let displayScale: Double
  var maximumWidth: Double? = nil
  var maximumHeight: Double? = nil

  var testDescription: String { "\(name) \(width) × \(height)" }

  var configuration: DimensConfiguration {
    DimensConfiguration(
      screenWidth: width, screenHeight: height, displayScale: displayScale,
      maximumWindowWidth: maximumWidth, maximumWindowHeight: maximumHeight)
  }

  /// Behavior Reference › Configuration: narrower or shorter than 95 % of the screen.
  var isMultiWindow: Bool {
    width < 0.95 * (maximumWidth ?? width) || height < 0.95 * (maximumHeight ?? height)
  }
}

/// Phone portrait and landscape, tiny watch, 4:3 iPad, square window, TV, split window.
let strategyWindows: [WindowCase] = [
  WindowCase(name: "phone portrait", width: 390, height: 844, displayScale: 3),
  WindowCase(name: "phone landscape", width: 844, height: 390, displayScale: 3),
  WindowCase(name: "tiny watch", width: 162, height: 197, displayScale: 2),
  WindowCase(name: "4:3 iPad", width: 768, height: 1024, displayScale: 2),
  WindowCase(name: "square window", width: 500, height: 500, displayScale: 1),
  WindowCase(name: "TV", width: 1920, height: 1080, displayScale: 1),
  WindowCase(
    name: "split window", width: 507, height: 768, displayScale: 2, maximumWidth: 1024,
    maximumHeight: 768),
]

/// The dimension Behavior Reference › Principal scaling selects: qualifier, swapped by the inverter
/// only when both the orientation and the starting qualifier match.
func specDimension(_ qualifier: DpQualifier, _ inverter: Inverter, w: Double, h: Double)
  -> Double
{
  let landscape = w > h
  let table: [Inverter: (landscape: Bool, from: DpQualifier, to: DpQualifier)] = [
    .phToLw: (true, .height, .width), .pwToLh: (true, .width, .height),
    .lhToPw: (false, .height, .width), .lwToPh: (false, .width, .height),
    .swToLh: (true, .smallWidth, .height), .swToLw: (true, .smallWidth, .width),
    .swToPh: (false, .smallWidth, .height), .swToPw: (false, .smallWidth, .width),
  ]
  var q = qualifier
  if let m = table[inverter], m.landscape == landscape, m.from == qualifier { q = m.to }
  switch q {
  case .smallWidth: return min(w, h)
  case .width: return w
  case .height: return h
  }
}

/// the Behavior Reference's result for valid options.
func specResult(
  _ strategy: ScalingStrategy, _ v: Double, _ window: WindowCase, _ o: StrategyOptions
) -> Double {
  let w = window.width
  let h = window.height
  if o.ignoreMultiWindow && window.isMultiWindow { return v }
  let sw = min(w, h)
  let lg = max(w, h)
  let d = specDimension(o.qualifier, o.inverter, w: w, h: h)
  let r = d / 300
  let factor: Double
  switch strategy {
  case .scaled:
    factor =
      o.aspectRatio
      ? 1 + (d - 300) * (1.0 / 300 + o.sensitivity * log(max((lg / sw) / 1.78, 1e-4)) / 300)
      : r
  case .auto: factor = d <= 480 ? d / 300 : 1.6 + 0.4 * log(1 + (d - 480) / 300)
  case .power: factor = pow(r, o.power)
  case .logarithmic: factor = max(0, 1 + 0.4 * log(r))
  case .interpolated: factor = 1 + (r - 1) * min(max(o.interpolation, 0), 1)
  case .fluid:
    let (l, u) = (o.fluidViewport.lowerBound, o.fluidViewport.upperBound)
    let (a, b) = (o.fluidScale.lowerBound, o.fluidScale.upperBound)
    if u == l {
      factor = d < l ? a : b
    } else {
      factor = a + min(max((d - l) / (u - l), 0), 1) * (b - a)
    }
  case .percent: factor = o.percent / 100 * d / 100
  case .diagonal: factor = (w * w + h * h).squareRoot() / (300.0 * 300 + 533 * 533).squareRoot()
  case .perimeter: factor = (w + h) / 833
  case .fit: factor = min(sw / 300, lg / 533)
  case .fill: factor = max(sw / 300, lg / 533)
  case .density: factor = window.displayScale
  case .plain: factor = 1
  }
  guard let limits = o.scaleLimits else { return v * factor }
  return v * min(max(factor, limits.lowerBound), limits.upperBound)
}

/// Whether two results agree to the suite's tolerance (1e-9 relative, 1e-9 absolute).
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(b))
}
