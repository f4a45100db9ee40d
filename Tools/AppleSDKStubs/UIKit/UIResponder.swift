/// An abstract interface for responding to and handling events (`@MainActor class UIResponder`).
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  nonisolated public override init() { super.init() }
}
