/// An expression checked and turned into a function of the window, ready to evaluate on any
/// number of configurations.
///
/// Compiling once and evaluating per device is what lets `appdimens table` report a bad
/// expression before printing anything, and evaluate thousands of cells without re-parsing.
public struct CompiledExpression: Sendable {
  /// The text the expression was compiled from.
  public let source: String
  /// The function of the window the expression denotes.
  private let resolve: @Sendable (DimensConfiguration) -> Double

  /// Creates a compiled expression from its source text and its function.
  public init(source: String, _ resolve: @escaping @Sendable (DimensConfiguration) -> Double) {
    self.source = source
    self.resolve = resolve
  }

  /// The value of the expression in a window: infinite only when the base is so large that
  /// scaling overflows, NaN only where the library returns nil (a table literal no key of
  /// which matches the window, `c.pixelsPerInch` without a density). `resolve` reports both
  /// as errors; tables print nil as `–`.
  public func value(in configuration: DimensConfiguration) -> Double {
    resolve(configuration)
  }

  /// The value in a window, or the message for a value a command does not print.
  func printableValue(in configuration: DimensConfiguration) throws(UsageError) -> Double {
    let value = resolve(configuration)
    if value.isNaN {
      throw UsageError(
        "no value: the library returns nil here (no key of the table matches the window)")
    }
    guard value.isFinite else {
      throw UsageError("the result is not finite (the base value is too large)")
    }
    return value
  }
}
