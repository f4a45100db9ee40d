/// A text style of Apple's type system, portable across platforms.
///
/// The eleven iOS/iPadOS styles (`largeTitle` … `caption2`) exist on every platform's ramp
/// except where the HIG publishes none; watchOS adds `footnote1` and `footnote2`, tvOS adds
/// `subtitle1`. A platform that does not publish a style borrows a published one
/// (``TypeRamp/publishedStyle(for:platform:)``).
///
/// | style | iOS size at Large | CSS class |
/// |---|---|---|
/// | largeTitle | 34 | `.ad-large-title` |
/// | body | 17 | `.ad-body` |
/// | caption2 | 11 | `.ad-caption2` |
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
  /// The largest title (iOS 34 pt at Large).
  case largeTitle
  /// The first-level title (iOS 28 pt at Large; SwiftUI `.title`).
  case title1
  /// The second-level title (iOS 22 pt at Large).
  case title2
  /// The third-level title (iOS 20 pt at Large).
  case title3
  /// Headings (iOS 17 pt Semibold at Large).
  case headline
  /// Body text (iOS 17 pt at Large), the reference of `UIFontMetrics.default`.
  case body
  /// Callouts (iOS 16 pt at Large).
  case callout
  /// Subheadings (iOS 15 pt at Large).
  case subheadline
  /// Footnotes (iOS 13 pt at Large).
  case footnote
  /// Standard captions (iOS 12 pt at Large; SwiftUI `.caption`).
  case caption1
  /// Alternate captions (iOS 11 pt at Large).
  case caption2
  /// The first watchOS footnote style (watch 13 pt at Large).
  case footnote1
  /// The second watchOS footnote style (watch 12 pt at Large).
  case footnote2
  /// The tvOS subtitle style (tvOS 38 pt Regular).
  case subtitle1

  /// The eleven styles of the iOS/iPadOS ramp, from `largeTitle` to `caption2`.
  public static let iOSStyles: [TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
    .caption1, .caption2,
  ]

  /// The style's name in CSS class names: kebab case (`large-title`, `title1`, `caption2`).
  public var cssName: String {
    switch self {
    case .largeTitle: "large-title"
    default: rawValue
    }
  }

  /// The style named by `name`, case-insensitive, accepting SwiftUI spellings
  /// (`title`, `caption`) and kebab case (`large-title`); nil when unknown.
  ///
  /// | name | style |
  /// |---|---|
  /// | `body` | body |
  /// | `title` | title1 |
  /// | `Large-Title` | largeTitle |
  /// | `caption` | caption1 |
  public init?(name: String) {
    let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    switch key {
    case "title": self = .title1
    case "caption": self = .caption1
    case "subhead": self = .subheadline
    default:
      guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
        return nil
      }
      self = style
    }
  }
}
