/// The Auto builders of Behavior Reference › Auto: `16.autoScaledDp.qualifier(24, width, minimum:
/// 600)…` and `20.autoSp…` (= `AutoScaledBuilder`), the `scaledDp` chain with the `auto` final
/// curve.
///
/// The links are exactly the `scaledDp` builder's (``ScaledDpFamily/apply(_:to:isLast:)``:
/// `.screen(…)`, `.qualifier(…)`, `.rotate(…)`, `.mode(…)`, `.aspectRatio()`,
/// `.ignoreMultiWindow()`, `.finalQualifier(…)`, `.resolve(c)`), because an Auto builder IS a
/// `ScaledDpBuilder` chain whose chosen value is scaled with `auto` instead of linearly; the
/// one ranking rule picks the value.
///
/// ```
/// d = the final qualifier's dimension (smallest width unless given)
/// autoScaledDp = chosen × (d ≤ 480 ? d / 300 : 1.6 + 0.4 × ln(1 + (d − 480) / 300))
/// autoSp       = autoScaledDp × fontScale
/// ```
///
/// | expression | window | value |
/// |---|---|---|
/// | `16.autoScaledDp` | 1024 × 1366 | 32.219968 |
/// | `16.autoScaledDp.qualifier(24, width, minimum: 600)` | 390 × 844 | 20.8 |
/// | `16.autoScaledDp.rotate(14, landscape).mode(28, television)` | 1920 × 1080 TV | 57.104458 |
struct AutoScaledFamily: ExpressionFamily {
  let name = "Auto builders"
  let memberNames = ["autoScaledDp", "autoSp"]

  func compile(_ expression: ParsedExpression) throws(ExpressionError) -> CompiledExpression {
    let head = expression.members[0]
    guard head.arguments == nil else {
      throw ExpressionError(
        column: head.column,
        "'\(head.name)' takes no arguments (chain links: 16.\(head.name).qualifier(24, width, "
          + "minimum: 600))")
    }
    var chain = ScaledDpBuilder(expression.base)
    let links = expression.members.dropFirst()
    for (offset, link) in links.enumerated() {
      chain = try ScaledDpFamily.apply(link, to: chain, isLast: offset == links.count - 1)
    }
    var builder = AutoScaledBuilder(expression.base, fontScale: head.name == "autoSp")
    builder.chain = chain
    let built = builder
    return CompiledExpression(source: expression.source) { built.resolve($0) }
  }
}
