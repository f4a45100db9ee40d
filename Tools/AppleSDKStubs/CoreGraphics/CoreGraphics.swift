// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers (CGBase.h,
// CGGeometry.h).
//
// Stub of Apple's CoreGraphics for type-checking the adapters on Linux (declarations only).
//
// On Linux, swift-corelibs-foundation defines CGFloat, CGPoint, CGSize and CGRect with the same
// shape as Apple's; this stub re-exports exactly those types (not the rest of Foundation, which
// the real CoreGraphics does not export).

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
