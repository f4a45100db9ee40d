/// Parses what a reader pastes from Swift — `16.sdp`, `10.sdp(configuration)    // 13`,
/// `let spacing = 16.sdp(c)`, `@ScaledDimension(text: 17) private var body`, `max(44, 30.sdp)`,
/// several statements on their own lines or between `;` — into an ``ExpressionSyntax`` tree.
///
/// ```
/// program     = statement { ( ";" | line break ) statement } ;
/// statement   = { modifier } ( "let" | "var" ) name [ ":" type ] "=" expression
///             | "@" name "(" [ arguments ] ")" { modifier } [ "var" name [ ":" type ]
///               [ "=" expression ] ]
///             | name { [ "?" ] "." name } "=" expression
///             | [ "return" ] expression ;
/// expression  = term { ( "+" | "-" ) term } ;
/// term        = unary { ( "*" | "/" ) unary } ;
/// unary       = ( "-" | "+" ) unary | postfix ;
/// postfix     = primary { "." name | "(" [ arguments ] ")" | "?" } ;
/// primary     = [ sign ] number | name | "." name | dictionary | "(" expression ")" ;
/// arguments   = argument { "," argument } ;
/// argument    = [ name ":" ] expression [ "..." expression ] ;
/// dictionary  = "[" ( ":" | [ expression ":" expression { "," … } [ "," ] ] ) "]" ;
/// type        = name { "." name } [ "<" type { "," type } ">" ] [ "?" ] ;
/// modifier    = "private" | "fileprivate" | "internal" | "public" | "static" | "lazy" ;
/// sign        = "+" | "-" ;
/// ```
///
/// As in Swift, a line break ends a statement except inside parentheses and brackets, before
/// a `.member` (a chain continues on the next line), and before a binary operator followed by
/// a space; `-` directly before a number literal is its sign. The value of the text is the
/// value of its last statement; a name a `let` or `var` declared stands for its value in the
/// statements after it; a statement that starts a declaration with no value of its own
/// (`import`, `struct`, `func`, …) is an error that says what to paste. The attributes are `@ScaledDimension(…)` and `@Breakpoint(…)` (a call
/// of the type of that name; `@Breakpoint`'s initial value is its `wrappedValue:`).
///
/// A dictionary literal's keys and values are expressions like any other (`wC.phone`,
/// `.width(390)`, `390`); the compiler gives it its type. Nesting (parentheses, brackets,
/// calls, members and operators together) is limited to ``maximumDepth`` levels, so hostile
/// input is an error rather than a stack overflow.
///
/// Errors name the column of the token that did not fit, for example
/// `at column 9: expected ')' or ',' after an argument to 'sdp', found 'x'`.
enum ExpressionParser {
  /// The deepest syntax tree the parser builds: far beyond any expression a person writes (a
  /// chain has at most eight links), far below what the compiler's recursion could exhaust.
  static let maximumDepth = 100

  /// The attributes whose value the tool resolves.
  static let attributes = ["ScaledDimension", "Breakpoint"]

  /// The words that start a Swift declaration or statement that holds no value of its own.
  static let declarations: Set<String> = [
    "import", "struct", "class", "final", "enum", "extension", "protocol", "func", "override",
    "init", "if", "guard", "for", "while", "switch", "typealias", "actor",
  ]

  /// The declaration modifiers a pasted statement may carry; they change nothing here.
  static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "static", "lazy",
  ]

  /// The tree of `source`, or the first syntax error; with `table`, `source` must be one
  /// dictionary literal (a breakpoint table) rather than an expression.
  static func parse(_ source: String, table: Bool = false) throws(ExpressionError)
    -> ExpressionSyntax
  {
    var parser = Cursor(
      tokens: try ExpressionLexer.tokens(source), source: Array(source.unicodeScalars))
    if table {
      guard parser.peek.kind == .leftBracket else { throw parser.unexpected("expected '['") }
      let tree = try parser.postfix(context: "the table")
      guard parser.peek.kind == .end, case .dictionary = tree else {
        throw parser.unexpected("unexpected text after the table")
      }
      return tree
    }
    return try parser.program()
  }
}

/// The parser's position in the token list.
private struct Cursor {
  let tokens: [ExpressionToken]
  /// The text, for quoting a number with what follows it (`16px`).
  let source: [Unicode.Scalar]
  var index = 0
  /// The depth of the tree being built at the current token.
  var depth = 0
  /// How many of those levels the operators of `+ - * /` chains added.
  var chainLevels = 0
  /// The parentheses and brackets open at the current token: a line break inside them does
  /// not end a statement.
  var nesting = 0
  /// The names the statements so far declared.
  var declared: Set<String> = []

  init(tokens: [ExpressionToken], source: [Unicode.Scalar]) {
    self.tokens = tokens
    self.source = source
  }

  /// The context of a base value in messages.
  static let base = "the base value (for example 16.sdp)"

  /// The current token (the final `.end` once exhausted).
  var peek: ExpressionToken { tokens[min(index, tokens.count - 1)] }

  /// The token after the current one.
  var next: ExpressionToken { tokens[min(index + 1, tokens.count - 1)] }

  /// The column just after the last token read.
  var previousEnd: Int { index > 0 ? tokens[min(index, tokens.count) - 1].end : 1 }

  mutating func advance() { index += 1 }

  /// An error at the current token: `message, found X`.
  func unexpected(_ message: String) -> ExpressionError {
    ExpressionError(column: peek.column, "\(message), found \(peek.quoted)")
  }

  /// Whether the current token stands on a new line outside any parentheses or brackets.
  var breaksLine: Bool { peek.startsLine && nesting == 0 }

  /// Every statement; the value is the last one's.
  mutating func program() throws(ExpressionError) -> ExpressionSyntax {
    var statements: [ExpressionSyntax] = []
    var end = 1
    while true {
      while peek.kind == .semicolon { advance() }
      if peek.kind == .end { break }
      let statement = try self.statement()
      end = previousEnd
      statements.append(statement)
      if case .declaration(let name, _, _, _) = statement { declared.insert(name) }
      guard peek.kind == .end || peek.kind == .semicolon || peek.startsLine else {
        throw trailing(after: statement)
      }
    }
    guard let last = statements.last else { throw unexpected("expected a number for \(Self.base)") }
    if case .number = last.value {
      throw ExpressionError(column: end, "expected a function after the number, such as '.sdp'")
    }
    return statements.count == 1 ? last : .sequence(statements)
  }

  /// The error for text after a complete statement on its line: a unit after a number
  /// (`16px`) names the two ways out, a name stuck to a number (`16sdp`) the missing dot.
  func trailing(after statement: ExpressionSyntax) -> ExpressionError {
    guard case .number(_, let start) = statement.value, case .identifier(let word) = peek.kind
    else {
      let comment = isNumber(peek.kind) ? " (a comment starts with //)" : ""
      return unexpected("expected '.' or an operator").appending(comment)
    }
    guard !peek.spaceBefore else {
      return unexpected("expected '.' and a function after the number")
    }
    let number = String(String.UnicodeScalarView(source[(start - 1)..<(peek.column - 1)]))
    if UnitsCommand.unitNames.contains(where: { $0.names.contains(word.lowercased()) }) {
      return ExpressionError(
        column: peek.column,
        "'\(number)\(word)' is a length, not an expression: write \(number).sdp to scale "
          + "\(number) points with the window, or run 'appdimens units \(number)\(word)' to "
          + "convert it")
    }
    // Policy: the way out is offered only when it is one (`16sdp` → `16.sdp`); `0x10`,
    // `2REM` and `10furlongs` are not a number and a member, so `0.x10` is no suggestion.
    let isMember = ExpressionBindings.all.contains { $0.owner == .number && $0.name == word }
    let error = unexpected("expected '.' and a function after the number")
    return isMember ? error.appending(" (write \(number).\(word))") : error
  }

  /// One statement: a declaration, an attribute, an assignment or an expression.
  mutating func statement() throws(ExpressionError) -> ExpressionSyntax {
    let start = index
    while case .identifier(let word) = peek.kind, ExpressionParser.modifiers.contains(word),
      case .identifier = next.kind
    {
      advance()
    }
    if case .identifier(let keyword) = peek.kind, keyword == "let" || keyword == "var",
      case .identifier = next.kind
    {
      advance()
      return try declaration(keyword)
    }
    index = start
    if case .identifier(let keyword) = peek.kind, keyword == "return" {
      advance()
      return try expression(context: "the returned value")
    }
    if case .identifier(let keyword) = peek.kind, ExpressionParser.declarations.contains(keyword),
      case .identifier = next.kind
    {
      throw ExpressionError(
        column: peek.column,
        "'\(keyword)' starts a declaration, not a value: paste a line that gives one, such as "
          + "16.sdp(c), let spacing = 16.sdp or @ScaledDimension(16)")
    }
    if peek.kind == .at { return try attributed() }
    if skipAssignedPath() { return try expression(context: "the assigned value") }
    return try expression(context: Self.base)
  }

  /// `name [: type] = expression` after `let` or `var`.
  mutating func declaration(_ keyword: String) throws(ExpressionError) -> ExpressionSyntax {
    guard case .identifier(let name) = peek.kind else {
      throw unexpected("expected a name after '\(keyword)'")
    }
    let column = peek.column
    advance()
    var type: String?
    if peek.kind == .colon {
      advance()
      type = try typeName()
    }
    guard peek.kind == .equals else {
      throw unexpected(
        "expected '=' and a value after '\(keyword) \(name)\(type.map { ": " + $0 } ?? "")'")
    }
    advance()
    let value = try expression(context: "the value of '\(name)'")
    return .declaration(name, type: type, value, column: column)
  }

  /// A type as written: `Double`, `Breakpoints<Int>`, `CGFloat?`, `DesignPoints.Extrapolation`.
  mutating func typeName() throws(ExpressionError) -> String {
    try deeper()
    defer { depth -= 1 }
    guard case .identifier(var text) = peek.kind else { throw unexpected("expected a type") }
    advance()
    while peek.kind == .dot, case .identifier(let member) = next.kind {
      text += "." + member
      advance()
      advance()
    }
    if peek.kind == .less {
      advance()
      var arguments = [try typeName()]
      while peek.kind == .comma {
        advance()
        arguments.append(try typeName())
      }
      guard peek.kind == .greater else { throw unexpected("expected '>' after the type") }
      advance()
      text += "<" + arguments.joined(separator: ", ") + ">"
    }
    if peek.kind == .question, !peek.spaceBefore {
      advance()
      text += "?"
    }
    return text
  }

  /// `@ScaledDimension(…)` or `@Breakpoint(…)`, with the property it declares, if written.
  mutating func attributed() throws(ExpressionError) -> ExpressionSyntax {
    advance()
    guard case .identifier(let attribute) = peek.kind, !peek.spaceBefore else {
      throw unexpected("expected an attribute name after '@'")
    }
    guard ExpressionParser.attributes.contains(attribute) else {
      throw ExpressionError(
        column: peek.column,
        "unknown attribute '@\(attribute)' (the tool gives the value of @ScaledDimension(…) "
          + "and @Breakpoint(…))")
    }
    let nameColumn = peek.column
    advance()
    guard peek.kind == .leftParenthesis else {
      throw unexpected("expected '(' after '@\(attribute)'")
    }
    let parenthesis = peek.column
    try deeper()
    advance()
    var arguments = try self.arguments(of: attribute)
    depth -= 1
    while case .identifier(let word) = peek.kind, ExpressionParser.modifiers.contains(word) {
      advance()
    }
    var property: (name: String, type: String?, column: Int)?
    if case .identifier(let keyword) = peek.kind, keyword == "var" || keyword == "let" {
      guard keyword == "var" else {
        throw ExpressionError(
          column: peek.column, "a property wrapper is declared with 'var', not 'let'")
      }
      advance()
      guard case .identifier(let name) = peek.kind else {
        throw unexpected("expected a name after 'var'")
      }
      property = (name, nil, peek.column)
      advance()
      if peek.kind == .colon {
        advance()
        property?.type = try typeName()
      }
      if peek.kind == .equals {
        guard attribute == "Breakpoint" else {
          throw ExpressionError(
            column: peek.column,
            "'@\(attribute)' takes no initial value: its value comes from the window")
        }
        advance()
        let fallback = try expression(context: "the initial value")
        arguments.append(.init(label: "wrappedValue", value: fallback, column: fallback.column))
      }
    }
    let call = ExpressionSyntax.call(
      .name(attribute, column: nameColumn), arguments, column: parenthesis)
    guard let property else { return call }
    return .declaration(property.name, type: property.type, call, column: property.column)
  }

  /// Skips `name.member?.member =` when the statement assigns to a property, and says so.
  mutating func skipAssignedPath() -> Bool {
    guard case .identifier = peek.kind else { return false }
    var look = index + 1
    func isName(_ offset: Int) -> Bool {
      if case .identifier = tokens[min(look + offset, tokens.count - 1)].kind { return true }
      return false
    }
    while look + 1 < tokens.count {
      if tokens[look].kind == .dot, isName(1) {
        look += 2
      } else if tokens[look].kind == .question, tokens[look + 1].kind == .dot, isName(2) {
        look += 3
      } else {
        break
      }
    }
    guard tokens[min(look, tokens.count - 1)].kind == .equals else { return false }
    index = look + 1
    return true
  }

  /// Whether the current token is one of `operators` used as a binary operator here.
  func binary(_ operators: [ExpressionToken.Kind: ExpressionSyntax.Operator])
    -> ExpressionSyntax.Operator?
  {
    guard let operation = operators[peek.kind] else { return nil }
    // Policy: as in Swift, an operator that starts a line continues the statement only when a
    // space follows it (`\n- 4`); `\n-4` is a new statement.
    if breaksLine, !next.spaceBefore { return nil }
    return operation
  }

  /// `term { ("+" | "-") term }`.
  mutating func expression(context: String) throws(ExpressionError) -> ExpressionSyntax {
    let (start, startChain) = (depth, chainLevels)
    defer { (depth, chainLevels) = (start, startChain) }
    var tree = try term(context: context)
    while let operation = binary([.plus: .add, .minus: .subtract]) {
      let column = peek.column
      try deeper(chain: true)
      advance()
      let right = try term(context: "the right side of '\(operation.rawValue)'")
      tree = .binary(operation, tree, right, column: column)
    }
    return tree
  }

  /// `unary { ("*" | "/") unary }`.
  mutating func term(context: String) throws(ExpressionError) -> ExpressionSyntax {
    let (start, startChain) = (depth, chainLevels)
    defer { (depth, chainLevels) = (start, startChain) }
    var tree = try unary(context: context)
    while let operation = binary([.star: .multiply, .slash: .divide]) {
      let column = peek.column
      try deeper(chain: true)
      advance()
      let right = try unary(context: "the right side of '\(operation.rawValue)'")
      tree = .binary(operation, tree, right, column: column)
    }
    return tree
  }

  /// A prefix `-` or `+` before anything but a number literal (whose sign is its own), then a
  /// postfix expression.
  mutating func unary(context: String) throws(ExpressionError) -> ExpressionSyntax {
    guard peek.kind == .minus || peek.kind == .plus, !isNumber(next.kind) else {
      return try postfix(context: context)
    }
    let start = depth
    defer { depth = start }
    let column = peek.column
    let negative = peek.kind == .minus
    try deeper()
    advance()
    // Policy: `--16` is one operator in Swift, which has none of that name.
    if peek.kind == .minus || peek.kind == .plus, !peek.spaceBefore {
      throw unexpected("expected a number for \(context)")
    }
    let operand = try unary(context: context)
    return negative ? .negation(operand, column: column) : operand
  }

  func isNumber(_ kind: ExpressionToken.Kind) -> Bool {
    if case .number = kind { true } else { false }
  }

  /// `primary { "." name | "(" arguments ")" | "?" }`.
  mutating func postfix(context: String = Cursor.base)
    throws(ExpressionError) -> ExpressionSyntax
  {
    let start = depth
    defer { depth = start }
    try deeper()
    var tree = try primary(context: context)
    while true {
      switch peek.kind {
      case .question where next.kind == .dot && !breaksLine:
        advance()
      case .dot:
        try deeper()
        advance()
        guard case .identifier(let name) = peek.kind else {
          throw unexpected("expected a function name after '.'")
        }
        tree = .member(tree, name, column: peek.column)
        advance()
      case .leftParenthesis where !breaksLine:
        try deeper()
        let column = peek.column
        advance()
        tree = .call(tree, try arguments(of: tree.memberName ?? "the call"), column: column)
      default:
        return tree
      }
    }
  }

  /// One level deeper, or the error for an expression nested too deeply; `chain` for the
  /// level an operator of a chain adds (`a + b + c` is a tree two levels deep, as the
  /// compiler walks it), so the message says when a chain's operators made it deep.
  mutating func deeper(chain: Bool = false) throws(ExpressionError) {
    depth += 1
    if chain { chainLevels += 1 }
    guard depth <= ExpressionParser.maximumDepth else {
      throw ExpressionError(
        column: peek.column,
        chainLevels > 0
          ? "the expression is more than \(ExpressionParser.maximumDepth) operations deep (each "
            + "'+', '-', '*' or '/' of a chain counts one level: split a long sum with let)"
          : "the expression nests more than \(ExpressionParser.maximumDepth) levels deep")
    }
  }

  /// `[ sign ] number | name | "." name | dictionary | "(" expression ")"`.
  mutating func primary(context: String) throws(ExpressionError) -> ExpressionSyntax {
    let column = peek.column
    switch peek.kind {
    case .minus, .plus:
      let sign: Double = peek.kind == .minus ? -1 : 1
      advance()
      guard case .number(let value) = peek.kind else {
        throw unexpected("expected a number for \(context)")
      }
      advance()
      return .number(sign * value, column: column)
    case .number(let value):
      advance()
      return .number(value, column: column)
    case .identifier(let name):
      advance()
      return declared.contains(name)
        ? .reference(name, column: column) : .name(name, column: column)
    case .leftBracket:
      advance()
      nesting += 1
      let entries = try self.entries()
      nesting -= 1
      return .dictionary(entries, column: column)
    case .dot:
      advance()
      guard case .identifier(let name) = peek.kind else {
        throw unexpected("expected a name after '.' in \(context)")
      }
      advance()
      return .implicitMember(name, column: column)
    case .leftParenthesis:
      advance()
      nesting += 1
      let inner = try expression(context: context)
      guard peek.kind == .rightParenthesis else { throw unexpected("expected ')'") }
      nesting -= 1
      advance()
      return inner
    default:
      throw unexpected("expected a number for \(context)")
    }
  }

  /// The entries of a dictionary literal after `[`, through `]`.
  mutating func entries() throws(ExpressionError) -> [ExpressionSyntax.Entry] {
    var entries: [ExpressionSyntax.Entry] = []
    if peek.kind == .colon {
      advance()
      guard peek.kind == .rightBracket else { throw unexpected("expected ']'") }
    }
    while peek.kind != .rightBracket {
      guard ![.comma, .colon, .end].contains(peek.kind) else { throw unexpected("expected a key") }
      let key = try expression(context: "a key")
      guard peek.kind == .colon else { throw unexpected("expected ':' after the key") }
      advance()
      entries.append(.init(key: key, value: try expression(context: "the value of a key")))
      guard peek.kind == .comma else { break }
      advance()
    }
    guard peek.kind == .rightBracket else { throw unexpected("expected ',' or ']'") }
    advance()
    return entries
  }

  /// The arguments after `(`, through `)`.
  mutating func arguments(of name: String) throws(ExpressionError) -> [ExpressionSyntax.Argument] {
    var arguments: [ExpressionSyntax.Argument] = []
    nesting += 1
    defer { nesting -= 1 }
    if peek.kind == .rightParenthesis {
      advance()
      return arguments
    }
    while true {
      let column = peek.column
      var label: String?
      if case .identifier(let name) = peek.kind, next.kind == .colon {
        label = name
        advance()
        advance()
      }
      let context = label.map { "'\($0):'" } ?? "the argument"
      guard peek.kind != .comma, peek.kind != .rightParenthesis, peek.kind != .end else {
        throw unexpected("expected a value for \(context)")
      }
      var value = try expression(context: context)
      if peek.kind == .ellipsis {
        let rangeColumn = peek.column
        advance()
        value = .range(
          value, try expression(context: "the upper bound of the range"), column: rangeColumn)
      }
      arguments.append(.init(label: label, value: value, column: column))
      switch peek.kind {
      case .comma: advance()
      case .rightParenthesis:
        advance()
        return arguments
      default: throw unexpected("expected ')' or ',' after an argument to '\(name)'")
      }
    }
  }
}

extension ExpressionError {
  /// The same error with `text` added to its message.
  func appending(_ text: String) -> ExpressionError {
    ExpressionError(column: column, message + text)
  }
}
