/// Every scaling strategy of Behavior Reference › Strategies: the named forms `16.powerDp`,
/// `16.fluidDp(…)`, … and the general form `16.dynamic(diagonal)` (= `ScalingStrategy.resolve`, the
/// strategy API).
///
/// Each form takes every ``StrategyOptions`` field as a labelled argument (see
/// ``StrategyArguments``); parentheses are optional when there is none (`16.autoDp`).
/// `dynamic` takes the strategy first (`16.dynamic(.power, power: 0.5)`); `percentDp` also
/// takes its qualifier positionally, as the Behavior Reference writes it (`100.percentDp(percent:
/// 50, .width)`). `16.scaledDp(scaleLimits: 0.8...1.5)` belongs to ``ScaledDpFamily``, which sends
/// strategy options to the same API.
///
/// ```
/// r = d / 300 (d: the qualifier's dimension after the inverter)
/// powerDp         v × r ^ power
/// autoDp          v × (d ≤ 480 ? r : 1.6 + 0.4 × ln(1 + (d − 480) / 300))
/// interpolatedDp  v × (1 + (r − 1) × interpolation)
/// fluidDp         v × (a + clamp((d − L) / (U − L), 0, 1) × (b − a))
/// percentDp       v × percent / 100 × d / 100
/// diagonalDp      v × hypot(w, h) / hypot(300, 533)
/// ```
///
/// | expression | window | value |
/// |---|---|---|
/// | `16.powerDp` | 390 × 844 | 19.479486 |
/// | `16.fluidDp` | 390 × 844 | 13.8 |
/// | `16.interpolatedDp` | 390 × 844 | 18.4 |
/// | `100.percentDp(percent: 50, qualifier: width)` | 390 × 844 | 195 |
/// | `16.autoDp` | 1024 × 1366 | 32.219968 |
struct StrategyFamily: ExpressionFamily {
  /// The named forms and the strategy each stands for, in Behavior Reference › Strategies order.
  static let namedForms: [(name: String, strategy: ScalingStrategy)] = [
    ("autoDp", .auto), ("powerDp", .power), ("logarithmicDp", .logarithmic),
    ("interpolatedDp", .interpolated), ("fluidDp", .fluid), ("percentDp", .percent),
    ("diagonalDp", .diagonal), ("perimeterDp", .perimeter), ("fitDp", .fit), ("fillDp", .fill),
    ("densityDp", .density),
  ]

  let name = "strategies"
  let memberNames = StrategyFamily.namedForms.map(\.name) + ["dynamic"]

  func compile(_ expression: ParsedExpression) throws(ExpressionError) -> CompiledExpression {
    try expression.requireSingleMember()
    let call = expression.members[0]
    var reader = ArgumentReader(call)
    let strategy: ScalingStrategy
    if call.name == "dynamic" {
      try reader.requireParentheses()
      strategy = try reader.requiredEnumeration(
        nil, ScalingStrategy.self, "the strategy", name: \.name)
    } else if let named = Self.namedForms.first(where: { $0.name == call.name }) {
      strategy = named.strategy
    } else {
      throw ExpressionError(column: call.column, "unknown strategy '\(call.name)'")
    }
    var arguments = try StrategyArguments(reading: &reader)
    if call.name == "percentDp", !arguments.hasQualifier,
      let qualifier = try reader.enumeration(nil, DpQualifier.self, "the qualifier")
    {
      arguments.options.qualifier = qualifier
    }
    try reader.finish()
    let base = expression.base
    let options = arguments.options
    return CompiledExpression(source: expression.source) { configuration in
      strategy.resolve(base, configuration, options: options)
    }
  }
}
