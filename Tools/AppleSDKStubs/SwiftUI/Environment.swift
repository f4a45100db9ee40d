// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value

  /// The default value for the environment key.
  static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
  /// Creates an environment values instance.
  public init() {}

  /// Accesses the environment value associated with a custom key:
  /// `subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey { get set }`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { stub() }
    set {}
  }

  /// A string that represents the contents of the environment values instance.
  public var description: String { stub() }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value.
  mutating func update()
}

extension DynamicProperty {
  /// The default does nothing.
  public mutating func update() {}
}

/// A property wrapper that reads a value from a view's environment
/// (`@frozen @propertyWrapper struct Environment<Value>`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Creates an environment property to read the specified key path:
  /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  /// The current value of the environment property: `var wrappedValue: Value { get }`.
  public var wrappedValue: Value { stub() }
}

extension View {
  /// Sets the environment value of the specified key path to the given value:
  /// `func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
  /// -> some View`.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { self }
}
