// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIResponder.h).

/// An abstract interface for responding to and handling events (`@MainActor class UIResponder`).
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder: `init()`, main-actor isolated like the whole class.
  @MainActor public override init() { super.init() }
}
