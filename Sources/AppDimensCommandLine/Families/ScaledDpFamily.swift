/// `scaledDp`: the general form `16.scaledDp(qualifier:inverter:aspectRatio:sensitivity:
/// ignoreMultiWindow:)` (= `AppDimens.dp`) and the builder chain `16.scaledDp.screen(…)…`
/// (= ``ScaledDpBuilder``). With a strategy option (`scaleLimits: 0.8...1.5`, see
/// ``StrategyArguments``) the general form is the strategy API's `scaledDp(_:options:)`.
///
/// Builder links, as in Swift (enum values with or without the leading dot):
///
/// | link | ScaledDpBuilder call |
/// |---|---|
/// | `.screen(24, mode: television, orientation: landscape, qualifier: width, minimum: 600)` | `screen(_:mode:orientation:qualifier:minimum:)` (all labels optional) |
/// | `.qualifier(20, width, minimum: 900)` | `qualifier(_:_:minimum:)` |
/// | `.rotate(12, landscape)` | `rotate(_:_:)` |
/// | `.mode(28, television)` | `mode(_:_:)` |
/// | `.aspectRatio()`, `.aspectRatio(false)`, `.aspectRatio(sensitivity: 0.5)` | `aspectRatio(_:sensitivity:)` |
/// | `.ignoreMultiWindow()`, `.ignoreMultiWindow(false)` | `ignoreMultiWindow(_:)` |
/// | `.finalQualifier(height, inverter: phToLw)` | `finalQualifier(_:inverter:)` |
/// | `.resolve(c)` (last, optional) | `resolve(_:)` |
///
/// | expression | window | value |
/// |---|---|---|
/// | `16.scaledDp.screen(24, qualifier: width, minimum: 600).rotate(12, landscape).aspectRatio()` | 1366 × 1024 | 68.554697 |
/// | `16.scaledDp(qualifier: height)` | 390 × 844 | 45.013333 |
struct ScaledDpFamily: ExpressionFamily {
  let name = "general form and builder"
  let memberNames = ["scaledDp"]

  /// The builder links, for suggestions.
  static let linkNames = [
    "screen", "qualifier", "rotate", "mode", "aspectRatio", "ignoreMultiWindow",
    "finalQualifier", "resolve",
  ]

  func compile(_ expression: ParsedExpression) throws(ExpressionError) -> CompiledExpression {
    let head = expression.members[0]
    let base = expression.base
    if head.arguments != nil {
      try expression.requireSingleMember()
      var reader = ArgumentReader(head)
      let arguments = try StrategyArguments(reading: &reader)
      try reader.finish()
      let options = arguments.options
      if arguments.hasStrategyFields {
        // Policy: only options AppDimens.dp lacks (scaleLimits, …) go through the strategy API,
        // so the principal general form keeps AppDimens.dp's exact results.
        return CompiledExpression(source: expression.source) { configuration in
          ScalingStrategy.scaled.resolve(base, configuration, options: options)
        }
      }
      return CompiledExpression(source: expression.source) { configuration in
        AppDimens.dp(
          base, configuration: configuration, qualifier: options.qualifier,
          inverter: options.inverter, aspectRatio: options.aspectRatio ?? false,
          sensitivity: options.sensitivity ?? DimensBaseline.sensitivity,
          ignoreMultiWindow: options.ignoreMultiWindow)
      }
    }
    var builder = ScaledDpBuilder(base)
    let links = expression.members.dropFirst()
    for (offset, link) in links.enumerated() {
      let isLast = offset == links.count - 1
      builder = try Self.apply(link, to: builder, isLast: isLast)
    }
    let built = builder
    return CompiledExpression(source: expression.source) { built.resolve($0) }
  }

  /// One link of the chain applied to `builder`.
  static func apply(
    _ link: MemberCall, to builder: ScaledDpBuilder, isLast: Bool
  ) throws(ExpressionError) -> ScaledDpBuilder {
    guard linkNames.contains(link.name) else { throw unknownLink(link) }
    var reader = ArgumentReader(link)
    try reader.requireParentheses()
    let result: ScaledDpBuilder
    switch link.name {
    case "screen":
      let value = try reader.requiredNumber(nil, "the value")
      result = builder.screen(
        value, mode: try reader.enumeration("mode", UIMode.self),
        orientation: try reader.enumeration("orientation", Orientation.self),
        qualifier: try reader.enumeration("qualifier", DpQualifier.self),
        minimum: try reader.number("minimum") ?? 0)
    case "qualifier":
      let value = try reader.requiredNumber(nil, "the value")
      let qualifier = try reader.requiredEnumeration(nil, DpQualifier.self, "the qualifier")
      result = builder.qualifier(
        value, qualifier, minimum: try reader.requiredNumber("minimum", "the threshold"))
    case "rotate":
      let value = try reader.requiredNumber(nil, "the value")
      result = builder.rotate(
        value, try reader.requiredEnumeration(nil, Orientation.self, "the orientation"))
    case "mode":
      let value = try reader.requiredNumber(nil, "the value")
      result = builder.mode(value, try reader.requiredEnumeration(nil, UIMode.self, "the mode"))
    case "aspectRatio":
      result = builder.aspectRatio(
        try reader.bool(nil, "the switch") ?? true,
        sensitivity: try reader.number("sensitivity") ?? DimensBaseline.sensitivity)
    case "ignoreMultiWindow":
      result = builder.ignoreMultiWindow(try reader.bool(nil, "the switch") ?? true)
    case "finalQualifier":
      let qualifier = try reader.requiredEnumeration(nil, DpQualifier.self, "the qualifier")
      result = builder.finalQualifier(
        qualifier, inverter: try reader.enumeration("inverter", Inverter.self) ?? .default)
    case "resolve":
      guard isLast else {
        throw ExpressionError(column: link.column, "'resolve' must be the last call")
      }
      result = builder
    default:
      throw unknownLink(link)
    }
    try reader.finish()
    return result
  }

  /// The error for a link the builder does not have, with the nearest name.
  static func unknownLink(_ link: MemberCall) -> ExpressionError {
    let hint = NameMatching.nearest(
      to: link.name, among: linkNames.map { ($0, [$0]) }, limit: 1
    ).first
    return ExpressionError(
      column: link.column,
      "unknown builder method '\(link.name)'" + (hint.map { " (did you mean '\($0)'?)" } ?? ""))
  }
}
