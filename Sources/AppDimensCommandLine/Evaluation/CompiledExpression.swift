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

  /// The value of the expression in a window. Not finite only when the base is so large that
  /// scaling overflows (the commands report that as an error).
  public func value(in configuration: DimensConfiguration) -> Double {
    resolve(configuration)
  }
}
