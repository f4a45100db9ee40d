/// The general text form `16.scaledSp(qualifier:inverter:aspectRatio:sensitivity:
/// ignoreMultiWindow:fontScale:)`, which is `AppDimens.sp` with the same arguments.
///
/// Every argument is optional and labelled, with the defaults of `AppDimens.sp`:
/// `qualifier: smallWidth`, `inverter: default`, `aspectRatio: false`, `sensitivity: 0.8`,
/// `ignoreMultiWindow: false`, `fontScale: true`.
///
/// | expression | window | value |
/// |---|---|---|
/// | `16.scaledSp()` | 300 × 533, fontScale 1.25 | 20 (= `16.ssp`) |
/// | `16.scaledSp(fontScale: false)` | 300 × 533, fontScale 1.25 | 16 (= `16.sem`) |
struct ScaledSpFamily: ExpressionFamily {
  let name = "general text form"
  let memberNames = ["scaledSp"]

  func compile(_ expression: ParsedExpression) throws(ExpressionError) -> CompiledExpression {
    try expression.requireSingleMember()
    var reader = ArgumentReader(expression.members[0])
    let options = try PrincipalOptions(reading: &reader)
    let fontScale = try reader.bool("fontScale") ?? true
    try reader.finish()
    let base = expression.base
    return CompiledExpression(source: expression.source) { configuration in
      AppDimens.sp(
        base, configuration: configuration, qualifier: options.qualifier,
        inverter: options.inverter, aspectRatio: options.aspectRatio,
        sensitivity: options.sensitivity, ignoreMultiWindow: options.ignoreMultiWindow,
        fontScale: fontScale)
    }
  }
}

/// The labelled options shared by `scaledDp(…)` and `scaledSp(…)`, with `AppDimens.dp`'s
/// defaults.
struct PrincipalOptions: Sendable {
  var qualifier: DpQualifier = .smallWidth
  var inverter: Inverter = .default
  var aspectRatio = false
  var sensitivity = DimensBaseline.sensitivity
  var ignoreMultiWindow = false

  /// Reads `qualifier:`, `inverter:`, `aspectRatio:`, `sensitivity:` and `ignoreMultiWindow:`.
  init(reading reader: inout ArgumentReader) throws(ExpressionError) {
    qualifier = try reader.enumeration("qualifier", DpQualifier.self) ?? qualifier
    inverter = try reader.enumeration("inverter", Inverter.self) ?? inverter
    aspectRatio = try reader.bool("aspectRatio") ?? aspectRatio
    sensitivity = try reader.number("sensitivity") ?? sensitivity
    ignoreMultiWindow = try reader.bool("ignoreMultiWindow") ?? ignoreMultiWindow
  }
}
