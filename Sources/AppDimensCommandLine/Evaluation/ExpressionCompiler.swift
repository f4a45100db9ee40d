/// Gives an ``ExpressionSyntax`` tree its meaning: every name is looked up in
/// ``ExpressionBindings`` for the type of what it is a member of, every argument is matched to
/// a parameter by label or position and checked against its type, and the whole becomes one
/// function of the window.
///
/// Names in a configuration position (`16.sdp(c)`, `AppDimens.dp(16, configuration: phone)`)
/// all stand for the command's window; enumeration cases are written with or without the
/// leading dot (`.width`, `width`); `.init(…)` and `.default` take the type their position
/// needs (`options: .init(power: 0.5)`). Errors carry the column of what did not fit.
enum ExpressionCompiler {
  /// A compiled part: its type, how many parts one evaluation runs (capped above
  /// ``maximumCost``; a declared name counts each time it is used), and its function of the
  /// window.
  struct Node: Sendable {
    let type: ExpressionType
    var cost = 1
    let run: @Sendable (DimensConfiguration) -> ExpressionValue
  }

  /// The most parts one evaluation may run: far beyond a pasted statement, far below what
  /// names that use names twice over could make (sixty doublings are 2⁶⁰).
  static let maximumCost = 100_000

  /// `1 + costs…`, saturating just above ``maximumCost``.
  static func cost(_ parts: [Int]) -> Int {
    parts.reduce(1) { Swift.min(maximumCost + 1, $0 + $1) }
  }

  /// Where a part stands, for messages: "'power:' of 'autoDp'", "the strategy of 'dynamic'";
  /// and the names earlier statements declared, compiled once.
  struct Context: Sendable {
    let name: String
    let column: Int
    var scope: [String: Node] = [:]

    /// Another place in the same scope.
    func at(_ name: String, _ column: Int) -> Context {
      Context(name: name, column: column, scope: scope)
    }
  }

  /// The enumeration case names, which stand for cases wherever a number, a range or options
  /// are expected (`minimum: width` is a mistake, not an unknown name).
  static let caseNames: Set<String> = Set(ExpressionEnum.allCases.flatMap(\.names))

  /// What an unknown name is told it could have been.
  static let bindableNames =
    "a name stands for the window, as c in 16.sdp(c), or is one of "
    + ExpressionBindings.typeNames.joined(separator: ", ")

  /// Compiles `syntax` where a value of type `expected` is needed (nil: anything, as a
  /// receiver or the whole expression); `chain` is the type an implicit member chain's result
  /// must have (`.width(390).default` as a table key starts with `ScreenIdentifier.width`).
  static func compile(
    _ syntax: ExpressionSyntax, expected: ExpressionType?, context: Context,
    chain: ExpressionType? = nil
  ) throws(ExpressionError) -> Node {
    let node: Node
    let contextual = expected ?? chain
    switch syntax {
    case .number(let value, _):
      node = constant(.number, .number(value))
    case .name(let name, let column):
      node = try compileName(name, column: column, expected: expected, context: context)
    case .implicitMember(let name, let column):
      if case .enumeration(let kind)? = expected {
        node = try enumeration(name, kind, column: column, context: context)
      } else if let owner = contextual.flatMap(typeName) {
        node = try access(
          .init(type: .type(owner), run: { _ in .none }), .name(owner, column: column), name, nil,
          column, scope: context.scope)
      } else {
        throw ExpressionError(column: column, "'.\(name)' needs a type here (write its type)")
      }
    case .dictionary(let entries, let column):
      node = try dictionary(entries, column: column, expected: expected, scope: context.scope)
    case .range(let lower, let upper, _):
      guard expected == .range, case .number(let a, _) = lower, case .number(let b, _) = upper
      else { throw mismatch(syntax, expected ?? .number, context) }
      guard a <= b else {
        throw ExpressionError(
          column: context.column, "\(context.name) is reversed: \(a.shown)...\(b.shown)")
      }
      node = constant(.range, .range(a...b))
    case .member(let receiver, let name, let column):
      let base = try compile(
        receiver, expected: nil, context: context.at("the value before '.\(name)'", column),
        chain: contextual)
      node = try access(base, receiver, name, nil, column, scope: context.scope)
    case .call(.member(let receiver, let name, let column), let arguments, _):
      let base = try compile(
        receiver, expected: nil, context: context.at("the value before '.\(name)'", column),
        chain: contextual)
      node = try access(base, receiver, name, arguments, column, scope: context.scope)
    case .call(.name(let function, let column), let arguments, _)
    where ExpressionCompiler.functions.contains(function):
      node = try self.function(function, arguments, column: column, context: context)
    case .call(.name("DimensConfiguration", let column), let arguments, _):
      throw windowDeclaration(column: column, arguments: arguments)
    case .call(.name(let type, let column), let arguments, _)
    where ExpressionBindings.typeNames.contains(type):
      node = try access(
        .init(type: .type(type), run: { _ in .none }), .name(type, column: column),
        "init", arguments, column, scope: context.scope)
    case .call(.implicitMember(let name, let column), let arguments, _):
      guard let owner = contextual.flatMap(typeName) else {
        throw ExpressionError(column: column, "'.\(name)(…)' needs a type here (write its type)")
      }
      node = try access(
        .init(type: .type(owner), run: { _ in .none }), .name(owner, column: column),
        name, arguments, column, scope: context.scope)
    case .call(let callee, _, _):
      throw ExpressionError(column: callee.column, "\(callee.quoted) cannot be called")
    case .binary(let operation, let left, let right, let column):
      node = try arithmetic(operation, left, right, column: column, context: context)
    case .negation(let operand, _):
      let part = try numeric(operand, "the value after '-'", context: context)
      let run = part.run
      node = .init(type: .number, cost: cost([part.cost])) { .number(-run($0)) }
    case .reference(let name, let column):
      guard let declared = context.scope[name] else {
        throw ExpressionError(column: column, "'\(name)' is used before its declaration")
      }
      node = declared
    case .declaration(let name, let type, let value, _):
      node = try declaration(name, type: type, value, expected: expected, context: context)
    case .sequence(let statements):
      node = try sequence(statements, expected: expected, context: context)
    }
    if let expected, node.type != expected { throw mismatch(syntax, expected, context) }
    return node
  }

  /// A name: a boolean, an enumeration case, a type, or the window.
  private static func compileName(
    _ name: String, column: Int, expected: ExpressionType?, context: Context
  ) throws(ExpressionError) -> Node {
    if name == "true" || name == "false" { return constant(.boolean, .boolean(name == "true")) }
    if case .enumeration(let kind)? = expected {
      return try enumeration(name, kind, column: column, context: context)
    }
    if ExpressionBindings.typeNames.contains(name) {
      return .init(type: .type(name), run: { _ in .none })
    }
    if ["DimensConfiguration", "DeviceProfile"].contains(name) {
      throw windowDeclaration(column: column, arguments: [], device: name == "DeviceProfile")
    }
    if ExpressionBindings.constants.contains(name) {
      return try access(
        .init(type: .type("ScreenIdentifier"), run: { _ in .none }), .name(name, column: column),
        name, nil, column, scope: [:])
    }
    if expected == .screen {
      let width = name.first == "w" ? Int(name.dropFirst()) : nil
      let hint =
        width.map { " (write .width(\($0)))" }
        ?? NameMatching.nearest(
          to: name, among: ExpressionBindings.constants.sorted().map { ($0, [$0]) }, limit: 1
        ).first.map { " (did you mean '\($0)'?)" } ?? ""
      throw ExpressionError(column: column, "unknown key '\(name)'" + hint)
    }
    guard expected == nil || expected == .window || caseNames.contains(name) else {
      throw ExpressionError(
        column: column,
        "unknown name '\(name)' for \(context.name), which must be \(expected ?? .number) ("
          + bindableNames + ")")
    }
    if let expected, expected != .window {
      throw mismatch(.name(name, column: column), expected, context)
    }
    return .init(type: .window, run: { .window($0) })
  }

  /// The case of `kind` that `name` names, or an error with the nearest case.
  private static func enumeration(
    _ name: String, _ kind: ExpressionEnum, column: Int, context: Context
  ) throws(ExpressionError) -> Node {
    if let canonical = kind.canonical(name) {
      return constant(.enumeration(kind), .name(canonical))
    }
    let hint = NameMatching.nearest(to: name, among: kind.names.map { ($0, [$0]) }, limit: 1).first
    throw ExpressionError(
      column: context.column,
      "unknown value '\(name)' for \(context.name) ("
        + (hint.map { "did you mean '\($0)'?" }
          ?? "expected one of " + kind.names.joined(separator: ", ")) + ")")
  }

  /// The member `name` of `base` (written as `receiver`), with `arguments` when called.
  private static func access(
    _ base: Node, _ receiver: ExpressionSyntax, _ name: String,
    _ arguments: [ExpressionSyntax.Argument]?, _ column: Int, scope: [String: Node]
  ) throws(ExpressionError) -> Node {
    let named = ExpressionBindings.all.filter { $0.owner == base.type && $0.name == name }
    guard !named.isEmpty else { throw unknownMember(base.type, receiver, name, column) }
    if base.type == .chain, conditionLinks.contains(name),
      conditionLinkCount(receiver) >= ScaledDpBuilder.conditionCapacity
    {
      // Policy: a chain stores eight conditions; the library ignores (and counts) a ninth,
      // the command line says so instead of resolving without it.
      throw ExpressionError(
        column: column,
        "a chain holds at most \(ScaledDpBuilder.conditionCapacity) conditions; '\(name)' "
          + "would be condition \(ScaledDpBuilder.conditionCapacity + 1)")
    }
    let candidates = named.filter { binding in
      switch binding.form {
      case .either: true
      case .property: arguments == nil
      case .method: arguments != nil
      }
    }
    guard !candidates.isEmpty else {
      guard arguments != nil else {
        throw ExpressionError(column: column, "expected '(' after '\(name)'")
      }
      let hint =
        named[0].result == .chain
        ? " (chain links: 16.\(name).qualifier(24, width, minimum: 600))" : ""
      throw ExpressionError(column: column, "'\(name)' takes no arguments" + hint)
    }
    var labels: [String] = []
    for binding in named {
      labels += binding.parameters.flatMap(\.labels).filter { $0 != "_" }
      if binding.takesWindow { labels.append("configuration") }
      if binding.takesOptions {
        labels += ["options"] + ExpressionBindings.optionFields.flatMap(\.parameter.labels)
      }
    }
    var failures: [(error: ExpressionError, matched: Bool, knowsLabels: Bool)] = []
    let given = Set((arguments ?? []).compactMap(\.label))
    for binding in candidates {
      let known = Set(binding.parameters.flatMap(\.labels))
      let knowsLabels = given.isSubset(of: known)
      do {
        return try apply(binding, to: base, arguments ?? [], column, labels: labels, scope: scope)
      } catch let failure as MatchFailure {
        failures.append((failure.error, failure.matched, knowsLabels))
      } catch {
        failures.append((ExpressionError(column: column, "\(error)"), false, knowsLabels))
      }
    }
    // Policy: the form the arguments were meant for says what is wrong: one whose arguments
    // matched, else one that knows every label given (`@ScaledDimension(16, fontScale: false)`
    // is the text form without `text:`), else the first.
    let chosen =
      failures.first(where: \.matched) ?? failures.first(where: \.knowsLabels) ?? failures[0]
    throw chosen.error
  }

  /// An error while matching (`matched` false) or compiling the matched arguments.
  private struct MatchFailure: Error {
    let error: ExpressionError
    let matched: Bool
  }

  /// `binding` applied to `base` with `arguments`: every argument matched to a parameter,
  /// compiled against its type, and the call made per window.
  private static func apply(
    _ binding: ExpressionBinding, to base: Node, _ arguments: [ExpressionSyntax.Argument],
    _ column: Int, labels: [String], scope: [String: Node]
  ) throws -> Node {
    let name = binding.name == "init" ? typeLabel(binding.owner) : binding.name
    let parameters = binding.parameters
    let fields = binding.takesOptions ? ExpressionBindings.optionFields.map(\.parameter) : []
    var slots = [ExpressionSyntax.Argument?](repeating: nil, count: parameters.count)
    var fieldSlots = [ExpressionSyntax.Argument?](repeating: nil, count: fields.count)
    var options: ExpressionSyntax.Argument?
    var window: ExpressionSyntax.Argument?
    func fail(_ column: Int, _ message: String) -> MatchFailure {
      MatchFailure(error: ExpressionError(column: column, message), matched: false)
    }
    func place(_ argument: ExpressionSyntax.Argument, in slot: inout ExpressionSyntax.Argument?)
      throws
    {
      if let previous = slot {
        if previous.label == argument.label {
          throw fail(
            argument.column, "argument '\(argument.label ?? "_"):' is given twice to '\(name)'")
        }
        throw fail(
          column,
          "'\(previous.label ?? "_"):' and '\(argument.label ?? "_"):' of '\(name)' are the same "
            + "option; give one")
      }
      slot = argument
    }
    for argument in arguments {
      guard let label = argument.label else { continue }
      if binding.takesWindow,
        label == "configuration"
          || (label == "in" && binding.owner == .number
            && ExpressionBindings.viewForms.contains(binding.name))
      {
        try place(argument, in: &window)
      } else if let index = parameters.firstIndex(where: { $0.labels.contains(label) }) {
        try place(argument, in: &slots[index])
      } else if label == "options", binding.takesOptions {
        try place(argument, in: &options)
      } else if let index = fields.firstIndex(where: { $0.labels.contains(label) }) {
        try place(argument, in: &fieldSlots[index])
      } else {
        let hint = NameMatching.nearest(to: label, among: labels.map { ($0, [$0]) }, limit: 1).first
        throw fail(
          argument.column,
          "unknown argument '\(label):' to '\(name)'"
            + (hint.map { " (did you mean '\($0):'?)" } ?? ""))
      }
    }
    // Policy: a positional name is the configuration (any name stands for the window) unless
    // it fills an enumeration parameter: the next positional one, or one whose cases include
    // it (`16.dynamic(diagonl)` is a misspelt strategy, `100.percentDp(width)` a qualifier);
    // `c` and `configuration` are always the configuration.
    let cases = Set(
      parameters.flatMap { parameter -> [String] in
        if case .enumeration(let kind) = parameter.type { return kind.names }
        return []
      })
    for argument in arguments where argument.label == nil {
      let next = parameters.indices.first {
        slots[$0] == nil && parameters[$0].labels.contains("_")
      }
      var isWindow = false
      if binding.takesWindow, window == nil, case .name(let word, _) = argument.value,
        !["true", "false"].contains(word), !ExpressionBindings.typeNames.contains(word)
      {
        let nextIsCase = next.map {
          if case .enumeration = parameters[$0].type { true } else { false }
        }
        isWindow =
          word == "c" || word == "configuration" || (nextIsCase != true && !cases.contains(word))
      }
      if isWindow {
        window = argument
      } else if let next {
        slots[next] = argument
      } else {
        throw fail(argument.column, "unexpected argument \(argument.value.quoted) to '\(name)'")
      }
    }
    if let index = parameters.indices.first(where: { parameters[$0].isRequired && slots[$0] == nil }
    ) {
      let parameter = parameters[index]
      let label = parameter.labels[0]
      throw fail(
        column,
        label == "_"
          ? "'\(name)' needs \(parameter.role)"
          : "'\(name)' needs the argument '\(label):'"
            + (parameter.role == "'\(label):'" ? "" : " (\(parameter.role))"))
    }
    func compiled(_ argument: ExpressionSyntax.Argument?, _ parameter: ExpressionParameter) throws
      -> Node?
    {
      guard let argument else { return nil }
      let role = argument.label.map { "'\($0):'" } ?? parameter.role
      do {
        return try compile(
          argument.value, expected: parameter.type,
          context: .init(name: "\(role) of '\(name)'", column: argument.column, scope: scope))
      } catch {
        throw MatchFailure(error: error, matched: true)
      }
    }
    let nodes = try zip(slots, parameters).map { try compiled($0, $1) }
    let values = nodes.map { $0?.run }
    _ = try compiled(
      window, .init(labels: [], type: .window, role: "the configuration", isRequired: false))
    let optionsNode = try compiled(
      options, .init(labels: [], type: .options, role: "'options:'", isRequired: false))
    let given = optionsNode?.run
    let fieldNodes = try zip(fieldSlots, fields).enumerated().compactMap { index, pair in
      try compiled(pair.0, pair.1).map { (ExpressionBindings.optionFields[index].apply, $0) }
    }
    let applied = fieldNodes.map { ($0.0, $0.1.run) }
    let receiver = base.run
    let body = binding.body
    let cost = cost(
      [base.cost, optionsNode?.cost ?? 0] + nodes.map { $0?.cost ?? 0 } + fieldNodes.map(\.1.cost))
    return Node(type: binding.result, cost: cost) { window in
      var strategyOptions = given?(window).options ?? .default
      for (apply, run) in applied { apply(&strategyOptions, run(window)) }
      return body(
        receiver(window),
        ExpressionArguments(
          values: values.map { $0?(window) ?? .none }, window: window, options: strategyOptions))
    }
  }

  /// The chain links that add a condition.
  private static let conditionLinks: Set<String> = ["screen", "qualifier", "rotate", "mode"]

  /// How many condition links the chain written as `syntax` already has.
  private static func conditionLinkCount(_ syntax: ExpressionSyntax) -> Int {
    var count = 0
    var node = syntax
    while true {
      switch node {
      case .call(let callee, _, _):
        node = callee
      case .member(let base, let name, _):
        if conditionLinks.contains(name) { count += 1 }
        node = base
      default:
        return count
      }
    }
  }

  /// The error for a member the receiver's type does not have, with the nearest name.
  private static func unknownMember(
    _ type: ExpressionType, _ receiver: ExpressionSyntax, _ name: String, _ column: Int
  ) -> ExpressionError {
    var names: [String] = []
    for binding in ExpressionBindings.all
    where binding.owner == type && !names.contains(binding.name) {
      names.append(binding.name)
    }
    let hint = NameMatching.nearest(to: name, among: names.map { ($0, [$0]) }, limit: 1).first
    let tail =
      hint.map { " (did you mean '\($0)'?)" }
      ?? (names.count <= 4 ? " (expected " + names.joined(separator: ", ") + ")" : "")
    switch (type, receiver) {
    case (.number, .number):
      return ExpressionError(column: column, "unknown function '\(name)'" + tail)
    case (.number, _):
      let previous = receiver.memberName.map { " after '\($0)'" } ?? ""
      return ExpressionError(
        column: column, "unexpected '.\(name)'\(previous) (it ends the expression)")
    case (.chain, _):
      return ExpressionError(column: column, "unknown builder method '\(name)'" + tail)
    case (.window, .name(let word, let nameColumn)) where hint == nil:
      return ExpressionError(column: nameColumn, "unknown name '\(word)' (" + bindableNames + ")")
    case (.window, _):
      return ExpressionError(column: column, "unknown property '\(name)' of a configuration" + tail)
    default:
      return ExpressionError(
        column: column, "unknown member '\(name)' of \(typeLabel(type))" + tail)
    }
  }

  private static func constant(_ type: ExpressionType, _ value: ExpressionValue) -> Node {
    .init(type: type, run: { _ in value })
  }

  static func mismatch(
    _ syntax: ExpressionSyntax, _ expected: ExpressionType, _ context: Context
  ) -> ExpressionError {
    ExpressionError(
      column: context.column, "\(context.name) must be \(expected), got \(syntax.quoted)")
  }

  /// The type whose `.init(…)` and static members a leading dot reaches where `type` is needed.
  private static func typeName(_ type: ExpressionType) -> String? {
    switch type {
    case .options: "StrategyOptions"
    case .condition: "ScreenCondition"
    case .screen: "ScreenIdentifier"
    case .points: "DesignPoints"
    default: nil
    }
  }

  /// A type's name in messages.
  private static func typeLabel(_ type: ExpressionType) -> String {
    switch type {
    case .type(let name): name
    case .sizeClasses: "SizeClassIdentifiers"
    default: typeName(type) ?? type.description
    }
  }

  /// A dictionary literal: design points where the keys are numbers (or design points are
  /// expected), else a breakpoint table. Keys and values are constants, computed once here.
  ///
  /// Design points are validated, not sanitized: a bad entry is an error at its column, e.g.
  /// `[390: 16, 390: 20]` → `at column 11: design point 1: size 390 repeats design point 0`.
  private static func dictionary(
    _ entries: [ExpressionSyntax.Entry], column: Int, expected: ExpressionType?,
    scope: [String: Node]
  ) throws(ExpressionError) -> Node {
    var values: [Double] = []
    for entry in entries {
      guard case .number(let value, _) = entry.value else {
        throw ExpressionError(
          column: entry.value.column,
          "a value of a dictionary literal must be a number, got \(entry.value.quoted)")
      }
      values.append(value)
    }
    // Policy: as in Swift, where `[:].resolve(c)` does not compile (no type to infer).
    if entries.isEmpty && expected == nil {
      throw ExpressionError(
        column: column,
        "an empty literal has no type here: give design points at least one size "
          + "([390: 16]) or a breakpoint table a key")
    }
    let numbered = entries.allSatisfy { if case .number = $0.key { true } else { false } }
    if expected == .points || (expected != .table && numbered && !entries.isEmpty) {
      var sizes: [Double] = []
      for entry in entries {
        guard case .number(let size, _) = entry.key else {
          throw ExpressionError(
            column: entry.key.column,
            "a key of design points must be a window size in points, got \(entry.key.quoted)")
        }
        sizes.append(size)
      }
      return constant(.points, .points(try designPoints(zip(sizes, values), entries, column)))
    }
    var pairs: [(ScreenIdentifier, Double)] = []
    var seen: Set<ScreenIdentifier> = []
    for (entry, value) in zip(entries, values) {
      let column = entry.key.column
      let key = try compile(
        entry.key, expected: .screen,
        context: .init(name: "a key of the table", column: column, scope: scope)
      ).run(.baseline).screen
      // Policy: as in Swift, where a dictionary literal with a repeated key traps.
      guard seen.insert(key).inserted else {
        throw ExpressionError(column: column, "duplicate key '\(key)'")
      }
      pairs.append((key, value))
    }
    return constant(.table, .table(Breakpoints(pairs)))
  }

  /// Design points through the library's validating initializer; its error names the entry,
  /// reported at the entry's size (or value) — or at `[` for an empty literal.
  // Policy: the tool rejects what the Swift literal would sanitize (a repeated size, a size
  // outside 1…100000, `[:]`): a design value typed at a prompt is shown back, not repaired.
  private static func designPoints(
    _ points: some Sequence<(Double, Double)>, _ entries: [ExpressionSyntax.Entry],
    _ column: Int
  ) throws(ExpressionError) -> DesignPoints {
    do {
      return try DesignPoints(validating: points)
    } catch {
      let at: Int =
        switch error {
        case .empty: column
        case .invalidValue(let index, _, _): entries[index].value.column
        case .invalidSize(let index, _), .duplicateSize(let index, _, _):
          entries[index].key.column
        }
      throw ExpressionError(column: at, error.description)
    }
  }
}
