import AppDimensTestSupport
import Testing

@testable import AppDimens

// Expectations: the rows of WindowChoice's rule table, written from the rule (first match
// wins) and Behavior Reference › Configuration; devices and example insets as in
// Scenarios/ScenarioSupport.swift.

/// One input the decision meets, and what it must resolve.
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

private let cases: [WindowChoiceCase] = [
  .init(
    name: "a window read this pass beats a card's own frame",
    choice: WindowChoice(
      window: padLandscapeWindow, host: HostGeometry(width: 300, height: 200),
      environment: padTraits(), screenGuessWidth: 1366, screenGuessHeight: 1024, system: .uiKit),
    source: .window, width: 1366, height: 1024, maximumWidth: 1366, maximumHeight: 1024,
    isMultiWindow: false),
  .init(
    name: "a window read this pass beats the root, even a root at the top edge",
    choice: WindowChoice(
      window: padHalfPane, host: HostGeometry(width: 540, height: 620, top: 20),
      environment: padTraits(), system: .uiKit),
    source: .window, width: 678, height: 1024, maximumWidth: 1024, maximumHeight: 1366,
    isMultiWindow: true),
  .init(
    name: "a root at the top edge is the window before the probe has one",
    choice: WindowChoice(
      host: HostGeometry(width: 390, height: 763, top: 47, bottom: 34), environment: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .host, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "a root at the top edge beats the probe's last window",
    choice: WindowChoice(
      lastWindow: padHalfPane, host: HostGeometry(width: 390, height: 763, top: 47, bottom: 34),
      environment: traits(), screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .host, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "a reused cell off its window keeps its last window",
    choice: WindowChoice(
      lastWindow: padHalfPane, host: HostGeometry(width: 678, height: 60), environment: traits(),
      screenGuessWidth: 1366, screenGuessHeight: 1024, system: .uiKit),
    source: .lastWindow, width: 678, height: 1024, maximumWidth: 1024, maximumHeight: 1366,
    isMultiWindow: true),
  .init(
    name: "a root with a bottom inset only (a sheet) is no window: the main screen",
    choice: WindowChoice(
      host: HostGeometry(width: 390, height: 756, bottom: 34), environment: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .screenGuess, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "a cell before its probe: the scenes' one window (a Split View pane)",
    choice: WindowChoice(
      host: HostGeometry(width: 678, height: 60), environment: padTraits(),
      sceneWindows: [padHalfPane, padHalfPane], screenGuessWidth: 1366,
      screenGuessHeight: 1024, system: .uiKit),
    source: .sceneWindow, width: 678, height: 1024, maximumWidth: 1024, maximumHeight: 1366,
    isMultiWindow: true),
  .init(
    name: "scenes of different sizes say nothing: the main screen",
    choice: WindowChoice(
      host: HostGeometry(width: 678, height: 60), environment: padTraits(),
      sceneWindows: [padHalfPane, padLandscapeWindow], screenGuessWidth: 1366,
      screenGuessHeight: 1024, system: .uiKit),
    source: .screenGuess, width: 1366, height: 1024, maximumWidth: 1366, maximumHeight: 1024,
    isMultiWindow: false),
  .init(
    name: "visionOS before the probe: no screen to guess from, the root is the window",
    choice: WindowChoice(
      host: HostGeometry(width: 1280, height: 720),
      environment: traits(scale: 2, horizontal: .regular, idiom: .vision), system: .vision),
    source: .host, width: 1280, height: 720, maximumWidth: 1280, maximumHeight: 720,
    isMultiWindow: false),
  .init(
    name: "first pass on iOS, nothing measured: the main screen",
    choice: WindowChoice(
      environment: traits(), screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .screenGuess, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "a UIKit view not in a window: the baseline window",
    choice: WindowChoice(environment: traits(), system: .uiKit),
    source: .nothing, width: 300, height: 533, maximumWidth: 300, maximumHeight: 533,
    isMultiWindow: false),
  .init(
    name: "a window not laid out (zero bounds) is no measurement",
    choice: WindowChoice(
      window: WindowSample(width: 0, height: 0, screenWidth: 390, screenHeight: 844),
      host: HostGeometry(width: 390, height: 763, top: 47, bottom: 34), environment: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .host, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "a root laid out at zero or NaN is no measurement",
    choice: WindowChoice(
      host: HostGeometry(width: .nan, height: 0, top: 47), environment: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit),
    source: .screenGuess, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
  .init(
    name: "Mac Catalyst: a window smaller than its screen is not multi-window",
    choice: WindowChoice(
      window: WindowSample(width: 1280, height: 800, screenWidth: 1512, screenHeight: 982),
      environment: traits(scale: 2, horizontal: .regular, idiom: .mac), system: .uiKitOnMac),
    source: .window, width: 1280, height: 800, maximumWidth: 1280, maximumHeight: 800,
    isMultiWindow: false),
  .init(
    name: "native macOS: the root plus its toolbar inset",
    choice: WindowChoice(
      host: HostGeometry(width: 1024, height: 740, top: 28),
      environment: traits(scale: 2, horizontal: nil, vertical: nil, idiom: .mac),
      system: .appKit),
    source: .host, width: 1024, height: 768, maximumWidth: 1024, maximumHeight: 768,
    isMultiWindow: false),
  .init(
    name: "a container provider: the offer, no screen",
    choice: WindowChoice(
      host: HostGeometry(width: 170, height: 170), environment: traits(),
      screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit,
      options: ProviderOptions(window: .container)),
    source: .container, width: 170, height: 170, maximumWidth: 170, maximumHeight: 170,
    isMultiWindow: false),
  .init(
    name: "a design-frame provider: the frame, whatever the window",
    choice: WindowChoice(
      window: padLandscapeWindow, host: HostGeometry(width: 500, height: 400, top: 28),
      environment: padTraits(), system: .uiKit,
      options: ProviderOptions(window: .designFrame, designFrame: phoneFrame)),
    source: .designFrame, width: 390, height: 844, maximumWidth: 390, maximumHeight: 844,
    isMultiWindow: false),
]

@Test(arguments: cases)
func theChoiceFollowsItsRuleTable(_ row: WindowChoiceCase) {
  #expect(row.choice.source == row.source)
  let configuration = row.choice.configuration
  #expect(isClose(configuration.screenWidth, row.width, tolerance: 1e-9))
  #expect(isClose(configuration.screenHeight, row.height, tolerance: 1e-9))
  #expect(isClose(configuration.maximumWindowWidth, row.maximumWidth, tolerance: 1e-9))
  #expect(isClose(configuration.maximumWindowHeight, row.maximumHeight, tolerance: 1e-9))
  #expect(configuration.isMultiWindow == row.isMultiWindow)
  #expect(row.choice.measuredNothing == (row.source == .nothing))
}

/// How the provider measures: the options, the extension point and the system decide it
/// before any layout.
@Test func theMeasurementIsDecidedBeforeLayout() {
  func measurement(
    _ window: ProviderWindow, _ system: WindowSystem, extensionPoint: String? = nil
  ) -> WindowChoice.Measurement {
    WindowChoice(
      environment: traits(), system: system, options: ProviderOptions(window: window),
      extensionPoint: extensionPoint
    ).measurement
  }
  #expect(measurement(.automatic, .uiKit) == .behind(probesWindow: true))
  #expect(measurement(.automatic, .vision) == .behind(probesWindow: true))
  #expect(measurement(.automatic, .uiKitOnMac) == .behind(probesWindow: true))
  #expect(measurement(.automatic, .appKit) == .behind(probesWindow: false))
  #expect(measurement(.automatic, .watch) == .behind(probesWindow: false))
  #expect(
    measurement(.automatic, .uiKit, extensionPoint: WindowSystem.widgetExtensionPoint)
      == .container)
  #expect(measurement(.container, .appKit) == .container)
  #expect(measurement(.designFrame, .uiKit) == .none)
  #expect(
    measurement(.designFrame, .uiKit, extensionPoint: WindowSystem.widgetExtensionPoint)
      == .none)
}

/// The `i` variants through the choice: a Split View pane keeps the base value, a Catalyst
/// window of the same size on a bigger screen scales (16 × 678 ÷ 300 = 36.16).
@Test func theIgnoreMultiWindowVariantsFollowTheSystemsRule() {
  let onPad = WindowChoice(window: padHalfPane, environment: padTraits(), system: .uiKit)
  let onMac = WindowChoice(window: padHalfPane, environment: padTraits(), system: .uiKitOnMac)
  #expect(isClose(16.sdpi(onPad.configuration), 16, tolerance: 1e-9))
  #expect(isClose(16.sdpi(onMac.configuration), 36.16, tolerance: 1e-9))
  #expect(isClose(16.sdp(onPad.configuration), 36.16, tolerance: 1e-9))
}

/// The design frame: the options' frame, else the app's default, else none (the baseline).
@Test func theDesignFrameIsTheOptionsElseTheDefault() {
  let ipad = DesignFrame(width: 820, height: 1180)
  func frame(_ given: DesignFrame?, _ fallback: DesignFrame?) -> DesignFrame? {
    WindowChoice(
      window: phoneWindow, environment: traits(), system: .uiKit,
      options: ProviderOptions(designFrame: given), defaultDesignFrame: fallback
    ).configuration.designFrame
  }
  #expect(frame(nil, nil) == nil)
  #expect(frame(nil, phoneFrame) == phoneFrame)
  #expect(frame(ipad, phoneFrame) == ipad)
  #expect(frame(ipad, nil) == ipad)
}

/// The scale limits: the options' limits, else the app's default, else none; the
/// configuration carries them, so `16.sdp` on a 390-point phone window (1.3) is kept in range.
@Test func theScaleLimitsAreTheOptionsElseTheDefault() {
  func configuration(_ given: ClosedRange<Double>?, _ fallback: ClosedRange<Double>?)
    -> DimensConfiguration
  {
    WindowChoice(
      window: phoneWindow, environment: traits(), system: .uiKit,
      options: ProviderOptions(scaleLimits: given), defaultScaleLimits: fallback
    ).configuration
  }
  #expect(configuration(nil, nil).scaleLimits == nil)
  #expect(configuration(nil, 0.8...1.2).scaleLimits == 0.8...1.2)
  #expect(configuration(0.5...1, 0.8...1.2).scaleLimits == 0.5...1)
  #expect(16.sdp(configuration(nil, 0.8...1.2)) == 16 * 1.2)
  #expect(16.sdp(configuration(0.5...1, nil)) == 16)
  let uiKit = WindowChoice.uiKit(
    window: phoneWindow, traits: traits(), system: .uiKit, maxSize: nil, designFrame: nil,
    scaleLimits: 0.8...1.2)
  #expect(uiKit.configuration.scaleLimits == 0.8...1.2)
}

/// Text, size classes, display scale and idiom are the environment's; the window brings only
/// its size and screen.
@Test func theTraitsAreTheEnvironments() {
  let environment = traits(
    scale: 2, category: .accessibility2, horizontal: .compact, vertical: .compact, idiom: .pad)
  let configuration = WindowChoice(
    window: padLandscapeWindow, environment: environment, system: .uiKit
  ).configuration
  #expect(configuration.contentSizeCategory == .accessibility2)
  #expect(configuration.horizontalSizeClass == .compact)
  #expect(configuration.verticalSizeClass == .compact)
  #expect(configuration.displayScale == 2)
  #expect(configuration.idiom == .pad)
  // HIG: body at AX2 is 33 pt.
  #expect(isClose(configuration.fontScale, 33.0 / 17, tolerance: 1e-12))
}

/// A nested provider is one that measures a window inside another's content; a container or
/// a design-frame provider measures none.
@Test(arguments: [ProviderWindow.automatic, .container, .designFrame])
func onlyAnAutomaticProviderInsideAnotherIsNested(_ window: ProviderWindow) {
  for system in WindowSystem.allCases {
    let inside = WindowChoice(
      environment: traits(), system: system, options: ProviderOptions(window: window),
      isInsideProvider: true)
    let outside = WindowChoice(
      environment: traits(), system: system, options: ProviderOptions(window: window))
    #expect(inside.isNestedProvider == (window == .automatic))
    #expect(!outside.isNestedProvider)
  }
}

/// Hostile reports never trap and always give a usable window.
@Test func hostileReportsNeverTrap() {
  var random = SplitMix64(seed: 26)
  let garbage: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e-300, 1e300, 390]
  func sample() -> WindowSample? {
    random.unit() < 0.5
      ? nil
      : WindowSample(
        width: random.pick(garbage), height: random.pick(garbage),
        screenWidth: random.pick(garbage), screenHeight: random.pick(garbage))
  }
  for _ in 0..<500 {
    let host = HostGeometry(
      width: random.pick(garbage), height: random.pick(garbage), top: random.pick(garbage),
      leading: random.pick(garbage), bottom: random.pick(garbage),
      trailing: random.pick(garbage))
    let windows = [sample(), sample()].compactMap { $0 }
    let choice = WindowChoice(
      window: sample(), lastWindow: sample(), host: host,
      environment: traits(scale: random.pick(garbage)), sceneWindows: windows,
      screenGuessWidth: random.pick(garbage), screenGuessHeight: random.pick(garbage),
      system: random.pick(WindowSystem.allCases),
      options: ProviderOptions(
        window: random.pick([ProviderWindow.automatic, .container, .designFrame]),
        designFrame: random.unit() < 0.5
          ? nil : DesignFrame(width: random.pick(garbage), height: random.pick(garbage))))
    let configuration = choice.configuration
    #expect((1...100_000).contains(configuration.screenWidth))
    #expect((1...100_000).contains(configuration.screenHeight))
    #expect(configuration.maximumWindowWidth >= configuration.screenWidth)
    #expect(choice.contentDynamicTypeRange.lowerBound <= choice.contentDynamicTypeRange.upperBound)
  }
}
