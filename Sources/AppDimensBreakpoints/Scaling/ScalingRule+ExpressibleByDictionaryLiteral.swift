extension ScalingRule: ExpressibleByDictionaryLiteral {
  /// Creates a rule from a dictionary literal of multipliers: `[w320: 0.8, w375: 1]`.
  public init(dictionaryLiteral elements: (ScreenIdentifier, Double)...) {
    self.init(multipliers: Breakpoints(elements))
  }
}
