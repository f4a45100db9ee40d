/// What the audit makes of a token's `$type`: the W3C format's types and the ones design tools
/// export (Tokens Studio's `spacing`, `sizing`, `fontSizes`, …).
///
/// | `$type` | read as | audited |
/// |---|---|---|
/// | `fontSize`, `fontSizes` | a font size | text, always |
/// | `typography` | its `fontSize` (and the token's `$description`) | text, always |
/// | `dimension`, `spacing`, `sizing`, `borderRadius`, `borderWidth`, `lineHeights`, `letterSpacing`, `paragraphSpacing`, `paragraphIndent` | a dimension | when a role names it |
/// | `number` | a dimension in points | when a role names it |
/// | any other (`color`, `string`, `shadow`, `boxShadow`, `duration`, `fontFamily`, `fontWeight`, …) | not read | skipped, counted by type |
///
/// A token without a `$type` (its own, its group's, or its alias target's) is a dimension.
enum TokenType: Hashable, Sendable {
  /// A font size: always text.
  case fontSize
  /// A composite whose `fontSize` is text.
  case typography
  /// A length: audited when a role names it.
  case dimension
  /// A unitless number: a length in points when a role names it.
  case number
  /// A type the audit has no rule for, by name.
  case other(String)

  /// The W3C and design-tool type names read as a dimension.
  static let dimensionNames: Set<String> = [
    "dimension", "spacing", "sizing", "borderRadius", "borderWidth", "lineHeights",
    "letterSpacing", "paragraphSpacing", "paragraphIndent",
  ]

  /// The audit's reading of the type named `name`.
  init(name: String) {
    switch name {
    case "fontSize", "fontSizes": self = .fontSize
    case "typography": self = .typography
    case "number": self = .number
    case _ where Self.dimensionNames.contains(name): self = .dimension
    default: self = .other(name)
    }
  }
}
