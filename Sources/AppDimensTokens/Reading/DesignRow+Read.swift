import AppDimensToolSupport

extension DesignRow {
  /// The rows the groups of `tree` declare, and a problem for each part that cannot be read: a
  /// row that is not an object, no or empty `items`, an item that is not an alias or a label,
  /// an alias to no token or to a token that is not a size, an `ems` that is not a positive
  /// number, an unknown key. A row with a problem is left out; the rest are read.
  ///
  /// Sizes come from `sizes`, every size token of the files read as the audit reads it (a
  /// dimension no role names included): the same value an audited token of that path has.
  static func read(_ tree: TokenTree, sizes: [DesignToken]) -> (
    rows: [DesignRow], problems: [DesignTokenProblem]
  ) {
    guard !tree.rowDeclarations.isEmpty else { return ([], []) }
    var byPath: [String: DesignToken] = [:]
    for token in sizes where byPath[token.path] == nil { byPath[token.path] = token }
    var rows: [DesignRow] = []
    var problems: [DesignTokenProblem] = []
    for declaration in tree.rowDeclarations {
      var reader = RowReader(
        tree: tree, byPath: byPath, path: declaration.path, file: declaration.file)
      let node = tree.node(
        Int(truncatingIfNeeded: declaration.node), in: Int32(truncatingIfNeeded: declaration.file))
      if let row = reader.row(node) { rows.append(row) }
      problems += reader.problems
    }
    return (rows, problems)
  }

  /// Reads one row declaration, collecting its problems.
  private struct RowReader {
    let tree: TokenTree
    let byPath: [String: DesignToken]
    /// The declaring group's path.
    let path: String
    let file: Int
    var problems: [DesignTokenProblem] = []

    init(tree: TokenTree, byPath: [String: DesignToken], path: String, file: Int) {
      self.tree = tree
      self.byPath = byPath
      self.path = path
      self.file = file
    }

    /// A problem at `node`.
    mutating func fail(_ node: JSONDocument.Node, _ message: String) {
      problems.append(tree.problem(node.offset, file, path, "$extensions.appdimens.row" + message))
    }

    /// The row `node` declares, or nil when any part of it is a problem.
    mutating func row(_ node: JSONDocument.Node) -> DesignRow? {
      guard let members = node.members else {
        fail(node, ": expected an object with items, gap and padding, found \(node.kind)")
        return nil
      }
      var items: [Item]?
      var gap: DesignToken?
      var padding: DesignToken?
      var isValid = true
      for member in members {
        switch member.key {
        case "items":
          items = self.items(member.node)
          if items == nil { isValid = false }
        case "gap", "padding":
          let token = size(member.node, ".\(member.key)")
          if token == nil { isValid = false }
          if member.key == "gap" { gap = token } else { padding = token }
        default:
          problems.append(
            tree.problem(
              member.keyOffset, file, path,
              "$extensions.appdimens.row: unknown key '\(JSONDocument.shown(member.key))' "
                + "(known: items, gap, padding)"))
          isValid = false
        }
      }
      guard let items else {
        if isValid { fail(node, ": no items (an array of aliases such as \"{control.icon}\")") }
        return nil
      }
      guard isValid else { return nil }
      return DesignRow(
        path: path, items: items, gap: gap, padding: padding,
        location: tree.location(node.offset, file))
    }

    /// The items of `node`, or nil when it is not a non-empty array of readable items.
    mutating func items(_ node: JSONDocument.Node) -> [Item]? {
      guard case .array(let list) = node.value else {
        fail(node, ".items: expected an array of aliases, found \(node.kind)")
        return nil
      }
      guard !list.isEmpty else {
        fail(node, ".items: empty (a row needs at least one item)")
        return nil
      }
      var items: [Item] = []
      var isValid = true
      for (index, item) in list.enumerated() {
        let place = ".items[\(index)]"
        if item.isObject, TokenReferences.reference(item) == nil {
          if let label = self.label(item, place) { items.append(label) } else { isValid = false }
        } else if let token = size(item, place) {
          items.append(Item(token))
        } else {
          isValid = false
        }
      }
      return isValid ? items : nil
    }

    /// A label, `{"text": "{font.body}", "ems": 6}`.
    mutating func label(_ node: JSONDocument.Node, _ place: String) -> Item? {
      guard let text = node.member("text")?.node, let ems = node.member("ems")?.node else {
        fail(
          node,
          "\(place): expected an alias or a label {\"text\": \"{font.body}\", \"ems\": 6}")
        return nil
      }
      guard let count = ems.number, count.isFinite, count > 0 else {
        let found = ems.number.map { Self.number($0) } ?? TokenExtension.shown(ems)
        fail(ems, "\(place).ems: expected a positive number, found \(found)")
        return nil
      }
      guard let token = size(text, "\(place).text") else { return nil }
      return Item(token, ems: count)
    }

    /// A number as a message writes it: `-1`, `0.5`.
    static func number(_ value: Double) -> String {
      value.rounded() == value && abs(value) < 1e15 ? "\(Int64(clamping: value))" : "\(value)"
    }

    /// The size token an alias names, or nil (a problem) when it is not an alias to one.
    mutating func size(_ node: JSONDocument.Node, _ place: String) -> DesignToken? {
      guard let target = TokenReferences.reference(node) else {
        fail(
          node,
          "\(place): expected an alias such as \"{spacing.sm}\", found \(TokenExtension.shown(node))"
        )
        return nil
      }
      if let token = byPath[target] { return token }
      fail(
        node,
        tree.token(named: target) == nil
          ? "\(place): no token '\(JSONDocument.shown(target))'"
          : "\(place): '\(JSONDocument.shown(target))' is not a size (a dimension, fontSize or "
            + "typography token)")
      return nil
    }
  }
}
