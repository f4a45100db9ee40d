/// A text size a window is audited at: a Dynamic Type category, or a font scale the app
/// declares itself (a Mac app's own text-size setting).
///
/// | size | name | font scale of the window |
/// |---|---|---|
/// | `.category(.large)` | `large` | the platform's, at Large |
/// | `.category(.accessibility5)` | `accessibility5` | the platform's, at AX5 |
/// | `.fontScale(1.5)` | `fontScale 1.5` | 1.5 |
public enum AuditTextSize: Hashable, Sendable {
  /// A Dynamic Type category: the window's font scale follows it on its platform.
  case category(ContentSizeCategory)
  /// A font scale the app sets itself (1 is 100 %).
  case fontScale(Double)

  /// The size as reports show it: the category's name (`accessibility5`) or the scale
  /// (`fontScale 1.5`).
  public var name: String {
    switch self {
    case .category(let category): category.rawValue
    case .fontScale(let scale): "fontScale \(scale)"
    }
  }
}
