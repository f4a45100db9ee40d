import Testing

@testable import AppDimensCommandLine

@Suite("Int.counted: summaries say 1 expression, 2 expressions")
struct IntCountedTests {
  @Test func singularOnlyForOne() {
    #expect(1.counted("expression") == "1 expression")
    #expect(2.counted("expression") == "2 expressions")
    #expect(0.counted("window") == "0 windows")
    #expect(1.counted("category", plural: "categories") == "1 category")
    #expect(12.counted("category", plural: "categories") == "12 categories")
  }
}
