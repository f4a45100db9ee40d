// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/QuartzCore.framework/Headers (CALayer.h).
//
// Stub of Apple's QuartzCore (Core Animation) for type-checking on Linux (declarations only).
//
// Signatures from developer.apple.com/documentation/quartzcore. `CALayer` is not main-actor
// isolated and not `Sendable` in the SDK, and neither is it here. UIKit re-exports this module.

@_exported import CoreGraphics
@_exported import Foundation

/// The body of every stub member: the stubs are only ever type-checked, never executed.
func stub<T>() -> T { fatalError("AppleSDKStubs are declarations only") }

/// An object that manages image-based content and allows you to perform animations on that
/// content (`class CALayer`).
open class CALayer: NSObject {
  /// The radius to use when drawing rounded corners for the layer's background:
  /// `var cornerRadius: CGFloat { get set }`.
  open var cornerRadius: CGFloat {
    get { stub() }
    set {}
  }
}
