// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.
//
// Stub of Apple's SwiftUI for type-checking the adapters on Linux (declarations only).
//
// Every declaration copies the signature in Apple's documentation (developer.apple.com/
// documentation/swiftui) and the isolation of the current SDK: `View`, `ViewModifier` and
// `UIViewRepresentable` are `@MainActor`; modifiers are `nonisolated`. Bodies never run.
// This stub does NOT re-export UIKit (adapters must import what they use, which is always
// correct on Apple platforms too).

@_exported import CoreGraphics
@_exported import Foundation

/// The body of every stub member: the stubs are only ever type-checked, never executed.
func stub<T>() -> T { fatalError("AppleSDKStubs are declarations only") }
