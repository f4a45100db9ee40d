/// THE list of expression families the evaluator knows, in help order.
///
/// Adding a family is one file and one line here. Member names must be unique across the list
/// (a test checks it).
public enum ExpressionFamilies {
  /// Every registered family.
  public static let all: [any ExpressionFamily] = [
    ShorthandFamily(),
    ScaledDpFamily(),
    ScaledSpFamily(),
    StrategyFamily(),
    AutoScaledFamily(),
    DynamicTypeFamily(),
  ]
}
