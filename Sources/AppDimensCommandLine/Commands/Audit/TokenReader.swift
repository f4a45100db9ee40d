/// The steps of reading a ``DesignTokenFile``: collecting the tokens of the group tree, then
/// turning each into a ``/AppDimensAudit/DesignToken`` (type, role, value, references).
struct TokenReader {
  /// A token as written: its path, its node and its `$type` (own or inherited).
  struct RawToken {
    /// The group names and the token's name, joined by dots.
    let path: String
    /// The token's object.
    let node: JSONDocument.Node
    /// The `$type` that applies, and the node that says it.
    let type: (name: String, node: JSONDocument.Node)?
  }

  /// What a token becomes.
  enum Outcome {
    /// A text, target or width token.
    case audited(DesignToken)
    /// A dimension without a role.
    case unaudited
    /// A token whose type is not a size.
    case skipped
  }

  /// The document.
  let document: JSONDocument
  /// The file's name in messages.
  let name: String
  /// The tokens in file order.
  private(set) var raw: [RawToken] = []
  /// The tokens by path, for references.
  private(set) var byPath: [String: RawToken] = [:]
  /// The references between the tokens (``linkReferences()`` fills it after collecting).
  private(set) var references = TokenReferences([:])
  /// The expression compiler.
  let evaluator = ExpressionEvaluator()

  init(document: JSONDocument, name: String) {
    self.document = document
    self.name = name
  }

  /// An error at `node`, naming the token at `path`.
  func failure(_ node: JSONDocument.Node, _ path: String?, _ message: String) -> UsageError {
    failure(at: node.offset, path, message)
  }

  /// An error at byte `offset`, naming the token at `path`.
  func failure(at offset: Int, _ path: String?, _ message: String) -> UsageError {
    let position = document.position(of: offset)
    return UsageError(
      "\(name):\(position.line):\(position.column): " + (path.map { $0 + ": " } ?? "") + message)
  }

  /// Walks a group, collecting its tokens depth first in file order.
  mutating func collect(
    _ group: JSONDocument.Node, path: [String],
    inheritedType: (name: String, node: JSONDocument.Node)?
  ) throws(UsageError) {
    let groupPath = path.isEmpty ? nil : path.joined(separator: ".")
    guard let members = group.members else {
      throw failure(
        group, groupPath, "expected an object of tokens and groups, found \(group.kind)")
    }
    var type = inheritedType
    if let member = group.member("$type") { type = try typeName(member.node, groupPath) }
    for member in members where !member.key.hasPrefix("$") {
      let childPath = path + [member.key]
      let shown = childPath.joined(separator: ".")
      if let bad = member.key.first(where: { "{}.".contains($0) }) {
        throw failure(
          at: member.keyOffset, shown, "a name may not contain '\(bad)' (W3C design tokens)")
      }
      guard member.node.members != nil else {
        throw failure(
          member.node, shown,
          "expected a token (an object with $value) or a group, found "
            + member.node.kind)
      }
      if member.node.member("$value") != nil {
        var ownType = type
        if let typeMember = member.node.member("$type") {
          ownType = try typeName(typeMember.node, shown)
        }
        let token = RawToken(path: shown, node: member.node, type: ownType)
        raw.append(token)
        byPath[shown] = token
      } else {
        try collect(member.node, path: childPath, inheritedType: type)
      }
    }
  }

  /// Prepares the references between the collected tokens.
  mutating func linkReferences() {
    references = TokenReferences(
      byPath.mapValues { .init(value: $0.node.member("$value")?.node, type: $0.type?.name) })
  }

  /// A reference problem as the error of the token at `path`, at `node` (the token's
  /// `$value`) or at the node that names a missing token.
  func failure(_ problem: TokenReferences.Problem, _ node: JSONDocument.Node, _ path: String)
    -> UsageError
  {
    switch problem {
    case .missing(let target, let offset):
      return failure(at: offset, path, "$value: no token '\(UsageError.shown(target))'")
    case .circular(let chain):
      return failure(node, path, "$value: circular reference (\(Self.chainText(chain)))")
    }
  }

  /// A chain of token paths for a message: each path cut to 40 characters, and a chain of
  /// more than 7 links shown by its first 3 and last 3 around `… (N links) …`.
  static func chainText(_ chain: [String]) -> String {
    let shown = chain.map(UsageError.shown)
    guard shown.count > 7 else { return shown.joined(separator: " → ") }
    return (shown.prefix(3) + ["… (\((shown.count - 1).counted("link")))"] + shown.suffix(3))
      .joined(separator: " → ")
  }

  /// A `$type` value: a string the reader knows.
  func typeName(
    _ node: JSONDocument.Node, _ path: String?
  ) throws(UsageError) -> (name: String, node: JSONDocument.Node) {
    guard case .string(let name) = node.value else {
      throw failure(node, path, "$type: expected a string, found \(node.kind)")
    }
    guard DesignTokenFile.knownTypes.contains(name) else {
      let known = DesignTokenFile.knownTypes
      let hint = NameMatching.nearest(to: name, among: known.map { ($0, [$0]) }, limit: 1)
        .first
      throw failure(
        node, path,
        "unknown $type '\(UsageError.shown(name))'"
          + (hint.map { " (did you mean '\($0)'?)" }
            ?? " (dimension, fontSize, typography or another W3C type)"))
    }
    return (name, node)
  }

  /// The design token `raw` stands for.
  mutating func token(_ raw: RawToken) throws(UsageError) -> Outcome {
    let extensionInfo = try TokenExtension(raw.node, path: raw.path, reader: self)
    let own = raw.node.member("$value")?.node ?? raw.node
    let valueNode: JSONDocument.Node
    do throws(TokenReferences.Problem) {
      valueNode = try references.value(of: raw.path) ?? own
    } catch {
      throw failure(error, own, raw.path)
    }
    let type = references.type(of: raw.path)
    if let points = extensionInfo.designPoints {
      return try designPointsToken(raw, type: type, points, extensionInfo, valueNode)
    }
    switch type {
    case "fontSize":
      try requireNoRole(extensionInfo, raw, type: type)
      return .audited(try sizeToken(raw.path, role: .text, valueNode))
    case "typography":
      try requireNoRole(extensionInfo, raw, type: type)
      guard let fontSize = valueNode.member("fontSize") else {
        guard valueNode.members != nil else {
          throw failure(valueNode, raw.path, "$value: a typography value is an object")
        }
        return .skipped
      }
      let node: JSONDocument.Node
      do throws(TokenReferences.Problem) {
        node = try references.resolved(fontSize.node, inside: raw.path)
      } catch {
        throw failure(error, fontSize.node, raw.path)
      }
      return .audited(try sizeToken(raw.path, role: .text, node))
    case "dimension":
      guard let role = extensionInfo.role else {
        _ = try sizeToken(raw.path, role: .width, valueNode)
        return .unaudited
      }
      return .audited(try sizeToken(raw.path, role: role, valueNode))
    default:
      if let node = extensionInfo.roleNode {
        throw failure(node, raw.path, "a role applies to dimension tokens, not '\(type)'")
      }
      return .skipped
    }
  }

  /// A token whose `$extensions.appdimens.designPoints` replace its `$value` (still checked,
  /// as other tools read it): text resolves `resolveText(c)`, a dimension `resolve(c)`.
  func designPointsToken(
    _ raw: RawToken, type: String, _ points: DesignPoints, _ info: TokenExtension,
    _ valueNode: JSONDocument.Node
  ) throws(UsageError) -> Outcome {
    switch type {
    case "fontSize":
      try requireNoRole(info, raw, type: type)
      _ = try sizeToken(raw.path, role: .text, valueNode)
      return .audited(
        DesignToken(raw.path, role: .text, source: "\(points).resolveText(c)") {
          points.resolveText($0)
        })
    case "dimension":
      _ = try sizeToken(raw.path, role: .width, valueNode)
      guard let role = info.role else { return .unaudited }
      return .audited(
        DesignToken(raw.path, role: role, source: "\(points).resolve(c)") { points.resolve($0) })
    default:
      throw failure(
        info.designPointsNode ?? raw.node, raw.path,
        "design points apply to fontSize and dimension tokens, not '\(type)'")
    }
  }

  /// Throws when a text token carries a role (roles mark dimensions).
  func requireNoRole(_ info: TokenExtension, _ raw: RawToken, type: String) throws(UsageError) {
    guard let node = info.roleNode else { return }
    throw failure(node, raw.path, "a \(type) token is text; a role applies to dimension tokens")
  }
}
