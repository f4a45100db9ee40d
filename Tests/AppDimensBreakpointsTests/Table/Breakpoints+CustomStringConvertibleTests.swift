import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

@Test func tableDescriptionIsACanonicalLiteral() {
  let table: Breakpoints<Double> = [w320: 80, wAny: 60]
  #expect(table.description == "[wAny: 60.0, w320: 80.0]")
  #expect(Breakpoints<Double>().description == "[:]")
}
