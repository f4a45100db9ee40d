import AppDimensToolSupport

/// The tokens of several design-token files merged into one tree, as Style Dictionary and the
/// W3C format merge them: groups of the same path in two files are one group, a token defined
/// again replaces the earlier one (a problem names both places).
///
/// What is collected, per file, depth first in file order:
///
/// | member | collected as |
/// |---|---|
/// | an object with `$value` | a token at the group path + its name |
/// | an object that is only `{"$ref": "#/…"}` | a token whose value is that reference |
/// | `$root` (an object with `$value`) | a token at the group's own path (also `group.$root`) |
/// | another object | a group (its `$type` applies to the tokens inside) |
/// | any other `$` member | read for `$type` and `$extensions`, otherwise ignored |
/// | anything else (`"a": 1`), a name with `{`, `}` or `.` | a problem; the rest is read |
struct TokenTree {
  /// One file read.
  struct File {
    /// The file's name in messages.
    let name: String
    /// The document.
    let document: JSONDocument
    /// Turns byte offsets into lines and columns.
    let cursor: PositionCursor
  }

  /// A token as written.
  struct Token {
    /// The group names and the token's name, joined by dots.
    let path: String
    /// The index of its file in ``files``.
    let file: Int
    /// The token's object.
    let node: JSONDocument.Node
    /// Its `$value` (or the `{"$ref": …}` object a reference token is).
    let value: JSONDocument.Node
    /// Its own `$type`, when it has one.
    let ownType: String?
    /// Whether it is a group's `$root` token (its path is the group's).
    let isRoot: Bool
  }

  /// The files, in the order given.
  private(set) var files: [File] = []
  /// The tokens, in file order (a token defined again keeps the first one's place).
  private(set) var tokens: [Token] = []
  /// The index in ``tokens`` of each path (and of `group.$root` for a `$root` token).
  private(set) var index: [String: Int] = [:]
  /// The `$type` of each group that has one, by path (`""` for a file's root).
  private(set) var groupTypes: [String: String] = [:]
  /// What cannot be used, in file order.
  private(set) var problems: [DesignTokenProblem] = []
  /// Whether any file carries `$extensions.appdimens`.
  private(set) var mentionsAppDimens = false
  /// The platforms the files declare at their roots, in order, each once; nil when none does.
  private(set) var platforms: [DesignPlatform]?
  /// The roles the files give at their roots, in order.
  private(set) var roleRules: [TokenRoleRule] = []

  /// Why a file is not read at all.
  struct Unreadable: Error {
    /// The message, starting with `file:line:column: `.
    let message: String
  }

  /// Adds the file `name` whose document is `document`.
  mutating func add(_ document: JSONDocument, name: String) throws(Unreadable) {
    let file = files.count
    files.append(
      File(name: name, document: document, cursor: PositionCursor(document.bytes)))
    guard document.root.members != nil else {
      throw Unreadable(
        message: "\(name):\(location(document.root.offset, file).line):1: expected an object of "
          + "tokens and groups, found \(document.root.kind)")
    }
    let before = tokens.count
    var legacy = 0
    readRootExtension(document.root, file)
    collect(document.root, path: [], file: file, legacy: &legacy)
    if tokens.count == before, legacy > 0 {
      throw Unreadable(
        message: "\(name): this is a legacy Tokens Studio file (\"value\" and \"type\" without "
          + "\"$\", \(legacy) \(legacy == 1 ? "token" : "tokens")); the audit reads the W3C format: in Tokens Studio, "
          + "Settings › Token Format › W3C DTCG, then export again")
    }
  }

  /// The location of byte `offset` of file `file`.
  func location(_ offset: Int, _ file: Int) -> DesignTokenLocation {
    let position = files[file].cursor.position(of: offset)
    return DesignTokenLocation(
      file: files[file].name, line: position.line, column: position.column)
  }

  /// A problem at byte `offset` of file `file`, naming the token or group at `path`.
  func problem(_ offset: Int, _ file: Int, _ path: String?, _ message: String)
    -> DesignTokenProblem
  {
    DesignTokenProblem(path: path, location: location(offset, file), message: message)
  }

  /// Walks a group, collecting its tokens depth first in file order.
  private mutating func collect(
    _ group: JSONDocument.Node, path: [String], file: Int, legacy: inout Int
  ) {
    let groupPath = path.joined(separator: ".")
    if let member = group.member("$type") {
      if case .string(let name) = member.node.value {
        groupTypes[groupPath] = name
      } else {
        problems.append(
          problem(
            member.node.offset, file, path.isEmpty ? nil : groupPath,
            "$type: expected a string, found \(member.node.kind)"))
      }
    }
    if group.member("$extensions")?.node.member("appdimens") != nil { mentionsAppDimens = true }
    guard let members = group.members else { return }
    for member in members {
      if member.key == "$root", !path.isEmpty, member.node.member("$value") != nil {
        addToken(groupPath, alias: groupPath + ".$root", member.node, file: file)
        continue
      }
      guard !member.key.hasPrefix("$") else { continue }
      let childPath = path + [member.key]
      let shown = childPath.joined(separator: ".")
      if let bad = member.key.first(where: { "{}.".contains($0) }) {
        problems.append(
          problem(
            member.keyOffset, file, shown, "a name may not contain '\(bad)' (W3C design tokens)"))
        continue
      }
      guard member.node.members != nil else {
        problems.append(
          problem(
            member.node.offset, file, shown,
            "expected a token (an object with $value) or a group, found \(member.node.kind)"))
        continue
      }
      if member.node.member("$value") != nil || TokenReferences.reference(member.node) != nil {
        addToken(shown, alias: nil, member.node, file: file)
      } else {
        if member.node.member("value") != nil, member.node.member("type") != nil { legacy += 1 }
        collect(member.node, path: childPath, file: file, legacy: &legacy)
      }
    }
  }

  /// Adds the token `path` (and its `alias`, for a `$root`) written as `node`.
  private mutating func addToken(
    _ path: String, alias: String?, _ node: JSONDocument.Node, file: Int
  ) {
    var ownType: String?
    if let member = node.member("$type") {
      if case .string(let name) = member.node.value {
        ownType = name
      } else {
        problems.append(
          problem(
            member.node.offset, file, path, "$type: expected a string, found \(member.node.kind)"))
      }
    }
    if node.member("$extensions")?.node.member("appdimens") != nil { mentionsAppDimens = true }
    let value = node.member("$value")?.node ?? node
    let token = Token(
      path: path, file: file, node: node, value: value, ownType: ownType, isRoot: alias != nil)
    if let existing = index[path] {
      let earlier = tokens[existing]
      problems.append(
        problem(
          value.offset, file, path,
          "defined again (first at \(location(earlier.value.offset, earlier.file))); this "
            + "definition is used, as files merge in the order given"))
      tokens[existing] = token
    } else {
      index[path] = tokens.count
      tokens.append(token)
    }
    if let alias { index[alias] = index[path] }
  }

  /// The `$type` that applies to `token`: its own, else the nearest enclosing group's.
  func declaredType(of token: Token) -> String? {
    if let own = token.ownType { return own }
    var parts = token.path.split(separator: ".", omittingEmptySubsequences: false)
    // A `$root` token's group is its own path; another token's is its parent.
    if !token.isRoot { parts.removeLast() }
    while true {
      if let type = groupTypes[parts.joined(separator: ".")] { return type }
      guard !parts.isEmpty else { return nil }
      parts.removeLast()
    }
  }

  /// Reads a file root's `$extensions.appdimens`: `platforms` and `roles`.
  private mutating func readRootExtension(_ root: JSONDocument.Node, _ file: Int) {
    guard let node = root.member("$extensions")?.node.member("appdimens")?.node else { return }
    mentionsAppDimens = true
    guard let members = node.members else {
      problems.append(
        problem(
          node.offset, file, nil, "$extensions.appdimens: expected an object, found \(node.kind)"))
      return
    }
    for member in members {
      switch member.key {
      case "platforms":
        guard case .array(let items) = member.node.value else {
          problems.append(
            problem(
              member.node.offset, file, nil,
              "$extensions.appdimens.platforms: expected an array of platform names, found "
                + member.node.kind))
          continue
        }
        for item in items {
          guard case .string(let name) = item.value, let platform = DesignPlatform(name: name)
          else {
            problems.append(
              problem(
                item.offset, file, nil,
                "$extensions.appdimens.platforms: expected one of "
                  + DesignPlatform.allCases.map(\.rawValue).joined(separator: ", ") + ", found "
                  + TokenExtension.shown(item)))
            continue
          }
          if !(platforms ?? []).contains(platform) { platforms = (platforms ?? []) + [platform] }
        }
      case "roles":
        readRoles(member.node, file)
      default:
        problems.append(
          problem(
            member.keyOffset, file, nil,
            "$extensions.appdimens: unknown key '\(JSONDocument.shown(member.key))' at the root "
              + "(known: platforms, roles)"))
      }
    }
  }

  /// `{"target": ["control.*.size"], "width": "layout.**"}`: the role rules of a file's root.
  private mutating func readRoles(_ node: JSONDocument.Node, _ file: Int) {
    guard let members = node.members else {
      problems.append(
        problem(
          node.offset, file, nil,
          "$extensions.appdimens.roles: expected an object of roles and path patterns, found "
            + node.kind))
      return
    }
    for member in members {
      guard let role = DesignToken.Role(rawValue: member.key) else {
        problems.append(
          problem(
            member.keyOffset, file, nil,
            "$extensions.appdimens.roles: unknown role '\(JSONDocument.shown(member.key))' "
              + "(known: target, width, text)"))
        continue
      }
      let items: [JSONDocument.Node]
      if case .array(let list) = member.node.value { items = list } else { items = [member.node] }
      for item in items {
        guard case .string(let text) = item.value, let pattern = TokenPattern(text) else {
          problems.append(
            problem(
              item.offset, file, nil,
              "$extensions.appdimens.roles.\(member.key): expected a path pattern such as "
                + "\"control.*.size\", found " + TokenExtension.shown(item)))
          continue
        }
        roleRules.append(TokenRoleRule(role, pattern))
      }
    }
  }
}

/// Lines and columns of byte offsets in one file, as the JSON reader
/// counts them (columns count Unicode scalars from 1), in time linear in the file for offsets
/// asked in increasing order (the reader's order): each answer continues from the last.
//
// Policy: counting from the start of the file for every token made reading n tokens O(n ×
// size): 34 s for a chain of 4,000 tokens on one line each in a debug build.
final class PositionCursor {
  /// The file's bytes.
  private let bytes: [UInt8]
  /// The last offset answered, and its line and column.
  private var offset = 0
  private var line = 1
  private var column = 1
  /// The offset where each line starts, found as the cursor goes (line n starts at
  /// `lineStarts[n - 1]`).
  private var lineStarts = [0]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The 1-based line and column of the byte at `target`.
  func position(of target: Int) -> (line: Int, column: Int) {
    let target = Swift.max(0, Swift.min(target, bytes.count))
    if target < offset {
      // Back to the start of the line holding `target` (a binary search of the lines seen).
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
      }
      offset = lineStarts[low]
      line = low + 1
      column = 1
    }
    while offset < target {
      let byte = bytes[offset]
      offset += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
        if line > lineStarts.count { lineStarts.append(offset) }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
