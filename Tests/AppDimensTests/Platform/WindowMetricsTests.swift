import AppDimensTestSupport
import Testing

@testable import AppDimens

/// A row of the WindowMetrics table: metrics in, the configuration fields Behavior Reference ›
/// Configuration requires out.
struct WindowMetricsCase: Sendable, CustomTestStringConvertible {
  let name: String
  let metrics: WindowMetrics
  let maxSize: ContentSizeCategory?
  let width: Double
  let height: Double
  let maximumWidth: Double
  let maximumHeight: Double
  let category: ContentSizeCategory
  /// The iOS body size (HIG Typography › Specifications) at the expected category, for fontScale.
  let bodyPoints: Double
  let isMultiWindow: Bool
  var testDescription: String { name }
}

private let cases: [WindowMetricsCase] = [
  .init(
    name: "full-screen iPhone",
    metrics: .init(
      windowWidth: 390, windowHeight: 844, screenWidth: 390, screenHeight: 844,
      displayScale: 3, idiom: .phone),
    maxSize: nil, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    category: .large, bodyPoints: 17, isMultiWindow: false),
  .init(
    name: "rotated window, screen still portrait",
    metrics: .init(
      windowWidth: 844, windowHeight: 390, screenWidth: 390, screenHeight: 844,
      displayScale: 3, idiom: .phone),
    maxSize: nil, width: 844, height: 390, maximumWidth: 844, maximumHeight: 390,
    category: .large, bodyPoints: 17, isMultiWindow: false),
  .init(
    name: "Split View on a landscape iPad",
    metrics: .init(
      windowWidth: 507, windowHeight: 1024, screenWidth: 1366, screenHeight: 1024,
      displayScale: 2, idiom: .pad),
    maxSize: nil, width: 507, height: 1024, maximumWidth: 1024, maximumHeight: 1366,
    category: .large, bodyPoints: 17, isMultiWindow: true),
  .init(
    name: "Stage Manager landscape window",
    metrics: .init(
      windowWidth: 900, windowHeight: 600, screenWidth: 1366, screenHeight: 1024,
      displayScale: 2, idiom: .pad),
    maxSize: nil, width: 900, height: 600, maximumWidth: 1366, maximumHeight: 1024,
    category: .large, bodyPoints: 17, isMultiWindow: true),
  .init(
    name: "unknown screen is the window",
    metrics: .init(
      windowWidth: 390, windowHeight: 844, displayScale: 3,
      contentSizeCategory: .accessibility3),
    maxSize: nil, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    category: .accessibility3, bodyPoints: 40, isMultiWindow: false),
  .init(
    name: "category capped at xxxLarge",
    metrics: .init(
      windowWidth: 390, windowHeight: 844, displayScale: 3,
      contentSizeCategory: .accessibility3),
    maxSize: .xxxLarge, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    category: .xxxLarge, bodyPoints: 23, isMultiWindow: false),
  .init(
    name: "cap above the category changes nothing",
    metrics: .init(
      windowWidth: 390, windowHeight: 844, contentSizeCategory: .small),
    maxSize: .accessibility1, width: 390, height: 844, maximumWidth: 390,
    maximumHeight: 844, category: .small, bodyPoints: 15, isMultiWindow: false),
  .init(
    name: "sub-pixel noise snapped",
    metrics: .init(
      windowWidth: 390.000_000_1, windowHeight: 843.999_999_9, screenWidth: 390,
      screenHeight: 844, displayScale: 3),
    maxSize: nil, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    category: .large, bodyPoints: 17, isMultiWindow: false),
  .init(
    name: "zero window falls back to the baseline",
    metrics: .init(
      windowWidth: 0, windowHeight: .nan, displayScale: 0),
    maxSize: nil, width: 300, height: 533, maximumWidth: 300, maximumHeight: 533,
    category: .large, bodyPoints: 17, isMultiWindow: false),
]

@Test(arguments: cases)
func windowMetricsBuildTheConfiguration(_ row: WindowMetricsCase) {
  let configuration = row.metrics.configuration(maxSize: row.maxSize)
  #expect(abs(configuration.screenWidth - row.width) < 1e-9)
  #expect(abs(configuration.screenHeight - row.height) < 1e-9)
  #expect(abs(configuration.maximumWindowWidth - row.maximumWidth) < 1e-9)
  #expect(abs(configuration.maximumWindowHeight - row.maximumHeight) < 1e-9)
  #expect(configuration.contentSizeCategory == row.category)
  #expect(abs(configuration.fontScale - row.bodyPoints / 17) < 1e-9)
  #expect(configuration.isMultiWindow == row.isMultiWindow)
}

@Test func idiomChoosesTheMode() {
  let expected: [DeviceIdiom: UIMode] = [
    .phone: .normal, .pad: .normal, .tv: .television, .carPlay: .car, .mac: .mac,
    .vision: .vision, .watch: .watch, .unspecified: .normal,
  ]
  for (idiom, mode) in expected {
    let configuration = WindowMetrics(windowWidth: 390, windowHeight: 844, idiom: idiom)
      .configuration()
    #expect(configuration.uiMode == mode, "\(idiom)")
    #expect(configuration.idiom == idiom)
  }
}

@Test func sizeClassesScaleAndDensityPassThrough() {
  let configuration = WindowMetrics(
    windowWidth: 1024, windowHeight: 1366, displayScale: 2, horizontalSizeClass: .regular,
    verticalSizeClass: .compact, pixelsPerInch: 264
  ).configuration()
  #expect(configuration.horizontalSizeClass == .regular)
  #expect(configuration.verticalSizeClass == .compact)
  #expect(configuration.displayScale == 2)
  #expect(configuration.pixelsPerInch == 264)
}

@Test func snappedSizesLieOnThePixelGridWithinHalfAPixel() {
  var random = SplitMix64(seed: 42)
  for _ in 0..<2000 {
    let scale = random.pick([1.0, 2, 3])
    let width = 50 + random.unit() * 3000
    let height = 50 + random.unit() * 3000
    let configuration = WindowMetrics(windowWidth: width, windowHeight: height, displayScale: scale)
      .configuration()
    let pixels = configuration.screenWidth * scale
    #expect(abs(pixels - pixels.rounded()) < 1e-6)
    #expect(abs(configuration.screenWidth - width) <= 0.5 / scale + 1e-9)
    #expect(abs(configuration.screenHeight - height) <= 0.5 / scale + 1e-9)
  }
}

@Test func multiWindowFollowsTheNinetyFivePercentRuleInEitherScreenOrientation() {
  var random = SplitMix64(seed: 7)
  for _ in 0..<2000 {
    let screenWidth = (300 + random.unit() * 1500).rounded()
    let screenHeight = (300 + random.unit() * 1500).rounded()
    let width = (screenWidth * (0.3 + random.unit() * 0.7)).rounded()
    let height = (screenHeight * (0.3 + random.unit() * 0.7)).rounded()
    // The window lies inside the screen in the same orientation, so the rule applies directly.
    guard (width > height) == (screenWidth > screenHeight) else { continue }
    let expected = width < 0.95 * screenWidth || height < 0.95 * screenHeight
    let upright = WindowMetrics(
      windowWidth: width, windowHeight: height, screenWidth: screenWidth,
      screenHeight: screenHeight)
    var turned = upright
    turned.screenWidth = screenHeight
    turned.screenHeight = screenWidth
    #expect(upright.configuration().isMultiWindow == expected)
    #expect(turned.configuration().isMultiWindow == expected)
  }
}

@Test func garbageNeverTraps() {
  var random = SplitMix64(seed: 99)
  let garbage: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e-300, 1e300, 0.4]
  for _ in 0..<500 {
    let configuration = WindowMetrics(
      windowWidth: random.pick(garbage), windowHeight: random.pick(garbage),
      screenWidth: random.pick(garbage), screenHeight: random.pick(garbage),
      displayScale: random.pick(garbage), pixelsPerInch: random.pick(garbage)
    ).configuration()
    #expect((1...100_000).contains(configuration.screenWidth))
    #expect((1...100_000).contains(configuration.screenHeight))
    #expect(configuration.maximumWindowWidth >= configuration.screenWidth)
    #expect(configuration.displayScale > 0 && configuration.displayScale <= 16)
  }
}

/// The app's own text size through the provider's metrics: a Mac window (no Dynamic Type) and
/// a phone, with the cap.
@Test func theAppsTextSizeSetsTheFontScale() {
  let mac = WindowMetrics(
    windowWidth: 1024, windowHeight: 768, displayScale: 2, idiom: .mac,
    textSize: .percent(150))
  #expect(mac.configuration().fontScale == 1.5)
  #expect(mac.configuration().contentSizeCategory == .large)
  // Without a text size a Mac window has no Dynamic Type: 1 whatever the category.
  var plain = mac
  plain.textSize = nil
  plain.contentSizeCategory = .accessibility3
  #expect(plain.configuration().fontScale == 1)
  // A category text size replaces the system's and is capped like it: iOS body 23 ÷ 17 at
  // xxxLarge.
  let phone = WindowMetrics(
    windowWidth: 390, windowHeight: 844, contentSizeCategory: .small, idiom: .phone,
    textSize: .category(.accessibility3))
  #expect(phone.configuration().contentSizeCategory == .accessibility3)
  #expect(phone.configuration().fontScale == 40.0 / 17)
  let capped = phone.configuration(maxSize: .xxxLarge)
  #expect(capped.contentSizeCategory == .xxxLarge)
  #expect(capped.fontScale == 23.0 / 17)
  // A percentage is ignored on a phone (Dynamic Type decides), and not capped on a Mac.
  var percent = phone
  percent.textSize = .percent(300)
  // (the system's small: body 15 ÷ 17)
  #expect(percent.configuration(maxSize: .large).fontScale == 15.0 / 17)
  #expect(percent.ignoresTextSize)
  var macPercent = mac
  macPercent.textSize = .percent(300)
  #expect(macPercent.configuration(maxSize: .large).fontScale == 3)
  #expect(!macPercent.ignoresTextSize)
}

/// One case of the provider's text-size rule: the window's system category, the app's cap and
/// text size, the range of Dynamic Type sizes written into the content, and the configuration's
/// category and font scale (iOS body sizes 14 … 53 over 17; watch 16; none on a Mac).
struct ProviderTextSizeCase: Sendable, CustomTestStringConvertible {
  let label: String
  var idiom: DeviceIdiom = .phone
  let system: ContentSizeCategory
  var maxSize: ContentSizeCategory?
  var textSize: AppTextSize?
  let range: ClosedRange<ContentSizeCategory>
  let category: ContentSizeCategory
  let fontScale: Double
  var ignored = false
  var testDescription: String { label }
}

@Test(arguments: [
  ProviderTextSizeCase(
    label: "phone at AX3 follows the system", system: .accessibility3,
    range: .xSmall ... .accessibility5, category: .accessibility3, fontScale: 40.0 / 17),
  ProviderTextSizeCase(
    label: "phone at AX3 with .percent(100) still follows Dynamic Type",
    system: .accessibility3, textSize: .percent(100), range: .xSmall ... .accessibility5,
    category: .accessibility3, fontScale: 40.0 / 17, ignored: true),
  ProviderTextSizeCase(
    label: "phone at AX3 with .percent(150) ignores it", system: .accessibility3,
    textSize: .percent(150), range: .xSmall ... .accessibility5, category: .accessibility3,
    fontScale: 40.0 / 17, ignored: true),
  ProviderTextSizeCase(
    label: "phone at AX5 capped at AX3: the whole window stops at AX3", system: .accessibility5,
    maxSize: .accessibility3, range: .xSmall ... .accessibility3, category: .accessibility3,
    fontScale: 40.0 / 17),
  ProviderTextSizeCase(
    label: "phone at xSmall under an AX3 cap is unchanged", system: .xSmall,
    maxSize: .accessibility3, range: .xSmall ... .accessibility3, category: .xSmall,
    fontScale: 14.0 / 17),
  ProviderTextSizeCase(
    label: "phone with the app's xLarge: one size for the window", system: .accessibility5,
    textSize: .category(.xLarge), range: .xLarge ... .xLarge, category: .xLarge,
    fontScale: 19.0 / 17),
  ProviderTextSizeCase(
    label: "phone with the app's AX2 under an xxLarge cap", system: .small,
    maxSize: .xxLarge, textSize: .category(.accessibility2), range: .xxLarge ... .xxLarge,
    category: .xxLarge, fontScale: 21.0 / 17),
  ProviderTextSizeCase(
    label: "phone capped, with a percentage (ignored)", system: .accessibility5,
    maxSize: .accessibility3, textSize: .percent(150), range: .xSmall ... .accessibility3,
    category: .accessibility3, fontScale: 40.0 / 17, ignored: true),
  ProviderTextSizeCase(
    label: "Vision Pro with the app's AX1", idiom: .vision, system: .large,
    textSize: .category(.accessibility1), range: .accessibility1 ... .accessibility1,
    category: .accessibility1, fontScale: 28.0 / 17),
  ProviderTextSizeCase(
    label: "watch capped at xLarge", idiom: .watch, system: .accessibility3, maxSize: .xLarge,
    range: .xSmall ... .xLarge, category: .xLarge, fontScale: 17.0 / 16),
  ProviderTextSizeCase(
    label: "Mac with 150 %", idiom: .mac, system: .large, textSize: .percent(150),
    range: .xSmall ... .accessibility5, category: .large, fontScale: 1.5),
  ProviderTextSizeCase(
    label: "Mac with a category and a cap: nothing to write", idiom: .mac, system: .large,
    maxSize: .accessibility3, textSize: .category(.xLarge), range: .xSmall ... .accessibility5,
    category: .xLarge, fontScale: 19.0 / 17),
  ProviderTextSizeCase(
    label: "Apple TV with a cap", idiom: .tv, system: .accessibility5, maxSize: .xxLarge,
    range: .xSmall ... .accessibility5, category: .xxLarge, fontScale: 1),
])
func theProviderWritesOneTextSizePerWindow(_ c: ProviderTextSizeCase) {
  let metrics = WindowMetrics(
    windowWidth: 390, windowHeight: 844, displayScale: 3, contentSizeCategory: c.system,
    idiom: c.idiom, textSize: c.textSize)
  let configuration = metrics.configuration(maxSize: c.maxSize)
  let range = metrics.dynamicTypeRange(maxSize: c.maxSize)
  #expect(range == c.range)
  #expect(configuration.contentSizeCategory == c.category)
  #expect(isClose(configuration.fontScale, c.fontScale, tolerance: 1e-12))
  #expect(metrics.ignoresTextSize == c.ignored)
  // Where there is Dynamic Type, the size SwiftUI gives the content (the system's clamped into
  // the range) is the configuration's category: one size for the window.
  if metrics.platform.supportsDynamicType {
    #expect(
      min(max(c.system, range.lowerBound), range.upperBound) == configuration.contentSizeCategory)
  }
}

@Test func theIgnoredPercentMessageNamesTheFix() {
  #expect(AppTextSize.ignoredPercentMessage.contains(".category("))
  #expect(AppTextSize.ignoredPercentMessage.contains("macOS"))
}

@Test func theAppsDesignFrameReachesTheConfiguration() {
  let frame = DesignFrame(width: 390, height: 844)
  // What `.appDimens(designFrame:)` passes: the frame, kept through the cap and a text size.
  var metrics = WindowMetrics(
    windowWidth: 820, windowHeight: 1180, displayScale: 2, idiom: .pad, designFrame: frame)
  #expect(metrics.configuration().designFrame == frame)
  #expect(metrics.configuration(maxSize: .xxxLarge).designFrame == frame)
  metrics.textSize = .percent(150)
  #expect(metrics.configuration().designFrame == frame)
  // 100 × 820 ÷ 390, as Behavior Reference › Design frame's table says.
  #expect(abs(100.wdp(metrics.configuration()) - 210.25641) < 1e-5)
  metrics.designFrame = nil
  #expect(metrics.configuration().designFrame == nil)
}
