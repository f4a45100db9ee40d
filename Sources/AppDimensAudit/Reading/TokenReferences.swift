import AppDimensToolSupport

/// The references between design tokens (`"$value": "{size.body}"`), followed without
/// recursion and each token once: a file of n tokens, however they chain, is resolved in
/// O(n) steps and O(n) memory, and a chain of any length never grows the stack.
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
struct TokenReferences {
  /// A token as the references see it: its `$value` node and its own or inherited `$type`.
  struct Token {
    /// The token's `$value`.
    let value: JSONDocument.Node?
    /// The `$type` that applies to it, nil when none does.
    let type: String?
  }

  /// Why a value cannot be resolved.
  enum Problem: Error, Equatable {
    /// A reference to a token the file does not have: its target and the offset of the node
    /// that names it.
    case missing(target: String, offset: Int)
    /// A chain that comes back to a token on it: the tokens from the one read to the repeated
    /// one; `…` stands for links not repeated in the message.
    case circular([String])
  }

  /// Where a token's references end: the value and the token whose `$value` it is, or why
  /// there is none (a circle is kept as its tokens, first and last equal).
  private enum End {
    case value(JSONDocument.Node, token: String)
    case missing(target: String, offset: Int)
    case circle([String])
  }

  /// The tokens by path.
  private let tokens: [String: Token]
  /// Where each token visited so far ends.
  private var ends: [String: End] = [:]
  /// The effective types found.
  private var types: [String: String] = [:]
  /// How many tokens the walks have stepped through so far: the work done, which tests bound
  /// (at most two steps per token for any set of chains).
  private(set) var steps = 0

  /// The references among `tokens` (by path).
  init(_ tokens: [String: Token]) { self.tokens = tokens }

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
    switch node?.value {
    case .string(let text)?:
      guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
      return String(text.dropFirst().dropLast())
    case .object(let members)?:
      guard members.count == 1, members[0].key == "$ref",
        case .string(let pointer) = members[0].node.value
      else { return nil }
      return Self.pointerPath(pointer)
    default:
      return nil
    }
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

  /// The value token `path`'s `$value` stands for: itself, or where its references end.
  mutating func value(of path: String) throws(Problem) -> JSONDocument.Node? {
    let known = ends[path] != nil
    switch end(of: path) {
    case .value(let node, _)?: return node
    case .missing(let target, let offset)?: throw .missing(target: target, offset: offset)
    case .circle(let circle)?:
      // A fresh walk from `path` kept its whole chain; a remembered one only the circle.
      throw .circular(known ? chain(from: path, to: circle) : circle)
    case nil: return nil
    }
  }

  /// The token whose `$value` the references starting at token `target` end at (`target`
  /// itself when its value is no reference); nil when they end nowhere (a missing token, a
  /// circle).
  mutating func source(of target: String) -> String? {
    guard case .value(_, let token)? = end(of: target) else { return nil }
    return token
  }

  /// `node` — a value inside token `path`'s `$value`, such as a typography's `fontSize` — or,
  /// when it is a reference, where its chain ends (a chain back to `path` itself is circular).
  mutating func resolved(
    _ node: JSONDocument.Node, inside path: String
  ) throws(Problem) -> JSONDocument.Node {
    guard let target = Self.reference(node) else { return node }
    guard tokens[target] != nil else { throw .missing(target: target, offset: node.offset) }
    switch end(of: target) {
    case .value(_, let token)? where token == path:
      let direct = Self.reference(tokens[target]?.value) == path || target == path
      throw .circular(
        target == path ? [path, path] : [path, target] + (direct ? [] : ["…"]) + [path])
    case .value(let value, _)?: return value
    case .missing(let missing, let offset)?: throw .missing(target: missing, offset: offset)
    case .circle(let circle)?: throw .circular([path] + chain(from: target, to: circle))
    case nil: return node
    }
  }

  /// The tokens from `first` to the repeated one of `circle`, which `first`'s chain reaches:
  /// exact when `first` is on the circle or refers to its first token, else with `…`.
  private func chain(from first: String, to circle: [String]) -> [String] {
    if let index = circle.dropLast().firstIndex(of: first) {
      return Array(circle[index...]) + Array(circle.dropFirst().prefix(index))
    }
    let direct = Self.reference(tokens[first]?.value) == circle.first
    return [first] + (direct ? [] : ["…"]) + circle
  }

  /// Where the references starting at token `start` end (nil for a token without a value),
  /// walking the chain once and remembering the end for every token on it. A circle found by
  /// this walk is returned with the whole chain from `start`.
  private mutating func end(of start: String) -> End? {
    if let known = ends[start] { return known }
    var chain: [String] = []
    var position: [String: Int] = [:]
    var current = start
    var found: End
    var whole: [String]?
    while true {
      if let known = ends[current] {
        found = known
        if case .circle(let circle) = known {
          whole = chain + self.chain(from: current, to: circle)
        }
        break
      }
      if let index = position[current] {
        found = .circle(Array(chain[index...]) + [current])
        whole = chain + [current]
        break
      }
      guard let node = tokens[current]?.value else { return nil }
      steps += 1
      position[current] = chain.count
      chain.append(current)
      guard let target = Self.reference(node) else {
        found = .value(node, token: current)
        break
      }
      guard tokens[target] != nil else {
        found = .missing(target: target, offset: node.offset)
        break
      }
      current = target
    }
    for token in chain { ends[token] = found }
    if let whole { return .circle(whole) }
    return found
  }

  /// The `$type` of token `path`: its own or its group's, else the type of the token it
  /// refers to (followed to the first typed token), else `dimension`.
  mutating func type(of path: String) -> String {
    var walked: [String] = []
    var onWalk: Set<String> = []
    var current = path
    var found = "dimension"
    while true {
      if let known = types[current] {
        found = known
        break
      }
      guard let token = tokens[current], onWalk.insert(current).inserted else { break }
      steps += 1
      walked.append(current)
      if let type = token.type {
        found = type
        break
      }
      guard let target = Self.reference(token.value), tokens[target] != nil else { break }
      current = target
    }
    for token in walked { types[token] = found }
    return found
  }
}
