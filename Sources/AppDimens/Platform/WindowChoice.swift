/// Every decision of the Apple adapters, from what the platform reported: the SwiftUI provider
/// (`.appDimens()`) and UIKit's `DimensConfiguration.current(in:)` only read the inputs below
/// and apply the outputs (Behavior Reference › Configuration: a child view never becomes a new
/// scaling reference).
///
/// The rule table — for each input, which source wins and why:
///
/// ```
/// size    = the design frame           window .designFrame (a window sized by its content)
///         = host size                  window .container (a widget, an image): the offer
///         = window.size                a window read in this pass (the probe's, current(in:))
///         = host size + insets         the root reaches the window's top edge, or there is
///                                      no screen to guess from (macOS, visionOS)
///         = lastWindow.size            the probe's window when it has left it (a reused cell)
///         = the scenes' window         the app's scenes all show one window size
///         = main screen                the first pass on iOS, iPadOS, tvOS
///         = the design frame           nothing measured (a first pass on macOS or visionOS, a
///                                      UIKit view off its window): every value its design number
/// screen  = that window's screen, or the main screen for host and guess — only where the
///           system counts screens (iOS, iPadOS, tvOS); never on visionOS or a Mac
/// text    = textSize.category ?? environment.category, capped at maxSize
///           (environment: SwiftUI's at the provider, which already carries every cap and trait
///           override above it; UIKit: the view's trait collection)
/// classes, display scale, idiom = environment
/// design frame = options.designFrame ?? defaultDesignFrame
/// scale limits = options.scaleLimits ?? defaultScaleLimits
/// pixel rounding = options.roundsToPixels ?? defaultRoundsToPixels
/// ```
///
/// | window | host | guess | system | size | screen | multi-window |
/// |---|---|---|---|---|---|---|
/// | 1366 × 1024 on 1366 × 1024 | 300 × 200 card | 1366 × 1024 | uiKit | 1366 × 1024 | 1366 × 1024 | no |
/// | 678 × 1024 on 1366 × 1024 | – | – | uiKit | 678 × 1024 | 1024 × 1366 turned | yes |
/// | – | 390 × 763, insets 47 / 34 | 390 × 844 | uiKit | 390 × 844 | 390 × 844 | no |
/// | – | 678 × 1004, top inset 20 | 1366 × 1024 | uiKit | 678 × 1024 | 1024 × 1366 turned | yes |
/// | 1280 × 800 on 1512 × 982 | – | – | uiKitOnMac | 1280 × 800 | none | no |
/// | – | 1024 × 740, top inset 28 | – | appKit | 1024 × 768 | none | no |
/// | – | 390 × 60 cell, no insets | 390 × 844 | uiKit | 390 × 844 | 390 × 844 | no |
/// | – | – | – | appKit, frame 1024 × 768 | 1024 × 768 | none | no |
/// | – | – | – | uiKit, no frame | 300 × 533 | none | no |
struct WindowChoice: Hashable, Sendable {
  /// Where the size came from.
  enum Source: Hashable, Sendable {
    /// The design frame, asked for (`window: .designFrame`).
    case designFrame
    /// The space the provider's container offers (`window: .container`, a widget).
    case container
    /// A laid-out window read in this pass.
    case window
    /// The provider's root as SwiftUI laid it out, plus its safe-area insets.
    case host
    /// The window the probe last reported, which it has since left.
    case lastWindow
    /// The window every scene of the app shows, as the probes last saw it.
    case sceneWindow
    /// The device's main screen, before anything was measured.
    case screenGuess
    /// Nothing measured: the window is the design frame (the baseline without one).
    case nothing
  }

  /// How the provider measures, decided before any layout.
  enum Measurement: Hashable, Sendable {
    /// A reader wrapping the content, which fills the offer (widgets, images).
    case container
    /// A reader behind the root, plus a UIKit probe when `probesWindow` (iOS, iPadOS, tvOS,
    /// visionOS, Mac Catalyst).
    case behind(probesWindow: Bool)
    /// Nothing: the design frame is the window.
    case none
  }

  /// The window the view is in, read in this pass (the probe's window, `current(in:)`'s
  /// window or scene, the watch's screen).
  var window: WindowSample?
  /// The window the probe reported last, kept after it left it (a reused cell).
  var lastWindow: WindowSample?
  /// The provider's own root, once SwiftUI has laid it out.
  var host: HostGeometry?
  /// The traits where the content reads them: SwiftUI's environment at the provider, or the
  /// UIKit view's (or scene's) trait collection.
  var environment: WindowTraits
  /// The windows of the app's scenes as the probes last saw them (one per scene).
  var sceneWindows: [WindowSample]
  /// The width of the device's main screen, the first pass's stand-in for the window.
  var screenGuessWidth: Double?
  /// The height of the device's main screen.
  var screenGuessHeight: Double?
  /// The kind of windows the app runs in.
  var system: WindowSystem
  /// What the call asked for.
  var options: ProviderOptions
  /// The app's default design frame (`DimensConfiguration.defaultDesignFrame`), used when the
  /// options give none.
  var defaultDesignFrame: DesignFrame?
  /// The app's default scale limits (`DimensConfiguration.defaultScaleLimits`), used when the
  /// options give none.
  var defaultScaleLimits: ClosedRange<Double>?
  /// The app's default pixel rounding (`DimensConfiguration.defaultRoundsToPixels`), used when
  /// the options do not say.
  var defaultRoundsToPixels: Bool
  /// Whether another provider's content surrounds this provider.
  var isInsideProvider: Bool
  /// The extension point this process's `Info.plist` names, nil in an app.
  var extensionPoint: String?

  /// Creates a choice from what the adapter read; only the traits and the system are required.
  init(
    window: WindowSample? = nil, lastWindow: WindowSample? = nil, host: HostGeometry? = nil,
    environment: WindowTraits, sceneWindows: [WindowSample] = [],
    screenGuessWidth: Double? = nil, screenGuessHeight: Double? = nil,
    system: WindowSystem, options: ProviderOptions = ProviderOptions(),
    defaultDesignFrame: DesignFrame? = nil, defaultScaleLimits: ClosedRange<Double>? = nil,
    defaultRoundsToPixels: Bool = false, isInsideProvider: Bool = false,
    extensionPoint: String? = nil
  ) {
    self.window = window
    self.lastWindow = lastWindow
    self.host = host
    self.environment = environment
    self.sceneWindows = sceneWindows
    self.screenGuessWidth = screenGuessWidth
    self.screenGuessHeight = screenGuessHeight
    self.system = system
    self.options = options
    self.defaultDesignFrame = defaultDesignFrame
    self.defaultScaleLimits = defaultScaleLimits
    self.defaultRoundsToPixels = defaultRoundsToPixels
    self.isInsideProvider = isInsideProvider
    self.extensionPoint = extensionPoint
  }

  /// What UIKit's `current(in:)` reads: the window (a view's, or a scene's) and the traits
  /// of the view or scene it was given, with its own cap and design frame.
  ///
  /// `designFrame`, `scaleLimits` and `roundsToPixels` are the call's arguments as given: their
  /// default values are the app's defaults, and an explicit nil (false) asks for the baseline,
  /// no limit (no rounding), so no default is added here.
  static func uiKit(
    window: WindowSample?, traits: WindowTraits, system: WindowSystem,
    maxSize: ContentSizeCategory?, designFrame: DesignFrame?,
    scaleLimits: ClosedRange<Double>? = nil, roundsToPixels: Bool = false
  ) -> WindowChoice {
    WindowChoice(
      window: window, environment: traits, system: system,
      options: ProviderOptions(
        maxSize: maxSize, designFrame: designFrame, scaleLimits: scaleLimits,
        roundsToPixels: roundsToPixels))
  }

  // MARK: How to measure

  /// How the provider measures: a container reader, a reader behind the root (with a window
  /// probe where there are UIKit windows to find), or nothing for `.designFrame`.
  var measurement: Measurement {
    if options.window.measuresContainer(extensionPoint: extensionPoint) { return .container }
    if options.window == .designFrame { return .none }
    return .behind(probesWindow: system.hasUIKitWindows)
  }

  // MARK: Where the size comes from

  /// Where the size comes from (the `size` rows of the rule table, first match wins).
  var source: Source {
    switch measurement {
    case .none: return .designFrame
    case .container: return host?.hasSize == true ? .container : .nothing
    case .behind: break
    }
    if let window, window.hasSize { return .window }
    if let host, host.hasSize, host.reachesTopEdge || screenGuess == nil { return .host }
    if let lastWindow, lastWindow.hasSize { return .lastWindow }
    if sceneWindow != nil { return .sceneWindow }
    if screenGuess != nil { return .screenGuess }
    return .nothing
  }

  // Policy: a window read in this pass is the truth (the seed's contract: size and screen come
  // from the window). Before the probe has one, the root is the window only where it starts at
  // the window's top (a `WindowGroup` root, a Split View pane's root); a sheet, a card or a
  // cell does not, and its own size is no window. There the window every scene of the app
  // shows stands in (a Split View pane for a cell laid out before it joins the pane), then
  // the main screen (every iPhone window and every full-screen iPad window). Without a screen
  // to guess from (macOS, visionOS) the root is the measurement. Nothing measured at all: the
  // design frame, so each value is its design number and a macOS window's default size is the
  // one the design gives.
  private var screenGuess: (width: Double, height: Double)? {
    guard let width = screenGuessWidth, let height = screenGuessHeight,
      WindowTraits.isLength(width), WindowTraits.isLength(height)
    else { return nil }
    return (width, height)
  }

  /// The window all the app's scenes show, when the probes have seen at least one and they
  /// agree; only where there are UIKit windows.
  private var sceneWindow: WindowSample? {
    guard system.hasUIKitWindows, let first = sceneWindows.first, first.hasSize,
      sceneWindows.allSatisfy({ $0 == first })
    else { return nil }
    return first
  }

  /// Whether nothing was measured, so the window is the design frame: for UIKit, a view that
  /// is not in a window yet (the condition of the one-time off-window notice).
  var measuredNothing: Bool { source == .nothing }

  // MARK: The outputs

  /// The frame the values are drawn for: the one asked for, else the app's default.
  var designFrame: DesignFrame? { options.designFrame ?? defaultDesignFrame }

  /// The metrics of the chosen window, with the environment's traits and the options.
  var metrics: WindowMetrics {
    let size = self.size
    let screen = self.screen
    return WindowMetrics(
      windowWidth: size.width, windowHeight: size.height,
      screenWidth: screen?.width, screenHeight: screen?.height,
      displayScale: environment.displayScale,
      contentSizeCategory: environment.contentSizeCategory,
      horizontalSizeClass: environment.horizontalSizeClass,
      verticalSizeClass: environment.verticalSizeClass,
      idiom: environment.idiom,
      textSize: options.textSize, designFrame: designFrame)
  }

  /// The range the window factors are kept in: the one asked for, else the app's default.
  var scaleLimits: ClosedRange<Double>? { options.scaleLimits ?? defaultScaleLimits }

  /// Whether values are rounded to the pixel grid: as asked, else the app's default.
  var roundsToPixels: Bool { options.roundsToPixels ?? defaultRoundsToPixels }

  /// The configuration the provider writes into its content and `current(in:)` returns, with
  /// the scale limits and the pixel rounding applied.
  var configuration: DimensConfiguration {
    let configuration = metrics.configuration(maxSize: options.maxSize)
    let roundsToPixels = self.roundsToPixels
    guard scaleLimits != nil || roundsToPixels else { return configuration }
    return configuration.rebuilt(
      designFrame: configuration.designFrame, scaleLimits: scaleLimits,
      roundsToPixels: roundsToPixels)
  }

  /// The Dynamic Type sizes the provider lets its content use (`.dynamicTypeSize(range)`), so
  /// SwiftUI's own text agrees with the configuration's category.
  var contentDynamicTypeRange: ClosedRange<ContentSizeCategory> {
    metrics.dynamicTypeRange(maxSize: options.maxSize)
  }

  /// What the font helpers below the provider read: the window's text platform (a Mac
  /// Catalyst app with the Mac idiom is a Mac) and its font scale.
  var text: ProviderText {
    let configuration = self.configuration
    return ProviderText(platform: configuration.platform, fontScale: configuration.fontScale)
  }

  /// Whether the app's text size is ignored here (a percentage where there is Dynamic Type):
  /// the condition of the one-time ``AppTextSize/ignoredPercentMessage``.
  var ignoresTextSize: Bool { metrics.ignoresTextSize }

  /// Whether this provider measures a window another provider already measures: inside
  /// another provider's content, measuring the window. A `.container` provider (a card
  /// rendered inside an app) or a `.designFrame` one measures no window, so it is no repeat.
  var isNestedProvider: Bool { isInsideProvider && options.window == .automatic }

  private var size: (width: Double, height: Double) {
    let frame = designFrame
    let nothing = (frame?.width ?? DimensBaseline.width, frame?.height ?? DimensBaseline.height)
    switch source {
    case .window: return window.map { ($0.width, $0.height) } ?? nothing
    case .lastWindow: return lastWindow.map { ($0.width, $0.height) } ?? nothing
    case .sceneWindow: return sceneWindow.map { ($0.width, $0.height) } ?? nothing
    case .host, .container: return host.map { ($0.outerWidth, $0.outerHeight) } ?? nothing
    case .screenGuess: return screenGuess ?? nothing
    case .designFrame, .nothing: return nothing
    }
  }

  // Policy: the screen of a window is that window's own (nil on visionOS); for the root and
  // the first pass the device's main screen stands in, which is the screen of every iPhone
  // window and of every iPad window not on an external display, so a Split View or Stage
  // Manager root is multi-window from its first frame. A container, a design frame and
  // nothing measured have no screen, so they are never multi-window.
  private var screen: (width: Double, height: Double)? {
    guard system.countsScreen else { return nil }
    let sample: WindowSample?
    switch source {
    case .window: sample = window
    case .lastWindow: sample = lastWindow
    case .sceneWindow: sample = sceneWindow
    case .host, .screenGuess: return screenGuess
    case .container, .designFrame, .nothing: return nil
    }
    guard let width = sample?.screenWidth, let height = sample?.screenHeight else { return nil }
    return (width, height)
  }
}

/// What the font helpers read from the provider: the platform whose type ramp the window's
/// text follows and its font scale (1 without a provider).
///
/// One value, so a rotation or a resize (which changes neither) never re-renders a view that
/// only sets fonts. The platform is the configuration's, from the idiom: a Mac Catalyst app
/// with the Mac idiom gets the Mac's fixed sizes and its app text size, as its configuration
/// does.
package struct ProviderText: Hashable, Sendable {
  /// The platform of the window's text.
  package var platform: DimensPlatform
  /// The window's font scale: the app's own text size where there is no Dynamic Type.
  package var fontScale: Double

  /// Text as a provider decided it.
  package init(platform: DimensPlatform, fontScale: Double) {
    self.platform = platform
    self.fontScale = fontScale
  }

  /// The font scale to apply to a fixed size: the font scale where the platform has no
  /// Dynamic Type, 1 where the category already carries the user's size.
  package var fixedSizeScale: Double { platform.supportsDynamicType ? 1 : fontScale }
}
