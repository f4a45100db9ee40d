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
  ///
  /// | value | message |
  /// |---|---|
  /// | NaN, the window without a pixel density and the text naming `pixelsPerInch` | `no value: the window has no pixel density (give a device or a ppi)` |
  /// | NaN otherwise | `no value: the library returns nil here (no key of the table matches the window)` |
  /// | ±∞ | `the result is not finite (a number in the expression is too large)` |
  func printableValue(in configuration: DimensConfiguration) throws(UsageError) -> Double {
    let value = resolve(configuration)
    if value.isNaN {
      let reason = noValueReason(in: configuration)
      throw UsageError(
        "no value: " + reason + (reason == Self.noPixelDensity ? " (give a device or a ppi)" : ""))
    }
    guard value.isFinite else {
      throw UsageError("the result is not finite (\(Self.overflowReason))")
    }
    return value
  }

  // Policy: an infinite value is never a bug of the library: some number the user wrote (a
  // base value, a table value, a design point) is so large that scaling it overflows. One
  // wording for every command, which does not assume the expression has a base value.
  /// Why a value is infinite, for every command's message.
  static let overflowReason = "a number in the expression is too large"

  /// Why the value is NaN (the library returned nil) in `configuration`, for messages: the
  /// window's missing pixel density when the expression reads it, else a table without a key
  /// for the window.
  func noValueReason(in configuration: DimensConfiguration) -> String {
    configuration.pixelsPerInch == nil && source.contains("pixelsPerInch")
      ? Self.noPixelDensity
      : "the library returns nil here (no key of the table matches the window)"
  }

  /// The reason of ``noValueReason(in:)`` for a window without a pixel density.
  static let noPixelDensity = "the window has no pixel density"
}
