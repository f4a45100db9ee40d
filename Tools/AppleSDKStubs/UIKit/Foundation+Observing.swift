// Declarations of Apple's Foundation that the Linux Foundation lacks, as in the iOS 18.0 SDK
// (public mirror github.com/xybp888/iOS-SDKs: iPhoneOS18.0.sdk/System/Library/Frameworks/
// Foundation.framework/Modules/Foundation.swiftmodule/arm64e-apple-ios.swiftinterface, and
// Headers/NSProcessInfo.h), checked against the iOS 17.4 SDK. They live in the UIKit stub
// because UIKit re-exports Foundation; only what the adapters use is declared.

/// The protocol through which every `NSObject` gets key-value observing in Swift
/// (`public protocol _KeyValueCodingAndObserving`).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// The options of a key-value observation (`struct NSKeyValueObservingOptions: OptionSet`, an
/// Objective-C `NS_OPTIONS`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Creates options from their raw bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  /// A notification is sent at once, before the observation returns.
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  /// Notifications are sent before and after each change.
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// One change an observation reports (`struct NSKeyValueObservedChange<Value>`; the SDK's
/// `kind` and `indexes` are left out).
public struct NSKeyValueObservedChange<Value> {
  /// The new value, when requested with `.new`.
  public let newValue: Value?
  /// The old value, when requested with `.old`.
  public let oldValue: Value?
  /// Whether this is the notification before the change (`.prior`).
  public let isPrior: Bool
}

/// An observation; it ends when invalidated or released
/// (`class NSKeyValueObservation: NSObject`, `@unchecked Sendable` from iOS 16).
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
  /// Ends the observation: `func invalidate()`.
  public func invalidate() {}
}

extension _KeyValueCodingAndObserving {
  /// Observes the value at `keyPath`: `@preconcurrency func observe<Value>(_ keyPath:
  /// KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [], changeHandler: @escaping
  /// @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`.
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { stub() }
}

extension ProcessInfo {
  /// Whether the process is an iPhone or iPad app running on a Mac (iOS 14, tvOS 14):
  /// `var isiOSAppOnMac: Bool { get }`.
  public var isiOSAppOnMac: Bool { stub() }
}
