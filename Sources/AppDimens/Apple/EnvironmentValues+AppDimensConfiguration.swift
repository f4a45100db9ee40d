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
