import AppDimensToolSupport

/// Tokens Studio themes read into the token files of each theme: the `$themes.json` of a
/// Tokens Studio multi-file export, its sets ordered by the `tokenSetOrder` of the
/// `$metadata.json` beside it.
///
/// `$themes.json` is an array of themes, each `{"id", "name", "group"?, "selectedTokenSets":
/// {SET: STATUS}}`, where SET is a file's path below the export's folder without `.json`
/// (`primitives/modes/size/medium`) and STATUS is `enabled`, `source` or `disabled`. Tokens
/// Studio's meaning, which this follows:
///
/// | status | read | the mode's own tokens |
/// |---|---|---|
/// | `enabled` | yes | yes |
/// | `source` | yes, as the targets of references | no |
/// | `disabled` (or not named) | no | no |
///
/// (Tokens Studio's docs, "Themes (pro)" and "Export Using Themes": a set marked "Reference
/// only" — `source` in the file — resolves the other sets' references but makes no style or
/// variable of its own; the plugin's Style Dictionary package, `@tokens-studio/sd-transforms`
/// `permutateThemes`, reads every set whose status is not `disabled`.)
///
/// A theme's `group` is a modifier and the theme a context of it, as a resolver's are: a mode
/// is one theme, with every other group at its first theme (Tokens Studio applies one theme
/// of each group at once, "Themes that switch"); themes without a group are one group of
/// their own. The sets of a mode are read in `tokenSetOrder`, where the last set wins ("the
/// Plugin favors the Token Set at the bottom of the list"); sets it does not order come
/// after, in the order the themes name them, and without `$metadata.json` every set does. A
/// set that is `enabled` in one of the mode's themes and `source` in another is the mode's
/// own.
///
/// What it does not read is a problem row at the theme's line: an entry that is not a theme,
/// a theme without a name, the same group and name twice, a status that is not one of the
/// three, a set outside the export's folder, a set `$metadata.json` does not order.
//
// Policy: the reader is bounded whatever the file says: at most
// ``TokenResolver/maximumContexts`` themes become modes (each a context), and each theme's
// sets are read once, in one pass over its members, so the work is linear in the file.
struct TokenThemes: ModeLayout {
  /// The file name Tokens Studio writes the themes to.
  static let fileName = "$themes.json"
  /// The file name Tokens Studio writes the set order to.
  static let metadataName = "$metadata.json"

  /// The name of the themes file in messages.
  let name: String
  /// The theme groups, as modifiers whose contexts are the themes.
  private(set) var modifiers: [TokenResolver.Modifier] = []
  /// What could not be read.
  private(set) var problems: [DesignTokenProblem] = []
  /// Every set file named in any theme, whatever its status.
  private(set) var mentioned: Set<String> = []

  /// Places in the themes file.
  private let cursor: PositionCursor
  /// Each set file's place in `tokenSetOrder`.
  private var rank: [String: Int] = [:]

  var noContexts: String { "\(Self.fileName) has no themes" }
  var readsOtherFiles: Bool { false }

  /// Whether `document`, named `name`, is Tokens Studio's themes: it is named
  /// `$themes.json`, or its root is an array whose first entry has `selectedTokenSets`.
  static func isThemes(_ document: JSONDocument, name: String) -> Bool {
    if name == fileName || name.hasSuffix("/" + fileName) { return true }
    guard case .array(let entries) = document.root.value, let first = entries.first else {
      return false
    }
    return first.member("selectedTokenSets") != nil
  }

  /// The folder of `name`, with a trailing `/`, or empty.
  static func folder(of name: String) -> String {
    guard let slash = name.lastIndex(of: "/") else { return "" }
    return String(name[...slash])
  }

  /// Reads the themes `name` whose document is `document`; `metadata` is the
  /// `$metadata.json` beside it, when there is one.
  init(_ document: JSONDocument, name: String, metadata: (document: JSONDocument, name: String)?) {
    self.name = name
    self.cursor = PositionCursor(document.bytes)
    let folder = Self.folder(of: name)
    if let metadata { readOrder(metadata.document, name: metadata.name, folder: folder) }
    guard case .array(let entries) = document.root.value else {
      problem(
        document.root.offset,
        "expected an array of themes ({\"name\", \"group\", \"selectedTokenSets\"}), found "
          + document.root.kind)
      return
    }
    var groupIndex: [String: Int] = [:]
    var seen: Set<String> = []
    var count = 0
    for entry in entries {
      guard entry.isObject else {
        problem(entry.offset, "expected a theme object, found \(entry.kind)")
        continue
      }
      guard let themeName = entry.member("name")?.node.string, !themeName.isEmpty else {
        problem(entry.offset, "theme: no \"name\" string; not read")
        continue
      }
      var group = ""
      if let node = entry.member("group")?.node {
        if let text = node.string {
          group = text
        } else {
          problem(
            node.offset,
            "theme '\(JSONDocument.shown(themeName))': group: expected a string, found "
              + "\(node.kind); read without a group")
        }
      }
      let shown = (group.isEmpty ? "" : group + "/") + themeName
      guard seen.insert(group + "\u{0}" + themeName).inserted else {
        problem(
          entry.offset,
          "theme '\(JSONDocument.shown(shown))' is defined twice; the first is read")
        continue
      }
      guard count < TokenResolver.maximumContexts else {
        problem(
          entry.offset,
          "more than \(TokenResolver.maximumContexts) themes; the rest are not read")
        break
      }
      count += 1
      let sources = sets(of: entry, theme: shown, folder: folder)
      if let index = groupIndex[group] {
        modifiers[index].contexts.append((themeName, sources))
      } else {
        groupIndex[group] = modifiers.count
        modifiers.append(
          TokenResolver.Modifier(
            name: group, offset: entry.offset, contexts: [(themeName, sources)],
            defaultContext: 0))
      }
    }
  }

  /// The sources of one choice of a theme per group, in `tokenSetOrder` (the last wins).
  func sources(choosing contexts: [Int]) -> [TokenResolver.Source] {
    var all: [TokenResolver.Source] = []
    for (index, modifier) in modifiers.enumerated() where contexts.indices.contains(index) {
      all += modifier.contexts[contexts[index]].sources
    }
    // A set enabled by one theme is the mode's own even where another names it a source.
    var own: Set<String> = []
    for source in all where !source.referenceOnly { own.insert(source.path) }
    let ordered = all.enumerated().sorted { a, b in
      let (left, right) = (rank[a.element.path] ?? Int.max, rank[b.element.path] ?? Int.max)
      return left != right ? left < right : a.offset < b.offset
    }.map { entry in
      var source = entry.element
      if own.contains(source.path) { source.referenceOnly = false }
      return source
    }
    return TokenResolver.lastOfEach(ordered)
  }

  /// Where byte `offset` of the themes file is.
  func place(_ offset: Int) -> DesignTokenLocation? {
    let position = cursor.position(of: offset)
    return DesignTokenLocation(file: name, line: position.line, column: position.column)
  }

  /// The sets of one theme that it reads (`enabled` and `source`).
  private mutating func sets(of entry: JSONDocument.Node, theme: String, folder: String)
    -> [TokenResolver.Source]
  {
    guard let selected = entry.member("selectedTokenSets")?.node, selected.isObject else {
      problem(
        entry.offset,
        "theme '\(JSONDocument.shown(theme))': selectedTokenSets: expected an object of "
          + "set → \"enabled\", \"source\" or \"disabled\"")
      return []
    }
    var found: [TokenResolver.Source] = []
    for member in selected.lazyMembers {
      let set = JSONDocument.shown(member.key)
      let status = member.node.string
      guard status == "enabled" || status == "source" || status == "disabled" else {
        problem(
          member.node.offset,
          "theme '\(JSONDocument.shown(theme))': set '\(set)': expected \"enabled\", "
            + "\"source\" or \"disabled\", got "
            + (status.map { "'\(JSONDocument.shown($0))'" } ?? member.node.kind) + "; not read")
        continue
      }
      let parts = member.key.split(separator: "/", omittingEmptySubsequences: false)
      guard !member.key.isEmpty, !member.key.hasPrefix("/"), !parts.contains(".."),
        !member.key.contains("://")
      else {
        problem(
          member.keyOffset,
          "theme '\(JSONDocument.shown(theme))': set '\(set)': not read, a set is a file "
            + "below the folder of \(Self.fileName)")
        continue
      }
      let path = TokenResolver.folded(folder + member.key + ".json")
      mentioned.insert(path)
      guard status != "disabled" else { continue }
      if !rank.isEmpty, rank[path] == nil {
        problem(
          member.keyOffset,
          "theme '\(JSONDocument.shown(theme))': set '\(set)' is not in the tokenSetOrder of "
            + "\(Self.metadataName); read after the sets it orders")
      }
      found.append(
        TokenResolver.Source(
          path: path, offset: member.keyOffset, referenceOnly: status == "source"))
    }
    return TokenResolver.lastOfEach(found)
  }

  /// Reads `tokenSetOrder` of the `$metadata.json` `name`.
  private mutating func readOrder(_ document: JSONDocument, name: String, folder: String) {
    guard let order = document.root.member("tokenSetOrder")?.node,
      case .array(let sets) = order.value
    else {
      let cursor = PositionCursor(document.bytes)
      let position = cursor.position(of: document.root.offset)
      problems.append(
        DesignTokenProblem(
          path: nil,
          location: DesignTokenLocation(
            file: name, line: position.line, column: position.column),
          message: "tokenSetOrder: expected an array of set names; sets read in the order "
            + "the themes name them"))
      return
    }
    for set in sets {
      guard let text = set.string else { continue }
      let path = TokenResolver.folded(folder + text + ".json")
      if rank[path] == nil { rank[path] = rank.count }
    }
  }

  /// Records a problem at byte `offset` of the themes file.
  private mutating func problem(_ offset: Int, _ message: String) {
    problems.append(DesignTokenProblem(path: nil, location: place(offset), message: message))
  }
}
