/// A design-tokens file in the W3C Design Tokens Community Group format, read into the
/// ``/AppDimensAudit/DesignToken``s an audit checks.
///
/// Groups nest; a token is an object with `$value` (and optional `$type`, `$description`,
/// `$extensions`); its path is the group names joined by dots. A group's `$type` applies to
/// the tokens inside it. What the audit reads:
///
/// | token | audited as | value |
/// |---|---|---|
/// | `$type: "fontSize"` | text | a plain `N` is `N.ssp` |
/// | `$type: "dimension"` + `$extensions.appdimens.role: "target"` | target | a plain `N` is `N.sdp` |
/// | `$type: "dimension"` + `role: "width"` | width | a plain `N` is `N.sdp` |
/// | `$type: "dimension"` without a role (or no `$type`) | not audited (value still checked) | |
/// | `$type: "typography"` | text, from its `fontSize` | as `fontSize` |
/// | another W3C type (`color`, `duration`, …) | skipped | |
///
/// A value is a plain dimension — `16`, `"16px"`, `"16pt"`, `{"value": 16, "unit": "px"}` — or
/// an AppDimens expression (`"17.scaled(relativeTo: body, maxSize: xxxLarge)"`,
/// `"320.fitDp"`), or a reference to another token (`"{size.body}"`). Design points in
/// `$extensions.appdimens.designPoints` (``TokenExtension``) replace it in the audit.
///
/// Every problem is a ``UsageError`` that names the file, line and column, and the token:
/// `tokens.json:7:16: text.body: $value: at column 4: unknown function 'sdx' (did you mean
/// 'sdp'?)`.
struct DesignTokenFile {
  /// The tokens to audit (text, targets, widths), in file order.
  let tokens: [DesignToken]
  /// The paths of dimension tokens without a role: read and checked, not audited.
  let unaudited: [String]
  /// How many tokens have a type that is not a size (colors, durations, …).
  let skipped: Int
  /// The file's name in messages.
  let name: String
  /// The document read, for positions in messages.
  private let document: JSONDocument
  /// The byte offset of each token's `$value`, by path.
  private let valueOffsets: [String: Int]

  /// The `$type`s of the W3C format that are not sizes: such tokens are skipped.
  static let otherTypes = [
    "color", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle",
    "border", "transition", "shadow", "gradient",
  ]
  /// Every `$type` the reader knows.
  static let knownTypes = ["dimension", "fontSize", "typography"] + otherTypes

  /// Reads the tokens of `bytes`, naming the file `name` in errors.
  init(bytes: [UInt8], name: String) throws(UsageError) {
    let document = try JSONDocument(bytes: bytes, fileName: name)
    var reader = TokenReader(document: document, name: name)
    try reader.collect(document.root, path: [], inheritedType: nil)
    reader.linkReferences()
    var tokens: [DesignToken] = []
    var unaudited: [String] = []
    var skipped = 0
    for raw in reader.raw {
      switch try reader.token(raw) {
      case .audited(let token): tokens.append(token)
      case .unaudited: unaudited.append(raw.path)
      case .skipped: skipped += 1
      }
    }
    self.tokens = tokens
    self.unaudited = unaudited
    self.skipped = skipped
    self.name = name
    self.document = document
    self.valueOffsets = reader.byPath.mapValues { $0.node.member("$value")?.node.offset ?? 0 }
  }

  /// `name:line:column: ` of token `path`'s `$value`, to start a message (`name: ` for a path
  /// the file does not have).
  func location(of path: String) -> String {
    guard let offset = valueOffsets[path] else { return name + ": " }
    let position = document.position(of: offset)
    return "\(name):\(position.line):\(position.column): "
  }
}
