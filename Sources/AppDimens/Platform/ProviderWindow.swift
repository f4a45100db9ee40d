/// What `.appDimens(window:)` treats as the window: the window the view is in, the space the
/// provider's container offers, or — for a window that sizes itself from its content — the
/// design frame.
///
/// | case | what the provider measures | content's own size | for |
/// |---|---|---|---|
/// | ``automatic`` | the `UIWindow` the view is in (iOS, iPadOS, tvOS, visionOS, Mac Catalyst); the root's own frame on macOS; the screen on watchOS | kept (`frame(minWidth:)`, self-sizing hosts) | apps: `WindowGroup` roots, hosting controllers, cells |
/// | ``container`` | the space offered to the root, in the same layout pass | the content fills the offer | widgets, Live Activities, `ImageRenderer`, snapshot tests |
/// | ``designFrame`` | nothing: the window is the design frame (the 300 × 533 baseline without one), so every value is its design number times the text size | kept | windows sized by their content: macOS `Settings`, `MenuBarExtra(.window)`, `.windowResizability(.contentSize)`, visionOS volumes |
///
/// In a WidgetKit extension (widgets, Live Activities, watch complications) ``automatic``
/// measures the container too: WidgetKit renders no UIKit view, so the window cannot be found
/// there, and a widget's container is its size.
public enum ProviderWindow: Hashable, Sendable {
  /// The window the view is in, found by an invisible UIKit probe behind the root; where there
  /// is no UIKit window, the root's own frame plus its safe-area insets (macOS) or the screen
  /// (watchOS). The default.
  case automatic
  /// The space the provider's container offers the root, measured in the layout pass that
  /// shows the content (so a one-time render such as `ImageRenderer` or a widget snapshot gets
  /// it); the content is laid out to fill it.
  case container
  /// No measurement: the window is the design frame (`.appDimens(designFrame:)`, else
  /// `DimensConfiguration.defaultDesignFrame`, else the 300 × 533-point baseline), so every
  /// value is the number drawn in the design, times the window's text size. For a window whose
  /// size follows its content — a value that followed the window would resize the content,
  /// which would resize the window, and so on.
  case designFrame

  /// Whether the provider measures its container in a process whose `Info.plist` names
  /// `extensionPoint` under `NSExtension` (nil in an app).
  ///
  /// | window | app | widget extension | other extension (share, action) |
  /// |---|---|---|---|
  /// | `.automatic` | false | true | false |
  /// | `.container` | true | true | true |
  /// | `.designFrame` | false | false | false |
  func measuresContainer(extensionPoint: String?) -> Bool {
    switch self {
    case .container: true
    case .automatic: !WindowSystem.rendersUIKitViews(extensionPoint: extensionPoint)
    case .designFrame: false
    }
  }
}
