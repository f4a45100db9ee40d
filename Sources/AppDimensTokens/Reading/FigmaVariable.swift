import AppDimensToolSupport

/// What Figma's own variables export says about a token in `$extensions`: the fields a
/// variable may be used for (`com.figma.scopes`) and the name developers use for it on iOS
/// (`com.figma.codeSyntax.iOS`).
///
/// Figma writes every size as `"$type": "number"` in points and says what it is for only in
/// its scopes. A `number` token reads as:
///
/// | scopes (Figma `VariableScope`) | read as (`$type`) | role, where no role is given |
/// |---|---|---|
/// | `FONT_SIZE` | `fontSize` | text |
/// | `WIDTH_HEIGHT` | `sizing` | width (`fits-window`) |
/// | `GAP` | `spacing` | width (`fits-window`) |
/// | `CORNER_RADIUS` | `borderRadius` | none |
/// | `STROKE_FLOAT` | `borderWidth` | none |
/// | `LINE_HEIGHT` | `lineHeights` | none |
/// | `LETTER_SPACING`, `PARAGRAPH_SPACING`, `PARAGRAPH_INDENT` | `letterSpacing`, `paragraphSpacing`, `paragraphIndent` | none |
/// | `ALL_SCOPES`, `OPACITY`, `FONT_WEIGHT`, `EFFECT_FLOAT`, `TEXT_CONTENT`, none | `number` (unchanged) | none |
///
/// Several scopes read as the one type they share; `FONT_SIZE` with a size scope is
/// ambiguous and stays `number`; two different size scopes read as `dimension`, with the width
/// role only when each is `WIDTH_HEIGHT` or `GAP`. Scopes that are not sizes beside a size
/// scope are ignored. A role from `$extensions.appdimens.role` or a role pattern wins over the
/// scope's.
//
// Source: Figma Plugin API, `VariableScope`
// (https://developers.figma.com/docs/plugins/api/VariableScope): the valid scopes of a FLOAT
// variable are ALL_SCOPES, TEXT_CONTENT, CORNER_RADIUS, WIDTH_HEIGHT, GAP, OPACITY,
// STROKE_FLOAT, EFFECT_FLOAT, FONT_WEIGHT, FONT_SIZE, LINE_HEIGHT, LETTER_SPACING,
// PARAGRAPH_SPACING and PARAGRAPH_INDENT.
// Policy: a WIDTH_HEIGHT or GAP number is laid out in the window, so it must fit in it; none is
// assumed to be a hit target (an icon's 16 × 16 is a WIDTH_HEIGHT too).
struct FigmaVariable {
  /// The scopes, as written.
  let scopes: [String]
  /// `com.figma.codeSyntax.iOS`, when given.
  let codeSyntaxIOS: String?

  /// The type and role each size scope reads as.
  static let readings: [String: (type: String, role: DesignToken.Role?)] = [
    "FONT_SIZE": ("fontSize", .text),
    "WIDTH_HEIGHT": ("sizing", .width),
    "GAP": ("spacing", .width),
    "CORNER_RADIUS": ("borderRadius", nil),
    "STROKE_FLOAT": ("borderWidth", nil),
    "LINE_HEIGHT": ("lineHeights", nil),
    "LETTER_SPACING": ("letterSpacing", nil),
    "PARAGRAPH_SPACING": ("paragraphSpacing", nil),
    "PARAGRAPH_INDENT": ("paragraphIndent", nil),
  ]

  /// What the token `node`'s `$extensions` says in Figma's keys; nil when it says nothing.
  init?(_ node: JSONDocument.Node) {
    guard let extensions = node.member("$extensions")?.node else { return nil }
    var scopes: [String] = []
    if let list = extensions.member("com.figma.scopes")?.node {
      for element in list.children { if let scope = element.string { scopes.append(scope) } }
    }
    let ios = extensions.member("com.figma.codeSyntax")?.node.member("iOS")?.node.string
    guard !scopes.isEmpty || ios != nil else { return nil }
    self.scopes = scopes
    self.codeSyntaxIOS = ios
  }

  /// The type and role a `number` token with these scopes reads as; nil when they name no
  /// size, or name text and a size at once.
  var reading: (type: String, role: DesignToken.Role?)? {
    let sizes = scopes.compactMap { Self.readings[$0] }
    guard let first = sizes.first else { return nil }
    if sizes.allSatisfy({ $0.type == first.type }) { return first }
    if sizes.contains(where: { $0.role == .text }) { return nil }
    return ("dimension", sizes.allSatisfy { $0.role == .width } ? .width : nil)
  }

  /// The member name `com.figma.codeSyntax.iOS` gives: its last dot-separated part
  /// (`spacing100` of `LemonadeTheme.spaces.spacing100`); nil when there is none.
  var memberName: String? {
    guard let ios = codeSyntaxIOS,
      let last = ios.split(separator: ".").last.map(String.init), !last.isEmpty
    else { return nil }
    return last
  }
}
