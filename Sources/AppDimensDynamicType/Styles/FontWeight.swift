/// A font weight, portable across platforms, from `ultraLight` to `black`.
///
/// The cases mirror SwiftUI `Font.Weight` and UIKit `UIFont.Weight`; ``cssValue`` is the CSS
/// `font-weight` number.
///
/// | weight | CSS |
/// |---|---|
/// | regular | 400 |
/// | medium | 500 |
/// | semibold | 600 |
/// | bold | 700 |
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Codable {
  /// The thinnest weight (CSS 100).
  case ultraLight
  /// A thin weight (CSS 200).
  case thin
  /// A light weight (CSS 300).
  case light
  /// The regular weight (CSS 400), most text styles.
  case regular
  /// A medium weight (CSS 500): tvOS styles, macOS caption2.
  case medium
  /// A semibold weight (CSS 600): the iOS and watchOS headline.
  case semibold
  /// A bold weight (CSS 700): the macOS headline, emphasized iOS titles.
  case bold
  /// A heavy weight (CSS 800).
  case heavy
  /// The heaviest weight (CSS 900).
  case black

  /// The CSS `font-weight` number: 100 for `ultraLight` up to 900 for `black`.
  public var cssValue: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}
