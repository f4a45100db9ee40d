/// Dynamic Type scaling of Behavior Reference › Dynamic Type: `17.scaled(relativeTo: body)` grows a
/// number like a text style at the window's text size (`--category`), capped at `maximumCategory:`.
///
/// Labels, all optional, as in `DimensValue.scaled(relativeTo:category:maxSize:
/// minSize:platform:)`: `relativeTo:` (a `TextStyle`, default body), `category:` (the
/// configuration's category unless given; `to:` is the same, as in the magic-number form
/// `24.scaled(to: xxxLarge)`), `maximumCategory:` (default accessibility5), `minimumCategory:`
/// and `platform:` (default ios). The window size does not matter. Categories also take the
/// command line's short names (`AX3`, `xxxL`) and styles the SwiftUI names (`title`,
/// `caption`).
///
/// ```
/// c      = clamp(category, minimumCategory … maximumCategory)
/// scaled = v × size(style, c) ÷ size(style, .large)
/// ```
///
/// | expression | category | value |
/// |---|---|---|
/// | `17.scaled(relativeTo: body)` | accessibility3 | 40 |
/// | `17.scaled(relativeTo: body, maximumCategory: xxLarge)` | accessibility5 | 21 |
/// | `24.scaled(to: xxxLarge)` | any | 32.470588 |
struct DynamicTypeFamily: ExpressionFamily {
  let name = "Dynamic Type"
  let memberNames = ["scaled"]

  func compile(_ expression: ParsedExpression) throws(ExpressionError) -> CompiledExpression {
    try expression.requireSingleMember()
    var reader = ArgumentReader(expression.members[0])
    try reader.requireParentheses()
    let style = try Self.named("relativeTo", &reader, TextStyle.init(name:)) ?? .body
    let given = try Self.named("category", &reader, OptionNames.category)
    let target = try Self.named("to", &reader, OptionNames.category)
    if given != nil, target != nil {
      throw ExpressionError(
        column: reader.call.column, "'category:' and 'to:' of 'scaled' are the same; give one")
    }
    let category = given ?? target
    let maximum =
      try Self.named("maximumCategory", &reader, OptionNames.category)
      ?? DynamicType.defaultMaxSize
    let minimum = try Self.named("minimumCategory", &reader, OptionNames.category)
    let platform = try reader.enumeration("platform", TypePlatform.self) ?? .ios
    try reader.finish()
    let base = expression.base
    return CompiledExpression(source: expression.source) { configuration in
      DynamicType.scaled(
        base, relativeTo: style, category: category ?? configuration.contentSizeCategory,
        maxSize: maximum, minSize: minimum, platform: platform)
    }
  }

  /// The case of `E` labelled `label`, read leniently by `parse` (`AX3`, `title`, as on the
  /// command line); anything else gets the standard message with its suggestion.
  static func named<E: CaseIterable & RawRepresentable>(
    _ label: String, _ reader: inout ArgumentReader, _ parse: (String) -> E?
  ) throws(ExpressionError) -> E? where E.RawValue == String {
    guard let argument = reader.take(label) else { return nil }
    if case .identifier(let name) = argument.value, let value = parse(name) { return value }
    let call = reader.call
    var single = ArgumentReader(
      MemberCall(name: call.name, column: call.column, arguments: [argument]))
    return try single.enumeration(label, E.self)
  }
}
