import AppDimensToolSupport

/// The steps of ``DesignSystem``'s reading after the files are merged: each token's type,
/// role, text style and value, and the counts of what was read and skipped.
struct TokenReading {
  /// The merged files.
  let tree: TokenTree
  /// The options.
  let options: DesignSystem.Options
  /// The scaling in effect.
  let scaling: DesignScaling
  /// The role rules: the options', then the files'.
  let rules: [TokenRoleRule]
  /// The references between the tokens.
  private var references: TokenReferences

  /// The tokens to audit, in file order.
  private(set) var audited: [DesignToken] = []
  /// Tokens read per type name, in first-seen order.
  private(set) var typeCounts: [(String, Int)] = []
  /// Tokens skipped per reason, in first-seen order.
  private(set) var skipCounts: [(String, Int)] = []
  /// How many tokens each rule named.
  private(set) var ruleCounts: [Int]
  /// The problems found while reading values.
  private(set) var problems: [DesignTokenProblem] = []

  /// The reason counted for a token that cannot be read.
  static let problemReason = "a problem"
  /// The reason counted for a dimension no role names.
  static let noRoleReason = "no role"

  /// Whether a dimension no role names is read too, as a width (for the generator).
  let readsEveryDimension: Bool

  /// The files (indices in the tree) whose tokens are read only as the targets of references.
  let referenceFiles: Set<Int>

  init(
    tree: TokenTree, options: DesignSystem.Options, readsEveryDimension: Bool = false,
    referenceFiles: Set<Int> = []
  ) {
    self.tree = tree
    self.referenceFiles = referenceFiles
    self.readsEveryDimension = readsEveryDimension
    self.options = options
    self.scaling = options.scaling ?? (tree.mentionsAppDimens ? .appDimens : .fixed)
    self.rules = options.roles + tree.roleRules
    self.ruleCounts = [Int](repeating: 0, count: options.roles.count + tree.roleRules.count)
    self.references = TokenReferences(tree)
  }

  /// Reads every token.
  mutating func readAll() {
    // Room for every token at once: growing by doubling held two copies of the list.
    audited.reserveCapacity(tree.tokens.count)
    if referenceFiles.isEmpty {
      for index in tree.tokens.indices { read(index) }
    } else {
      for index in tree.tokens.indices
      where !referenceFiles.contains(Int(truncatingIfNeeded: tree.tokens[index].file)) {
        read(index)
      }
    }
  }

  /// A token being read: its place, path and nodes.
  struct Read {
    let index: Int
    let path: String
    let file: Int
    let node: JSONDocument.Node
    let value: JSONDocument.Node
  }

  /// Adds one to `name` in `counts`.
  private static func count(_ name: String, in counts: inout [(String, Int)]) {
    if let index = counts.firstIndex(where: { $0.0 == name }) {
      counts[index].1 += 1
    } else {
      counts.append((name, 1))
    }
  }

  /// A problem at `offset` in the file of `token`.
  private func problem(_ token: Read, _ offset: Int, _ message: String)
    -> DesignTokenProblem
  {
    tree.problem(offset, token.file, token.path, message)
  }

  /// Records `problem` for `token` and counts it skipped.
  private mutating func fail(_ problem: DesignTokenProblem) {
    problems.append(problem)
    Self.count(Self.problemReason, in: &skipCounts)
  }

  /// The circles already reported: a circle is one problem row, however many tokens are on it
  /// or lead into it.
  private var circles: Set<Int> = []

  /// Records a reference problem of `token` (once per circle) and counts it skipped.
  private mutating func failReference(
    _ error: TokenReferences.Problem, _ token: Read, at node: JSONDocument.Node
  ) {
    if case .circular(let circular) = error, let circle = circular.circle,
      !circles.insert(circle).inserted
    {
      Self.count(Self.problemReason, in: &skipCounts)
      return
    }
    fail(referenceProblem(error, token, at: node))
  }

  /// Reads token `index`.
  private mutating func read(_ index: Int) {
    let written = tree.tokens[index]
    let token = Read(
      index: index, path: tree.path(of: index), file: Int(truncatingIfNeeded: written.file),
      node: tree.node(of: written), value: tree.value(of: written))
    let typeName = references.type(of: index)
    // Figma's export writes every size as a number and says what it is for in its scopes.
    let figma = typeName == "number" ? FigmaVariable(token.node) : nil
    let figmaReading = figma?.reading
    Self.count(figmaReading?.type ?? typeName, in: &typeCounts)
    // Policy: a circle is an error wherever it is, so every token's aliases are followed
    // (each token once: linear). An alias to a token that is not there matters only where the
    // audit needs the value: it may name a file that was not given (the colours of a theme).
    do throws(TokenReferences.Problem) {
      _ = try references.value(of: index)
    } catch {
      if case .circular = error {
        failReference(error, token, at: token.value)
        return
      }
    }
    let type = TokenType(name: typeName)
    let info: TokenExtension
    do throws(DesignTokenProblem) {
      info = try TokenExtension(token.node) { offset, message in
        problem(token, offset, message)
      }
    } catch {
      fail(error)
      return
    }
    var role: DesignToken.Role?
    switch type {
    case .fontSize, .typography:
      if let node = info.roleNode, info.role != .text {
        fail(
          problem(
            token, node.offset,
            "a \(typeName) token is text; the roles target and width apply to dimensions"))
        return
      }
      role = .text
    case .dimension, .number:
      role = info.role ?? matchedRole(token.path) ?? figmaReading?.role
      // Policy: the generator writes every size, so a dimension no role names is read too
      // (as a width: its value does not depend on the role); a bare number is not a size.
      if role == nil, readsEveryDimension, type == .dimension || figmaReading != nil {
        role = .width
      }
    case .other(let name):
      if let node = info.roleNode {
        fail(problem(token, node.offset, "a role applies to dimension tokens, not '\(name)'"))
        return
      }
      if let node = info.designPointsNode {
        fail(
          problem(
            token, node.offset,
            "design points apply to fontSize and dimension tokens, not '\(name)'"))
        return
      }
      Self.count(name, in: &skipCounts)
      return
    }
    guard let role else {
      Self.count(Self.noRoleReason, in: &skipCounts)
      return
    }
    var value = token.value
    if case .typography = type {
      do throws(TokenReferences.Problem) {
        value = try references.value(of: index)
      } catch {
        failReference(error, token, at: token.value)
        return
      }
      guard let fontSize = value.member("fontSize") else {
        guard value.members != nil else {
          fail(problem(token, value.offset, "$value: a typography value is an object"))
          return
        }
        Self.count("typography without fontSize", in: &skipCounts)
        return
      }
      value = fontSize.node
    }
    make(
      token, role: role, info: info, valueNode: value, isComposite: type == .typography,
      memberName: figma?.memberName)
  }

  /// The role of the first rule whose pattern matches `path`, counted for that rule.
  private mutating func matchedRole(_ path: String) -> DesignToken.Role? {
    let parts = path.split(separator: ".", omittingEmptySubsequences: false)
    guard let index = rules.firstIndex(where: { $0.pattern.matches(segments: parts) }) else {
      return nil
    }
    ruleCounts[index] += 1
    return rules[index].role
  }

  /// A reference problem of `token` as a problem row at `node` (or at the node that names a
  /// missing token).
  private mutating func referenceProblem(
    _ error: TokenReferences.Problem, _ token: Read, at node: JSONDocument.Node
  ) -> DesignTokenProblem {
    switch error {
    case .missing(let target, let offset):
      // An alias to a token's value (`{size.a.$value}`, Style Dictionary 3's `{size.a.value}`)
      // means the token: suggest it before any near spelling.
      let ofValue = Self.tokenOfValuePath(target).flatMap { nearestPath(to: $0) }
      let hint = (ofValue ?? nearestPath(to: target))
        .map { " (did you mean '\(JSONDocument.shown($0))'?)" }
      return problem(
        token, offset, "$value: no token '\(JSONDocument.shown(target))'" + (hint ?? ""))
    case .circular(let circular):
      return problem(
        token, node.offset,
        "$value: circular reference (\(Self.chainText(references.chain(of: circular))))")
    }
  }

  /// `size.a` of a path to a token's value, `size.a.$value` or `size.a.value`; nil otherwise.
  static func tokenOfValuePath(_ path: String) -> String? {
    for suffix in [".$value", ".value"] where path.hasSuffix(suffix) && path.count > suffix.count {
      return String(path.dropLast(suffix.count))
    }
    return nil
  }

  /// A chain of token paths for a message: each path cut to 40 characters, and a chain of
  /// more than 7 links shown by its first 3 and last 3 around `… (N links) …`.
  static func chainText(_ chain: [String]) -> String {
    let shown = chain.map(JSONDocument.shown)
    guard shown.count > 7 else { return shown.joined(separator: " → ") }
    let links = shown.count - 1
    return (shown.prefix(3) + ["… (\(links) \(links == 1 ? "link" : "links"))"] + shown.suffix(3))
      .joined(separator: " → ")
  }

  /// The token path that differs from `target` only in letter case and punctuation, as
  /// Figma's names (`Scale 03`) differ from their exported keys (`scale-03`): the first in file
  /// order, looked up in a table of every path's letters and digits built once, at the first
  /// missing target (one scan for any number of missing targets).
  private mutating func nearestPath(to target: String) -> String? {
    guard target.utf8.count <= TokenTree.maximumPathLength else { return nil }
    if nearest == nil {
      var table: [String: Int32] = [:]
      for index in tree.tokens.indices.reversed() {
        table[Self.looseKey(tree.path(of: index))] = Int32(truncatingIfNeeded: index)
      }
      nearest = table
    }
    return nearest?[Self.looseKey(target)].map { tree.path(of: Int(truncatingIfNeeded: $0)) }
  }

  /// The paths by ``looseKey(_:)``, once a missing target needs them.
  private var nearest: [String: Int32]?

  /// A path with each name reduced to its lowercase letters and digits, the names still
  /// apart: `Scale 03.Body` → `scale03.body`.
  static func looseKey(_ path: String) -> String {
    var key = ""
    for scalar in path.lowercased().unicodeScalars
    where scalar == "." || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
      key.unicodeScalars.append(scalar)
    }
    return key
  }

  /// The text style of a text token: `relativeTo`, else the first style name in its path
  /// from the end, else body; and where it came from.
  static func textStyle(_ path: String, _ info: TokenExtension) -> (TextStyle, String) {
    if let style = info.relativeTo {
      return (style, notes[style]?.fromExtension ?? "")
    }
    for part in path.split(separator: ".").reversed() {
      if let style = TextStyle(name: String(part)), TextStyle.iOSStyles.contains(style) {
        return (style, notes[style]?.fromPath ?? "")
      }
    }
    return (.body, "body: no text style in its path")
  }

  /// The notes of each text style, made once and shared by every token (a note made per
  /// token cost a string each).
  private static let notes: [TextStyle: (fromExtension: String, fromPath: String)] =
    Dictionary(
      uniqueKeysWithValues: TextStyle.allCases.map {
        (
          $0,
          ("\($0.rawValue), from $extensions.appdimens.relativeTo", "\($0.rawValue), from its path")
        )
      })

  /// Builds the token to audit from its value node.
  private mutating func make(
    _ token: Read, role: DesignToken.Role, info: TokenExtension,
    valueNode: JSONDocument.Node, isComposite: Bool, memberName: String?
  ) {
    let resolved: JSONDocument.Node
    do throws(TokenReferences.Problem) {
      resolved =
        isComposite
        ? try references.resolved(valueNode, inside: token.index)
        : try references.value(of: token.index)
    } catch {
      failReference(error, token, at: valueNode)
      return
    }
    let location = tree.location(valueNode.offset, token.file)
    let description: String? = {
      if let text = token.node.member("$description")?.node.string, !text.isEmpty {
        return text
      }
      return nil
    }()
    // The token an alias takes its value from (the end of its chain): reports show the tokens
    // that share one as one row.
    let alias = TokenReferences.reference(valueNode).flatMap { references.source(of: $0) }
    var written = WrittenDimension.shown(valueNode)
    if TokenReferences.reference(valueNode) != nil {
      written += " = " + WrittenDimension.shown(resolved)
    }
    if isComposite { written = "fontSize " + written }
    let (style, styleNote) = Self.textStyle(token.path, info)
    let note = role == .text ? styleNote : nil
    let path = token.path

    if let points = info.designPoints {
      // Design points replace the value; it is still read, so other tools' value is valid.
      switch WrittenDimension.read(resolved) {
      case .invalid(let why):
        fail(problem(token, valueNode.offset, "$value: " + why))
        return
      case .text(let text):
        if case .failure(let failure)? = options.expressions?(text) {
          fail(problem(token, valueNode.offset, "$value: " + failure.message))
          return
        }
      case .dimension, .fluid:
        break
      }
      audited.append(
        Self.designPointsToken(
          path, role, points, written: written, description: description, location: location,
          note: note
        ).annotated(alias: alias, memberName: memberName))
      return
    }
    if let (text, node) = info.expression {
      guard
        let token = expressionToken(
          path, role, text, node: node, token: token, written: written, description: description,
          location: tree.location(node.offset, token.file), note: note)
      else { return }
      audited.append(token.annotated(alias: alias, memberName: memberName))
      return
    }
    switch WrittenDimension.read(resolved) {
    case .dimension(let dimension):
      let rootSize = options.rootSize
      let scaling = scaling
      let build = Self.plainToken(
        path, role, dimension, style: style, rootSize: rootSize, scaling: scaling,
        written: written, description: description, location: location, note: note)
      audited.append(build.annotated(alias: alias, memberName: memberName))
    case .fluid(let fluid):
      switch fluid.designPoints(rootSize: options.rootSize) {
      case .success(let points):
        audited.append(
          Self.designPointsToken(
            path, role, points, written: written, description: description,
            location: location, note: note
          ).annotated(alias: alias, memberName: memberName))
      case .failure(let failure):
        fail(problem(token, valueNode.offset, "$value: " + failure.message))
      }
    case .text(let text):
      // Policy: a problem is placed at the token's own value (the alias), which is in the
      // token's file; the value it resolves to may be in another.
      guard !text.contains("{") else {
        fail(
          problem(
            token, valueNode.offset,
            "$value: cannot read '\(JSONDocument.shown(text))': a formula of aliases (Tokens "
              + "Studio math) is not read; export resolved values or give the number"))
        return
      }
      guard
        let made = expressionToken(
          path, role, text, node: valueNode, token: token, written: written,
          description: description, location: location, note: note)
      else { return }
      audited.append(made.annotated(alias: alias, memberName: memberName))
    case .invalid(let why):
      let through =
        TokenReferences.reference(valueNode) == nil ? "" : WrittenDimension.shown(resolved) + ": "
      fail(problem(token, valueNode.offset, "$value: " + through + why))
    }
  }

  /// A token of `role` whose value is `dimension` drawn with `scaling`.
  static func plainToken(
    _ path: String, _ role: DesignToken.Role, _ dimension: WrittenDimension, style: TextStyle,
    rootSize: Double, scaling: DesignScaling, written: String, description: String?,
    location: DesignTokenLocation, note: String?
  ) -> DesignToken {
    DesignToken(
      path, role: role,
      read: .init(
        value: .plain(
          number: dimension.number, unit: dimension.unit, rootSize: rootSize, style: style,
          scaling: scaling),
        written: written, description: description, location: location, note: note))
  }

  /// A token of `role` whose value is `points` (text: × the font scale).
  static func designPointsToken(
    _ path: String, _ role: DesignToken.Role, _ points: DesignPoints, written: String,
    description: String?, location: DesignTokenLocation, note: String?
  ) -> DesignToken {
    let source = role == .text ? "\(points).resolveText(c)" : "\(points).resolve(c)"
    return DesignToken(
      path, role: role,
      read: .init(
        value: .computed(
          .init(
            { role == .text ? points.resolveText($0) : points.resolve($0) }, source: source,
            designPoints: points)),
        written: written, description: description, location: location, note: note))
  }

  /// A token whose value is the AppDimens expression `text`; nil (and a problem) when there is
  /// no compiler or it does not compile.
  private mutating func expressionToken(
    _ path: String, _ role: DesignToken.Role, _ text: String, node: JSONDocument.Node,
    token: Read, written: String, description: String?,
    location: DesignTokenLocation, note: String?
  ) -> DesignToken? {
    guard let compile = options.expressions else {
      fail(
        problem(
          token, node.offset,
          "$value: cannot read '\(JSONDocument.shown(text))': expected a number, a dimension "
            + "(px, pt, rem, em) or an alias"))
      return nil
    }
    switch Self.compiled(
      path, role, text, compile, written: written, description: description,
      location: location, note: note)
    {
    case .success(let made): return made
    case .failure(let failure):
      fail(problem(token, node.offset, "$value: " + failure.message))
      return nil
    }
  }

  /// The token of the expression `text`, with another number in front when it starts with one
  /// (`17.ssp` → `18.ssp`).
  static func compiled(
    _ path: String, _ role: DesignToken.Role, _ text: String,
    _ compile: @escaping DesignSystem.ExpressionCompiler, written: String,
    description: String?, location: DesignTokenLocation, note: String?
  ) -> Result<DesignToken, DesignSystem.ExpressionFailure> {
    switch compile(text) {
    case .failure(let failure): return .failure(failure)
    case .success(let value):
      let split = leadingNumber(text)
      return .success(
        DesignToken(
          path, role: role,
          read: .init(
            value: .computed(
              .init(
                value, source: text, number: split?.number,
                renumber: split.map { (String($0.rest), compile) })),
            written: written, description: description, location: location, note: note)))
    }
  }

  /// The number an expression starts with (`17` of `17.scaled(relativeTo: body)`) and the
  /// rest, when it starts with one followed by `.` and a name.
  static func leadingNumber(_ text: String) -> (number: Double, rest: Substring)? {
    let scalars = Array(text.unicodeScalars)
    var end = 0
    while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
    guard end > 0 else { return nil }
    if end + 1 < scalars.count, scalars[end] == ".", ("0"..."9").contains(scalars[end + 1]) {
      end += 1
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
    }
    guard end + 1 < scalars.count, scalars[end] == ".", scalars[end + 1].properties.isAlphabetic,
      let number = NumberScanner.parse(String(String.UnicodeScalarView(scalars[..<end])))
    else { return nil }
    let rest = text.unicodeScalars.dropFirst(end)
    return (number, Substring(rest))
  }
}
