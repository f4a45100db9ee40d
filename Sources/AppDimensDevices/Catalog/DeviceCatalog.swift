/// The built-in screen classes in catalog order, with lookup by forgiving name.
///
/// Order: phones, pads, watches, TV, Vision Pro; within a family, the older and smaller screens
/// first. Every class lists all the marketing names that share it (``DeviceProfile/names``),
/// and each of them is found:
///
/// ```swift
/// DeviceCatalog.find("iPhone 15 Pro Max")               // .iPhone15ProMax (430 × 932)
/// DeviceCatalog.find("iphone 14 plus")                  // .iPhone14Plus (428 × 926)
/// DeviceCatalog.find("Apple Watch Series 10 (46 mm)")   // .appleWatch46mm
/// DeviceCatalog.devices(named: "Apple Watch").count     // 10: ambiguous, never a silent pick
/// ```
///
/// Names compare ignoring case, spaces and punctuation. A name that is a whole key (a
/// marketing name, the identifier, an alias or a family word such as "watch") names the
/// classes that have it; otherwise a name names the classes that have a key starting with it.
///
/// | query | classes | `find` |
/// |---|---|---|
/// | "iPhone SE (3rd generation)", "iPhone 8", "se3" | iPhone SE (3rd generation) | that one |
/// | "IPHONE-15" | iPhone 15 | that one |
/// | "iPad Pro 13" | iPad Pro 13-inch (M4) (its names start with it) | that one |
/// | "iPad Pro 11" | the 1st–4th generation and the M4 classes | nil (ambiguous) |
/// | "watch", "Apple Watch", "Apple TV" | every class of the family | nil (ambiguous) |
/// | "iphone51" | none | nil |
public enum DeviceCatalog: Sendable {
  /// Every built-in screen class, in catalog order.
  public static let all: [DeviceProfile] = [
    .iPhoneSE1, .iPhoneSE3, .iPhone8Plus, .iPhone11Pro, .iPhone13Mini, .iPhone11,
    .iPhone11ProMax, .iPhone16e, .iPhone14Plus, .iPhone15, .iPhone15ProMax, .iPhone16Pro,
    .iPhoneAir, .iPhone17ProMax,
    .iPadMini5, .iPad6, .iPadMiniA17Pro, .iPad9, .iPadPro105, .iPad10, .iPadAir11, .iPadPro11Gen4,
    .iPadPro11M4, .iPadPro129, .iPadAir13, .iPadPro13M4,
    .appleWatch38mm, .appleWatch42mmSeries3, .appleWatch40mm, .appleWatch44mm,
    .appleWatch41mm, .appleWatch45mm, .appleWatch42mm, .appleWatch46mm, .appleWatchUltra2,
    .appleWatchUltra3,
    .appleTVHD, .appleTV4K,
    .visionPro,
  ]

  /// The profiles of one family, in catalog order.
  public static func devices(in family: DeviceFamily) -> [DeviceProfile] {
    all.filter { $0.family == family }
  }

  /// The one class `name` names, or nil when it names none or several (see
  /// ``devices(named:)`` for the candidates of an ambiguous name).
  ///
  /// A lookup compares the name with a sorted index of every key, built once: it allocates
  /// nothing for a name in ASCII (`appdimens-bench --filter devices.find --instructions`
  /// prints its cost).
  public static func find(_ name: String) -> DeviceProfile? {
    guard case .one(let index) = DeviceNameIndex.shared.match(name) else { return nil }
    return all[index]
  }

  /// Every class `name` names, in catalog order: the classes with that whole key, else those
  /// with a key that starts with it; empty for a name that matches nothing.
  ///
  /// More than one class means the name is ambiguous ("Apple Watch", "iPad Pro 11"): a caller
  /// that needs one device lists them instead of picking.
  public static func devices(named name: String) -> [DeviceProfile] {
    DeviceNameIndex.shared.indices(named: name).map { all[$0] }
  }
}

extension DeviceProfile {
  /// The names ``DeviceCatalog/find(_:)`` accepts for this profile: every marketing name, the
  /// identifier and the aliases (family words such as "watch" are accepted too, but name every
  /// class of the family).
  public var lookupKeys: [String] { names + [identifier] + aliases }
}
