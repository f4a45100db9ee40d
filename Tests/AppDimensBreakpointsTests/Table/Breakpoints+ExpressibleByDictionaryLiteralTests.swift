import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

@Test func literalEntriesAreInCanonicalOrder() {
  let table: Breakpoints<Int> = [w375: 100, wAny: 60, w320: 80]
  #expect(table.keys == [wAny, w320, w375])
  #expect(table.entries.map(\.value) == [60, 80, 100])
}

@Test func literalWithARepeatedKeyDoesNotTrap() {
  let table: Breakpoints<Int> = [w320: 1, w320: 2]
  #expect(table.entries.count == 1)
  #expect(table[w320] == 1)
}

@Test func tableFromADictionaryEqualsTheLiteral() {
  let dictionary: [ScreenIdentifier: Int] = [w375: 100, wAny: 60, w320.default: 80, wC.pad: 5]
  let literal: Breakpoints<Int> = [wC.pad: 5, w320.default: 80, wAny: 60, w375: 100]
  #expect(Breakpoints(dictionary) == literal)
  #expect(dictionary.breakpoints == literal)
}
