// Declarations as in the iOS 17.4 SDK (Combine.framework/Modules/Combine.swiftmodule/
// arm64e-apple-ios.swiftinterface); only what SwiftUI's `StateObject` needs is declared.

/// Declares that a type can transmit a sequence of values over time (`protocol
/// Publisher<Output, Failure>`; the SDK's `receive(subscriber:)` requirement is left out).
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  associatedtype Output
  /// The kind of errors this publisher might publish.
  associatedtype Failure: Error
}

/// A publisher that publishes changes from observable objects (`final public class
/// ObservableObjectPublisher: Publisher`).
final public class ObservableObjectPublisher: Publisher {
  /// The kind of values published by this publisher: `typealias Output = Void`.
  public typealias Output = Void
  /// The kind of errors this publisher might publish: `typealias Failure = Never`.
  public typealias Failure = Never

  /// Creates an observable object publisher: `init()`.
  public init() {}
}

/// A type of object with a publisher that emits before the object has changed
/// (`protocol ObservableObject: AnyObject`).
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed:
  /// `var objectWillChange: Self.ObjectWillChangePublisher { get }`.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before the object has changed:
  /// `var objectWillChange: ObservableObjectPublisher { get }`.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
