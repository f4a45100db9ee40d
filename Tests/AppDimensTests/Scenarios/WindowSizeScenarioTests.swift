import AppDimensTestSupport
import Testing

@testable import AppDimens

// Scenarios of the window's size, pass by pass: each pass is one run of the provider's `body`
// (or one `current(in:)` call) with what the adapter reads at that moment. What Apple
// documents about the moment, cited per test, decides the inputs; the expected numbers are
// hand computations (Scenarios/ScenarioSupport.swift). None of this ran on a device: see
// Documentation/AppleIntegration.md › "Inferred, not observed".

@Suite struct WindowSizeScenarios {
  /// An iPhone turns to landscape. UIKit resizes the window before it lays out its views
  /// (`viewWillTransition(to:with:)`: "UIKit calls this method before changing the size of a
  /// presented view controller's view", developer.apple.com/documentation/uikit/
  /// uicontentcontainer/viewwilltransition(to:with:)), and the vertical size class becomes
  /// compact (HIG › Layout › Device size classes: an iPhone in landscape is compact height), which runs the provider's
  /// `body` before the root's geometry state catches up. That pass reads the window itself.
  @Test func anIPhoneRotationIsSeenInThePassThatShowsIt() {
    let portraitRoot = HostGeometry(width: 390, height: 763, top: 47, bottom: 34)
    let passes = [
      Pass(
        name: "portrait",
        choice: .init(
          window: phoneWindow, host: portraitRoot, environment: traits(),
          screenGuessWidth: 390, screenGuessHeight: 844, system: .uiKit)),
      Pass(
        name: "the size-class change runs body; the root's state is still portrait",
        choice: .init(
          window: phoneLandscapeWindow, host: portraitRoot,
          environment: traits(vertical: .compact), screenGuessWidth: 390,
          screenGuessHeight: 844, system: .uiKit)),
      Pass(
        name: "the root's geometry arrives",
        choice: .init(
          window: phoneLandscapeWindow,
          host: HostGeometry(width: 750, height: 369, leading: 47, bottom: 21, trailing: 47),
          environment: traits(vertical: .compact), screenGuessWidth: 390,
          screenGuessHeight: 844, system: .uiKit)),
    ]
    let widths = passes.map(\.choice.configuration.screenWidth)
    #expect(widths == [390, 844, 844])
    // 100.wdp: 100 × 844 ÷ 300 from the first landscape pass on.
    #expect(isClose(100.wdp(passes[1].choice.configuration), 281.333333, tolerance: 1e-6))
    #expect(passes[1].choice.configuration.verticalSizeClass == .compact)
    #expect(passes.allSatisfy { !$0.choice.configuration.isMultiWindow })
  }

  /// An iPad turns; its size classes stay regular (HIG › Layout › Device size classes: an iPad is
  /// regular in both orientations), so nothing in the environment changes. SwiftUI lays the root out at the
  /// new size and the background reader's new geometry runs `body`; that pass reads the window,
  /// which UIKit resized first. The pass before it (no change seen yet) keeps the old window.
  @Test func anIPadRotationIsSeenInThePassTheRootsGeometryRuns() {
    let passes = [
      Pass(
        name: "landscape",
        choice: .init(
          window: padLandscapeWindow, host: HostGeometry(width: 1366, height: 1004, top: 20),
          environment: padTraits(), system: .uiKit)),
      Pass(
        name: "portrait: the root's new geometry runs body, the window is read again",
        choice: .init(
          window: padPortraitWindow, host: HostGeometry(width: 1024, height: 1346, top: 20),
          environment: padTraits(), system: .uiKit)),
    ]
    let configurations = passes.map(\.choice.configuration)
    #expect(configurations.map(\.screenWidth) == [1366, 1024])
    // 16.sdp follows the smallest width, 1024 in both: 16 × 1024 ÷ 300.
    #expect(configurations.allSatisfy { isClose(16.sdp($0), 54.613333, tolerance: 1e-6) })
    // 100.wdp: 100 × 1366 ÷ 300, then 100 × 1024 ÷ 300.
    #expect(isClose(100.wdp(configurations[0]), 455.333333, tolerance: 1e-6))
    #expect(isClose(100.wdp(configurations[1]), 341.333333, tolerance: 1e-6))
  }

  /// A Stage Manager window is dragged smaller. Each step changes the scene's
  /// `effectiveGeometry` ("Observing effectiveGeometry is the recommended way to receive
  /// notifications of changes to the window scene's geometry", developer.apple.com/
  /// documentation/uikit/uiwindowscene/effectivegeometry) and the root's size; every pass
  /// reads the window as it is, so no step resolves the previous step's window.
  @Test func aStageManagerDragIsNeverAStepBehind() {
    let steps: [(Double, Double)] = [(1000, 800), (900, 700), (800, 600)]
    let choices = steps.map { width, height in
      WindowChoice(
        window: WindowSample(width: width, height: height, screenWidth: 1366, screenHeight: 1024),
        host: HostGeometry(width: width, height: height - 24, top: 24),
        environment: padTraits(), system: .uiKit)
    }
    // 16.sdp = 16 × min side ÷ 300: 800, 700, 600.
    let expected = [42.666667, 37.333333, 32]
    for (choice, value) in zip(choices, expected) {
      #expect(isClose(16.sdp(choice.configuration), value, tolerance: 1e-6))
      // Below 95 % of the 1366 × 1024 screen: multi-window, so 16.sdpi keeps its base value.
      #expect(choice.configuration.isMultiWindow)
      #expect(isClose(16.sdpi(choice.configuration), 16, tolerance: 1e-9))
    }
  }

  /// A fixed-size island (a 300 × 200 card) in a Stage Manager window: the card's own frame
  /// does not change, so SwiftUI runs no `body` for it; the scene's `effectiveGeometry`
  /// observation reports the change and the next pass reads the resized window.
  @Test func aFixedSizeIslandFollowsItsResizedWindowOnTheObservedPass() {
    let card = HostGeometry(width: 300, height: 200)
    let before = WindowChoice(
      window: WindowSample(width: 1000, height: 800, screenWidth: 1366, screenHeight: 1024),
      host: card, environment: padTraits(), system: .uiKit)
    let observed = WindowChoice(
      window: WindowSample(width: 700, height: 600, screenWidth: 1366, screenHeight: 1024),
      host: card, environment: padTraits(), system: .uiKit)
    #expect(before.configuration.screenWidth == 1000)
    #expect(observed.configuration.screenWidth == 700)
    #expect(isClose(16.sdp(observed.configuration), 32, tolerance: 1e-9))
  }

  /// Split View first frames. A `WindowGroup` root launched in the half pane: its first
  /// `body` runs before layout (nothing measured: the main screen stands in, a frame never
  /// shown), its `onAppear` ("completes before the first rendered frame appears",
  /// developer.apple.com/documentation/swiftui/view/onappear(perform:)) records the root, which
  /// reaches the top of the pane, so the first frame shown is the pane's; the probe then
  /// confirms it. A cell laid out before its probe joins the pane uses the window the app's
  /// scene already showed.
  @Test func splitViewFirstFramesAreThePanes() {
    let root = HostGeometry(width: 678, height: 1004, top: 20)
    let passes = [
      Pass(
        name: "before layout",
        choice: .init(
          environment: padTraits(), screenGuessWidth: 1366, screenGuessHeight: 1024,
          system: .uiKit)),
      Pass(
        name: "onAppear: the root, before the first frame",
        choice: .init(
          host: root, environment: padTraits(), screenGuessWidth: 1366,
          screenGuessHeight: 1024, system: .uiKit)),
      Pass(
        name: "the probe in its window",
        choice: .init(
          window: padHalfPane, host: root, environment: padTraits(), screenGuessWidth: 1366,
          screenGuessHeight: 1024, system: .uiKit)),
      Pass(
        name: "a cell before its probe joins",
        choice: .init(
          host: HostGeometry(width: 678, height: 60), environment: padTraits(),
          sceneWindows: [padHalfPane], screenGuessWidth: 1366, screenGuessHeight: 1024,
          system: .uiKit)),
    ]
    #expect(passes[0].choice.source == .screenGuess)
    for pass in passes.dropFirst() {
      let configuration = pass.choice.configuration
      #expect(configuration.screenWidth == 678, "\(pass.name)")
      #expect(configuration.screenHeight == 1024, "\(pass.name)")
      #expect(configuration.isMultiWindow, "\(pass.name)")
      // 16 × 678 ÷ 300.
      #expect(isClose(16.sdp(configuration), 36.16, tolerance: 1e-9), "\(pass.name)")
    }
  }

  /// The keyboard rises: SwiftUI's safe area includes "the current extent of any software
  /// keyboard displayed over the view content" (developer.apple.com/documentation/swiftui/
  /// safearearegions/keyboard), so the
  /// root shrinks by what the bottom inset grows. The geometry the provider keeps is the same,
  /// so it writes no state and no pass runs for the keyboard.
  @Test func theKeyboardChangesNothing() {
    let resting = HostGeometry(width: 390, height: 763, top: 47, bottom: 34)
    let typing = HostGeometry(width: 390, height: 467, top: 47, bottom: 330)
    #expect(resting == typing)
  }

  /// A window sized by its content (macOS `Settings`, `.windowResizability(.contentSize)`,
  /// `MenuBarExtra(.window)`, a visionOS volume): with `window: .designFrame` no pass depends
  /// on the window, so however the content resizes it, the values stay the design's. The same
  /// root with `.automatic` follows every resize, which would resize the content again.
  @Test func aContentSizedWindowNeverFeedsBack() {
    let mac = traits(scale: 2, horizontal: nil, vertical: nil, idiom: .mac)
    let growingRoots = [(400.0, 300.0), (520.0, 390.0), (676.0, 507.0)].map {
      HostGeometry(width: $0.0, height: $0.1, top: 28)
    }
    let designFramed = growingRoots.map {
      WindowChoice(
        host: $0, environment: mac, system: .appKit,
        options: ProviderOptions(textSize: .percent(150), window: .designFrame))
    }
    for choice in designFramed {
      // The 300 × 533 baseline window: 16.sdp is 16; 13.ssp is 13 × 1.5 (the app's 150 %).
      #expect(isClose(16.sdp(choice.configuration), 16, tolerance: 1e-12))
      #expect(isClose(13.ssp(choice.configuration), 19.5, tolerance: 1e-12))
    }
    let automatic = growingRoots.map {
      WindowChoice(host: $0, environment: mac, system: .appKit).configuration.screenWidth
    }
    #expect(automatic == [400, 520, 676])
  }

  /// The first pass on macOS: nothing is measured yet, and the content's size sets the
  /// window's default size. It resolves against the design frame, so every value is its
  /// design number (the size the app would have without the package), then the root.
  @Test func aMacFirstPassKeepsTheDesignsNumbers() {
    let mac = traits(scale: 2, horizontal: nil, vertical: nil, idiom: .mac)
    let frame = DesignFrame(width: 1024, height: 768)
    let first = WindowChoice(
      environment: mac, system: .appKit, options: ProviderOptions(designFrame: frame))
    #expect(first.source == .nothing)
    #expect(isClose(16.sdp(first.configuration), 16, tolerance: 1e-12))
    #expect(isClose(100.wdp(first.configuration), 100, tolerance: 1e-12))
    let unframed = WindowChoice(environment: mac, system: .appKit)
    #expect(isClose(16.sdp(unframed.configuration), 16, tolerance: 1e-12))
    // Then the measured root: 1200 × 772 + a 28-point toolbar = 1200 × 800; 16 × 800 ÷ 768.
    let measured = WindowChoice(
      host: HostGeometry(width: 1200, height: 772, top: 28), environment: mac,
      system: .appKit, options: ProviderOptions(designFrame: frame))
    #expect(isClose(16.sdp(measured.configuration), 16.666667, tolerance: 1e-6))
  }

  /// A widget: WidgetKit renders no UIKit view, so in its extension (`NSExtension` ›
  /// `NSExtensionPointIdentifier` = `com.apple.widgetkit-extension`, Xcode's widget template)
  /// the provider measures its container in the one render. A 170 × 170 family: 16 × 170 ÷ 300.
  @Test func aWidgetMeasuresItsContainer() {
    let widget = WindowChoice(
      host: HostGeometry(width: 170, height: 170), environment: traits(), system: .uiKit,
      extensionPoint: WindowSystem.widgetExtensionPoint)
    #expect(widget.measurement == .container)
    #expect(widget.source == .container)
    #expect(isClose(16.sdp(widget.configuration), 9.066667, tolerance: 1e-6))
    #expect(!widget.configuration.isMultiWindow)
  }

  /// The watch: its screen (`WKInterfaceDevice.current().screenBounds`) is its window. A 45 mm
  /// watch, 198 × 242 @2x, at xLarge: 16 × 198 ÷ 300, and the watch's body ramp (16 pt at
  /// Large, 17 at xLarge: HIG Typography › watchOS).
  @Test func aWatchsScreenIsItsWindow() {
    let watch = WindowChoice(
      window: WindowSample(width: 198, height: 242),
      environment: traits(
        scale: 2, category: .xLarge, horizontal: nil, vertical: nil, idiom: .watch),
      system: .watch)
    #expect(watch.measurement == .behind(probesWindow: false))
    #expect(isClose(16.sdp(watch.configuration), 10.56, tolerance: 1e-9))
    #expect(isClose(watch.configuration.fontScale, 17.0 / 16, tolerance: 1e-12))
    #expect(watch.text.platform == .watchOS)
  }

  /// Pixel rounding asked at the root: `.appDimens(roundsToPixels: true)` (SwiftUI) or
  /// `DimensConfiguration.defaultRoundsToPixels` (UIKit's `current(in:)` default) reaches the
  /// configuration the provider writes, so `16.sdp` lands on the @3x grid: 16 × 390 ÷ 300 = 20.8
  /// = 62.4 px → 62 px → 20.666667. An explicit `false` in the call wins over the app's default;
  /// nothing asked leaves 20.8.
  @Test func pixelRoundingAskedAtTheRootReachesEveryValue() {
    let asked = WindowChoice(
      window: phoneWindow, environment: traits(), system: .uiKit,
      options: ProviderOptions(roundsToPixels: true))
    #expect(asked.configuration.roundsToPixels)
    #expect(isClose(16.sdp(asked.configuration), 62.0 / 3, tolerance: 1e-12))
    let byDefault = WindowChoice(
      window: phoneWindow, environment: traits(), system: .uiKit, defaultRoundsToPixels: true)
    #expect(isClose(16.sdp(byDefault.configuration), 62.0 / 3, tolerance: 1e-12))
    let refused = WindowChoice(
      window: phoneWindow, environment: traits(), system: .uiKit,
      options: ProviderOptions(roundsToPixels: false), defaultRoundsToPixels: true)
    #expect(!refused.configuration.roundsToPixels)
    #expect(isClose(16.sdp(refused.configuration), 20.8, tolerance: 1e-12))
    let plain = WindowChoice(window: phoneWindow, environment: traits(), system: .uiKit)
    #expect(isClose(16.sdp(plain.configuration), 20.8, tolerance: 1e-12))
  }
}
