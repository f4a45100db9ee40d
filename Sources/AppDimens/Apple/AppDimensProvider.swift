#if canImport(SwiftUI)
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
    /// On iOS, iPadOS, tvOS, visionOS and Mac Catalyst the provider measures the `UIWindow` it
    /// is in — its bounds, its screen (for the `i` variants) and its trait collection — with an
    /// invisible probe behind the root, exactly as UIKit's `DimensConfiguration.current(in:)`
    /// does, so a SwiftUI island in a UIKit app (a hosting controller's card, a cell, a form
    /// sheet) resolves what `current(in:)` resolves in the same window. Before the probe has
    /// reported, the root's own size plus its safe-area insets stands in where the root reaches
    /// the window's edges (a `WindowGroup` root), the device's main screen elsewhere (a card, a
    /// cell). On macOS it measures the root's own frame plus its safe-area
    /// insets; on watchOS the screen (`WKInterfaceDevice.current().screenBounds`). The content
    /// keeps its own size: `frame(minWidth:…)`, `windowResizability(.contentSize)` and
    /// self-sizing hosts behave as without the provider. The configuration is built with
    /// ``WindowMetrics/configuration(maxSize:)``; consumers re-render only when the value they
    /// read changes.
    ///
    /// One text size for the whole window: when the app caps or sets the text size, the
    /// provider also writes it into its content's `dynamicTypeSize`
    /// (``WindowMetrics/dynamicTypeRange(maxSize:)``), so SwiftUI's own text styles,
    /// `@ScaledMetric`, the package's font helpers and `ssp` all use the same size.
    ///
    /// An app that offers its own text size passes it as `textSize`; store it with
    /// `@AppStorage`. Where the platform has Dynamic Type (iOS, iPadOS, visionOS, watchOS) pass
    /// a category: it becomes the whole window's size. A percentage is for the platforms
    /// without Dynamic Type — a Mac app's text-size setting — and is ignored elsewhere (the
    /// system's size decides; a debug build prints ``AppTextSize/ignoredPercentMessage``):
    ///
    /// ```swift
    /// @AppStorage("textSizePercent") private var textSizePercent = 100.0
    ///
    /// WindowGroup {
    ///   #if os(macOS)
    ///     ContentView().appDimens(textSize: .percent(textSizePercent))
    ///   #else
    ///     ContentView().appDimens()
    ///   #endif
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - maxSize: Caps Dynamic Type for the whole window — every value and every SwiftUI
    ///     text style below the provider — for layouts that cannot grow past a size; nil (the
    ///     default) applies no cap.
    ///   - textSize: The app's own text size: a category sets the window's category (capped at
    ///     `maxSize`) on every platform; a percentage sets the `fontScale` where there is no
    ///     Dynamic Type and is ignored where there is; nil (the default) follows the system.
    ///   - window: What counts as the window: ``ProviderWindow/automatic`` (the default) the
    ///     window the view is in; ``ProviderWindow/container`` the space the provider's
    ///     container offers, for widgets, Live Activities, `ImageRenderer` and snapshot tests
    ///     (a WidgetKit extension measures its container automatically).
    ///   - designFrame: The frame the design is drawn at (`CGSize(width: 390, height: 844)`):
    ///     every value below the provider is drawn for it, so a number copied from the design
    ///     is the number in code (Behavior Reference › Design frame); nil (the default) draws
    ///     for the 300 × 533-point baseline.
    /// - Note: Child views never install a provider of their own (Behavior Reference ›
    ///   Configuration); a debug build says so once when it finds one. For sizes relative to a
    ///   container use an explicit percent, fit or fill calculation instead.
    public func appDimens(
      maxSize: ContentSizeCategory? = nil, textSize: AppTextSize? = nil,
      window: ProviderWindow = .automatic, designFrame: CGSize? = nil
    ) -> some View {
      modifier(
        AppDimensProvider(
          maxSize: maxSize, textSize: textSize, window: window,
          designFrame: designFrame.map(DesignFrame.init)))
    }
  }

  /// The root provider: measures the window and writes its configuration into the environment.
  //
  // Policy: the provider measures without imposing a frame, so the content keeps its own
  // minimum, ideal and maximum size (macOS `contentMinSize` and `.windowResizability(
  // .contentSize)`, volumes, hosting controllers with `sizingOptions`, self-sizing cells). The
  // size comes from the window the probe finds (UIKit platforms), which does not depend on the
  // content at all; the root's own geometry, read by a GeometryReader in the root's
  // *background* (it takes the root's frame and gives nothing back to its layout), stands in
  // before the probe reports (where the root reaches the window's edges; see WindowChoice)
  // and is the measurement on macOS. How the first frame gets right values: the very first
  // layout uses the device's main screen as the window (the window of a full-screen root);
  // the background reader's `onAppear` then records the root's geometry and any window the
  // probe has already found, and SwiftUI documents that an `onAppear` action completes before
  // the first rendered frame, so the frame shown is laid out with them. A probe that joins its
  // window later (a cell shown after it was sized) reports on the next main-actor turn. A
  // wrapping GeometryReader (the old approach) was right on the first frame too, but returned
  // a flexible size and force-framed the content; it is kept only for `window: .container`,
  // where a one-time render (a widget, `ImageRenderer`) needs the size in the same layout
  // pass and the content should fill the offer anyway.
  @MainActor
  struct AppDimensProvider: ViewModifier {
    let maxSize: ContentSizeCategory?
    let textSize: AppTextSize?
    let window: ProviderWindow
    let designFrame: DesignFrame?

    @Environment(\.displayScale) private var displayScale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.isInsideAppDimensProvider) private var isInsideProvider
    @State private var host: HostGeometry? = nil
    @State private var probed: WindowSample? = nil
    @State private var probeBox = WindowProbeBox()

    func body(content: Content) -> some View {
      if window.measuresContainer(extensionPoint: PlatformMetrics.extensionPoint) {
        GeometryReader { proxy in
          provide(
            content, choice: WindowChoice(host: HostGeometry(proxy), traits: traits, system: system)
          )
          .frame(width: proxy.size.width, height: proxy.size.height)
        }
      } else {
        let screen = PlatformMetrics.mainScreenSize
        provide(
          content,
          choice: WindowChoice(
            window: PlatformMetrics.watchScreen(traits: traits) ?? probed, host: host,
            traits: traits, screenGuessWidth: screen.map { Double($0.width) },
            screenGuessHeight: screen.map { Double($0.height) }, system: system)
        )
        .background(alignment: .center) { measurement }
      }
    }

    private var system: WindowSystem { PlatformMetrics.windowSystem }

    /// SwiftUI's traits above the provider, used until a window is found.
    private var traits: WindowTraits {
      WindowTraits(
        displayScale: Double(displayScale),
        contentSizeCategory: ContentSizeCategory(dynamicTypeSize),
        horizontalSizeClass: SizeClass(horizontalSizeClass),
        verticalSizeClass: SizeClass(verticalSizeClass),
        idiom: PlatformMetrics.idiom)
    }

    // Policy: the provider only reads the system; what it writes (the configuration, its font
    // scale and the Dynamic Type range) is decided by WindowChoice and WindowMetrics, portable
    // and tested on Linux.
    private func provide(_ content: Content, choice: WindowChoice) -> some View {
      let metrics = choice.metrics(textSize: textSize, designFrame: designFrame)
      let configuration = metrics.configuration(maxSize: maxSize)
      let range = metrics.dynamicTypeRange(maxSize: maxSize)
      return
        content
        .environment(\.appDimensConfiguration, configuration)
        .environment(\.appDimensFontScale, configuration.fontScale)
        .environment(\.isInsideAppDimensProvider, true)
        .dynamicTypeSize(range.lowerBound.dynamicTypeSize...range.upperBound.dynamicTypeSize)
        .onAppear {
          #if DEBUG
            if metrics.ignoresTextSize { print(AppTextSize.ignoredPercentMessage) }
            if AdapterNotice.isNestedProvider(insideProvider: isInsideProvider, system: system) {
              AdapterNotice.nestedProvider.fire()
            }
          #endif
        }
    }

    /// The background measurement: the root's geometry, and the window probe where there is
    /// a UIKit window to find. Neither takes part in the root's layout or hit-testing.
    @ViewBuilder private var measurement: some View {
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
      PlatformMetrics.windowProbe(box: probeBox, traits: traits, onSample: receive)
    }

    private func record(_ geometry: HostGeometry) {
      if host != geometry { host = geometry }
      if let sample = probeBox.sample, probed != sample { probed = sample }
    }

    private func receive(_ sample: WindowSample) {
      if probed != sample { probed = sample }
    }
  }

  /// The latest window the window probe found, shared with the provider without invalidating
  /// it: the provider's first `onAppear` reads it, so the first frame can have the window.
  @MainActor
  final class WindowProbeBox {
    /// The last window sample, nil until the probe is in a window (always nil without UIKit).
    var sample: WindowSample?
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
      box: WindowProbeBox, traits: WindowTraits,
      onSample: @escaping @MainActor (WindowSample) -> Void
    ) -> some View {
      #if canImport(UIKit) && !os(watchOS)
        WindowProbe(box: box, traits: traits, onSample: onSample)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      #else
        EmptyView()
      #endif
    }
  }
#endif

#if canImport(SwiftUI)
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
      get { self[AppDimensConfigurationKey.self] ?? .unprovided() }
      set { self[AppDimensConfigurationKey.self] = newValue }
    }

    /// Whether a provider is installed above this view (the nested-provider check).
    var isInsideAppDimensProvider: Bool {
      get { self[AppDimensProviderInstalledKey.self] }
      set { self[AppDimensProviderInstalledKey.self] = newValue }
    }

    /// The font scale of the provider's configuration, 1 without a provider: the one value the
    /// font helpers read, so a rotation or a resize never re-renders them and a missing
    /// provider is no warning (where it matters, macOS and tvOS, the system's scale is 1).
    package var appDimensFontScale: Double {
      get { self[AppDimensFontScaleKey.self] }
      set { self[AppDimensFontScaleKey.self] = newValue }
    }
  }

  /// The environment slot that marks a provider's content.
  struct AppDimensProviderInstalledKey: EnvironmentKey {
    static let defaultValue = false
  }

  /// The environment slot of the provider's font scale.
  struct AppDimensFontScaleKey: EnvironmentKey {
    static let defaultValue = 1.0
  }
#endif
