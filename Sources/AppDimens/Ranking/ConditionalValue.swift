/// A value chosen when its ``ScreenCondition`` matches, one link of a conditional chain.
public struct ConditionalValue: Hashable, Sendable, Codable {
  /// The value to use when the condition wins.
  public var value: Double
  /// When the value applies.
  public var condition: ScreenCondition

  /// Creates a link that uses `value` when `condition` wins the ranking.
  @inlinable
  public init(_ value: Double, when condition: ScreenCondition) {
    self.value = value
    self.condition = condition
  }
}

extension Collection where Element == ConditionalValue {
  /// The value of the winning link by the one ranking rule, or `base` when none matches.
  @inlinable
  public func select(base: Double, _ configuration: DimensConfiguration) -> Double {
    guard let index = ConditionRanking.winner(self, rank: { $0.condition.rankKey(configuration) })
    else { return base }
    return self[index].value
  }
}
