// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A type that represents the structure and behavior of an app
/// (`@MainActor @preconcurrency protocol App`).
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene

  /// The content and behavior of the app:
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }

  /// Creates an instance of the app: `@MainActor @preconcurrency init()`.
  @MainActor @preconcurrency init()
}

extension App {
  /// Initializes and runs the app (the `@main` entry point):
  /// `@MainActor @preconcurrency static func main()`.
  @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system
/// (`@MainActor @preconcurrency protocol Scene`).
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene

  /// The content and behavior of the scene:
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public enum SceneBuilder {
  /// Passes a single scene written as a child scene through unmodified.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows
/// (`struct WindowGroup<Content>: Scene where Content: View`).
public struct WindowGroup<Content: View>: Scene {
  /// Creates a window group: `init(@ViewBuilder content: () -> Content)`.
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  /// A primitive scene has no body.
  public var body: Never { fatalError() }
}
