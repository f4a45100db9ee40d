// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// `Never` is the body of primitive views.
  public typealias Body = Never

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
public struct EmptyView: View {
  /// Creates an empty view.
  nonisolated public init() {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A view created from a swift tuple of view values.
public struct TupleView<T>: View {
  /// Creates a tuple view.
  nonisolated public init(_ value: T) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A view that shows one of two views (the result of `if`/`else` in a view builder).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A type-erased view.
public struct AnyView: View {
  /// Creates an instance that type erases `view`.
  nonisolated public init<V: View>(_ view: V) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

extension View {
  /// Adds an action to perform before this view appears:
  /// `func onAppear(perform action: (() -> Void)? = nil) -> some View`.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}

extension View {
  /// Adds an action to perform when the given value changes (iOS 14; deprecated in iOS 17 for
  /// the two-parameter form, which needs iOS 17): `func onChange<V>(of value: V, perform action:
  /// @escaping (_ newValue: V) -> Void) -> some View where V: Equatable`.
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View { self }

  /// Configures whether this view participates in hit test operations:
  /// `func allowsHitTesting(_ enabled: Bool) -> some View`.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Hides the view from system accessibility features (iOS 14): `func accessibilityHidden(_
  /// hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

/// A view modifier that adds accessibility properties to the view (not `Sendable`).
public struct AccessibilityAttachmentModifier: ViewModifier {
  nonisolated init() {}

  /// A primitive modifier has no body.
  public func body(content: Content) -> Never { fatalError() }
}

/// A structure that computes views on demand from an underlying collection of identified data
/// (`struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable`).
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Creates an instance that computes views on demand over a collection of identifiable data:
  /// `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension View {
  /// Sets a user visible name to show in the canvas for a preview:
  /// `func previewDisplayName(_ value: String?) -> some View`.
  nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
}
