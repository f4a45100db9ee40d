/// The one ranking rule every conditional chain uses (Behavior Reference › Principal scaling).
///
/// Among the candidates that match, the highest specificity wins; ties go to the larger
/// threshold (minimum), then to the earlier declaration. No match → nil, and the caller uses
/// its base value. One pass, no allocation.
///
/// | candidates (declaration order) | window | winner |
/// |---|---|---|
/// | rotate(landscape), qualifier(width ≥ 600) | 1024 × 768 | qualifier (2 > 1) |
/// | qualifier(width ≥ 600), qualifier(width ≥ 900) | 1024 × 768 | width ≥ 900 |
/// | rotate(landscape) twice | 844 × 390 | the first |
/// | mode(television) | 390 × 844, normal | none |
public enum ConditionRanking: Sendable {
  /// The index of the winning candidate, or nil when none matches.
  ///
  /// - Parameters:
  ///   - candidates: The candidates in declaration order.
  ///   - rank: The candidate's key when it matches, nil when it does not.
  @inlinable
  public static func winner<C: Collection>(
    _ candidates: C, rank: (C.Element) -> RankKey?
  ) -> C.Index? {
    var tally = Tally<C.Index>()
    var index = candidates.startIndex
    while index != candidates.endIndex {
      tally.consider(index, rank(candidates[index]))
      candidates.formIndex(after: &index)
    }
    return tally.winner
  }

  /// One pass of the ranking rule, fed one candidate at a time in declaration order.
  ///
  /// `winner(_:rank:)` is a loop over a `Tally`; storage that is not a collection (the inline
  /// links of a chain) feeds its candidates to a `Tally` directly, so there is one rule.
  @usableFromInline
  struct Tally<Candidate> {
    /// The best candidate so far, nil while none matched.
    @usableFromInline var winner: Candidate?
    /// The key of `winner` (meaningless while `winner` is nil).
    @usableFromInline var winnerKey: RankKey

    /// A tally before any candidate.
    @inlinable @inline(__always)
    init() {
      winner = nil
      winnerKey = RankKey(specificity: .min)
    }

    /// Considers the next candidate in declaration order: it becomes the winner when it matches
    /// (`key` is not nil) and outranks the winner so far; an exact tie keeps the earlier one.
    @inlinable @inline(__always)
    mutating func consider(_ candidate: Candidate, _ key: RankKey?) {
      guard let key, winner == nil || key.outranks(winnerKey) else { return }
      winner = candidate
      winnerKey = key
    }
  }
}

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
