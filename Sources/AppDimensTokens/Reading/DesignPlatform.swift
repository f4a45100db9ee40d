import AppDimensDevices

// Policy: iOS and iPadOS are two platforms here, as Apple's product pages and most design
// files name them, although one `DimensPlatform` (`.iOS`) covers both at run time.
/// A platform a design is for, as design files and the command line name it: it decides the
/// catalog windows an audit visits (`DesignPlatform.windows(of:)` of `AppDimensAudit`).
///
/// | platform | windows |
/// |---|---|
/// | iOS | every iPhone of the catalog (portrait, landscape) |
/// | iPadOS | every iPad (portrait, landscape, each Split View pane) |
/// | watchOS | every Apple Watch |
/// | tvOS | every Apple TV |
/// | visionOS | every Apple Vision Pro |
/// | macOS | one 1280 × 800 pt Mac window (the catalog has no Macs) |
///
/// A design that names none is for iPhone and iPad (``defaultPlatforms``).
public enum DesignPlatform: String, CaseIterable, Hashable, Sendable, Codable {
  /// iPhone.
  case iOS
  /// iPad.
  case iPadOS
  /// Apple Watch.
  case watchOS
  /// Apple TV.
  case tvOS
  /// Apple Vision Pro.
  case visionOS
  /// A Mac app's window.
  case macOS

  /// The platforms of a design that names none: iPhone and iPad.
  public static let defaultPlatforms: [DesignPlatform] = [.iOS, .iPadOS]

  /// The platform named `name`, in any letter case (`ios`, `iPadOS`, `watchos`); nil otherwise.
  public init?(name: String) {
    let key = name.lowercased()
    guard let platform = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      return nil
    }
    self = platform
  }

  /// The catalog's device family for the platform; nil for macOS.
  public var family: DeviceFamily? {
    switch self {
    case .iOS: .phone
    case .iPadOS: .pad
    case .watchOS: .watch
    case .tvOS: .tv
    case .visionOS: .vision
    case .macOS: nil
    }
  }
}
