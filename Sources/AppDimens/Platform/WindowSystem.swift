/// The kind of windows an app runs in, which decides what the adapters can measure and whether
/// a window's screen counts for multi-window (Behavior Reference › Configuration).
///
/// | system | where | windows the probe finds | screen counts (`i` variants) |
/// |---|---|---|---|
/// | `uiKit` | iOS, iPadOS, tvOS | yes (`UIWindow`) | yes: Split View, Slide Over, Stage Manager |
/// | `vision` | visionOS | yes (`UIWindow`) | no: there is no screen |
/// | `uiKitOnMac` | Mac Catalyst, an iPad app on a Mac | yes (`UIWindow`) | no: a Mac window is never multi-window |
/// | `appKit` | macOS | no | no: a Mac window is never multi-window |
/// | `watch` | watchOS | no (the screen is the window) | no |
enum WindowSystem: Hashable, Sendable, CaseIterable {
  /// iOS, iPadOS and tvOS: UIKit windows on a screen they may share with other windows.
  case uiKit
  /// visionOS: UIKit windows in space, with no screen.
  case vision
  /// A UIKit app on a Mac: Mac Catalyst, or an iPad app running on a Mac.
  case uiKitOnMac
  /// A native macOS app: AppKit windows, which the provider measures from SwiftUI alone.
  case appKit
  /// watchOS: one screen, which is the window.
  case watch

  /// Whether the screen a window is on decides multi-window (and so the `i` variants).
  ///
  /// Only where windows share a screen the way the `i` variants are made for: iPad panes and
  /// Stage Manager windows. A Mac window — native or a UIKit app on a Mac — is a resizable
  /// window, never a pane, so both Mac systems follow one rule: the screen is not used and
  /// the window scales as it is.
  var countsScreen: Bool { self == .uiKit }

  /// Whether the adapters can find the `UIWindow` a view is in (the probe, `current(in:)`).
  var hasUIKitWindows: Bool {
    switch self {
    case .uiKit, .vision, .uiKitOnMac: true
    case .appKit, .watch: false
    }
  }

  /// The extension point of WidgetKit extensions (widgets, Live Activities, watch complications),
  /// as Xcode's widget extension template writes it under `NSExtension` in `Info.plist`.
  static let widgetExtensionPoint = "com.apple.widgetkit-extension"

  /// Whether a process whose `Info.plist` names `extensionPoint` (nil: an app, not an
  /// extension) can render a UIKit view inside SwiftUI content. WidgetKit renders its views
  /// without UIKit and draws a placeholder for a `UIViewRepresentable`, so there the provider
  /// must not place its probe.
  static func rendersUIKitViews(extensionPoint: String?) -> Bool {
    extensionPoint != widgetExtensionPoint
  }
}
