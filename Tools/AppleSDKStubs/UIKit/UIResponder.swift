/// An abstract interface for responding to and handling events (`@MainActor class UIResponder`).
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder: `init()`, main-actor isolated like the whole class.
  @MainActor public override init() { super.init() }
}
