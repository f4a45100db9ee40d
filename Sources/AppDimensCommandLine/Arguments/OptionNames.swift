/// The names the command line accepts for categories, modes and idioms: the Swift case name
/// in any letter case, plus short forms.
///
/// | kind | accepted | value |
/// |---|---|---|
/// | category | `accessibility3`, `AX3`, `ax3` | `.accessibility3` |
/// | category | `xLarge`, `xl`, `L` | `.xLarge`, `.xLarge`, `.large` |
/// | mode | `television`, `tv` | `.television` |
/// | idiom | `pad`, `ipad` | `.pad` |
/// | platform | `watchOS`, `watchos` | `.watchOS` |
enum OptionNames {
  /// The short label of each category, as in the HIG tables: xS S M L xL xxL xxxL AX1…AX5.
  static func shortName(_ category: ContentSizeCategory) -> String {
    switch category {
    case .xSmall: "xS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .xLarge: "xL"
    case .xxLarge: "xxL"
    case .xxxLarge: "xxxL"
    case .accessibility1: "AX1"
    case .accessibility2: "AX2"
    case .accessibility3: "AX3"
    case .accessibility4: "AX4"
    case .accessibility5: "AX5"
    }
  }

  /// The category named by `text`, or nil.
  static func category(_ text: String) -> ContentSizeCategory? {
    let key = NameMatching.normalized(text)
    return ContentSizeCategory.allCases.first {
      $0.rawValue.lowercased() == key || shortName($0).lowercased() == key
    }
  }

  /// The platform named by `text` (a `DimensPlatform` case in any letter case), or nil.
  static func platform(_ text: String) -> DimensPlatform? {
    let key = NameMatching.normalized(text)
    return DimensPlatform.allCases.first { $0.rawValue.lowercased() == key }
  }

  /// Every platform name, for messages.
  static var platformList: String {
    DimensPlatform.allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// The mode named by `text` (a `UIMode` case, or `tv`), or nil.
  static func mode(_ text: String) -> UIMode? {
    let key = NameMatching.normalized(text)
    if key == "tv" { return .television }
    return UIMode.allCases.first { $0.rawValue.lowercased() == key }
  }

  /// The idiom named by `text` (a `DeviceIdiom` case, or iphone/ipad/appletv), or nil.
  static func idiom(_ text: String) -> DeviceIdiom? {
    let key = NameMatching.normalized(text)
    let aliases: [String: DeviceIdiom] = ["iphone": .phone, "ipad": .pad, "appletv": .tv]
    return aliases[key] ?? DeviceIdiom.allCases.first { $0.rawValue.lowercased() == key }
  }

  /// Every category name, for messages.
  static var categoryList: String {
    ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// Every mode name, for messages.
  static var modeList: String { UIMode.allCases.map(\.rawValue).joined(separator: ", ") }

  /// Every idiom name, for messages.
  static var idiomList: String { DeviceIdiom.allCases.map(\.rawValue).joined(separator: ", ") }
}
