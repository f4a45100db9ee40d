// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIScene.h, UIWindowScene.h,
// UIWindowSceneGeometry.h, UIScreen.h; `UIWindowSceneGeometry` is `UIWindowScene.Geometry` by
// UIKit.apinotes), and UIView.h for `UICoordinateSpace`. Checked against the iOS 17.4 SDK too.

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

  /// The windows associated with the scene: `var windows: [UIWindow] { get }`.
  open var windows: [UIWindow] { stub() }

  /// The coordinate space occupied by the scene:
  /// `var coordinateSpace: any UICoordinateSpace { get }`.
  open var coordinateSpace: any UICoordinateSpace { stub() }

  /// The current values for the window scene's geometry in system space (iOS 16, tvOS 16,
  /// visionOS 1; key-value observing compliant):
  /// `var effectiveGeometry: UIWindowScene.Geometry { get }`.
  open var effectiveGeometry: UIWindowScene.Geometry { stub() }
}

extension UIWindowScene {
  /// An object that provides geometry information about the window scene (not main-actor
  /// isolated): `class Geometry: NSObject, NSCopying`.
  open class Geometry: NSObject {}
}

/// A set of methods for converting between different frames of reference on a screen
/// (`@MainActor protocol UICoordinateSpace: NSObjectProtocol`).
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  /// The bounding rectangle of the coordinate space: `var bounds: CGRect { get }`.
  var bounds: CGRect { get }
}

/// An object that defines the properties associated with a hardware-based display.
@MainActor
open class UIScreen: NSObject {
  /// The screen object representing the device's screen (to be deprecated in favour of the
  /// screen of a window's scene; unavailable on visionOS): `class var main: UIScreen { get }`.
  open class var main: UIScreen { stub() }

  /// The bounding rectangle of the screen, in points: `var bounds: CGRect { get }`.
  open var bounds: CGRect { stub() }

  /// The natural scale factor of the screen: `var scale: CGFloat { get }`.
  open var scale: CGFloat { stub() }
}
