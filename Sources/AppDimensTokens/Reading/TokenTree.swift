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

  /// A token as written: 20 bytes, its path kept in ``paths``.
  struct Token {
    /// The index of its file in ``files``.
    let file: Int32
    /// The token's object (its index in its file's document).
    let node: Int32
    /// Its `$value` (or the `{"$ref": …}` object a reference token is).
    let value: Int32
    /// The group whose `$type` applies to it: the enclosing one, or for a `$root` token the
    /// group it stands for.
    let group: Int32
    /// Its own `$type` (an index in ``typeNames``), -1 when it has none.
    let ownType: Int32
    /// Whether it is a group's `$root` token (its path is the group's).
    let isRoot: Bool
  }

  /// The longest path read, in UTF-8 bytes; a longer group or token is a problem, not read.
  static let maximumPathLength = 1024

  /// Whether a token of a later file replaces one of an earlier file silently, as the
  /// sources of a DTCG resolver do (else it is a "defined again" problem).
  var overridesAcrossFiles = false
  /// The files, in the order given.
  private(set) var files: [File] = []
  /// The tokens, in file order (a token defined again keeps the first one's place).
  private(set) var tokens: [Token] = []
  /// Each token's path: entry `i` is token `i`'s (its value is `i`).
  private(set) var paths = TokenPathIndex()
  /// The `group.$root` name of each `$root` token.
  private(set) var rootAliases: [String: Int32] = [:]
  /// The groups by path (`""` for the files' roots); an entry's value is its parent group,
  /// -1 for the root.
  private(set) var groups = TokenPathIndex()
  /// Each group's own `$type` (an index in ``typeNames``), -1 when it has none; a later file's
  /// replaces an earlier one's.
  private(set) var groupTypes: [Int32] = []
  /// The `$type` names read, each once.
  private(set) var typeNames: [String] = []
  private var typeIndex: [String: Int32] = [:]
  /// What cannot be used, in file order.
  private(set) var problems: [DesignTokenProblem] = []
  /// Whether any file carries `$extensions.appdimens`.
  private(set) var mentionsAppDimens = false
  /// The platforms the files declare at their roots, in order, each once; nil when none does.
  private(set) var platforms: [DesignPlatform]?
  /// The roles the files give at their roots, in order.
  private(set) var roleRules: [TokenRoleRule] = []
  /// The rows the groups declare (`$extensions.appdimens.row`), in file order: the group's
  /// path, its file and the row's node (read by ``DesignRow/read(_:tokens:)``).
  private(set) var rowDeclarations: [(path: String, file: Int, node: Int32)] = []

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
    guard document.root.isObject else {
      throw Unreadable(
        message: "\(name):\(location(document.root.offset, file).line):1: expected an object of "
          + "tokens and groups, found \(document.root.kind)")
    }
    let before = tokens.count
    var legacy = 0
    readRootExtension(document.root, file)
    collect(document.root, file: file, legacy: &legacy)
    if tokens.count == before, legacy > 0 {
      throw Unreadable(
        message: "\(name): this is a legacy Tokens Studio file (\"value\" and \"type\" without "
          + "\"$\", \(legacy) \(legacy == 1 ? "token" : "tokens")); the audit reads the W3C format: in Tokens Studio, "
          + "Settings › Token Format › W3C DTCG, then export again")
    }
  }

  /// Frees the room the lists grew into (called once every file is added).
  mutating func compact() {
    tokens = tokens.exactCopy()
    paths.compact()
  }

  /// The path of token `token`.
  func path(of token: Int) -> String { paths.string(of: token) }

  /// The token whose path (or `group.$root` alias) is `path`.
  func token(named path: String) -> Int? {
    (paths.entry(of: path).map { Int(truncatingIfNeeded: paths.values[$0]) })
      ?? rootAliases[path].map { Int(truncatingIfNeeded: $0) }
  }

  /// The token's object.
  func node(of token: Token) -> JSONDocument.Node {
    node(Int(truncatingIfNeeded: token.node), in: token.file)
  }

  /// The token's `$value` (or its `{"$ref": …}` object).
  func value(of token: Token) -> JSONDocument.Node {
    node(Int(truncatingIfNeeded: token.value), in: token.file)
  }

  /// Node `index` of file `file`.
  func node(_ index: Int, in file: Int32) -> JSONDocument.Node {
    let document = files[Int(truncatingIfNeeded: file)].document
    return document.node(at: index) ?? document.root
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

  /// The index in ``typeNames`` of `name`, added when new.
  private mutating func typeID(_ name: String) -> Int32 {
    if let id = typeIndex[name] { return id }
    let id = Int32(truncatingIfNeeded: typeNames.count)
    typeNames.append(name)
    typeIndex[name] = id
    return id
  }

  /// A group of the files: where it is open and what it holds.
  private struct OpenGroup {
    var members: JSONDocument.MemberSequence
    /// The length of its path in the path buffer.
    let pathLength: Int
    /// How many names its path has (0 for a file's root).
    let depth: Int
    /// Its index in ``groups``.
    let group: Int32
  }

  /// Walks a file's groups depth first in file order, collecting their tokens; an explicit
  /// stack of open groups, so nesting never grows the call stack.
  private mutating func collect(_ root: JSONDocument.Node, file: Int, legacy: inout Int) {
    var path: [UInt8] = []
    var open = [
      OpenGroup(
        members: root.lazyMembers, pathLength: 0, depth: 0,
        group: enterGroup(root, path: path, depth: 0, parent: -1, file: file))
    ]
    while let top = open.last {
      guard let member = open[open.count - 1].members.next() else {
        open.removeLast()
        continue
      }
      path.removeSubrange(top.pathLength...)
      let groupPath = top.depth == 0 ? nil : String(decoding: path, as: UTF8.self)
      if member.key == "$root", let groupPath, member.node.member("$value") != nil {
        addToken(path, alias: groupPath + ".$root", member.node, group: top.group, file: file)
        continue
      }
      guard !member.key.hasPrefix("$") else { continue }
      if top.depth > 0 { path.append(UInt8(ascii: ".")) }
      path.append(contentsOf: member.key.utf8)
      let shown = String(decoding: path, as: UTF8.self)
      if let bad = member.key.first(where: { "{}.".contains($0) }) {
        problems.append(
          problem(
            member.keyOffset, file, shown, "a name may not contain '\(bad)' (W3C design tokens)"))
        continue
      }
      guard member.node.isObject else {
        problems.append(
          problem(
            member.node.offset, file, shown,
            "expected a token (an object with $value) or a group, found \(member.node.kind)"))
        continue
      }
      guard path.count <= Self.maximumPathLength else {
        problems.append(
          problem(
            member.keyOffset, file, shown,
            "a path longer than \(Self.maximumPathLength) bytes (\(path.count)) is not read"))
        continue
      }
      if member.node.member("$value") != nil || TokenReferences.reference(member.node) != nil {
        addToken(path, alias: nil, member.node, group: top.group, file: file)
      } else {
        if member.node.member("value") != nil, member.node.member("type") != nil { legacy += 1 }
        let group = enterGroup(
          member.node, path: path, depth: top.depth + 1, parent: top.group, file: file)
        open.append(
          OpenGroup(
            members: member.node.lazyMembers, pathLength: path.count, depth: top.depth + 1,
            group: group))
      }
    }
  }

  /// Registers the group `node` at `path` (merged with a group of the same path in an earlier
  /// file) and reads its `$type` and `$extensions`; its index in ``groups``.
  private mutating func enterGroup(
    _ node: JSONDocument.Node, path: [UInt8], depth: Int, parent: Int32, file: Int
  ) -> Int32 {
    let (entry, inserted) = groups.insert(path, value: parent)
    if inserted { groupTypes.append(-1) }
    if let member = node.member("$type") {
      if let name = member.node.string {
        groupTypes[entry] = typeID(name)
      } else {
        problems.append(
          problem(
            member.node.offset, file, depth == 0 ? nil : String(decoding: path, as: UTF8.self),
            "$type: expected a string, found \(member.node.kind)"))
      }
    }
    if let extensions = node.member("$extensions")?.node {
      if extensions.member("appdimens") != nil { mentionsAppDimens = true }
      if depth > 0, let row = extensions.member("appdimens")?.node.member("row")?.node {
        rowDeclarations.append(
          (String(decoding: path, as: UTF8.self), file, Int32(truncatingIfNeeded: row.index)))
      }
      // A file's root reports its own near miss (readRootExtension).
      if depth > 0, let near = TokenExtension.nearMiss(extensions) {
        problems.append(
          problem(
            near.keyOffset, file, String(decoding: path, as: UTF8.self),
            TokenExtension.nearMissMessage(near.key)))
      }
    }
    return Int32(truncatingIfNeeded: entry)
  }

  /// Adds the token at `path` (and its `alias`, for a `$root`) written as `node`, in `group`.
  private mutating func addToken(
    _ path: [UInt8], alias: String?, _ node: JSONDocument.Node, group: Int32, file: Int
  ) {
    let shown = String(decoding: path, as: UTF8.self)
    var ownType: Int32 = -1
    if let member = node.member("$type") {
      if let name = member.node.string {
        ownType = typeID(name)
      } else {
        problems.append(
          problem(
            member.node.offset, file, shown, "$type: expected a string, found \(member.node.kind)"))
      }
    }
    if node.member("$extensions")?.node.member("appdimens") != nil { mentionsAppDimens = true }
    let value = node.member("$value")?.node ?? node
    let token = Token(
      file: Int32(truncatingIfNeeded: file), node: Int32(truncatingIfNeeded: node.index),
      value: Int32(truncatingIfNeeded: value.index), group: group, ownType: ownType,
      isRoot: alias != nil)
    let (entry, inserted) = paths.insert(
      path, value: Int32(truncatingIfNeeded: tokens.count))
    let index = Int(truncatingIfNeeded: paths.values[entry])
    if inserted {
      tokens.append(token)
    } else {
      let earlier = tokens[index]
      let earlierValue = self.value(of: earlier)
      // DTCG resolver 2025.10, "Sets": a later source overrides an earlier one; not a problem.
      if !overridesAcrossFiles || Int(truncatingIfNeeded: earlier.file) == file {
        problems.append(
          problem(
            value.offset, file, shown,
            "defined again (first at \(location(earlierValue.offset, Int(truncatingIfNeeded: earlier.file)))); this "
              + "definition is used, as files merge in the order given"))
      }
      tokens[index] = token
    }
    if let alias { rootAliases[alias] = Int32(truncatingIfNeeded: index) }
  }

  /// The `$type` each group's tokens inherit: its own, else its parent's (one pass: a parent
  /// is always registered before its children).
  func inheritedGroupTypes() -> [Int32] {
    var inherited = groupTypes
    for group in inherited.indices where inherited[group] < 0 {
      let parent = Int(truncatingIfNeeded: groups.values[group])
      if parent >= 0 { inherited[group] = inherited[parent] }
    }
    return inherited
  }

  /// Reads a file root's `$extensions.appdimens`: `platforms` and `roles`.
  private mutating func readRootExtension(_ root: JSONDocument.Node, _ file: Int) {
    // Policy: Tokens Studio's single-file export keeps its themes inside the file, its sets
    // as top-level groups; read as one design, each set's tokens under its name, never as
    // modes, so it says so rather than pass as a design of another shape.
    if let themes = root.member("$themes")?.node, case .array(let entries) = themes.value,
      !entries.isEmpty
    {
      problems.append(
        problem(
          themes.offset, file, nil,
          "$themes: a Tokens Studio single-file export; its themes are not read as modes (every "
            + "set is read, each under its name): sync or export as multiple files and give "
            + "the folder with $themes.json"))
    }
    if let extensions = root.member("$extensions")?.node,
      let near = TokenExtension.nearMiss(extensions)
    {
      problems.append(
        problem(near.keyOffset, file, nil, TokenExtension.nearMissMessage(near.key)))
    }
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
          guard let name = item.string, let platform = DesignPlatform(name: name)
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
        guard let text = item.string, let pattern = TokenPattern(text) else {
          problems.append(
            problem(
              item.offset, file, nil,
              "$extensions.appdimens.roles.\(member.key): expected a path pattern such as "
                + "\"control.*.size\" (at most \(TokenPattern.maximumLength) characters), found "
                + TokenExtension.shown(item)))
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
