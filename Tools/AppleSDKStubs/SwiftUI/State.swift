import Combine

// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A property wrapper type that can read and write a value managed by SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// Creates a state property that stores an initial value: `init(wrappedValue value: Value)`.
  public init(wrappedValue value: Value) {}

  /// Creates a state property that stores an initial value: `init(initialValue value: Value)`.
  public init(initialValue value: Value) {}

  /// The underlying value referenced by the state variable:
  /// `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { stub() }
    nonmutating set {}
  }

  /// A binding to the state value: `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { stub() }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value: `init()`.
  public init() {}
}

/// A property wrapper type that instantiates an observable object (`@frozen @propertyWrapper
/// struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject`); the
/// SDK's `projectedValue` is left out.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Creates a new state object with an initial wrapped value, which SwiftUI creates once per
  /// view identity: `init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)`.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

  /// The underlying value referenced by the state object: `@MainActor(unsafe) var
  /// wrappedValue: ObjectType { get }`.
  @preconcurrency @MainActor public var wrappedValue: ObjectType { stub() }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// Creates a binding with closures that read and write the binding value:
  /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  /// The underlying value referenced by the binding variable:
  /// `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { stub() }
    nonmutating set {}
  }

  /// A projection of the binding value that returns a binding: `var projectedValue:
  /// Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { stub() }
}

extension Binding: DynamicProperty {}

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on
/// a change in value in that user default (`@frozen @propertyWrapper struct AppStorage<Value>:
/// DynamicProperty`); only the initializers the package's code uses are stubbed.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  /// Creates a property that can read and write to a double user default:
  /// `init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {}

  /// Creates a property that can read and write to a string user default, transforming that
  /// to `RawRepresentable` data type: `init(wrappedValue: Value, _ key: String,
  /// store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {}

  /// The value stored in user defaults: `var wrappedValue: Value { get nonmutating set }`.
  public var wrappedValue: Value {
    get { stub() }
    nonmutating set {}
  }

  /// A binding to the stored value: `var projectedValue: Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { stub() }
}
