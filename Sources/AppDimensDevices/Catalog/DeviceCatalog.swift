/// The built-in device profiles in catalog order, with lookup by forgiving name.
///
/// Order: phones, pads, watches, TV, Vision Pro; within a family, smallest screen first.
///
/// ```swift
/// DeviceCatalog.find("iphone15")        // DeviceProfile.iPhone15
/// DeviceCatalog.find("iPad Pro 13")     // DeviceProfile.iPadPro13M4 (alias "ipadpro13")
/// DeviceCatalog.suggestions(for: "iphone51")  // ["iPhone 15", …]
/// ```
///
/// | query | found |
/// |---|---|
/// | "iPhone SE (3rd generation)" | iPhone SE (3rd generation) |
/// | "se3" | iPhone SE (3rd generation) |
/// | "IPHONE-15" | iPhone 15 |
/// | "iPadPro13M4" | iPad Pro 13-inch (M4) |
/// | "tv" | Apple TV 4K |
public enum DeviceCatalog: Sendable {
  /// Every built-in profile, in catalog order.
  public static let all: [DeviceProfile] = [
    .iPhoneSE3, .iPhone13Mini, .iPhone16e, .iPhone15, .iPhone16Pro, .iPhoneAir,
    .iPhone17ProMax,
    .iPadMiniA17Pro, .iPadAir11, .iPadPro11M4, .iPadPro129, .iPadPro13M4,
    .appleWatch41mm, .appleWatch45mm, .appleWatchUltra2,
    .appleTV4K,
    .visionPro,
  ]

  /// The profiles of one family, in catalog order.
  public static func devices(in family: DeviceFamily) -> [DeviceProfile] {
    all.filter { $0.family == family }
  }

  // Policy: names are unique after normalization (a test checks it), so the first match in
  // catalog order is the only one.

  /// The profile whose name, identifier or alias matches `name`, ignoring case, spaces,
  /// punctuation and parentheses; nil when none does.
  public static func find(_ name: String) -> DeviceProfile? {
    let key = NameMatching.normalized(name)
    guard !key.isEmpty else { return nil }
    return all.first { profile in
      profile.lookupKeys.contains { NameMatching.normalized($0) == key }
    }
  }

  /// Up to `limit` device names nearest to `name` by edit distance, best first, for "did you
  /// mean …?" messages; empty when nothing is plausibly close.
  public static func suggestions(for name: String, limit: Int = 3) -> [String] {
    NameMatching.nearest(
      to: name, among: all.map { (name: $0.name, keys: $0.lookupKeys) }, limit: limit)
  }
}

extension DeviceProfile {
  /// The names ``DeviceCatalog/find(_:)`` accepts for this profile: name, identifier, aliases.
  public var lookupKeys: [String] { [name, identifier] + aliases }
}
