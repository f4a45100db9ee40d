import UIKit

// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.
/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy (`@MainActor @preconcurrency protocol UIViewRepresentable: View where Body ==
/// Never`).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The type of view to present.
  associatedtype UIViewType: UIView

  /// A type to coordinate with the view.
  associatedtype Coordinator = Void

  /// Creates the view object and configures its initial state:
  /// `func makeUIView(context: Self.Context) -> Self.UIViewType`.
  @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType

  /// Updates the state of the specified view with new information from SwiftUI:
  /// `func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`.
  @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)

  /// Creates the custom instance that you use to communicate changes from your view to other
  /// parts of your SwiftUI interface: `func makeCoordinator() -> Self.Coordinator`.
  @MainActor @preconcurrency func makeCoordinator() -> Coordinator

  /// The context passed to `makeUIView` and `updateUIView`.
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
  /// Creates the default (empty) coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  /// A representable view has no body.
  public var body: Never { fatalError() }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The view's associated coordinator.
  public var coordinator: Representable.Coordinator { stub() }

  /// The environment data: `var environment: EnvironmentValues { get }`.
  public var environment: EnvironmentValues { stub() }
}
