/// Which window the SwiftUI provider or UIKit's `current(in:)` resolves against, from what the
/// platform reported: the one rule every Apple adapter follows (Behavior Reference ›
/// Configuration: a child view never becomes a new scaling reference).
///
/// ```
/// size    = window.size                 when a laid-out window was found (probe, current(in:))
///         = host size + safe-area insets before the probe reports, when the root reaches the
///                                       window's edges (some inset); always without a screen
///                                       guess (macOS, visionOS, a widget's container)
///         = screen guess                before the probe reports otherwise (UIKit platforms:
///                                       a card, a cell, a form sheet), and before any layout
///         = 300 × 533                   nothing at all (a UIKit view not in a window)
/// traits  = window.traits               whenever a window was found: its trait collection,
///                                       so overrides on the window or its scene count
///         = traits                      otherwise (SwiftUI's environment, or the view's own)
/// screen  = window.screen ?? screen guess    where the system counts screens (iOS, iPadOS,
///         = none                             tvOS); never on visionOS or a Mac
/// ```
///
/// | window | host | screen guess | system | size | screen | multi-window |
/// |---|---|---|---|---|---|---|
/// | 1366 × 1024 on 1366 × 1024 | 300 × 200 card | 1366 × 1024 | uiKit | 1366 × 1024 | 1366 × 1024 | no |
/// | 678 × 1024 on 1366 × 1024 | – | – | uiKit | 678 × 1024 | 1024 × 1366 turned | yes |
/// | – | 390 × 763, insets 47 / 34 | 390 × 844 | uiKit | 390 × 844 | 390 × 844 | no |
/// | – | 678 × 1004, insets 20 / 0 | 1366 × 1024 | uiKit | 678 × 1024 | 1024 × 1366 turned | yes |
/// | 1280 × 800 on 1512 × 982 | – | – | uiKitOnMac | 1280 × 800 | none | no |
/// | – | 1024 × 740, insets 28 / 0 | – | appKit | 1024 × 768 | none | no |
/// | – | 390 × 60 cell, no insets | 390 × 844 | uiKit | 390 × 844 | 390 × 844 | no |
/// | – | – | – | uiKit | 300 × 533 | none | no |
struct WindowChoice: Hashable, Sendable {
  /// Where the size came from.
  enum Source: Hashable, Sendable {
    /// A laid-out window the adapter found.
    case window
    /// The provider's root as SwiftUI laid it out, plus its safe-area insets.
    case host
    /// The device's main screen, before anything was measured.
    case screenGuess
    /// Nothing: the 300 × 533 baseline.
    case baseline
  }

  /// The window the adapter found, if any.
  var window: WindowSample?
  /// The provider's own root, once SwiftUI has laid it out.
  var host: HostGeometry?
  /// The traits to use without a window: SwiftUI's environment, or the UIKit view's own.
  var traits: WindowTraits
  /// The width of the device's main screen, the first layout's stand-in for the window's screen.
  var screenGuessWidth: Double?
  /// The height of the device's main screen.
  var screenGuessHeight: Double?
  /// The kind of windows the app runs in.
  var system: WindowSystem

  /// Creates a choice from what the adapter read.
  init(
    window: WindowSample? = nil, host: HostGeometry? = nil, traits: WindowTraits,
    screenGuessWidth: Double? = nil, screenGuessHeight: Double? = nil, system: WindowSystem
  ) {
    self.window = window
    self.host = host
    self.traits = traits
    self.screenGuessWidth = screenGuessWidth
    self.screenGuessHeight = screenGuessHeight
    self.system = system
  }

  /// Where the size comes from: a laid-out window; else the root, when it reaches the window's
  /// edges or there is no screen to guess from; else the screen guess; else the baseline.
  var source: Source {
    if let window, window.hasSize { return .window }
    let hasGuess = screenGuess != nil
    if let host, host.hasSize, host.reachesWindowEdges || !hasGuess { return .host }
    if hasGuess { return .screenGuess }
    return .baseline
  }

  // Policy: before the probe has found the window, the root's geometry is the window only
  // where the root reaches the window's edges: a root under the status bar or above the home
  // indicator carries the window's safe-area insets (a `WindowGroup` root, a full-window
  // hosting controller, a Split View pane's root, a page sheet). A card, a form sheet or a cell
  // laid out inside a UIKit screen has none, and its own size (a 390 × 60 cell) is no window:
  // there the main screen stands in, which is the window of every iPhone app and of every
  // full-screen iPad app. Without a screen to guess from (visionOS, macOS, a container) the
  // root is the measurement.
  private var screenGuess: (width: Double, height: Double)? {
    guard let width = screenGuessWidth, let height = screenGuessHeight,
      WindowTraits.isLength(width), WindowTraits.isLength(height)
    else { return nil }
    return (width, height)
  }

  /// Whether nothing was measured, so every value equals its base value: for UIKit, a view that
  /// is not in a window yet (the condition of the one-time off-window warning).
  var resolvesAgainstBaseline: Bool { source == .baseline }

  /// The metrics of the chosen window, with the app's own text size and design frame.
  func metrics(textSize: AppTextSize? = nil, designFrame: DesignFrame? = nil) -> WindowMetrics {
    let chosenTraits = window?.traits ?? traits
    let size = self.size
    let screen = self.screen
    return WindowMetrics(
      windowWidth: size.width, windowHeight: size.height,
      screenWidth: screen?.width, screenHeight: screen?.height,
      displayScale: chosenTraits.displayScale,
      contentSizeCategory: chosenTraits.contentSizeCategory,
      horizontalSizeClass: chosenTraits.horizontalSizeClass,
      verticalSizeClass: chosenTraits.verticalSizeClass,
      idiom: chosenTraits.idiom,
      textSize: textSize, designFrame: designFrame)
  }

  private var size: (width: Double, height: Double) {
    switch source {
    case .window: (window?.width ?? DimensBaseline.width, window?.height ?? DimensBaseline.height)
    case .host:
      (host?.outerWidth ?? DimensBaseline.width, host?.outerHeight ?? DimensBaseline.height)
    case .screenGuess:
      (screenGuess?.width ?? DimensBaseline.width, screenGuess?.height ?? DimensBaseline.height)
    case .baseline: (DimensBaseline.width, DimensBaseline.height)
    }
  }

  // Policy: the screen of a found window is that window's own (nil on visionOS); before the
  // probe reports, the device's main screen stands in, which is the screen of every iPhone
  // window and of every iPad window not on an external display, so a Split View or Stage
  // Manager window is multi-window from its first frame. Without any measurement there is no
  // screen either, so the baseline is never multi-window.
  private var screen: (width: Double, height: Double)? {
    guard system.countsScreen else { return nil }
    switch source {
    case .window:
      guard let width = window?.screenWidth, let height = window?.screenHeight else { return nil }
      return (width, height)
    case .host, .screenGuess:
      return screenGuess
    case .baseline:
      return nil
    }
  }
}

/// The provider's own root as SwiftUI laid it out: its size and the safe-area insets around it.
///
/// Where the root fills its window (a `WindowGroup` root that is not fixed-size) size plus
/// insets is the window; elsewhere (a hosting controller's card, a cell, a widget) it is the
/// host's size.
struct HostGeometry: Hashable, Sendable {
  /// The root's width in points.
  var width: Double
  /// The root's height in points.
  var height: Double
  /// The top safe-area inset.
  var top: Double = 0
  /// The leading safe-area inset.
  var leading: Double = 0
  /// The bottom safe-area inset.
  var bottom: Double = 0
  /// The trailing safe-area inset.
  var trailing: Double = 0

  /// The width including the safe-area insets: `width + leading + trailing`.
  var outerWidth: Double { width + leading + trailing }
  /// The height including the safe-area insets: `height + top + bottom`.
  var outerHeight: Double { height + top + bottom }

  /// Whether the geometry can describe a window: a finite, positive outer size. SwiftUI may lay
  /// a root out at zero size before it has a window; that is no measurement.
  var hasSize: Bool { WindowTraits.isLength(outerWidth) && WindowTraits.isLength(outerHeight) }

  /// Whether the root reaches an edge of its window: some safe-area inset is positive.
  var reachesWindowEdges: Bool { [top, leading, bottom, trailing].contains { $0 > 0 } }
}
