/// What a token's `$extensions.appdimens` object says.
///
/// | key | value | meaning |
/// |---|---|---|
/// | `role` | `"target"` | something a finger or pointer hits: `target-size` |
/// | `role` | `"width"` | something that must fit in the window: `fits-window` |
/// | `designPoints` | `{"390": 16, "820": 24, "1280": 32}` | the value at each design frame: `[390: 16, 820: 24, 1280: 32]`, audited instead of `$value` |
/// | `qualifier` | `"smallWidth"` (default), `"width"`, `"height"` | the window dimension of the design points |
/// | `extrapolation` | `"clamp"` (default), `"proportional"`, `"linear"` | the design points outside their frames |
///
/// Any other key is an error, so a misspelt key is never silently ignored.
//
// Policy: this is the one place that reads the package's own token extensions. The JSON
// mirrors the Swift spelling `DesignPoints([390: 16, 820: 24], qualifier: .width,
// extrapolation: .linear)`: object keys are the sizes (JSON keys are strings), the option
// names and values are Swift's. The points go through `DesignPoints(validating:)`, so a file
// is checked as strictly as a value typed at the command line.
struct TokenExtension {
  /// The keys `$extensions.appdimens` may hold.
  static let keys = ["role", "designPoints", "qualifier", "extrapolation"]
  /// The roles a dimension may have.
  static let roles: [DesignToken.Role] = [.target, .width]

  /// The role, when one is given.
  private(set) var role: DesignToken.Role?
  /// The node of the role, for messages.
  private(set) var roleNode: JSONDocument.Node?
  /// The design points, when given (validated, with their qualifier and extrapolation).
  private(set) var designPoints: DesignPoints?
  /// The node of the design points, for messages.
  private(set) var designPointsNode: JSONDocument.Node?

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
    var qualifier: (DpQualifier, JSONDocument.Node)?
    var extrapolation: (DesignPoints.Extrapolation, JSONDocument.Node)?
    for member in members {
      switch member.key {
      case "designPoints":
        designPointsNode = member.node
      case "qualifier":
        qualifier = (try Self.option(member, path: path, reader: reader), member.node)
      case "extrapolation":
        extrapolation = (try Self.option(member, path: path, reader: reader), member.node)
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
    guard let pointsNode = designPointsNode else {
      if let node = qualifier?.1 ?? extrapolation?.1 {
        throw reader.failure(
          node, path, "$extensions.appdimens: qualifier and extrapolation need designPoints")
      }
      return
    }
    designPoints = try Self.designPoints(
      pointsNode, qualifier: qualifier?.0 ?? .smallWidth,
      extrapolation: extrapolation?.0 ?? .clamp, path: path, reader: reader)
  }

  /// The value of `qualifier` or `extrapolation`: one of the Swift case names.
  static func option<Option: RawRepresentable & CaseIterable>(
    _ member: JSONDocument.Member, path: String, reader: TokenReader
  ) throws(UsageError) -> Option where Option.RawValue == String {
    let names = Option.allCases.map(\.rawValue)
    guard case .string(let name) = member.node.value, let option = Option(rawValue: name) else {
      throw reader.failure(
        member.node, path,
        "$extensions.appdimens.\(member.key): expected one of \(names.joined(separator: ", ")), "
          + "found " + shown(member.node))
    }
    return option
  }

  /// `{"390": 16, "820": 24}` through `DesignPoints(validating:)`; an error names the entry
  /// and points at its size (or value).
  static func designPoints(
    _ node: JSONDocument.Node, qualifier: DpQualifier,
    extrapolation: DesignPoints.Extrapolation, path: String, reader: TokenReader
  ) throws(UsageError) -> DesignPoints {
    let name = "$extensions.appdimens.designPoints"
    guard let members = node.members else {
      throw reader.failure(
        node, path,
        "\(name): expected an object of window sizes and values such as "
          + "{\"390\": 16, \"820\": 24}, found \(node.kind)")
    }
    var entries: [(Double, Double)] = []
    for member in members {
      guard let size = NumberScanner.parse(member.key) else {
        throw reader.failure(
          at: member.keyOffset, path,
          "\(name): '\(UsageError.shown(member.key))' is not a window size in points")
      }
      guard case .number(let value) = member.node.value else {
        throw reader.failure(
          member.node, path,
          "\(name).\(UsageError.shown(member.key)): expected a number, found \(member.node.kind)")
      }
      entries.append((size, value))
    }
    do {
      return try DesignPoints(
        validating: entries, qualifier: qualifier, extrapolation: extrapolation)
    } catch {
      let offset: Int =
        switch error {
        case .empty: node.offset
        case .invalidValue(let index, _, _): members[index].node.offset
        case .invalidSize(let index, _), .duplicateSize(let index, _, _):
          members[index].keyOffset
        }
      throw reader.failure(at: offset, path, "\(name): \(error)")
    }
  }

  /// A value for a message: a string in quotes, otherwise its kind.
  static func shown(_ node: JSONDocument.Node) -> String {
    if case .string(let text) = node.value { return "'\(UsageError.shown(text))'" }
    return node.kind
  }
}
