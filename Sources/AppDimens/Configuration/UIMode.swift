/// The kind of device or surface the window is shown on (Android's `Configuration.uiMode` type).
///
/// Used by mode conditions (`.mode(28, .television)`) to pick a value per surface.
public enum UIMode: String, CaseIterable, Hashable, Sendable, Codable {
  /// A phone, tablet or other ordinary touch screen.
  case normal
  /// A television (Apple TV).
  case television
  /// A car display (CarPlay).
  case car
  /// A watch face (Apple Watch).
  case watch
  /// A desk dock.
  case desk
  /// An appliance without a conventional screen.
  case appliance
  /// A spatial window (Apple Vision Pro).
  case vision
  /// A Mac window.
  case mac
  /// The mode is unknown.
  case undefined
}
