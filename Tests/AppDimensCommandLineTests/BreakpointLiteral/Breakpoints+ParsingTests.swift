import AppDimensAdaptizer
import Testing

@testable import AppDimensCommandLine

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
  #expect(rule == [w320: 0.8, w375: 1, w414: 1.2])
}

@Test func tableDescriptionParsesBack() throws {
  let table: Breakpoints<Double> = [
    w320: 80, wC.phone: 100, wR.all: 140, wAny: 60, w375.default: 90, .width(390.5): 70,
  ]
  #expect(try Breakpoints<Double>(parsing: table.description) == table)
}
