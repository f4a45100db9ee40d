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
  /// The text is ``DimensConfiguration/debugSummaryLines``, one line per aspect; with
  /// `explaining:`, then the steps behind one value in this window
  /// (``AppDimens/explain(_:configuration:qualifier:inverter:aspectRatio:sensitivity:ignoreMultiWindow:scaleLimits:roundsToPixels:text:)``),
  /// the text `appdimens resolve EXPR --explain` prints:
  /// `AppDimensDebugOverlay(explaining: 16)` shows why `16.sdp` is what it is here.
  @MainActor
  public struct AppDimensDebugOverlay: View {
    // Policy: not `Sendable`, like every SwiftUI view that reads the environment.

    @Environment(\.appDimensConfiguration) private var configuration
    private let explained: (value: Double, qualifier: DpQualifier, text: Bool)?

    /// Creates the overlay; place it under `.appDimens()`.
    public init() { explained = nil }

    /// Creates the overlay that also explains `value` scaled along `qualifier` (`16.sdp`;
    /// with `text: true`, `16.ssp`); place it under `.appDimens()`.
    public init(explaining value: Double, qualifier: DpQualifier = .smallWidth, text: Bool = false)
    {
      explained = (value, qualifier, text)
    }

    /// The summary text on a dark, translucent background.
    public var body: some View {
      let steps = explained.map {
        AppDimens.explain(
          $0.value, configuration: configuration, qualifier: $0.qualifier, text: $0.text
        ).description
      }
      Text(
        verbatim: ([configuration.debugSummaryLines.joined(separator: "\n")]
          + [steps].compactMap { $0 }).joined(separator: "\n")
      )
      .font(.caption2)
      .foregroundColor(.white)
      .padding(6)
      .background(alignment: .center) { Color.black.opacity(0.7) }
    }
  }
#endif
