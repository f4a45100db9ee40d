import AppDimensDynamic

/// the Behavior Reference's ranking rule written out independently of `ConditionRanking`, for the
/// property tests: a condition matches when each set part matches (mode equal, orientation equal,
/// d_q ≥ minimum); the highest specificity 4·[mode] + 2·[qualifier] + 1·[orientation] wins, ties go
/// to the larger minimum, then to the earlier declaration; no match → the base.
enum RankingReference {
  static func matches(_ condition: ScreenCondition, _ c: DimensConfiguration) -> Bool {
    if let mode = condition.mode, mode != c.uiMode { return false }
    if let orientation = condition.orientation {
      let actual: Orientation = c.screenWidth > c.screenHeight ? .landscape : .portrait
      if orientation != actual { return false }
    }
    if let qualifier = condition.qualifier {
      let d: Double
      switch qualifier {
      case .smallWidth: d = min(c.screenWidth, c.screenHeight)
      case .width: d = c.screenWidth
      case .height: d = c.screenHeight
      }
      // NaN minimums never match (d ≥ NaN is false).
      if !(d >= condition.minimum) { return false }
    }
    return true
  }

  static func specificity(_ condition: ScreenCondition) -> Int {
    (condition.mode == nil ? 0 : 4) + (condition.qualifier == nil ? 0 : 2)
      + (condition.orientation == nil ? 0 : 1)
  }

  /// The index of the winning link, or nil.
  static func winner(_ links: [ConditionalValue], _ c: DimensConfiguration) -> Int? {
    var best: (index: Int, specificity: Int, minimum: Double)?
    for (index, link) in links.enumerated() where matches(link.condition, c) {
      let s = specificity(link.condition)
      let minimum = link.condition.qualifier == nil ? -Double.infinity : link.condition.minimum
      if let current = best {
        if s > current.specificity || (s == current.specificity && minimum > current.minimum) {
          best = (index, s, minimum)
        }
      } else {
        best = (index, s, minimum)
      }
    }
    return best?.index
  }

  static func select(base: Double, _ links: [ConditionalValue], _ c: DimensConfiguration)
    -> Double
  {
    winner(links, c).map { links[$0].value } ?? base
  }
}
