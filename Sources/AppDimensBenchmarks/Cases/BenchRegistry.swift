/// Every case of the bench, in the order the table prints them, and the derived rows.
///
/// Cases for a module are added here as the module lands (strategies, Auto, breakpoints,
/// Dynamic Type).
enum BenchRegistry {
  /// All cases.
  static func all() -> [BenchCase] {
    PrincipalCases.all()
      + StrategyCases.all()
      + ChainCases.all()
      + InlineChainCases.all()
      + PrebuiltChainCases.all()
      + BreakpointCases.all()
      + InlineBreakpointCases.all()
      + PrebuiltBreakpointCases.all()
      + DesignPointsCases.all()
      + DynamicTypeCases.all()
      + BulkCases.all()
      + ReplacedDesignCases.all()
      + ConfigurationCases.all()
      + DeviceCases.all()
      + BatchCases.all()
  }

  /// Rows computed from measured results (growth per added entry), appended after the cases.
  static func derived(_ results: [BenchResult]) -> [BenchResult] {
    ChainCases.growth(results) + BreakpointCases.growth(results)
  }
}
