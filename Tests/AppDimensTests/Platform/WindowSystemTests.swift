import Testing

@testable import AppDimens

/// One window system and what the adapters may assume of it.
struct WindowSystemCase: Sendable, CustomTestStringConvertible {
  let system: WindowSystem
  let countsScreen: Bool
  let hasUIKitWindows: Bool
  var testDescription: String { "\(system)" }
}

// Expectations: where each platform's windows live. iPad panes share a screen (Split View,
// Slide Over, Stage Manager); visionOS has no UIScreen (UIWindowScene.screen is unavailable
// there); a Mac window, native or Catalyst, is freely resized and is never a pane; watchOS
// has one screen.
private let cases: [WindowSystemCase] = [
  .init(system: .uiKit, countsScreen: true, hasUIKitWindows: true),
  .init(system: .vision, countsScreen: false, hasUIKitWindows: true),
  .init(
    system: .uiKitOnMac, countsScreen: false, hasUIKitWindows: true),
  .init(
    system: .appKit, countsScreen: false, hasUIKitWindows: false),
  .init(system: .watch, countsScreen: false, hasUIKitWindows: false),
]

@Test(arguments: cases)
func eachSystemSaysWhatItsWindowsAre(_ row: WindowSystemCase) {
  #expect(row.system.countsScreen == row.countsScreen)
  #expect(row.system.hasUIKitWindows == row.hasUIKitWindows)
}

@Test func everySystemIsListed() {
  #expect(Set(cases.map(\.system)) == Set(WindowSystem.allCases))
}

/// Only WidgetKit's extension point (Xcode's widget extension template writes
/// `com.apple.widgetkit-extension`) renders without UIKit views; apps and other extensions
/// (share, action, the older Today widget's `com.apple.widget-extension`) host UIKit.
@Test func onlyWidgetKitExtensionsRenderWithoutUIKit() {
  #expect(!WindowSystem.rendersUIKitViews(extensionPoint: "com.apple.widgetkit-extension"))
  #expect(WindowSystem.rendersUIKitViews(extensionPoint: nil))
  #expect(WindowSystem.rendersUIKitViews(extensionPoint: "com.apple.share-services"))
  #expect(WindowSystem.rendersUIKitViews(extensionPoint: "com.apple.widget-extension"))
}
