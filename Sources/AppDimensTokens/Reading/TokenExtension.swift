import AppDimensToolSupport

/// What a token's `$extensions.appdimens` object says.
///
/// | key | value | meaning |
/// |---|---|---|
/// | `role` | `"target"`, `"width"`, `"text"` | something a finger or pointer hits (`target-size`), that must fit in the window (`fits-window`), or a text size |
/// | `relativeTo` | `"caption2"`, `"largeTitle"`, … | the text style whose Dynamic Type curve the text follows |
/// | `expression` | `"16.sdp"` | an AppDimens expression audited instead of `$value` |
/// | `designPoints` | `{"390": 16, "820": 24, "1280": 32}` | the value at each design frame: `[390: 16, 820: 24, 1280: 32]`, audited instead of `$value` |
/// | `qualifier` | `"smallWidth"` (default), `"width"`, `"height"` | the window dimension of the design points |
/// | `extrapolation` | `"clamp"` (default), `"proportional"`, `"linear"` | the design points outside their frames |
///
/// Any other key is a problem, so a misspelt key is never silently ignored; so is a near miss
/// of the namespace itself (`AppDimens`, `appDimens`, `com.appdimens`), here, on a group and at
/// a file's root.
//
// Policy: this is the one place that reads the package's own token extensions. The JSON
// mirrors the Swift spelling `DesignPoints([390: 16, 820: 24], qualifier: .width,
// extrapolation: .linear)`: object keys are the sizes (JSON keys are strings), the option
// names and values are Swift's. The points go through `DesignPoints(validating:)`, so a file
// is checked as strictly as a value typed at the command line.
struct TokenExtension {
  /// The keys `$extensions.appdimens` may hold.
  static let keys = [
    "role", "relativeTo", "expression", "designPoints", "qualifier", "extrapolation",
  ]

  /// The role, when one is given.
  private(set) var role: DesignToken.Role?
  /// The node of the role, for messages.
  private(set) var roleNode: JSONDocument.Node?
  /// The text style, when one is given.
  private(set) var relativeTo: TextStyle?
  /// The AppDimens expression, and its node.
  private(set) var expression: (text: String, node: JSONDocument.Node)?
  /// The design points, when given (validated, with their qualifier and extrapolation).
  private(set) var designPoints: DesignPoints?
  /// The node of the design points, for messages.
  private(set) var designPointsNode: JSONDocument.Node?

  /// Reads `$extensions.appdimens` of the token `node` (absent: nothing); a problem is thrown
  /// through `failure`.
  init(
    _ node: JSONDocument.Node,
    failure: (_ offset: Int, _ message: String) -> DesignTokenProblem
  ) throws(DesignTokenProblem) {
    guard let extensions = node.member("$extensions")?.node else { return }
    guard extensions.members != nil else {
      throw failure(extensions.offset, "$extensions: expected an object, found \(extensions.kind)")
    }
    if let near = Self.nearMiss(extensions) {
      throw failure(near.keyOffset, Self.nearMissMessage(near.key))
    }
    guard let appdimens = extensions.member("appdimens")?.node else { return }
    guard let members = appdimens.members else {
      throw failure(
        appdimens.offset, "$extensions.appdimens: expected an object, found \(appdimens.kind)")
    }
    var qualifier: (DpQualifier, JSONDocument.Node)?
    var extrapolation: (DesignPoints.Extrapolation, JSONDocument.Node)?
    for member in members {
      switch member.key {
      case "designPoints":
        designPointsNode = member.node
      case "qualifier":
        qualifier = (try Self.option(member, failure: failure), member.node)
      case "extrapolation":
        extrapolation = (try Self.option(member, failure: failure), member.node)
      case "role":
        let names = DesignToken.Role.allCases.map(\.rawValue)
        guard case .string(let name) = member.node.value,
          let role = DesignToken.Role(rawValue: name)
        else {
          throw failure(
            member.node.offset,
            "$extensions.appdimens.role: expected one of \(names.joined(separator: ", ")), found "
              + Self.shown(member.node))
        }
        self.role = role
        self.roleNode = member.node
      case "relativeTo":
        guard case .string(let name) = member.node.value, let style = TextStyle(name: name) else {
          throw failure(
            member.node.offset,
            "$extensions.appdimens.relativeTo: expected a text style (largeTitle, title1…title3, "
              + "headline, body, callout, subheadline, footnote, caption1, caption2), found "
              + Self.shown(member.node))
        }
        relativeTo = style
      case "expression":
        guard case .string(let text) = member.node.value else {
          throw failure(
            member.node.offset,
            "$extensions.appdimens.expression: expected an AppDimens expression in a string, "
              + "found \(member.node.kind)")
        }
        expression = (text, member.node)
      default:
        throw failure(
          member.keyOffset,
          "$extensions.appdimens: unknown key '\(JSONDocument.shown(member.key))' (known: "
            + Self.keys.joined(separator: ", ") + ")")
      }
    }
    guard let pointsNode = designPointsNode else {
      if let node = qualifier?.1 ?? extrapolation?.1 {
        throw failure(
          node.offset, "$extensions.appdimens: qualifier and extrapolation need designPoints")
      }
      return
    }
    designPoints = try Self.designPoints(
      pointsNode, qualifier: qualifier?.0 ?? .smallWidth,
      extrapolation: extrapolation?.0 ?? .clamp, failure: failure)
  }

  /// The value of `qualifier` or `extrapolation`: one of the Swift case names.
  static func option<Option: RawRepresentable & CaseIterable>(
    _ member: JSONDocument.Member,
    failure: (_ offset: Int, _ message: String) -> DesignTokenProblem
  ) throws(DesignTokenProblem) -> Option where Option.RawValue == String {
    let names = Option.allCases.map(\.rawValue)
    guard case .string(let name) = member.node.value, let option = Option(rawValue: name) else {
      throw failure(
        member.node.offset,
        "$extensions.appdimens.\(member.key): expected one of \(names.joined(separator: ", ")), "
          + "found " + shown(member.node))
    }
    return option
  }

  /// `{"390": 16, "820": 24}` through `DesignPoints(validating:)`; a problem names the entry
  /// and points at its size (or value).
  static func designPoints(
    _ node: JSONDocument.Node, qualifier: DpQualifier,
    extrapolation: DesignPoints.Extrapolation,
    failure: (_ offset: Int, _ message: String) -> DesignTokenProblem
  ) throws(DesignTokenProblem) -> DesignPoints {
    let name = "$extensions.appdimens.designPoints"
    guard let members = node.members else {
      throw failure(
        node.offset,
        "\(name): expected an object of window sizes and values such as "
          + "{\"390\": 16, \"820\": 24}, found \(node.kind)")
    }
    var entries: [(Double, Double)] = []
    for member in members {
      guard let size = NumberScanner.parse(member.key) else {
        throw failure(
          member.keyOffset,
          "\(name): '\(JSONDocument.shown(member.key))' is not a window size in points")
      }
      guard case .number(let value) = member.node.value else {
        throw failure(
          member.node.offset,
          "\(name).\(JSONDocument.shown(member.key)): expected a number, found \(member.node.kind)"
        )
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
      throw failure(offset, "\(name): \(error)")
    }
  }

  /// The member of an `$extensions` object whose key is a near miss of `appdimens`: the same
  /// letters in another case or with punctuation (`AppDimens`, `appDimens`, `app-dimens`), or
  /// a reverse-domain name ending in them (`com.appdimens`).
  static func nearMiss(_ extensions: JSONDocument.Node) -> JSONDocument.Member? {
    extensions.lazyMembers.first { member in
      guard member.key != "appdimens" else { return false }
      let letters = String(
        member.key.lowercased().unicodeScalars.filter {
          $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }.map(Character.init))
      return letters.hasSuffix("appdimens")
    }
  }

  /// The problem of a near miss `key`: it names the one spelling the audit reads.
  static func nearMissMessage(_ key: String) -> String {
    "$extensions: '\(JSONDocument.shown(key))' is not read: the audit reads "
      + "$extensions.appdimens (all lowercase, no prefix)"
  }

  /// A value for a message: a string in quotes, otherwise its kind.
  static func shown(_ node: JSONDocument.Node) -> String {
    if case .string(let text) = node.value { return "'\(JSONDocument.shown(text))'" }
    return node.kind
  }
}
