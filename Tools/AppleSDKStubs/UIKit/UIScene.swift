// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIScene.h, UIWindowScene.h).

/// An object that represents one instance of your app's user interface.
@MainActor
open class UIScene: UIResponder {}

/// A scene that manages one or more windows for your app.
@MainActor
open class UIWindowScene: UIScene {
  /// The screen that displays the contents of the scene: `var screen: UIScreen { get }`
  /// (unavailable on visionOS).
  open var screen: UIScreen { stub() }

  /// The traits of the scene's environment: `var traitCollection: UITraitCollection { get }`.
  open var traitCollection: UITraitCollection { stub() }
}

/// An object that defines the properties associated with a hardware-based display.
@MainActor
open class UIScreen: NSObject {
  /// The bounding rectangle of the screen, in points: `var bounds: CGRect { get }`.
  open var bounds: CGRect { stub() }

  /// The natural scale factor of the screen: `var scale: CGFloat { get }`.
  open var scale: CGFloat { stub() }
}
