// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIKit.h).
//
// Stub of Apple's UIKit for type-checking the adapters on Linux (declarations only).
//
// Every declaration copies the signature in Apple's documentation (developer.apple.com/
// documentation/uikit): names, labels, optionality and main-actor isolation. Bodies never run.
// Availability is omitted; platform differences (visionOS has no UIScreen) are handled by
// `#if os(...)` in the adapters and cannot be checked here.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

/// The body of every stub member: the stubs are only ever type-checked, never executed.
func stub<T>() -> T { fatalError("AppleSDKStubs are declarations only") }
