/// What a token's `$extensions.appdimens` object says.
///
/// | key | value | meaning |
/// |---|---|---|
/// | `role` | `"target"` | something a finger or pointer hits: `target-size` |
/// | `role` | `"width"` | something that must fit in the window: `fits-window` |
///
/// Any other key is an error, so a misspelt key is never silently ignored.
//
// Policy: this is the one place that reads the package's own token extensions. New keys — for
// example design points, a value given at several window sizes (`"designPoints": {"390": 16,
// "820": 24}`), which would replace `$value` — are added here as a field and a `case`, and read
// by `TokenReader.token(_:)`.
struct TokenExtension {
  /// The keys `$extensions.appdimens` may hold.
  static let keys = ["role"]
  /// The roles a dimension may have.
  static let roles: [DesignToken.Role] = [.target, .width]

  /// The role, when one is given.
  private(set) var role: DesignToken.Role?
  /// The node of the role, for messages.
  private(set) var roleNode: JSONDocument.Node?

  /// Reads `$extensions.appdimens` of the token `node` (absent: no role).
  init(_ node: JSONDocument.Node, path: String, reader: TokenReader) throws(UsageError) {
    guard let extensions = node.member("$extensions")?.node else { return }
    guard extensions.members != nil else {
      throw reader.failure(
        extensions, path, "$extensions: expected an object, found \(extensions.kind)")
    }
    guard let appdimens = extensions.member("appdimens")?.node else { return }
    guard let members = appdimens.members else {
      throw reader.failure(
        appdimens, path, "$extensions.appdimens: expected an object, found \(appdimens.kind)")
    }
    for member in members {
      switch member.key {
      case "role":
        let names = Self.roles.map(\.rawValue)
        guard case .string(let name) = member.node.value,
          let role = Self.roles.first(where: { $0.rawValue == name })
        else {
          throw reader.failure(
            member.node, path,
            "$extensions.appdimens.role: expected one of \(names.joined(separator: ", ")), found "
              + Self.shown(member.node))
        }
        self.role = role
        self.roleNode = member.node
      default:
        throw reader.failure(
          at: member.keyOffset, path,
          "$extensions.appdimens: unknown key '\(UsageError.shown(member.key))' (known: "
            + Self.keys.joined(separator: ", ") + ")")
      }
    }
  }

  /// A value for a message: a string in quotes, otherwise its kind.
  static func shown(_ node: JSONDocument.Node) -> String {
    if case .string(let text) = node.value { return "'\(UsageError.shown(text))'" }
    return node.kind
  }
}
