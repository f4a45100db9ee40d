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
    var best: (index: C.Index, key: RankKey)?
    var index = candidates.startIndex
    while index != candidates.endIndex {
      if let key = rank(candidates[index]), best.map({ key.outranks($0.key) }) ?? true {
        best = (index, key)
      }
      candidates.formIndex(after: &index)
    }
    return best?.index
  }
}
