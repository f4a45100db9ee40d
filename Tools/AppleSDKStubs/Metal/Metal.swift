// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/Metal.framework/Headers (Metal.h).
//
// Stub of Apple's Metal for type-checking the adapters on Linux (declarations only).
//
// Signatures from developer.apple.com/documentation/metal. `MTLDevice` and `MTLBuffer` are not
// `Sendable` in the SDK (macOS 15 SDK diagnostics say so), and neither are they here.

@_exported import Foundation

/// The body of every stub member: the stubs are only ever type-checked, never executed.
func stub<T>() -> T { fatalError("AppleSDKStubs are declarations only") }

/// Returns the device instance Metal selects as the default:
/// `func MTLCreateSystemDefaultDevice() -> (any MTLDevice)?`.
public func MTLCreateSystemDefaultDevice() -> (any MTLDevice)? { stub() }
