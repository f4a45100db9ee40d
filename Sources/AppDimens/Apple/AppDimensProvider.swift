#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

  // Policy: `@MainActor` stated on the extension: the provider is main-actor isolated, and in
  // SDKs before Xcode 16 `View` itself is not, so the isolation must not be inferred from it.
  @MainActor
  extension View {
    /// Installs AppDimens at the root of a scene: every view below reads ONE configuration of
    /// this window through `@ScaledDimension` and `@Environment(\.appDimensConfiguration)`.
    ///
    /// ```swift
    /// WindowGroup {
    ///   ContentView().appDimens()  // exactly once per scene
    /// }
    /// ```
    ///
    /// The provider reads the root container's size (plus its safe-area insets, so the size is
    /// the window's), `displayScale`, `dynamicTypeSize`, both size classes, the device idiom and
    /// the size of the screen the window is on, and builds the configuration with
    /// ``WindowMetrics/configuration(maxSize:)``. Consumers re-render only when that
    /// configuration changes: SwiftUI compares the new environment value with the old one,
    /// the same equality ``ConfigurationTracker/update(to:)`` uses.
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
    ///   - designFrame: The frame the design is drawn at (`CGSize(width: 390, height: 844)`):
    ///     every value below the provider is drawn for it, so a number copied from the design
    ///     is the number in code (Behavior Reference › Design frame); nil (the default) draws
    ///     for the 300 × 533-point baseline.
    /// - Note: Child views never install a provider of their own (Behavior Reference › Configuration); for sizes relative
    ///   to a container use an explicit percent, fit or fill calculation instead.
    public func appDimens(
      maxSize: ContentSizeCategory? = nil, textSize: AppTextSize? = nil,
      designFrame: CGSize? = nil
    ) -> some View {
      modifier(
        AppDimensProvider(
          maxSize: maxSize, textSize: textSize, designFrame: designFrame.map(DesignFrame.init)))
    }
  }

  /// The root provider: measures the window and writes its configuration into the environment.
  //
  // Policy: the window size comes from a GeometryReader wrapping the root, which exists on every
  // supported OS (iOS 15, macOS 12, tvOS 15, visionOS 1); `onGeometryChange` needs iOS 16 and
  // would deliver the first size one frame late through state. Wrapping means the first frame
  // already has the right values. The content gets the full size back with `frame`, so it is
  // laid out and centred exactly as without the provider.
  @MainActor
  struct AppDimensProvider: ViewModifier {
    let maxSize: ContentSizeCategory?
    let textSize: AppTextSize?
    let designFrame: DesignFrame?

    @Environment(\.displayScale) private var displayScale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @State private var screenSize: CGSize? = nil

    func body(content: Content) -> some View {
      GeometryReader { proxy in
        let metrics = windowMetrics(of: proxy)
        let range = metrics.dynamicTypeRange(maxSize: maxSize)
        content
          .frame(width: proxy.size.width, height: proxy.size.height)
          .environment(\.appDimensConfiguration, metrics.configuration(maxSize: maxSize))
          .dynamicTypeSize(range.lowerBound.dynamicTypeSize...range.upperBound.dynamicTypeSize)
          .onAppear {
            #if DEBUG
              if metrics.ignoresTextSize { print(AppTextSize.ignoredPercentMessage) }
            #endif
          }
      }
      .background(alignment: .center) { PlatformMetrics.screenReader($screenSize) }
    }

    // Policy: the provider only reads the system; what it writes (the configuration and the
    // Dynamic Type range) is decided by WindowMetrics, portable and tested on Linux.
    private func windowMetrics(of proxy: GeometryProxy) -> WindowMetrics {
      let insets = proxy.safeAreaInsets
      return WindowMetrics(
        windowWidth: Double(proxy.size.width + insets.leading + insets.trailing),
        windowHeight: Double(proxy.size.height + insets.top + insets.bottom),
        screenWidth: screenSize.map { Double($0.width) },
        screenHeight: screenSize.map { Double($0.height) },
        displayScale: Double(displayScale),
        contentSizeCategory: ContentSizeCategory(dynamicTypeSize),
        horizontalSizeClass: SizeClass(horizontalSizeClass),
        verticalSizeClass: SizeClass(verticalSizeClass),
        idiom: PlatformMetrics.idiom,
        textSize: textSize,
        designFrame: designFrame
      )
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
    /// yourself for previews, tests or watchOS, where there is no provider:
    /// `.environment(\.appDimensConfiguration, DimensConfiguration(screenWidth: 390, screenHeight: 844))`.
    public var appDimensConfiguration: DimensConfiguration {
      get { self[AppDimensConfigurationKey.self] ?? .unprovided() }
      set { self[AppDimensConfigurationKey.self] = newValue }
    }
  }
#endif
