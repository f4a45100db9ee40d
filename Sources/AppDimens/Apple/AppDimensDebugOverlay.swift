#if canImport(SwiftUI)
  import SwiftUI

  /// A small label showing the live configuration of this window, for debugging layouts.
  ///
  /// ```swift
  /// ContentView()
  ///   .overlay(alignment: .topLeading) { AppDimensDebugOverlay() }
  ///   .appDimens()
  /// ```
  ///
  /// The text is ``DimensConfiguration/debugSummaryLines``, one line per aspect.
  @MainActor
  public struct AppDimensDebugOverlay: View {
    // Policy: not `Sendable`, like every SwiftUI view that reads the environment.

    @Environment(\.appDimensConfiguration) private var configuration

    /// Creates the overlay; place it under `.appDimens()`.
    public init() {}

    /// The summary text on a dark, translucent background.
    public var body: some View {
      Text(verbatim: configuration.debugSummaryLines.joined(separator: "\n"))
        .font(.caption2)
        .foregroundColor(.white)
        .padding(6)
        .background(alignment: .center) { Color.black.opacity(0.7) }
    }
  }
#endif
