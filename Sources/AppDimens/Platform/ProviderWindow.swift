/// What `.appDimens(window:)` treats as the window: the window the view is in, or the space the
/// provider's container offers.
///
/// | case | what the provider measures | content's own size | for |
/// |---|---|---|---|
/// | ``automatic`` | the `UIWindow` the view is in (iOS, iPadOS, tvOS, visionOS, Mac Catalyst); the root's own frame on macOS; the screen on watchOS | kept (`frame(minWidth:)`, `windowResizability(.contentSize)`, self-sizing hosts) | apps: `WindowGroup` roots, hosting controllers, cells, sheets |
/// | ``container`` | the space offered to the root, in the same layout pass | the content fills the offer | widgets, Live Activities, `ImageRenderer`, snapshot tests |
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

  /// Whether the provider measures its container in a process whose `Info.plist` names
  /// `extensionPoint` under `NSExtension` (nil in an app).
  ///
  /// | window | app | widget extension | other extension (share, action) |
  /// |---|---|---|---|
  /// | `.automatic` | false | true | false |
  /// | `.container` | true | true | true |
  func measuresContainer(extensionPoint: String?) -> Bool {
    self == .container || !WindowSystem.rendersUIKitViews(extensionPoint: extensionPoint)
  }
}
