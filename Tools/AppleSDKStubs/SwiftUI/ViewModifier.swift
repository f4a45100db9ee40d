// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A modifier that you apply to a view or another view modifier.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View

  /// Gets the current body of the caller.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
}

/// The placeholder for the view a modifier is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
  /// The content that the modifier transforms into a new view or new view modifier.
  public var content: Content
  /// The view modifier.
  public var modifier: Modifier

  /// A structure that the defines the content and modifier needed to produce a new view.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

extension View {
  /// Applies a modifier to a view and returns a new view:
  /// `func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
