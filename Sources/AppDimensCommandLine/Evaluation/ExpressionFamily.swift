/// A group of expression functions that share a syntax, for example the principal shorthands
/// (`16.sdp`, `16.ssp`, …) or the `scaledDp` builder chain.
///
/// The evaluator dispatches on the FIRST member after the base: the family whose
/// ``memberNames`` contain it compiles the whole expression. To add a family (the strategies'
/// `16.powerDp(…)`, Auto's `16.autoScaledDp.qualifier(…)`, Dynamic Type's
/// `17.scaled(relativeTo: body)`), write one file with a type conforming to this protocol and
/// add one line to ``ExpressionFamilies/all``. ``ArgumentReader`` reads labelled and positional
/// arguments with uniform error messages.
///
/// ```swift
/// struct PlainFamily: ExpressionFamily {
///   let name = "plain"
///   let memberNames = ["plain"]
///   func compile(_ e: ParsedExpression) throws(ExpressionError) -> CompiledExpression {
///     try e.requireSingleMember()
///     try ArgumentReader(e.members[0]).finish()
///     let base = e.base
///     return CompiledExpression(source: e.source) { _ in base }
///   }
/// }
/// ```
public protocol ExpressionFamily: Sendable {
  /// A short name for help texts, for example "principal shorthands".
  var name: String { get }
  /// The member names that start an expression of this family (unique across families).
  var memberNames: [String] { get }
  /// Checks `expression` (whose first member is one of ``memberNames``) and returns its
  /// function of the window; throws with the column of the first problem.
  func compile(_ expression: ParsedExpression) throws(ExpressionError) -> CompiledExpression
}

extension ExpressionFamily {
  /// Compiles `expression` and evaluates it in one window.
  public func evaluate(
    _ expression: ParsedExpression, configuration: DimensConfiguration
  ) throws(ExpressionError) -> Double {
    try compile(expression).value(in: configuration)
  }
}

extension ParsedExpression {
  /// Throws at the second member when there is one: for families whose functions end the
  /// expression (`16.sdp.rotate(…)` is not Swift).
  public func requireSingleMember() throws(ExpressionError) {
    guard members.count > 1 else { return }
    throw ExpressionError(
      column: members[1].column,
      "unexpected '.\(members[1].name)' after '\(members[0].name)' (it ends the expression)")
  }
}
