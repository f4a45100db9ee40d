import AppDimensTestSupport
import Testing

@testable import AppDimens

// Scenarios of a UIKit app with SwiftUI islands: one window, one size, one design frame,
// whichever adapter resolves. Apple's documentation for each situation is cited per test; the
// numbers are hand computations (ScenarioSupport).

@Suite struct IslandScenarios {
  /// A UIKit app sets the design frame once at launch; a SwiftUI card (a hosting controller's
  /// root) and a UIKit view share a 390 × 844 window. The provider gives no frame of its own,
  /// so it takes the default, as `current(in:)` does: `16.sdp` is 16 in both; without a
  /// default, 16 × 390 ÷ 300 = 20.8 in both.
  @Test func anIslandAndUIKitAgreeOnTheDefaultDesignFrame() {
    let card = HostGeometry(width: 300, height: 200)
    for (frame, expected) in [(phoneFrame as DesignFrame?, 16.0), (nil, 20.8)] {
      let island = WindowChoice(
        window: phoneWindow, host: card, environment: traits(), system: .uiKit,
        defaultDesignFrame: frame)
      // `current(in: view)`'s default argument is the default frame.
      let uiKit = WindowChoice.uiKit(
        window: phoneWindow, traits: traits(), system: .uiKit, maxSize: nil, designFrame: frame)
      #expect(isClose(16.sdp(island.configuration), expected, tolerance: 1e-12))
      #expect(island.configuration == uiKit.configuration)
    }
  }

  /// A SwiftUI `.sheet` (or popover) inside a provider inherits the presenter's environment —
  /// "As of Xcode 12.0 (the iOS 14.0/macOS 11.0 SDKs), sheets do inherit their environment"
  /// (Ole Begemann, oleb.net/2020/sheet-environment, confirmed by the SwiftUI team) — so it
  /// reads the presenter's configuration, on the Mac too, where the sheet is a window of its
  /// own. A second provider in it measures again: nested, on every system.
  @Test func aSwiftUISheetReadsItsPresentersProvider() {
    for system in WindowSystem.allCases {
      let inSheet = WindowChoice(
        host: HostGeometry(width: 540, height: 620), environment: traits(), system: system,
        isInsideProvider: true)
      #expect(inSheet.isNestedProvider, "\(system)")
    }
  }

  /// A hosting controller presented from UIKit as a page sheet: UIKit presents it in the
  /// presenter's window, so the window is the measure, not the sheet. Its first pass has no
  /// window yet and its root does not start at the window's top (a sheet never does): the
  /// main screen, which is the iPhone's window; then the probe's window. Same numbers.
  @Test func aUIKitPageSheetMeasuresItsPresentersWindow() {
    let sheetRoot = HostGeometry(width: 390, height: 756, bottom: 34)
    let first = WindowChoice(
      host: sheetRoot, environment: traits(), screenGuessWidth: 390, screenGuessHeight: 844,
      system: .uiKit)
    let probed = WindowChoice(
      window: phoneWindow, host: sheetRoot, environment: traits(), screenGuessWidth: 390,
      screenGuessHeight: 844, system: .uiKit)
    #expect(first.source == .screenGuess)
    #expect(probed.source == .window)
    #expect(first.configuration == probed.configuration)
  }

  /// A popover's island on an iPad: the size is the iPad's window (the contract: a child never
  /// becomes the reference), and the size classes are whatever its own trait collection says —
  /// the environment the popover's SwiftUI text sees — compact or regular alike.
  @Test(arguments: [SizeClass.compact, .regular])
  func aPopoverTakesTheWindowsSizeAndItsOwnSizeClasses(_ horizontal: SizeClass) {
    let popover = WindowChoice(
      window: padLandscapeWindow, host: HostGeometry(width: 320, height: 400),
      environment: traits(scale: 2, horizontal: horizontal, vertical: .regular, idiom: .pad),
      system: .uiKit)
    #expect(popover.configuration.screenWidth == 1366)
    #expect(popover.configuration.horizontalSizeClass == horizontal)
  }

  /// A form sheet in a half Split View pane, before its probe has joined: the app's one scene
  /// shows the pane, so the first pass is the pane, not the whole screen.
  @Test func aFormSheetInSplitViewStartsWithThePane() {
    let first = WindowChoice(
      host: HostGeometry(width: 540, height: 620), environment: padTraits(),
      sceneWindows: [padHalfPane], screenGuessWidth: 1366, screenGuessHeight: 1024,
      system: .uiKit)
    #expect(first.configuration.screenWidth == 678)
    #expect(first.configuration.isMultiWindow)
  }

  /// Cells: a `UIHostingConfiguration` row is laid out (a 390 × 60 frame, no insets) before
  /// it is in the table's window; the pass before its probe joins uses the window the app
  /// shows; a reused cell, moved out of the window, keeps its last window.
  @Test func cellsResolveTheirTablesWindow() {
    let row = HostGeometry(width: 390, height: 60)
    let beforeJoining = WindowChoice(
      host: row, environment: traits(), sceneWindows: [phoneWindow], screenGuessWidth: 390,
      screenGuessHeight: 844, system: .uiKit)
    let joined = WindowChoice(
      window: phoneWindow, host: row, environment: traits(), system: .uiKit)
    let reused = WindowChoice(
      lastWindow: phoneWindow, host: row, environment: traits(), screenGuessWidth: 390,
      screenGuessHeight: 844, system: .uiKit)
    #expect(beforeJoining.configuration == joined.configuration)
    #expect(reused.configuration == joined.configuration)
    #expect(isClose(12.sdp(joined.configuration), 15.6, tolerance: 1e-12))
  }

  /// A UIKit view that is not in a window yet (`view.window` is nil in `viewDidLoad`, UIKit
  /// documents `window` as "nil if it has none"): nothing measured, so the window is the
  /// design frame and every value is its base value; the off-window notice fires.
  @Test func anOffWindowViewResolvesTheDesignFrame() {
    for frame in [phoneFrame as DesignFrame?, nil] {
      let view = WindowChoice.uiKit(
        window: nil, traits: traits(), system: .uiKit, maxSize: nil, designFrame: frame)
      #expect(view.measuredNothing)
      #expect(isClose(16.sdp(view.configuration), 16, tolerance: 1e-12))
      #expect(isClose(100.wdp(view.configuration), 100, tolerance: 1e-12))
    }
  }

  /// `current(in: windowScene)` in a scene delegate: the scene's window, or before it has one
  /// its coordinate space; the scene's traits. A Split View scene is multi-window.
  @Test func aScenesConfigurationIsItsWindows() {
    let scene = WindowChoice.uiKit(
      window: padHalfPane, traits: padTraits(category: .xxLarge), system: .uiKit,
      maxSize: .xLarge, designFrame: nil)
    #expect(scene.configuration.screenWidth == 678)
    #expect(scene.configuration.isMultiWindow)
    #expect(scene.configuration.contentSizeCategory == .xLarge)
  }

  /// A card rendered for an image inside the app (`.appDimens(window: .container)` under the
  /// app's provider) measures no window, so it is no nested provider; it resolves its offer.
  @Test func aContainerCardInsideTheAppIsNoNestedProvider() {
    let card = WindowChoice(
      host: HostGeometry(width: 600, height: 315), environment: traits(), system: .uiKit,
      options: ProviderOptions(window: .container), isInsideProvider: true)
    #expect(!card.isNestedProvider)
    #expect(card.configuration.screenWidth == 600)
    #expect(!card.configuration.isMultiWindow)
  }
}
