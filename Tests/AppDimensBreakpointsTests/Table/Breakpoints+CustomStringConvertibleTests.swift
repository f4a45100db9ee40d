import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

@Test func tableDescriptionIsACanonicalLiteral() {
  let table: Breakpoints<Double> = [w320: 80, wAny: 60]
  #expect(table.description == "[wAny: 60.0, w320: 80.0]")
  #expect(Breakpoints<Double>().description == "[:]")
}

@Test func tableDescriptionParsesBack() throws {
  let table: Breakpoints<Double> = [
    w320: 80, wC.phone: 100, wR.all: 140, wAny: 60, w375.default: 90, .width(390.5): 70,
  ]
  #expect(try Breakpoints<Double>(parsing: table.description) == table)
}
