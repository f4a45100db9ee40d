import AppDimensDynamic

/// The inputs every kernel reads, each passed through ``opaque(_:)`` by the kernel factories.
enum BenchInputs {
  /// 16 base values in points, typical of a design (spacing, radii, text, widths).
  static let values: [Double] = [
    1, 2, 4, 8, 10, 12, 14, 16, 20, 24, 32, 40, 48, 56, 64, 72,
  ]

  /// The configuration single-configuration cases resolve against (an iPhone 15 window).
  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)

  /// The same window with its values drawn for a 375 × 812 design frame (`sdp` divides by 375).
  static let framedPhone = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, displayScale: 3,
    designFrame: DesignFrame(width: 375, height: 812))

  /// 16 windows — phones, pads, split views, a TV, a watch, both orientations — for cases
  /// whose result would otherwise be loop-invariant (a chain resolved for one window).
  static let configurations: [DimensConfiguration] = [
    .init(screenWidth: 390, screenHeight: 844, displayScale: 3),
    .init(screenWidth: 844, screenHeight: 390, displayScale: 3),
    .init(screenWidth: 375, screenHeight: 667, displayScale: 2, fontScale: 1.3),
    .init(screenWidth: 430, screenHeight: 932, displayScale: 3, contentSizeCategory: .xxLarge),
    .init(screenWidth: 820, screenHeight: 1180, displayScale: 2, idiom: .pad),
    .init(screenWidth: 1180, screenHeight: 820, displayScale: 2, idiom: .pad),
    .init(
      screenWidth: 507, screenHeight: 1024, displayScale: 2, idiom: .pad,
      maximumWindowWidth: 1366, maximumWindowHeight: 1024),
    .init(screenWidth: 1024, screenHeight: 1366, displayScale: 2, idiom: .pad),
    .init(screenWidth: 1366, screenHeight: 1024, displayScale: 2, idiom: .pad),
    .init(screenWidth: 1920, screenHeight: 1080, uiMode: .television, idiom: .tv),
    .init(screenWidth: 198, screenHeight: 242, displayScale: 2, uiMode: .watch, idiom: .watch),
    .init(screenWidth: 1440, screenHeight: 900, displayScale: 2, uiMode: .mac, idiom: .mac),
    .init(screenWidth: 320, screenHeight: 568, displayScale: 2),
    .init(screenWidth: 414, screenHeight: 896, displayScale: 3, fontScale: 2.1),
    .init(screenWidth: 1280, screenHeight: 720, uiMode: .car, idiom: .carPlay),
    .init(screenWidth: 600, screenHeight: 600, displayScale: 1),
  ]

  /// The 16 window widths and heights as raw numbers (for configuration construction).
  static let sizes: [(width: Double, height: Double)] = configurations.map {
    ($0.screenWidth, $0.screenHeight)
  }

  /// The 16 values paired with the 16 windows, for cases whose every call must see a new
  /// window (so nothing configuration-dependent can be hoisted out of the loop).
  static let pairs: [Pair] = zip(values, configurations).map { (value: $0, window: $1) }

  /// A base value and the window it is resolved for.
  typealias Pair = (value: Double, window: DimensConfiguration)
}
