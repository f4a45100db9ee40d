/// `appdimens resolve EXPR --explain`: the expression read as a principal shorthand, a named
/// strategy form with its default options (`16.powerDp`, `ScalingStrategy.explain`) or a
/// breakpoint table and explained by the library
/// (``AppDimens/explain(_:configuration:qualifier:inverter:aspectRatio:sensitivity:ignoreMultiWindow:scaleLimits:roundsToPixels:text:)``,
/// `Breakpoints.explain(_:)`).
enum ResolveExplanation {
  /// A principal shorthand's arguments: `16.sdpa` is 16, `.smallWidth`, aspect ratio on.
  struct Shorthand: Equatable {
    let value: Double
    let qualifier: DpQualifier
    let aspectRatio: Bool
    let ignoreMultiWindow: Bool
    let text: Bool
  }

  /// The shorthand `source` is — `N.sdp`, `N.wdpa(c)`, `-N.hsp`, … — or nil for any other
  /// expression.
  static func shorthand(_ source: String) -> Shorthand? {
    guard let syntax = try? ExpressionParser.parse(source) else { return nil }
    return shorthand(syntax.value)
  }

  /// The shorthand a syntax tree is, or nil.
  static func shorthand(_ syntax: ExpressionSyntax) -> Shorthand? {
    switch syntax {
    case .negation(let inner, _):
      return shorthand(inner).map {
        Shorthand(
          value: -$0.value, qualifier: $0.qualifier, aspectRatio: $0.aspectRatio,
          ignoreMultiWindow: $0.ignoreMultiWindow, text: $0.text)
      }
    case .member(.number(let value, _), let name, _):
      return shorthand(value, name)
    // Policy: `N.sdp(c)` names the command's window as `c`; any other argument is another
    // form, explained only by its value.
    case .call(.member(.number(let value, _), let name, _), let arguments, _):
      guard arguments.count <= 1, arguments.allSatisfy({ $0.label == nil }) else { return nil }
      return shorthand(value, name)
    default:
      return nil
    }
  }

  /// The value and curve of a named strategy form with its default options — `16.powerDp`,
  /// `16.fluidDp(c)`, `-16.diagonalDp` — or nil for any other expression (a form with options
  /// is only its value).
  static func strategyForm(_ syntax: ExpressionSyntax) -> (value: Double, ScalingStrategy)? {
    switch syntax {
    case .negation(let inner, _):
      return strategyForm(inner).map { (-$0.value, $0.1) }
    case .member(.number(let value, _), let name, _):
      return ExpressionBindings.strategyForms.first { $0.name == name }.map { (value, $0.strategy) }
    case .call(.member(.number(let value, _), let name, _), let arguments, _):
      guard arguments.count <= 1, arguments.allSatisfy({ $0.label == nil }) else { return nil }
      return ExpressionBindings.strategyForms.first { $0.name == name }.map { (value, $0.strategy) }
    default:
      return nil
    }
  }

  /// A Dynamic Type form in the command's window — `17.scaled(relativeTo: body)`, with
  /// `maxSize:`, `minSize:` and `curve:` by their Swift names — explained by
  /// `DynamicType.explain`, or nil for any other expression (a category or platform of its
  /// own is only its value).
  static func dynamicType(_ syntax: ExpressionSyntax, in c: DimensConfiguration) -> String? {
    guard case .call(.member(.number(let value, _), "scaled", _), let arguments, _) = syntax,
      !arguments.isEmpty
    else { return nil }
    var style = TextStyle.body
    var (maxSize, minSize) = (DynamicType.defaultMaxSize, nil as ContentSizeCategory?)
    var curve = DynamicTypeCurve.metrics
    for argument in arguments {
      let name: String
      switch argument.value {
      case .name(let text, _), .implicitMember(let text, _): name = text.lowercased()
      case .number, .member, .call, .range, .dictionary, .binary, .negation,
        .declaration, .reference, .sequence:
        return nil
      }
      func named<T: CaseIterable & RawRepresentable<String>>(_: T.Type) -> T? {
        T.allCases.first { $0.rawValue.lowercased() == name }
      }
      switch argument.label {
      case "relativeTo": guard let found = named(TextStyle.self) else { return nil }; style = found
      case "maxSize":
        guard let found = named(ContentSizeCategory.self) else { return nil }
        maxSize = found
      case "minSize":
        guard let found = named(ContentSizeCategory.self) else { return nil }; minSize = found
      case "curve":
        guard let found = named(DynamicTypeCurve.self) else { return nil }; curve = found
      default: return nil
      }
    }
    return DynamicType.explain(
      value, relativeTo: style, in: c, maxSize: maxSize, minSize: minSize, curve: curve
    ).description
  }

  /// The table literal of `[…].resolve(c)` (the one form of a table that gives a number), or
  /// nil for any other expression.
  static func tableText(_ source: String) -> String? {
    guard let syntax = try? ExpressionParser.parse(source),
      case .call(.member(.dictionary, "resolve", _), let arguments, _) = syntax.value,
      arguments.count <= 1, arguments.allSatisfy({ $0.label == nil })
    else { return nil }
    // The last `.resolve` ends the literal: the call parsed, so nothing after it is a table.
    let characters = Array(source)
    let marker = Array(".resolve")
    var start = characters.count - marker.count
    while start >= 0, !characters[start..<start + marker.count].elementsEqual(marker) {
      start -= 1
    }
    return start >= 0 ? String(characters[..<start]) : nil
  }

  /// `name` read as `[s|w|h][dp|sp|em][a][i]`.
  static func shorthand(_ value: Double, _ name: String) -> Shorthand? {
    var rest = Substring(name)
    let qualifier: DpQualifier
    switch rest.first {
    case "s": qualifier = .smallWidth
    case "w": qualifier = .width
    case "h": qualifier = .height
    default: return nil
    }
    rest = rest.dropFirst()
    let kind = rest.prefix(2)
    guard ["dp", "sp", "em"].contains(kind) else { return nil }
    rest = rest.dropFirst(2)
    // Policy: the suffixes exist on the dp forms only (`sdpa`, `sdpi`, `sdpia`).
    let suffix = String(rest)
    guard suffix.isEmpty || (kind == "dp" && ["a", "i", "ia"].contains(suffix)) else {
      return nil
    }
    return Shorthand(
      value: value, qualifier: qualifier, aspectRatio: suffix.contains("a"),
      ignoreMultiWindow: suffix.contains("i"), text: kind == "sp")
  }

  /// The library's steps for a `scaledDp` or Auto builder chain (`16.scaledDp.screen(…)…`,
  /// with or without a last `.resolve(c)`): each condition, the winner and what it outranked,
  /// then the scaling (``/AppDimensAuto/AutoScaledBuilder/explain(_:)``); nil for any other
  /// expression. Compiled on a large stack when long, as the evaluator compiles it.
  static func chainText(_ source: String, in configuration: DimensConfiguration) -> String? {
    guard let tokens = try? ExpressionLexer.tokens(source).count else { return nil }
    return LargeStack.run(tokens: tokens) { () -> String? in
      guard var syntax = try? ExpressionParser.parse(source) else { return nil }
      if case .call(.member(let receiver, "resolve", _), _, _) = syntax { syntax = receiver }
      guard
        let node = try? ExpressionCompiler.compile(
          syntax, expected: nil, context: .init(name: "the expression", column: 1)),
        case .chain(let builder, let isAuto) = node.run(configuration)
      else { return nil }
      let explained = isAuto ? builder.explain(configuration) : builder.chain.explain(configuration)
      return explained.description
    }
  }

  /// The explanation of `source` in `configuration`: the library's steps for a principal
  /// shorthand; for any other expression the window and a line saying its steps are not
  /// named, then `value`.
  static func text(
    _ source: String, value: Double, configuration: DimensConfiguration
  ) -> String {
    guard let s = shorthand(source) else {
      if let syntax = try? ExpressionParser.parse(source),
        let (number, strategy) = strategyForm(syntax.value)
      {
        return strategy.explain(number, configuration).description
      }
      if let syntax = try? ExpressionParser.parse(source),
        let text = dynamicType(syntax.value, in: configuration)
      {
        return text
      }
      if let text = chainText(source, in: configuration) {
        return text
      }
      if let text = tableText(source), let table = try? Breakpoints<Double>(parsing: text),
        let explained = table.explain(configuration)
      {
        return explained.description
      }
      let window = ValueExplanation.window(configuration)
      return [
        window.title + ": " + window.detail,
        "expression: neither a principal shorthand (N.sdp, N.wdp, N.hdp and their a, i, ia "
          + "forms, N.ssp, N.hsp, N.wsp, N.sem, N.hem, N.wem), a strategy form without options "
          + "(N.powerDp, N.fluidDp, …), N.scaled(relativeTo: STYLE), a scaledDp or Auto chain "
          + "nor a breakpoint table; only its value is shown",
        "result: " + ValueExplanation.number(value),
      ].joined(separator: "\n")
    }
    return AppDimens.explain(
      s.value, configuration: configuration, qualifier: s.qualifier, aspectRatio: s.aspectRatio,
      ignoreMultiWindow: s.ignoreMultiWindow, text: s.text
    ).description
  }
}
