import AppDimensDynamic
import AppDimensTestSupport

/// Random inputs for the property tests: realistic values mixed with the ones that break naive
/// arithmetic (0, −0, negative, NaN, ±∞, subnormal, 1e308).
enum Arbitrary {
  /// The field values every generator mixes in.
  static let nasty: [Double] = [
    0, -0.0, -1, -390, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
    .leastNormalMagnitude, 1e308, -1e308, .greatestFiniteMagnitude, 5e-5, 100_001,
  ]

  /// A configuration field: nasty 40 % of the time, otherwise a realistic 0.5…3000.
  static func field(_ rng: inout SplitMix64) -> Double {
    rng.chance(0.4) ? rng.pick(nasty) : Double.random(in: 0.5...3000, using: &rng)
  }

  /// A small realistic factor or one of the nasty values.
  static func option(_ rng: inout SplitMix64) -> Double {
    rng.chance(0.5) ? rng.pick(nasty) : Double.random(in: -2...5, using: &rng)
  }

  /// A base value in the realistic range |v| ≤ 1e6, including 0, −0, subnormal and ±1e6.
  static func base(_ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0: rng.pick([0, -0.0, .leastNonzeroMagnitude, 1e6, -1e6, 1, 16])
    case 1: Double.random(in: -1e6...1e6, using: &rng)
    default: Double.random(in: -50...200, using: &rng)
    }
  }

  /// A finite base value outside the realistic range (the "never NaN" checks).
  static func extremeBase(_ rng: inout SplitMix64) -> Double {
    rng.pick([1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, 3e307])
  }

  /// A configuration whose every numeric field may be nasty, its design frame's sides too
  /// (40 % of configurations have one).
  static func configuration(_ rng: inout SplitMix64) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: field(&rng), screenHeight: field(&rng),
      displayScale: rng.chance(0.5) ? rng.pick(nasty) : rng.pick([1, 2, 3]),
      fontScale: rng.chance(0.3) ? nil : (rng.chance(0.5) ? rng.pick(nasty) : 1.25),
      contentSizeCategory: rng.pick(ContentSizeCategory.allCases),
      uiMode: rng.pick(UIMode.allCases), idiom: rng.pick(DeviceIdiom.allCases),
      horizontalSizeClass: rng.maybe(SizeClass.allCases),
      verticalSizeClass: rng.maybe(SizeClass.allCases),
      maximumWindowWidth: rng.chance(0.5) ? field(&rng) : nil,
      maximumWindowHeight: rng.chance(0.5) ? field(&rng) : nil,
      pixelsPerInch: rng.chance(0.5) ? field(&rng) : nil,
      designFrame: rng.chance(0.4) ? DesignFrame(width: field(&rng), height: field(&rng)) : nil)
  }

  /// A well-formed window of realistic size (1…5000 points), never multi-window.
  static func window(_ rng: inout SplitMix64) -> (width: Double, height: Double) {
    (Double.random(in: 1...5000, using: &rng), Double.random(in: 1...5000, using: &rng))
  }

  /// A closed range from two option values, or nil when NaN makes one impossible (the
  /// standard library itself traps on `x...nan`; that is the caller's bug, not ours).
  static func range(_ rng: inout SplitMix64) -> ClosedRange<Double>? {
    let (a, b) = (option(&rng), option(&rng))
    guard !a.isNaN, !b.isNaN else { return nil }
    return min(a, b)...max(a, b)
  }

  /// Options whose every numeric field may be nasty.
  static func options(_ rng: inout SplitMix64) -> StrategyOptions {
    StrategyOptions(
      qualifier: rng.pick(DpQualifier.allCases), inverter: rng.pick(Inverter.allCases),
      aspectRatio: rng.chance(0.5), sensitivity: option(&rng), ignoreMultiWindow: rng.chance(0.3),
      percent: rng.chance(0.5) ? option(&rng) : 50, power: option(&rng),
      interpolation: option(&rng), fluidViewport: range(&rng) ?? 320...768,
      fluidScale: range(&rng) ?? 0.8...1.2, scaleLimits: rng.chance(0.4) ? range(&rng) : nil)
  }

  /// Well-formed options (for the monotonicity property): no aspect ratio, no multi-window.
  static func monotoneOptions(_ rng: inout SplitMix64) -> StrategyOptions {
    let viewport = Double.random(in: 0...1000, using: &rng)
    let scale = Double.random(in: 0...2, using: &rng)
    let limits = Double.random(in: 0...2, using: &rng)
    return StrategyOptions(
      qualifier: rng.pick(DpQualifier.allCases), inverter: rng.pick(Inverter.allCases),
      power: Double.random(in: 0...4, using: &rng),
      interpolation: Double.random(in: 0...1, using: &rng),
      fluidViewport:
        viewport...(viewport + rng.pick([0, Double.random(in: 0...2000, using: &rng)])),
      fluidScale: scale...(scale + Double.random(in: 0...2, using: &rng)),
      scaleLimits: rng.chance(0.3) ? limits...(limits + Double.random(in: 0...3, using: &rng)) : nil
    )
  }

  /// A condition with random parts and a minimum that may be NaN or +∞ (which never match).
  static func condition(_ rng: inout SplitMix64) -> ScreenCondition {
    ScreenCondition(
      mode: rng.maybe([.normal, .television, .watch]), orientation: rng.maybe(Orientation.allCases),
      qualifier: rng.maybe(DpQualifier.allCases),
      minimum: rng.chance(0.1)
        ? rng.pick([.nan, .infinity, 0, -5]) : Double.random(in: 0...1200, using: &rng).rounded())
  }

  /// The same configuration with another pixel density.
  static func with(pixelsPerInch: Double?, _ c: DimensConfiguration) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: c.screenWidth, screenHeight: c.screenHeight, displayScale: c.displayScale,
      fontScale: c.fontScale, contentSizeCategory: c.contentSizeCategory, uiMode: c.uiMode,
      idiom: c.idiom, horizontalSizeClass: c.horizontalSizeClass,
      verticalSizeClass: c.verticalSizeClass, maximumWindowWidth: c.maximumWindowWidth,
      maximumWindowHeight: c.maximumWindowHeight, pixelsPerInch: pixelsPerInch)
  }

  /// The same window rotated: width ↔ height, and the screen maximums with them.
  static func rotated(_ c: DimensConfiguration) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: c.screenHeight, screenHeight: c.screenWidth, displayScale: c.displayScale,
      fontScale: c.fontScale, contentSizeCategory: c.contentSizeCategory, uiMode: c.uiMode,
      idiom: c.idiom, horizontalSizeClass: c.horizontalSizeClass,
      verticalSizeClass: c.verticalSizeClass, maximumWindowWidth: c.maximumWindowHeight,
      maximumWindowHeight: c.maximumWindowWidth, pixelsPerInch: c.pixelsPerInch)
  }
}
