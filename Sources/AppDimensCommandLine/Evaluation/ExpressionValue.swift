/// What a part of an expression is, before and while it is evaluated: the static
/// ``ExpressionType`` the compiler checks arguments against, and the run-time ``ExpressionValue``.
///
/// | written | type | value |
/// |---|---|---|
/// | `16`, `16.sdp(c)` | number | `.number(20.8)` |
/// | `c`, `phone` | window | the command's configuration |
/// | `.width`, `landscape`, `AX3` | an enumeration | `.name("width")`, …, `.name("accessibility3")` |
/// | `.init(power: 0.5)` (as options), `StrategyOptions(…)` | options | `.options(…)` |
/// | `16.scaledDp.rotate(12, .landscape)` | chain | `.chain(…, isAuto: false)` |
/// | `[w320: 80, wR.all: 140]` | table | `.table(…)` |
/// | `w320`, `wC.phone`, `.width(390).default` | screen | `.screen(…)` |
/// | `wC`, `wR` | size classes | `.sizeClasses(…)` |
/// | `[390: 16, 820: 24]`, `DesignPoints(…)` | design points | `.points(…)` |
/// | `AppDimens`, `DimensUnits` | a type name | – (only its members are values) |
enum ExpressionType: Hashable, Sendable, CustomStringConvertible {
  case number, boolean, range, window, options, condition, chain, factors, table, bound
  case screen, sizeClasses, points
  /// A case of one of the library's enumerations.
  case enumeration(ExpressionEnum)
  /// A type used by name: `AppDimens.dp(…)`, `DimensFactors(c)`.
  case type(String)

  /// The type in messages: "a number", "StrategyOptions (.init(…))", "a configuration".
  var description: String {
    switch self {
    case .number: "a number"
    case .boolean: "true or false"
    case .range: "a range such as 320...1200"
    case .window: "a configuration"
    case .options: "StrategyOptions (.init(…))"
    case .condition: "a ScreenCondition (.init(…))"
    case .chain: "a builder chain"
    case .factors: "DimensFactors"
    case .table: "a breakpoint table such as [w320: 80, wR.all: 140]"
    case .bound: "a ResizeBound"
    case .screen: "a ScreenIdentifier such as w320, wC.phone or .width(390)"
    case .sizeClasses: "wC or wR"
    case .points: "DesignPoints such as [390: 16, 820: 24]"
    case .enumeration(let kind): "one of " + kind.names.joined(separator: ", ")
    case .type(let name): "the type \(name)"
    }
  }
}

/// The library's enumerations an expression names by case: `.width`, `landscape`, `AX3`.
enum ExpressionEnum: String, CaseIterable, Hashable, Sendable {
  case qualifier = "DpQualifier", inverter = "Inverter", orientation = "Orientation"
  case mode = "UIMode", strategy = "ScalingStrategy", style = "TextStyle"
  case category = "ContentSizeCategory", platform = "DimensPlatform", unit = "DimensUnit"
  case rounding = "ScalingRounding", extrapolation = "DesignPoints.Extrapolation"
  case curve = "DynamicTypeCurve"

  /// The case names, in declaration order.
  var names: [String] {
    switch self {
    case .qualifier: Self.names(DpQualifier.self)
    case .inverter: Self.names(Inverter.self)
    case .orientation: Self.names(Orientation.self)
    case .mode: Self.names(UIMode.self)
    case .strategy: ScalingStrategy.allCases.map(\.name)
    case .style: Self.names(TextStyle.self)
    case .category: Self.names(ContentSizeCategory.self)
    case .platform: Self.names(DimensPlatform.self)
    case .unit: Self.names(DimensUnit.self)
    case .rounding: Self.names(ScalingRounding.self)
    case .extrapolation: Self.names(DesignPoints.Extrapolation.self)
    case .curve: Self.names(DynamicTypeCurve.self)
    }
  }

  /// The case `text` names: exactly, in any letter case, or by the short names the command
  /// line also takes (`AX3`, `xxxL`, `tv`, SwiftUI's `title`); nil when none.
  func canonical(_ text: String) -> String? {
    if names.contains(text) { return text }
    if let loose = names.first(where: { $0.lowercased() == text.lowercased() }) { return loose }
    switch self {
    case .category: return OptionNames.category(text)?.rawValue
    case .style: return TextStyle(name: text)?.rawValue
    case .mode: return OptionNames.mode(text)?.rawValue
    default: return nil
    }
  }

  private static func names<E: CaseIterable & RawRepresentable>(_: E.Type) -> [String]
  where E.RawValue == String { E.allCases.map(\.rawValue) }
}

/// A run-time value of a part of an expression (see ``ExpressionType``).
enum ExpressionValue: Sendable {
  case number(Double)
  case boolean(Bool)
  case range(ClosedRange<Double>)
  /// An enumeration case by its raw value.
  case name(String)
  case window(DimensConfiguration)
  case options(StrategyOptions)
  case condition(ScreenCondition)
  /// A `scaledDp` (linear) or Auto (`autoScaledDp`, `autoSp`) chain; the Auto builder holds
  /// the principal chain, so both share one set of links.
  case chain(AutoScaledBuilder, isAuto: Bool)
  case factors(DimensFactors)
  case table(Breakpoints<Double>)
  case bound(ResizeBound)
  case screen(ScreenIdentifier)
  case sizeClasses(SizeClassIdentifiers)
  case points(DesignPoints)
  /// A type name or an absent argument.
  case none

  // Policy: the accessors never trap; the compiler has checked every type before a value is
  // read, so the fallbacks (NaN, false, defaults) are unreachable in a compiled expression.

  var number: Double { if case .number(let value) = self { value } else { .nan } }
  var boolean: Bool? { if case .boolean(let value) = self { value } else { nil } }
  var range: ClosedRange<Double>? { if case .range(let value) = self { value } else { nil } }
  var options: StrategyOptions { if case .options(let value) = self { value } else { .init() } }
  var condition: ScreenCondition { if case .condition(let value) = self { value } else { .init() } }
  var table: Breakpoints<Double> { if case .table(let value) = self { value } else { .init() } }
  var factors: DimensFactors {
    if case .factors(let value) = self { value } else { DimensFactors(.baseline) }
  }
  var bound: ResizeBound { if case .bound(let value) = self { value } else { .fixedDp(.nan) } }
  var screen: ScreenIdentifier { if case .screen(let value) = self { value } else { .wAny } }
  var sizeClasses: SizeClassIdentifiers {
    if case .sizeClasses(let value) = self { value } else { ScreenIdentifier.wC }
  }
  var points: DesignPoints { if case .points(let value) = self { value } else { [:] } }

  /// The number, or nil when absent; `fallback` when absent.
  var optionalNumber: Double? { if case .number(let value) = self { value } else { nil } }
  func numberOr(_ fallback: Double) -> Double { optionalNumber ?? fallback }

  /// A chain's value in `window` (linear or Auto); NaN for anything else.
  func resolved(in window: DimensConfiguration) -> ExpressionValue {
    guard case .chain(let builder, let isAuto) = self else { return self }
    return .number(isAuto ? builder.resolve(window) : builder.chain.resolve(window))
  }

  /// The strategy a case name names (`ScalingStrategy` has associated values, so no raw value).
  var strategy: ScalingStrategy? {
    if case .name(let name) = self { .init(name: name) } else { nil }
  }

  /// The enumeration case of `E`, or nil when absent.
  func enumeration<E: RawRepresentable>(_: E.Type) -> E? where E.RawValue == String {
    if case .name(let name) = self { E(rawValue: name) } else { nil }
  }
}
