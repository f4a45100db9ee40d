/// The orientation of a window: landscape when it is wider than tall, portrait otherwise.
///
/// A square window is portrait (Behavior Reference › Configuration).
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
  /// Taller than wide, or square.
  case portrait
  /// Wider than tall.
  case landscape
}
