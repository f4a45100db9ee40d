// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIDevice.h).

/// A representation of the current device (`@MainActor class UIDevice`).
@MainActor
open class UIDevice: NSObject {
  /// An object that represents the current device: `class var current: UIDevice { get }`.
  open class var current: UIDevice { stub() }

  /// The style of interface to use on the current device:
  /// `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { stub() }
}
