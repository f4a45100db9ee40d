/// Dynamic Type scaling of SPEC §7: `17.scaled(relativeTo: body)` grows a number like a text
/// style at the window's text size (`--category`), capped at `maximumCategory:`.
///
/// Labels, all optional, as in `DimensValue.scaled(relativeTo:category:maximumCategory:
/// minimumCategory:platform:)`: `relativeTo:` (a `TextStyle`, default body), `category:` (the
/// configuration's category unless given; `to:` is the same, as in the magic-number form
/// `24.scaled(to: xxxLarge)`), `maximumCategory:` (default accessibility5), `minimumCategory:`
/// and `platform:` (default ios). The window size does not matter.
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
    let style = try reader.enumeration("relativeTo", TextStyle.self) ?? .body
    let given = try reader.enumeration("category", ContentSizeCategory.self)
    let target = try reader.enumeration("to", ContentSizeCategory.self)
    if given != nil, target != nil {
      throw ExpressionError(
        column: reader.call.column, "'category:' and 'to:' of 'scaled' are the same; give one")
    }
    let category = given ?? target
    let maximum =
      try reader.enumeration("maximumCategory", ContentSizeCategory.self)
      ?? DynamicType.defaultMaximumCategory
    let minimum = try reader.enumeration("minimumCategory", ContentSizeCategory.self)
    let platform = try reader.enumeration("platform", TypePlatform.self) ?? .ios
    try reader.finish()
    let base = expression.base
    return CompiledExpression(source: expression.source) { configuration in
      DynamicType.scaled(
        base, relativeTo: style, category: category ?? configuration.contentSizeCategory,
        maximumCategory: maximum, minimumCategory: minimum, platform: platform)
    }
  }
}
