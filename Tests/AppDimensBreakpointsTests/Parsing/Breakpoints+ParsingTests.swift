import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

@Test(arguments: validLiterals)
func tableFromALiteral(_ row: ValidLiteralCase) throws {
  #expect(try Breakpoints<Double>(parsing: row.text) == row.table)
}

@Test func tableFromAnInvalidLiteral() {
  #expect(throws: BreakpointLiteralError(column: 2, reason: .unknownIdentifier("w390"))) {
    try Breakpoints<Double>(parsing: "[w390: 70]")
  }
}

@Test func scalingRuleFromALiteral() throws {
  let rule = try ScalingRule(parsing: "[w320: 0.8, w375: 1, w414: 1.2]")
  #expect(rule == adaptizerRule)
}
