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
