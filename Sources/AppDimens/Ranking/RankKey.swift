/// How strongly a matching candidate claims a window: specificity first, then threshold.
///
/// The ONE ranking rule of the package (Behavior Reference › Principal scaling) compares candidates
/// by this key and breaks exact ties by declaration order (see ``ConditionRanking``). Conditional
/// chains, Auto builders and breakpoint tables all map their candidates to a `RankKey`.
public struct RankKey: Hashable, Sendable {
  /// The number of facts the candidate relies on, weighted (higher wins).
  public var specificity: Int
  /// The size threshold the candidate requires (a larger threshold wins a tie).
  public var threshold: Double

  /// Creates a key from a specificity and a threshold (NaN is treated as −∞).
  @inlinable
  public init(specificity: Int, threshold: Double = -.infinity) {
    self.specificity = specificity
    self.threshold = threshold.isNaN ? -.infinity : threshold
  }

  /// Whether this key beats `other`: higher specificity, or equal specificity and a larger
  /// threshold. Equal keys do not beat each other (the earlier declaration keeps its place).
  @inlinable
  public func outranks(_ other: RankKey) -> Bool {
    specificity != other.specificity
      ? specificity > other.specificity : threshold > other.threshold
  }
}
