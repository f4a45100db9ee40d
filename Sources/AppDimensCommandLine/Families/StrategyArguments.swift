/// The labelled arguments every strategy form accepts — one per ``StrategyOptions`` field — read
/// into the options value the strategy API takes.
///
/// | label | StrategyOptions field | value |
/// |---|---|---|
/// | `qualifier:` | qualifier | `smallWidth`, `width`, `height` |
/// | `inverter:` | inverter | an `Inverter` case |
/// | `aspectRatio:` | aspectRatio | `true` / `false` |
/// | `sensitivity:` | sensitivity | a number |
/// | `ignoreMultiWindow:` | ignoreMultiWindow | `true` / `false` |
/// | `percent:` | percent | a number |
/// | `power:` | power | a number |
/// | `interpolation:` | interpolation | a number |
/// | `viewport:` or `fluidViewport:` | fluidViewport | a range `320...1200` |
/// | `scale:` or `fluidScale:` | fluidScale | a range `0.85...1.4` |
/// | `scaleLimits:` | scaleLimits | a range `0.8...1.5` |
///
/// Values are passed on as written; the strategy API sanitizes them (``StrategyOptions/sanitized``:
/// power into 0…4, interpolation into 0…1, percent ≥ 0), so the command line shows exactly what
/// the library returns. A reversed range is an error, as `ClosedRange` would trap in Swift.
struct StrategyArguments: Sendable {
  /// The options, Behavior Reference › Strategies defaults where an argument is absent.
  var options = StrategyOptions()
  /// Whether `qualifier:` was given (`percentDp` also takes it positionally).
  var hasQualifier = false
  /// Whether a field the principal `AppDimens.dp` does not have was given (`percent:`,
  /// `power:`, `interpolation:`, the fluid ranges, `scaleLimits:`).
  var hasStrategyFields = false

  /// Reads every option label from `reader`; unread arguments stay for ``ArgumentReader/finish()``.
  init(reading reader: inout ArgumentReader) throws(ExpressionError) {
    if let qualifier = try reader.enumeration("qualifier", DpQualifier.self) {
      options.qualifier = qualifier
      hasQualifier = true
    }
    options.inverter = try reader.enumeration("inverter", Inverter.self) ?? options.inverter
    options.aspectRatio = try reader.bool("aspectRatio") ?? options.aspectRatio
    options.sensitivity = try reader.number("sensitivity") ?? options.sensitivity
    options.ignoreMultiWindow = try reader.bool("ignoreMultiWindow") ?? options.ignoreMultiWindow
    let percent = try reader.number("percent")
    let power = try reader.number("power")
    let interpolation = try reader.number("interpolation")
    let viewport = try Self.aliased("viewport", "fluidViewport", &reader)
    let scale = try Self.aliased("scale", "fluidScale", &reader)
    let limits = try reader.range("scaleLimits")
    options.percent = percent ?? options.percent
    options.power = power ?? options.power
    options.interpolation = interpolation ?? options.interpolation
    options.fluidViewport = viewport ?? options.fluidViewport
    options.fluidScale = scale ?? options.fluidScale
    options.scaleLimits = limits
    hasStrategyFields =
      percent != nil || power != nil || interpolation != nil || viewport != nil || scale != nil
      || limits != nil
  }

  /// A range given under a short label (`viewport:`) or the field's own (`fluidViewport:`),
  /// not both.
  private static func aliased(
    _ short: String, _ long: String, _ reader: inout ArgumentReader
  ) throws(ExpressionError) -> ClosedRange<Double>? {
    let first = try reader.range(short)
    let second = try reader.range(long)
    guard first == nil || second == nil else {
      throw ExpressionError(
        column: reader.call.column,
        "'\(short):' and '\(long):' of '\(reader.call.name)' are the same option; give one")
    }
    return first ?? second
  }
}
