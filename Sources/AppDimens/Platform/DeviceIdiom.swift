/// The interface idiom of the device showing the window, as UIKit's `UIUserInterfaceIdiom`.
///
/// Breakpoint tables use it for keys such as `wC.phone` and `wR.pad`.
public enum DeviceIdiom: String, CaseIterable, Hashable, Sendable, Codable {
  /// An iPhone.
  case phone
  /// An iPad.
  case pad
  /// An Apple TV.
  case tv
  /// A CarPlay display.
  case carPlay
  /// A Mac.
  case mac
  /// An Apple Vision Pro.
  case vision
  /// An Apple Watch.
  case watch
  /// The idiom is unknown.
  case unspecified

  /// The usual `UIMode` for windows on this idiom (`.television` for `.tv`, and so on).
  @inlinable
  public var defaultUiMode: UIMode {
    switch self {
    case .phone, .pad: .normal
    case .tv: .television
    case .carPlay: .car
    case .mac: .mac
    case .vision: .vision
    case .watch: .watch
    case .unspecified: .normal
    }
  }
}

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
