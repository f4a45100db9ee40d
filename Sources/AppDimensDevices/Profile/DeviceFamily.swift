/// The kind of Apple device a ``DeviceProfile`` describes, in catalog order.
///
/// | family | idiom | uiMode | rotates |
/// |---|---|---|---|
/// | phone | `.phone` | `.normal` | yes |
/// | pad | `.pad` | `.normal` | yes |
/// | watch | `.watch` | `.watch` | no |
/// | tv | `.tv` | `.television` | no |
/// | vision | `.vision` | `.vision` | no |
public enum DeviceFamily: String, CaseIterable, Hashable, Sendable, Codable {
  /// iPhone.
  case phone
  /// iPad.
  case pad
  /// Apple Watch.
  case watch
  /// Apple TV.
  case tv
  /// Apple Vision Pro.
  case vision

  /// The interface idiom of every device of the family.
  public var idiom: DeviceIdiom {
    switch self {
    case .phone: .phone
    case .pad: .pad
    case .watch: .watch
    case .tv: .tv
    case .vision: .vision
    }
  }

  /// The plural name used by filters such as the command line's `--devices pads`.
  public var pluralName: String {
    switch self {
    case .phone: "phones"
    case .pad: "pads"
    case .watch: "watches"
    case .tv: "tv"
    case .vision: "vision"
    }
  }

  /// The generic words that name the whole family ("iPhone", "Apple Watch", "Apple TV"): a
  /// device name lookup with one of them is ambiguous when the family has several classes.
  ///
  /// | family | words |
  /// |---|---|
  /// | phone | phone, phones, iphone |
  /// | pad | pad, pads, ipad |
  /// | watch | watch, watches, applewatch |
  /// | tv | tv, appletv |
  /// | vision | vision, visionpro, applevisionpro |
  public var genericNames: [String] {
    switch self {
    case .phone: ["phone", "phones", "iphone"]
    case .pad: ["pad", "pads", "ipad"]
    case .watch: ["watch", "watches", "applewatch"]
    case .tv: ["tv", "appletv"]
    case .vision: ["vision", "visionpro", "applevisionpro"]
    }
  }

  // Policy: watchOS never rotates, a television is always landscape, and a visionOS window
  // keeps its own shape when the wearer turns their head, so only phones and pads rotate.

  /// Whether the device's windows follow the device into landscape and back.
  public var rotates: Bool {
    switch self {
    case .phone, .pad: true
    case .watch, .tv, .vision: false
    }
  }
}
