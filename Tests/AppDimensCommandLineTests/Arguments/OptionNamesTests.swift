import Testing

@testable import AppDimensCommandLine

@Suite("OptionNames: categories, modes and idioms by name")
struct OptionNamesTests {
  @Test func docTableRows() {
    #expect(OptionNames.category("accessibility3") == .accessibility3)
    #expect(OptionNames.category("AX3") == .accessibility3)
    #expect(OptionNames.category("ax3") == .accessibility3)
    #expect(OptionNames.category("xLarge") == .xLarge)
    #expect(OptionNames.category("xl") == .xLarge)
    #expect(OptionNames.category("L") == .large)
    #expect(OptionNames.mode("television") == .television)
    #expect(OptionNames.mode("tv") == .television)
    #expect(OptionNames.idiom("pad") == .pad)
    #expect(OptionNames.idiom("ipad") == .pad)
  }

  @Test func everyCaseByItsSwiftName() {
    for category in ContentSizeCategory.allCases {
      #expect(OptionNames.category(category.rawValue) == category)
      #expect(OptionNames.category(OptionNames.shortName(category)) == category)
    }
    for mode in UIMode.allCases { #expect(OptionNames.mode(mode.rawValue) == mode) }
    for idiom in DeviceIdiom.allCases { #expect(OptionNames.idiom(idiom.rawValue) == idiom) }
    #expect(OptionNames.category("huge") == nil)
    #expect(OptionNames.mode("") == nil)
  }
}
