import AppDimensToolSupport

/// The references between design tokens (`"$value": "{size.body}"`), followed without
/// recursion and each token once: a file of n tokens, however they chain and however many go
/// round one circle, is resolved in O(n) steps and 16 bytes per token, and a chain of any
/// length never grows the stack.
///
/// ```
/// resolve(token)   = its $value, when that is not a reference "{target}"
///                  = resolve(target), remembered for every token of the chain
///                  = a problem: no token 'target', or a circular reference (the chain)
/// type(token)      = its own or its group's $type, else type(target) for a reference,
///                  else "dimension"
/// ```
///
/// | tokens | resolve(a) | type(a) |
/// |---|---|---|
/// | `a: {b}`, `b: 16` | `16` | `dimension` |
/// | `a: {b}`, `b: {c}`, `c` typed `fontSize`: `12` | `12` | `fontSize` |
/// | `a: {x}` (no token x) | no token 'x', at `a`'s value | `dimension` |
/// | `a: {b}`, `b: {a}` | circular reference (a → b → a) | `dimension` |
//
// Policy: a reference is a walk along a chain with a dictionary of finished tokens and one
// of the tokens on the current walk, so each token is visited once however many chains pass
// through it (the recursive reader this replaces overflowed the stack at about 10,000 links
// and took cubic time: `appdimens audit` of a generated group of 1,000, 2,000 and 4,000 typed
// links took 3.1, 21.6 and 171 s on the release build, and takes 0.04, 0.07 and 0.15 s now).
// A circle is an id shared by every token on it or leading into it; the chain a message shows
// is walked once, for the one row a circle gets (naming the circle by its sorted tokens for
// every token on an 8,000-token circle took 46.5 s).
struct TokenReferences {
  /// Why a value cannot be resolved.
  enum Problem: Error, Equatable {
    /// A reference to a token the files do not have: its target and the offset of the node
    /// that names it.
    case missing(target: String, offset: Int)
    /// A chain that comes back to a token on it (``chain(of:)`` names it).
    case circular(Circular)
  }

  /// A circular reference: the circle (one id for every token on it or leading into it; nil
  /// for a typography whose `fontSize` comes back to its own token), and the tokens its
  /// message names.
  struct Circular: Equatable {
    /// The circle; nil when the chain comes back to a token that is not a reference.
    let circle: Int?
    /// The token the message starts from.
    let start: Int
    /// A token named before `start` (a typography whose `fontSize` refers to `start`).
    let lead: Int?
  }

  /// Where a token's references end.
  private enum End {
    /// Not walked yet.
    case unknown
    /// At the `$value` of this token.
    case value(Int32)
    /// At this token, whose reference names no token.
    case missing(Int32)
    /// On (or into) this circle.
    case circle(Int32)
  }

  /// The tokens.
  let tree: TokenTree
  /// Each token's target: -2 not looked up yet, -1 not a reference, -3 a reference to no token.
  private var targets: [Int32]
  /// Where each token ends.
  private var ends: [End]
  /// Each token's `$type` (an index in the tree's type names), -2 not known yet, -1 none.
  private var types: [Int32]
  /// The type each group's tokens inherit.
  private let groupTypes: [Int32]
  /// How many circles were found.
  private var circleCount: Int32 = 0
  /// How many tokens the walks have stepped through so far: the work done, which tests bound
  /// (at most two steps per token for any set of chains).
  private(set) var steps = 0

  /// The references among the tokens of `tree`.
  init(_ tree: TokenTree) {
    self.tree = tree
    targets = Array(repeating: -2, count: tree.tokens.count)
    ends = Array(repeating: .unknown, count: tree.tokens.count)
    types = Array(repeating: -2, count: tree.tokens.count)
    groupTypes = tree.inheritedGroupTypes()
  }

  /// The target of a reference — an alias `"{group.token}"`, or a JSON pointer to a token
  /// `{"$ref": "#/group/token"}` (also ending in `/$value`) — or nil when `node` is not one.
  ///
  /// | node | target |
  /// |---|---|
  /// | `"{size.16}"` | `size.16` |
  /// | `{"$ref": "#/size/16/$value"}`, `{"$ref": "#/size/16"}` | `size.16` |
  /// | `{"$ref": "#/a~1b/c"}` | `a/b.c` (`~1` is `/`, `~0` is `~`) |
  /// | `"16px"`, `{"$ref": "other.json#/a"}` | nil |
  static func reference(_ node: JSONDocument.Node?) -> String? {
    guard let node else { return nil }
    if let text = node.string {
      guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
      return String(text.dropFirst().dropLast())
    }
    guard let member = node.member("$ref"), let pointer = member.node.string else { return nil }
    var members = node.lazyMembers
    _ = members.next()
    guard members.next() == nil else { return nil }
    return Self.pointerPath(pointer)
  }

  /// A JSON pointer segment with its escapes decoded: `~1` is `/`, `~0` is `~` (RFC 6901 §4,
  /// `~01` is therefore `~1`); any other `~` is kept as written.
  static func unescapedPointerSegment(_ segment: Substring) -> String {
    // Policy: one pass by hand, where `replacing(_:with:)` needs iOS 16 and this module ships
    // to iOS 15.
    var result = ""
    var characters = segment.makeIterator()
    while let character = characters.next() {
      guard character == "~" else {
        result.append(character)
        continue
      }
      switch characters.next() {
      case "1": result.append("/")
      case "0": result.append("~")
      case let other?:
        result.append("~")
        result.append(other)
      case nil: result.append("~")
      }
    }
    return result
  }

  /// The token path of a JSON pointer into the token tree (`#/a/b` or `#/a/b/$value`); nil for
  /// a pointer into another document or inside a value.
  static func pointerPath(_ pointer: String) -> String? {
    guard pointer.hasPrefix("#/") else { return nil }
    var parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
      Self.unescapedPointerSegment($0)
    }
    if parts.last == "$value" { parts.removeLast() }
    guard !parts.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "$value" }) else {
      return nil
    }
    return parts.joined(separator: ".")
  }

  /// The token `token`'s reference leads to: -1 when its value is not a reference, -3 when
  /// it names no token.
  private mutating func target(of token: Int) -> Int32 {
    if targets[token] != -2 { return targets[token] }
    let found: Int32
    if let path = Self.reference(tree.value(of: tree.tokens[token])) {
      found = tree.token(named: path).map { Int32(truncatingIfNeeded: $0) } ?? -3
    } else {
      found = -1
    }
    targets[token] = found
    return found
  }

  /// The value node token `token`'s `$value` stands for: its own, or where its references end.
  mutating func value(of token: Int) throws(Problem) -> JSONDocument.Node {
    switch end(of: token) {
    case .value(let last): return tree.value(of: tree.tokens[Int(truncatingIfNeeded: last)])
    case .missing(let last): throw missing(Int(truncatingIfNeeded: last))
    case .circle(let circle):
      throw .circular(Circular(circle: Int(truncatingIfNeeded: circle), start: token, lead: nil))
    case .unknown: return tree.value(of: tree.tokens[token])
    }
  }

  /// The token whose `$value` the references starting at token `target` end at (`target`
  /// itself when its value is no reference); nil when they end nowhere (a missing token, a
  /// circle).
  mutating func source(of target: String) -> String? {
    guard let start = tree.token(named: target), case .value(let last) = end(of: start) else {
      return nil
    }
    return tree.path(of: Int(truncatingIfNeeded: last))
  }

  /// The missing-target problem of `token`, whose reference names no token.
  private func missing(_ token: Int) -> Problem {
    let node = tree.value(of: tree.tokens[token])
    return .missing(target: Self.reference(node) ?? "", offset: node.offset)
  }

  /// `node` — a value inside token `token`'s `$value`, such as a typography's `fontSize` — or,
  /// when it is a reference, where its chain ends (a chain back to `token` itself is circular).
  mutating func resolved(
    _ node: JSONDocument.Node, inside token: Int
  ) throws(Problem) -> JSONDocument.Node {
    guard let path = Self.reference(node) else { return node }
    guard let target = tree.token(named: path) else {
      throw .missing(target: path, offset: node.offset)
    }
    switch end(of: target) {
    case .value(let last) where Int(truncatingIfNeeded: last) == token:
      throw .circular(Circular(circle: nil, start: target, lead: token))
    case .value(let last): return tree.value(of: tree.tokens[Int(truncatingIfNeeded: last)])
    case .missing(let last): throw missing(Int(truncatingIfNeeded: last))
    case .circle(let circle):
      throw .circular(Circular(circle: Int(truncatingIfNeeded: circle), start: target, lead: token))
    case .unknown: return node
    }
  }

  /// The paths a circular reference's message names: the lead, then the tokens from `start`
  /// along the references to the first one repeated (or back to the lead). One walk, as long
  /// as the chain.
  mutating func chain(of circular: Circular) -> [String] {
    var chain: [String] = circular.lead.map { [tree.path(of: $0)] } ?? []
    var seen: Set<Int> = Set(circular.lead.map { [$0] } ?? [])
    var current = circular.start
    while true {
      chain.append(tree.path(of: current))
      guard seen.insert(current).inserted else { break }
      let next = target(of: current)
      guard next >= 0 else {
        // A chain back to a token that is not a reference (the lead's own value).
        if let lead = circular.lead { chain.append(tree.path(of: lead)) }
        break
      }
      current = Int(truncatingIfNeeded: next)
    }
    return chain
  }

  /// Where the references starting at token `start` end, walking the chain once and
  /// remembering the end for every token on it.
  private mutating func end(of start: Int) -> End {
    if case .unknown = ends[start] {} else { return ends[start] }
    var chain: [Int] = []
    var onChain: Set<Int> = []
    var current = start
    var found: End
    while true {
      if case .unknown = ends[current] {
      } else {
        found = ends[current]
        break
      }
      guard onChain.insert(current).inserted else {
        found = .circle(circleCount)
        circleCount += 1
        break
      }
      steps += 1
      chain.append(current)
      let next = target(of: current)
      if next == -1 {
        found = .value(Int32(truncatingIfNeeded: current))
        break
      }
      if next == -3 {
        found = .missing(Int32(truncatingIfNeeded: current))
        break
      }
      current = Int(truncatingIfNeeded: next)
    }
    for token in chain { ends[token] = found }
    return found
  }

  /// The `$type` of token `token`: its own or its group's, else the type of the token it
  /// refers to (followed to the first typed token), else `dimension`.
  mutating func type(of token: Int) -> String {
    var walked: [Int] = []
    var onWalk: Set<Int> = []
    var current = token
    var found: Int32 = -1
    while true {
      if types[current] != -2 {
        found = types[current]
        break
      }
      guard onWalk.insert(current).inserted else { break }
      steps += 1
      walked.append(current)
      let written = tree.tokens[current]
      let own =
        written.ownType >= 0
        ? written.ownType : groupTypes[Int(truncatingIfNeeded: written.group)]
      if own >= 0 {
        found = own
        break
      }
      let next = target(of: current)
      guard next >= 0 else { break }
      current = Int(truncatingIfNeeded: next)
    }
    for step in walked { types[step] = found }
    return found >= 0 ? tree.typeNames[Int(truncatingIfNeeded: found)] : "dimension"
  }
}
