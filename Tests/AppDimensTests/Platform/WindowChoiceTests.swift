import AppDimensTestSupport
import Testing

@testable import AppDimens

// Expectations: window sizes are Apple's published point sizes (iPhone 14 and 15: 390 × 844
// at @3x; 12.9-inch iPad Pro: 1024 × 1366 at @2x; a half Split View pane on it in landscape:
// 678 points wide, as the device catalog lists Apple's widths; Apple Watch 45 mm: 198 × 242 at
// @2x). The safe-area insets of a root are inputs chosen for the example; the window they add
// up to and the multi-window verdicts are hand computations of Behavior Reference ›
// Configuration (multi-window: below 95 % of the screen, the screen turned to the window's
// orientation).

/// Traits as SwiftUI's environment or a UIKit view reports them.
private func traits(
  scale: Double = 3, category: ContentSizeCategory = .large, horizontal: SizeClass? = .compact,
  vertical: SizeClass? = .regular, idiom: DeviceIdiom = .phone
) -> WindowTraits {
  WindowTraits(
    displayScale: scale, contentSizeCategory: category, horizontalSizeClass: horizontal,
    verticalSizeClass: vertical, idiom: idiom)
}

/// One situation an adapter meets, and the configuration it must build.
struct WindowChoiceCase: Sendable, CustomTestStringConvertible {
  let name: String
  let choice: WindowChoice
  let source: WindowChoice.Source
  let width: Double
  let height: Double
  let maximumWidth: Double
  let maximumHeight: Double
  let isMultiWindow: Bool
  var testDescription: String { name }
}

private let iPadTraits = traits(scale: 2, horizontal: .regular, vertical: .regular, idiom: .pad)

private let cases: [WindowChoiceCase] = [
  .init(
    name: "a 300 × 200 hosting-controller card in a full-screen iPad window: the window",
    choice: WindowChoice(
      window: WindowSample(
        width: 1366, height: 1024, screenWidth: 1366, screenHeight: 1024, traits: iPadTraits),
      host: HostGeometry(width: 300, height: 200), traits: iPadTraits,
      screenGuessWidth: 1366, screenGuessHeight: 1024, system: .uiKit),
    source: .window, width: 1366, height: 1024, maximumWidth: 1366, maximumHeight: 1024,
    isMultiWindow: false),
  .init(
    name: "a form sheet's island in a half Split View pane: the pane, multi-window",
    choice: WindowChoice(
      window: WindowSample(
        width: 678, height: 1024, screenWidth: 1366, screenHeight: 1024, traits: iPadTraits),
      host: HostGeometry(width: 540, height: 620), traits: iPadTraits, system: .uiKit),
    source: .window, width: 678, height: 1024, maximumWidth: 1024, maximumHeight: 1366,
    isMultiWindow: true),
  .init(
    name: "iPhone root before the probe: root plus insets is the window",
    choice: WindowChoice(
      host: HostGeometry(width: 390, height: 763, top: 47, bottom: 34), traits: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .host, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "Split View root before the probe: multi-window from the first frame",
    choice: WindowChoice(
      host: HostGeometry(width: 678, height: 1004, top: 20), traits: iPadTraits,
      screenGuessWidth: 1366, screenGuessHeight: 1024, system: .uiKit),
    source: .host, width: 678, height: 1024, maximumWidth: 1024, maximumHeight: 1366,
    isMultiWindow: true),
  .init(
    name: "a cell before the probe: its 390 × 60 frame is no window, the main screen stands in",
    choice: WindowChoice(
      host: HostGeometry(width: 390, height: 60), traits: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .screenGuess, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "visionOS before the probe: no screen to guess from, the root is the window",
    choice: WindowChoice(
      host: HostGeometry(width: 1280, height: 720),
      traits: traits(scale: 2, horizontal: .regular, idiom: .vision), system: .vision),
    source: .host, width: 1280, height: 720, maximumWidth: 1280, maximumHeight: 720,
    isMultiWindow: false),
  .init(
    name: "first layout, nothing measured: the main screen is the window",
    choice: WindowChoice(
      traits: traits(), screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .screenGuess, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "a UIKit view not in a window: the baseline",
    choice: WindowChoice(traits: traits(), system: .uiKit),
    source: .baseline, width: 300, height: 533, maximumWidth: 300, maximumHeight: 533,
    isMultiWindow: false),
  .init(
    name: "a window not laid out yet (zero bounds) is no measurement",
    choice: WindowChoice(
      window: WindowSample(
        width: 0, height: 0, screenWidth: 390, screenHeight: 844, traits: traits()),
      host: HostGeometry(width: 390, height: 763, top: 47, bottom: 34), traits: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .host, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "a host SwiftUI laid out at zero or NaN is no measurement",
    choice: WindowChoice(
      host: HostGeometry(width: .nan, height: 0), traits: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .screenGuess, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "Mac Catalyst: a window smaller than its screen is not multi-window",
    choice: WindowChoice(
      window: WindowSample(
        width: 1280, height: 800, screenWidth: 1512, screenHeight: 982,
        traits: traits(scale: 2, horizontal: .regular, idiom: .mac)),
      traits: traits(), system: .uiKitOnMac),
    source: .window, width: 1280, height: 800, maximumWidth: 1280, maximumHeight: 800,
    isMultiWindow: false),
  .init(
    name: "native macOS: the root plus its toolbar inset, never multi-window",
    choice: WindowChoice(
      host: HostGeometry(width: 1024, height: 740, top: 28),
      traits: traits(scale: 2, horizontal: nil, vertical: nil, idiom: .mac), system: .appKit),
    source: .host, width: 1024, height: 768, maximumWidth: 1024, maximumHeight: 768,
    isMultiWindow: false),
  .init(
    name: "visionOS: a window in space has no screen",
    choice: WindowChoice(
      window: WindowSample(
        width: 1280, height: 720, traits: traits(scale: 2, horizontal: .regular, idiom: .vision)),
      traits: traits(), system: .vision),
    source: .window, width: 1280, height: 720, maximumWidth: 1280, maximumHeight: 720,
    isMultiWindow: false),
  .init(
    name: "widget: the container, no screen",
    choice: WindowChoice(
      host: HostGeometry(width: 170, height: 170), traits: traits(), system: .uiKit),
    source: .host, width: 170, height: 170, maximumWidth: 170, maximumHeight: 170,
    isMultiWindow: false),
]

@Test(arguments: cases)
func theChoiceBuildsTheWindowsConfiguration(_ row: WindowChoiceCase) {
  #expect(row.choice.source == row.source)
  let configuration = row.choice.metrics().configuration()
  #expect(isClose(configuration.screenWidth, row.width, tolerance: 1e-9))
  #expect(isClose(configuration.screenHeight, row.height, tolerance: 1e-9))
  #expect(isClose(configuration.maximumWindowWidth, row.maximumWidth, tolerance: 1e-9))
  #expect(isClose(configuration.maximumWindowHeight, row.maximumHeight, tolerance: 1e-9))
  #expect(configuration.isMultiWindow == row.isMultiWindow)
  #expect(row.choice.resolvesAgainstBaseline == (row.source == .baseline))
}

/// The `i` variants through the choice: a Split View pane keeps the base value, a Catalyst
/// window of the same size on a bigger screen scales (16 × 678 ÷ 300 = 36.16).
@Test func theIgnoreMultiWindowVariantsFollowTheSystemsRule() {
  let pane = WindowSample(
    width: 678, height: 1024, screenWidth: 1366, screenHeight: 1024, traits: iPadTraits)
  let onPad = WindowChoice(window: pane, traits: iPadTraits, system: .uiKit)
  let onMac = WindowChoice(window: pane, traits: iPadTraits, system: .uiKitOnMac)
  #expect(isClose(16.sdpi(onPad.metrics().configuration()), 16, tolerance: 1e-9))
  #expect(isClose(16.sdpi(onMac.metrics().configuration()), 36.16, tolerance: 1e-9))
  #expect(isClose(16.sdp(onPad.metrics().configuration()), 36.16, tolerance: 1e-9))
}

/// The trait source: a found window's traits (with its overrides) win over the environment's
/// or the view's; without a window the given traits are used.
@Test func aFoundWindowsTraitsWin() {
  let overridden = traits(
    scale: 2, category: .accessibility2, horizontal: .regular, vertical: .regular, idiom: .pad)
  let environment = traits(scale: 3, category: .large, horizontal: .compact, idiom: .phone)
  let window = WindowSample(width: 1024, height: 1366, traits: overridden)
  let withWindow = WindowChoice(window: window, traits: environment, system: .uiKit).metrics()
  #expect(withWindow.contentSizeCategory == .accessibility2)
  #expect(withWindow.horizontalSizeClass == .regular)
  #expect(withWindow.displayScale == 2)
  #expect(withWindow.idiom == .pad)
  // A window that is not laid out yet still carries the window's traits.
  let unsized = WindowSample(width: 0, height: 0, traits: overridden)
  #expect(
    WindowChoice(window: unsized, traits: environment, system: .uiKit).metrics()
      .contentSizeCategory == .accessibility2)
  let withoutWindow = WindowChoice(traits: environment, system: .uiKit).metrics()
  #expect(withoutWindow.contentSizeCategory == .large)
  #expect(withoutWindow.horizontalSizeClass == .compact)
  #expect(withoutWindow.displayScale == 3)
  #expect(withoutWindow.idiom == .phone)
}

/// Text follows the chosen traits and the app's text size: AX2 from the window's override
/// makes iOS body 17 → 33 pt (HIG Typography › Specifications, larger accessibility type
/// sizes: body at AX2 is 33), so fontScale 33 ÷ 17; the app's xLarge is body 19.
@Test func textFollowsTheWindowsTraitsAndTheAppsTextSize() {
  let window = WindowSample(
    width: 390, height: 844, screenWidth: 390, screenHeight: 844,
    traits: traits(category: .accessibility2))
  let choice = WindowChoice(window: window, traits: traits(), system: .uiKit)
  #expect(isClose(choice.metrics().configuration().fontScale, 33.0 / 17, tolerance: 1e-12))
  let xLarge = choice.metrics(textSize: .category(.xLarge)).configuration()
  #expect(xLarge.contentSizeCategory == .xLarge)
  #expect(isClose(xLarge.fontScale, 19.0 / 17, tolerance: 1e-12))
}

/// The app's design frame reaches the configuration of the chosen window, whatever the
/// window: on the 390 × 844 frame itself `16.sdp` is 16, and without a frame the baseline stays.
@Test func theAppsDesignFrameReachesTheChosenWindow() {
  let window = WindowSample(
    width: 390, height: 844, screenWidth: 390, screenHeight: 844, traits: traits())
  let choice = WindowChoice(window: window, traits: traits(), system: .uiKit)
  let frame = DesignFrame(width: 390, height: 844)
  let framed = choice.metrics(designFrame: frame).configuration()
  #expect(framed.designFrame == frame)
  #expect(16.sdp(framed) == 16)
  #expect(
    choice.metrics(textSize: .category(.xLarge), designFrame: frame).configuration()
      .designFrame == frame)
  // 16 × 390 ÷ 300 without one.
  #expect(isClose(16.sdp(choice.metrics().configuration()), 20.8, tolerance: 1e-12))
}

/// The watch: its screen is its window. A 45 mm watch at xLarge: 16.sdp follows the 198-point
/// width (16 × 198 ÷ 300 = 10.56) and text the watch ramp (body 16 → 17 at xLarge, Apple HIG
/// Typography › watchOS: fontScale 17 ÷ 16).
@Test func theWatchsScreenIsItsWindow() {
  let watchTraits = traits(
    scale: 2, category: .xLarge, horizontal: nil, vertical: nil, idiom: .watch)
  let screen = WindowSample(width: 198, height: 242, traits: watchTraits)
  let configuration = WindowChoice(window: screen, traits: watchTraits, system: .watch)
    .metrics().configuration()
  #expect(configuration.platform == .watchOS)
  #expect(configuration.uiMode == .watch)
  #expect(!configuration.isMultiWindow)
  #expect(isClose(16.sdp(configuration), 10.56, tolerance: 1e-9))
  #expect(isClose(configuration.fontScale, 17.0 / 16, tolerance: 1e-12))
}

/// Hostile reports never trap and always give a usable window.
@Test func hostileReportsNeverTrap() {
  var random = SplitMix64(seed: 26)
  let garbage: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e-300, 1e300, 390]
  for _ in 0..<500 {
    let window =
      random.unit() < 0.5
      ? nil
      : WindowSample(
        width: random.pick(garbage), height: random.pick(garbage),
        screenWidth: random.pick(garbage), screenHeight: random.pick(garbage),
        traits: traits(scale: random.pick(garbage)))
    let host = HostGeometry(
      width: random.pick(garbage), height: random.pick(garbage), top: random.pick(garbage),
      leading: random.pick(garbage), bottom: random.pick(garbage),
      trailing: random.pick(garbage))
    let choice = WindowChoice(
      window: window, host: host, traits: traits(scale: random.pick(garbage)),
      screenGuessWidth: random.pick(garbage), screenGuessHeight: random.pick(garbage),
      system: random.pick(WindowSystem.allCases))
    let configuration = choice.metrics().configuration()
    #expect((1...100_000).contains(configuration.screenWidth))
    #expect((1...100_000).contains(configuration.screenHeight))
    #expect(configuration.maximumWindowWidth >= configuration.screenWidth)
  }
}
