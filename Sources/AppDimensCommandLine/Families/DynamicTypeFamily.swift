/// Dynamic Type scaling (Behavior Reference › Dynamic Type): `17.scaled(relativeTo: body)` grows
/// a number like a text style at the window's text size (`--category`) on the window's
/// platform, capped at `maximumCategory:`.
///
/// Labels, all optional, as in `DimensValue.scaled(relativeTo:category:maxSize:
/// minSize:platform:)`: `relativeTo:` (a `TextStyle`, default body), `category:` (the
/// configuration's category unless given; `to:` is the same, as in the magic-number form
/// `24.scaled(to: xxxLarge)`), `maximumCategory:` (default accessibility5), `minimumCategory:`
/// and `platform:` (default: the window's, from its idiom or mode). The window size does not
/// matter. Categories also take the command line's short names (`AX3`, `xxxL`) and styles the
/// SwiftUI names (`title`, `caption`).
///
/// ```
/// c      = clamp(category, minimumCategory … maximumCategory)
/// scaled = v × size(style, c) ÷ size(style, .large)      on the platform's ramp
///        = v × fontScale                                  window's own, on tvOS, macOS, CarPlay
/// ```
///
/// | expression | window, category | value |
/// |---|---|---|
/// | `17.scaled(relativeTo: body)` | iPhone, accessibility3 | 40 |
/// | `17.scaled(relativeTo: body)` | Apple Watch, accessibility5 | 24.4375 |
/// | `17.scaled(relativeTo: body)` | Apple TV, accessibility3 | 17 |
/// | `17.scaled(relativeTo: body, maximumCategory: xxLarge)` | iPhone, accessibility5 | 21 |
/// | `24.scaled(to: xxxLarge)` | iPhone, any | 32.470588 |
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
    let platform = try reader.enumeration("platform", DimensPlatform.self)
    try reader.finish()
    let base = expression.base
    // Policy: with neither a category nor a platform given, the window decides everything,
    // exactly as the library's `DynamicType.scaled(_:relativeTo:in:)` (so an app's own
    // fontScale counts on platforms without Dynamic Type); an explicit one is a pure ramp
    // lookup.
    guard category != nil || platform != nil else {
      return CompiledExpression(source: expression.source) { configuration in
        DynamicType.scaled(
          base, relativeTo: style, in: configuration, maxSize: maximum, minSize: minimum)
      }
    }
    return CompiledExpression(source: expression.source) { configuration in
      DynamicType.scaled(
        base, relativeTo: style, category: category ?? configuration.contentSizeCategory,
        maxSize: maximum, minSize: minimum, platform: platform ?? configuration.platform)
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
