import AppDimensToolSupport

/// A DTCG resolver document read into the token files of each context: its sets, its
/// modifiers and their contexts, and the order they resolve in.
///
/// The format is the Design Tokens Community Group's Resolver Module 2025.10
/// (designtokens.org/tr/2025.10/resolver, "Syntax"): `version` (`2025.10`), `sets` (a name →
/// `{"sources": […]}`), `modifiers` (a name → `{"contexts": {name: […]}, "default": name}`) and
/// `resolutionOrder` (`{"$ref": "#/sets/NAME"}`, `{"$ref": "#/modifiers/NAME"}` or an inline
/// set or modifier with `type` and `name`). A source is `{"$ref": "FILE"}`, a path relative to
/// the resolver, or `{"$ref": "#/sets/NAME"}`; later sources win ("Resolution Order").
///
/// What it does not read is a problem row at the resolver's line, never a silent skip: inline
/// tokens, JSON pointers into a file, remote sources, a reference to no set or modifier, a set
/// that includes itself, a modifier without contexts, a `default` that names no context.
//
// Policy: the reader is bounded whatever the document says: a set's sources are expanded once
// (memoised), at most ``maximumDepth`` sets deep, with each file kept once per list (its last
// place, which is where it wins), so no document makes a list longer than its distinct files;
// at most ``maximumContexts`` contexts become modes. Hostile inputs are fuzzed.
struct TokenResolver {
  /// The deepest chain of sets that include sets.
  static let maximumDepth = 16
  /// The most contexts, over every modifier, read as modes.
  static let maximumContexts = 64

  /// A token file a resolver lists: its path (relative to the working folder, `.` and `..`
  /// folded), the byte where the resolver names it, and whether its tokens are read only as
  /// the targets of references (a Tokens Studio theme's `source` set), not as the mode's own.
  struct Source: Hashable {
    let path: String
    let offset: Int
    var referenceOnly = false
  }

  /// A modifier: its name, its contexts with their sources, and the one used while another
  /// modifier's contexts are read.
  struct Modifier {
    let name: String
    let offset: Int
    var contexts: [(name: String, sources: [Source])]
    var defaultContext: Int
    /// The narrowest window width of each context, in points, when the modifier declares
    /// them (`$extensions.appdimens.breakpoints`); empty otherwise.
    var breakpoints: [(context: String, width: Double)] = []
  }

  /// One entry of `resolutionOrder`: the sources of a set, or a modifier (its index).
  enum Step {
    case sources([Source])
    case modifier(Int)
  }

  /// The resolver's name in messages.
  let name: String
  /// The steps, in order.
  private(set) var steps: [Step] = []
  /// The modifiers named in the steps, in order.
  private(set) var modifiers: [Modifier] = []
  /// What could not be read.
  private(set) var problems: [DesignTokenProblem] = []

  /// The document.
  private let document: JSONDocument
  /// The folder of the resolver, with a trailing `/`, or empty.
  private let folder: String
  /// Places in the resolver, found in one pass.
  private let cursor: PositionCursor
  /// The document's sets by name.
  private var setNodes: [String: JSONDocument.Node] = [:]
  /// Each set's sources, once expanded.
  private var expanded: [String: [Source]] = [:]
  /// The sets being expanded (a set met again is a circle).
  private var expanding: Set<String> = []

  /// Whether `document` is a resolver rather than a token file: its root has a
  /// `resolutionOrder` array, or a `version` string next to `sets` or `modifiers`.
  static func isResolver(_ document: JSONDocument) -> Bool {
    let root = document.root
    guard root.isObject else { return false }
    if case .array? = root.member("resolutionOrder")?.node.value { return true }
    return root.member("version")?.node.string != nil
      && (root.member("sets")?.node.isObject == true
        || root.member("modifiers")?.node.isObject == true)
  }

  /// Reads the resolver `name` whose document is `document`.
  init(_ document: JSONDocument, name: String) {
    self.document = document
    self.name = name
    self.cursor = PositionCursor(document.bytes)
    if let slash = name.lastIndex(of: "/") {
      folder = String(name[...slash])
    } else {
      folder = ""
    }
    let root = document.root
    if let version = root.member("version"), version.node.string != "2025.10" {
      problem(
        version.node.offset,
        "version: expected \"2025.10\", got \(JSONDocument.shown(Self.text(version.node))); "
          + "read as 2025.10")
    }
    if let sets = root.member("sets")?.node {
      for member in sets.lazyMembers { setNodes[member.key] = member.node }
    }
    guard let order = root.member("resolutionOrder")?.node, case .array(let entries) = order.value
    else {
      problem(root.offset, "resolutionOrder: expected an array of sets and modifiers")
      return
    }
    let modifierNodes = root.member("modifiers")?.node
    var named: Set<String> = []
    for entry in entries {
      guard entry.isObject else {
        problem(entry.offset, "resolutionOrder: expected {\"$ref\": …} or an inline set")
        continue
      }
      if let reference = entry.member("$ref")?.node {
        let text = reference.string ?? ""
        if let set = Self.pointer(text, "#/sets/") {
          guard named.insert("#/sets/" + set).inserted else {
            problem(
              reference.offset, "$ref: set '\(JSONDocument.shown(set))' is in resolutionOrder twice"
            )
            continue
          }
          steps.append(.sources(expand(set, at: reference.offset, depth: 0)))
        } else if let modifier = Self.pointer(text, "#/modifiers/") {
          guard let node = modifierNodes?.member(modifier)?.node else {
            problem(
              reference.offset,
              "no modifier '\(JSONDocument.shown(modifier))'" + hint(modifierNodes))
            continue
          }
          guard named.insert("#/modifiers/" + modifier).inserted else { continue }
          addModifier(modifier, node, at: reference.offset)
        } else {
          problem(
            reference.offset,
            "$ref: expected \"#/sets/NAME\" or \"#/modifiers/NAME\", got "
              + "'\(JSONDocument.shown(text))'")
        }
        continue
      }
      // An inline set or modifier ("Inline sets and modifiers": `type` and `name`).
      let type = entry.member("type")?.node.string
      let inlineName = entry.member("name")?.node.string ?? ""
      switch type {
      case "set" where named.insert("#/sets/" + inlineName).inserted:
        steps.append(.sources(sources(entry.member("sources")?.node, at: entry.offset, depth: 0)))
      case "modifier" where named.insert("#/modifiers/" + inlineName).inserted:
        addModifier(inlineName, entry, at: entry.offset)
      case "set", "modifier":
        problem(
          entry.offset, "name: '\(JSONDocument.shown(inlineName))' is in resolutionOrder twice")
      default:
        problem(
          entry.offset, "resolutionOrder: an inline entry needs \"type\": \"set\" or \"modifier\"")
      }
    }
  }

  /// The sources of one resolution: each modifier at `contexts[its index]`, files once each
  /// (at their last place).
  func sources(choosing contexts: [Int]) -> [Source] {
    var all: [Source] = []
    for step in steps {
      switch step {
      case .sources(let sources): all += sources
      case .modifier(let index): all += modifiers[index].contexts[contexts[index]].sources
      }
    }
    return Self.lastOfEach(all)
  }

  /// Adds the modifier `name` read from `node`.
  private mutating func addModifier(_ name: String, _ node: JSONDocument.Node, at offset: Int) {
    guard let contexts = node.member("contexts")?.node, contexts.isObject else {
      problem(offset, "modifier '\(JSONDocument.shown(name))': no \"contexts\" object")
      return
    }
    var modifier = Modifier(name: name, offset: offset, contexts: [], defaultContext: 0)
    // At most 64 modifiers hold contexts (each holds one or more), so this sum is bounded.
    let room = Self.maximumContexts - modifiers.reduce(0) { $0 + $1.contexts.count }
    guard room > 0 else {
      problem(
        offset,
        "modifier '\(JSONDocument.shown(name))': not read, more than \(Self.maximumContexts) "
          + "contexts in all")
      return
    }
    for member in contexts.lazyMembers {
      guard modifier.contexts.count < room else {
        problem(
          member.keyOffset,
          "contexts: more than \(Self.maximumContexts) contexts in all; the rest are not read")
        break
      }
      modifier.contexts.append(
        (member.key, sources(member.node, at: member.keyOffset, depth: 0)))
    }
    guard !modifier.contexts.isEmpty else {
      problem(contexts.offset, "modifier '\(JSONDocument.shown(name))': contexts is empty")
      return
    }
    if let given = node.member("default")?.node {
      if let index = modifier.contexts.firstIndex(where: { $0.name == given.string }) {
        modifier.defaultContext = index
      } else {
        problem(
          given.offset,
          "default: no context '\(JSONDocument.shown(Self.text(given)))' in modifier "
            + "'\(JSONDocument.shown(name))'; the first is used")
      }
    }
    modifier.breakpoints = declaredBreakpoints(node, of: modifier)
    steps.append(.modifier(modifiers.count))
    modifiers.append(modifier)
  }

  /// The widths a modifier declares for its contexts, so a build (the build-tool plugin, or a
  /// command without `--breakpoints`) reads it as a breakpoint modifier with no flag:
  /// `"$extensions": {"appdimens": {"breakpoints": {"md": 672, "lg": 1056}}}`, points per
  /// context. DTCG reserves `$extensions` for tool data like this ("Extensions"). Each context
  /// needs a finite width ≥ 0, the widths must differ, and every name must be a context: else
  /// a problem row at the declaration and no widths.
  private mutating func declaredBreakpoints(
    _ node: JSONDocument.Node, of modifier: Modifier
  ) -> [(context: String, width: Double)] {
    guard
      let declared = node.member("$extensions")?.node.member("appdimens")?.node
        .member("breakpoints")?.node
    else { return [] }
    let name = JSONDocument.shown(modifier.name)
    guard declared.isObject else {
      problem(declared.offset, "modifier '\(name)': breakpoints: expected an object of widths")
      return []
    }
    var widths: [(context: String, width: Double)] = []
    var seen: Set<Double> = []
    for member in declared.lazyMembers {
      guard modifier.contexts.contains(where: { $0.name == member.key }) else {
        problem(
          member.keyOffset,
          "modifier '\(name)': breakpoints: no context '\(JSONDocument.shown(member.key))'")
        return []
      }
      guard let width = member.node.number, width.isFinite, width >= 0,
        seen.insert(width).inserted
      else {
        problem(
          member.node.offset,
          "modifier '\(name)': breakpoints: '\(JSONDocument.shown(member.key))' needs a width "
            + "in points, a finite number ≥ 0 that no other context has")
        return []
      }
      widths.append((member.key, width))
    }
    guard widths.count == modifier.contexts.count else {
      problem(
        declared.offset,
        "modifier '\(name)': breakpoints: every context needs a width ("
          + "\(widths.count) of \(modifier.contexts.count) given)")
      return []
    }
    return widths
  }

  /// The sources of the set `name`, expanded once.
  private mutating func expand(_ name: String, at offset: Int, depth: Int) -> [Source] {
    if let done = expanded[name] { return done }
    guard let node = setNodes[name] else {
      problem(offset, "no set '\(JSONDocument.shown(name))'")
      return []
    }
    guard depth < Self.maximumDepth else {
      problem(offset, "set '\(JSONDocument.shown(name))': more than \(Self.maximumDepth) sets deep")
      return []
    }
    guard expanding.insert(name).inserted else {
      problem(offset, "set '\(JSONDocument.shown(name))' includes itself")
      return []
    }
    let result = sources(node.member("sources")?.node, at: node.offset, depth: depth + 1)
    expanding.remove(name)
    expanded[name] = result
    return result
  }

  /// The files of a `sources` array (a set's, or a context's).
  private mutating func sources(_ node: JSONDocument.Node?, at offset: Int, depth: Int)
    -> [Source]
  {
    guard let node, case .array(let entries) = node.value else {
      problem(node?.offset ?? offset, "sources: expected an array of {\"$ref\": FILE}")
      return []
    }
    var found: [Source] = []
    for entry in entries {
      guard let reference = entry.member("$ref")?.node, let text = reference.string else {
        problem(
          entry.offset,
          entry.isObject
            ? "inline tokens are not read: put them in a file and give {\"$ref\": FILE}"
            : "sources: expected {\"$ref\": FILE}, found \(entry.kind)")
        continue
      }
      if let set = Self.pointer(text, "#/sets/") {
        found += expand(set, at: reference.offset, depth: depth)
      } else if text.hasPrefix("#") {
        problem(
          reference.offset,
          "$ref: a source names a file or \"#/sets/NAME\" (a modifier cannot include a "
            + "modifier), got '\(JSONDocument.shown(text))'")
      } else if text.contains("://") || text.hasPrefix("npm:") {
        problem(
          reference.offset,
          "$ref: only files beside the resolver are read, not '\(JSONDocument.shown(text))'")
      } else if text.contains("#") {
        problem(
          reference.offset,
          "$ref: a JSON pointer into a file is not read; give the whole file "
            + "('\(JSONDocument.shown(text))')")
      } else {
        found.append(
          Source(
            path: Self.folded(text.hasPrefix("/") ? text : folder + text), offset: reference.offset)
        )
      }
    }
    return Self.lastOfEach(found)
  }

  /// A value for a message: a string as it is, anything else by its kind.
  private static func text(_ node: JSONDocument.Node) -> String {
    node.string ?? node.kind
  }

  /// ` (modifiers: a, b)`, or empty.
  private func hint(_ modifiers: JSONDocument.Node?) -> String {
    let names = modifiers?.lazyMembers.prefix(8).map { JSONDocument.shown($0.key) } ?? []
    return names.isEmpty
      ? " (the resolver has no modifiers)" : " (modifiers: \(names.joined(separator: ", ")))"
  }

  /// Where byte `offset` of the resolver is.
  func location(_ offset: Int) -> DesignTokenLocation {
    let position = cursor.position(of: offset)
    return DesignTokenLocation(file: name, line: position.line, column: position.column)
  }

  /// Records a problem at byte `offset` of the resolver.
  private mutating func problem(_ offset: Int, _ message: String) {
    problems.append(DesignTokenProblem(path: nil, location: location(offset), message: message))
  }
}
