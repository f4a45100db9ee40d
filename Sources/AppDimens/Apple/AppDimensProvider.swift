#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  // Policy: `@MainActor` stated on the extension: the provider is main-actor isolated, and in
  // SDKs before Xcode 16 `View` itself is not, so the isolation must not be inferred from it.
  @MainActor
  extension View {
    /// Installs AppDimens at the root of a scene or hosting controller: every view below reads
    /// ONE configuration of the window it is in, through `@ScaledDimension` and
    /// `@Environment(\.appDimensConfiguration)`.
    ///
    /// ```swift
    /// WindowGroup {
    ///   ContentView().appDimens()  // exactly once per scene
    /// }
    /// ```
    ///
    /// Size and screen come from the window: on iOS, iPadOS, tvOS, visionOS and Mac Catalyst the
    /// `UIWindow` the view is in (its bounds and its scene's screen, read exactly as UIKit's
    /// `DimensConfiguration.current(in:)` reads them, so a SwiftUI island and UIKit code in one
    /// window agree), on macOS the root's frame plus its safe-area insets, on watchOS the screen.
    /// Text size, size classes and display scale come from SwiftUI's environment at the
    /// provider — what SwiftUI's own text in this island uses, with every trait override and
    /// Dynamic Type cap placed above it — so `ssp`, `@ScaledDimension(text:)`, the font helpers
    /// and `.font(.body)` agree. The design frame is `designFrame`, else
    /// `DimensConfiguration.defaultDesignFrame`. The content keeps its own size. Every one of
    /// these decisions is `WindowChoice`'s, portable and tested on Linux; the provider only
    /// reads what SwiftUI and UIKit report and applies what it decides.
    ///
    /// One text size for the whole island: when the app caps or sets the text size, the
    /// provider also writes it into its content's `dynamicTypeSize`
    /// (``WindowMetrics/dynamicTypeRange(maxSize:)``), so SwiftUI's own text styles,
    /// `@ScaledMetric`, the package's font helpers and `ssp` all use the same size.
    ///
    /// An app that offers its own text size passes it as `textSize`; store it with
    /// `@AppStorage`. Where the platform has Dynamic Type (iOS, iPadOS, visionOS, watchOS) pass
    /// a category: it becomes the whole window's size. A percentage is for the windows without
    /// Dynamic Type — a Mac app's text-size setting, native or Mac Catalyst with the Mac
    /// idiom — and is ignored elsewhere (the system's size decides; a debug build prints
    /// ``AppTextSize/ignoredPercentMessage`` once):
    ///
    /// ```swift
    /// @AppStorage("textSizePercent") private var textSizePercent = 100.0
    ///
    /// WindowGroup {
    ///   #if os(macOS) || targetEnvironment(macCatalyst)
    ///     ContentView().appDimens(textSize: .percent(textSizePercent))
    ///   #else
    ///     ContentView().appDimens()
    ///   #endif
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - maxSize: Caps Dynamic Type for the whole island — every value and every SwiftUI
    ///     text style below the provider — for layouts that cannot grow past a size; nil (the
    ///     default) applies no cap.
    ///   - textSize: The app's own text size: a category sets the island's category (capped at
    ///     `maxSize`) on every platform; a percentage sets the `fontScale` where there is no
    ///     Dynamic Type and is ignored where there is; nil (the default) follows the system.
    ///   - window: What counts as the window: ``ProviderWindow/automatic`` (the default) the
    ///     window the view is in; ``ProviderWindow/container`` the space the provider's
    ///     container offers, for widgets, Live Activities, `ImageRenderer` and snapshot tests
    ///     (a WidgetKit extension measures its container automatically);
    ///     ``ProviderWindow/designFrame`` the design frame, for windows sized by their content
    ///     (macOS `Settings`, `MenuBarExtra(.window)`, visionOS volumes).
    ///   - designFrame: The frame the design is drawn at (`CGSize(width: 390, height: 844)`):
    ///     every value below the provider is drawn for it, so a number copied from the design
    ///     is the number in code (Behavior Reference › Design frame); nil (the default) uses
    ///     `DimensConfiguration.defaultDesignFrame`, the frame UIKit's `current(in:)` uses,
    ///     and without one the 300 × 533-point baseline.
    ///   - scaleLimits: The range every window factor below the provider is kept in
    ///     (`0.8...1.5`: `16.sdp` is 24 on a 12.9-inch iPad, unchanged on an iPhone; Behavior
    ///     Reference › Scale limits); nil (the default) uses
    ///     `DimensConfiguration.defaultScaleLimits`, and without it there is no limit.
    ///   - roundsToPixels: Whether every principal value below the provider is rounded to the
    ///     display's pixel grid, `1 ÷ displayScale` points (Behavior Reference › Pixel
    ///     rounding); nil (the default) uses `DimensConfiguration.defaultRoundsToPixels`, false
    ///     unless the app set it.
    /// - Note: Child views never install a provider of their own (Behavior Reference ›
    ///   Configuration); a debug build says so once when it finds one. For sizes relative to a
    ///   container use an explicit percent, fit or fill calculation instead.
    public func appDimens(
      maxSize: ContentSizeCategory? = nil, textSize: AppTextSize? = nil,
      window: ProviderWindow = .automatic, designFrame: CGSize? = nil,
      scaleLimits: ClosedRange<Double>? = nil, roundsToPixels: Bool? = nil
    ) -> some View {
      modifier(
        AppDimensProvider(
          options: ProviderOptions(
            maxSize: maxSize, textSize: textSize, window: window,
            designFrame: designFrame.map(DesignFrame.init), scaleLimits: scaleLimits,
            roundsToPixels: roundsToPixels)))
    }
  }

  /// The root provider: reads what SwiftUI and UIKit report, asks `WindowChoice`, and writes
  /// its answers into the content's environment.
  //
  // Policy: the provider measures without imposing a frame, so the content keeps its own
  // minimum, ideal and maximum size (hosting controllers with `sizingOptions`, self-sizing
  // cells). Where it comes from, in the order of WindowChoice's rule table:
  // - the window, read synchronously in `body` through the probe's view (UIKit allows reading
  //   a window's bounds on the main actor at any time), so every pass that runs `body` has
  //   the window as it is now;
  // - the root's geometry, from a GeometryReader in the root's *background* (it takes the
  //   root's frame and gives nothing back to its layout): a resize or a rotation changes it,
  //   which runs `body` again, and that pass reads the window again;
  // - a change SwiftUI does not see (a fixed-size island whose window is resized, a move to
  //   another screen) reaches the provider from the scene's `effectiveGeometry` observation,
  //   which runs `body` again, synchronously where UIKit reports on the main thread;
  // - the deferred report, only for a probe that joins its window while SwiftUI updates (a
  //   cell shown after it was sized), where writing SwiftUI state at once is not allowed.
  // Text size, size classes and display scale are the environment's, which SwiftUI updates
  // before it runs `body`: a Dynamic Type change is seen in the pass that shows it.
  @MainActor
  struct AppDimensProvider: ViewModifier {
    let options: ProviderOptions

    @Environment(\.displayScale) private var displayScale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.isInsideAppDimensProvider) private var isInsideProvider
    @State private var host: HostGeometry? = nil
    @State private var windowReports = 0
    @StateObject private var probe = WindowProbeLink()

    func body(content: Content) -> some View {
      switch choice(host: nil).measurement {
      case .container:
        GeometryReader { proxy in
          provide(content, choice: choice(host: HostGeometry(proxy)))
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
      case .behind(let probesWindow):
        provide(content, choice: choice(host: host))
          .background(alignment: .center) { measurement(probesWindow: probesWindow) }
      case .none:
        provide(content, choice: choice(host: nil))
      }
    }

    /// Everything the platform reports, read now.
    private func choice(host: HostGeometry?) -> WindowChoice {
      // Policy: reading the report count ties `body` to it, so a report runs `body` again;
      // the window itself is read from UIKit below, as it is at this moment.
      _ = windowReports
      let screen = PlatformMetrics.mainScreenSize
      return WindowChoice(
        window: PlatformMetrics.watchScreen ?? probe.window, lastWindow: probe.lastWindow,
        host: host, environment: environment, sceneWindows: PlatformMetrics.sceneWindows,
        screenGuessWidth: screen.map { Double($0.width) },
        screenGuessHeight: screen.map { Double($0.height) },
        system: PlatformMetrics.windowSystem, options: options,
        defaultDesignFrame: DimensConfiguration.defaultDesignFrame.map(DesignFrame.init),
        defaultScaleLimits: DimensConfiguration.defaultScaleLimits,
        defaultRoundsToPixels: DimensConfiguration.defaultRoundsToPixels,
        isInsideProvider: isInsideProvider, extensionPoint: PlatformMetrics.extensionPoint)
    }

    /// SwiftUI's environment at the provider.
    private var environment: WindowTraits {
      WindowTraits(
        displayScale: Double(displayScale),
        contentSizeCategory: ContentSizeCategory(dynamicTypeSize),
        horizontalSizeClass: SizeClass(horizontalSizeClass),
        verticalSizeClass: SizeClass(verticalSizeClass),
        idiom: PlatformMetrics.idiom)
    }

    /// The content with what the choice decided written into its environment.
    private func provide(_ content: Content, choice: WindowChoice) -> some View {
      let range = choice.contentDynamicTypeRange
      return
        content
        .environment(\.appDimensConfiguration, choice.configuration)
        .environment(\.appDimensText, choice.text)
        .environment(\.isInsideAppDimensProvider, true)
        .dynamicTypeSize(range.lowerBound.dynamicTypeSize...range.upperBound.dynamicTypeSize)
        .onAppear {
          #if DEBUG
            if choice.ignoresTextSize { AdapterNotice.ignoredTextSize.fire() }
            if choice.isNestedProvider { AdapterNotice.nestedProvider.fire() }
          #endif
        }
    }

    /// The background measurement: the root's geometry, and the window probe where there is
    /// a UIKit window to find. Neither takes part in the root's layout or hit-testing.
    @ViewBuilder private func measurement(probesWindow: Bool) -> some View {
      GeometryReader { proxy in
        Color.clear
          .onAppear { record(HostGeometry(proxy)) }
          #if os(visionOS)
            // Policy: the one-parameter form is deprecated from visionOS 1, the package's
            // lowest; elsewhere the two-parameter form would need iOS 17, macOS 14, tvOS 17
            // or watchOS 10, above the package's deployment targets.
            .onChange(of: HostGeometry(proxy)) { _, geometry in record(geometry) }
          #else
            .onChange(of: HostGeometry(proxy)) { record($0) }
          #endif
      }
      if probesWindow {
        PlatformMetrics.windowProbe(link: probe) { windowReports &+= 1 }
      }
    }

    private func record(_ geometry: HostGeometry) {
      if host != geometry { host = geometry }
    }
  }

  extension HostGeometry {
    /// The geometry of a SwiftUI container: its size and safe-area insets.
    init(_ proxy: GeometryProxy) {
      let insets = proxy.safeAreaInsets
      self.init(
        width: Double(proxy.size.width), height: Double(proxy.size.height),
        top: Double(insets.top), leading: Double(insets.leading),
        bottom: Double(insets.bottom), trailing: Double(insets.trailing))
    }
  }

  extension PlatformMetrics {
    /// The invisible window probe behind the root where there is a UIKit window to find;
    /// nothing elsewhere (macOS, watchOS).
    @ViewBuilder
    static func windowProbe(
      link: WindowProbeLink, onReport: @escaping @MainActor () -> Void
    ) -> some View {
      #if canImport(UIKit) && !os(watchOS)
        WindowProbe(link: link, onReport: onReport)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      #else
        EmptyView()
      #endif
    }
  }
#endif

#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// The environment slot the provider fills; nil until `.appDimens()` runs above the reader.
  struct AppDimensConfigurationKey: EnvironmentKey {
    static let defaultValue: DimensConfiguration? = nil
  }

  extension EnvironmentValues {
    /// The configuration of the window this view is in, installed by `.appDimens()`.
    ///
    /// ```swift
    /// @Environment(\.appDimensConfiguration) private var configuration
    /// let cardWidth = 320.fitDp(configuration)
    /// ```
    ///
    /// Without a provider above the reader it is ``DimensConfiguration/baseline`` (every scaled
    /// value equals its base value) and a debug build prints a one-time warning. Set it
    /// yourself for previews and tests, where there is no provider:
    /// `.environment(\.appDimensConfiguration, DimensConfiguration(screenWidth: 390, screenHeight: 844))`.
    public var appDimensConfiguration: DimensConfiguration {
      get { self[AppDimensConfigurationKey.self] ?? .unprovidedInEnvironment() }
      set { self[AppDimensConfigurationKey.self] = newValue }
    }

    /// Whether a provider is installed above this view (the nested-provider check).
    var isInsideAppDimensProvider: Bool {
      get { self[AppDimensProviderInstalledKey.self] }
      set { self[AppDimensProviderInstalledKey.self] = newValue }
    }

    /// The provider's text platform and font scale (the native platform and 1 without a
    /// provider): the one value the font helpers read, so a rotation or a resize never
    /// re-renders them and a missing provider is no warning.
    package var appDimensText: ProviderText {
      get { self[AppDimensTextKey.self] }
      set { self[AppDimensTextKey.self] = newValue }
    }
  }

  /// The environment slot that marks a provider's content.
  struct AppDimensProviderInstalledKey: EnvironmentKey {
    static let defaultValue = false
  }

  /// The environment slot of the provider's text.
  struct AppDimensTextKey: EnvironmentKey {
    static let defaultValue = ProviderText(platform: .native, fontScale: 1)
  }

  extension DimensConfiguration {
    /// The baseline, for a value read with no provider above it; a debug build says so once.
    ///
    /// On iOS 18, macOS 15 and later the process-wide ``MissingProviderWarning`` (an atomic
    /// flag, any thread); before, a main-actor flag, for the reads SwiftUI makes on the main
    /// thread, which are all of a view's.
    static func unprovidedInEnvironment() -> DimensConfiguration {
      #if DEBUG
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
          MissingProviderWarning.process.fire()
        } else if Thread.isMainThread {
          MainActor.assumeIsolated { _ = AdapterNotice.missingProvider.fire() }
        }
      #endif
      return .baseline
    }
  }
#endif
