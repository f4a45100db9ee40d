import Testing

@testable import AppDimensDynamicType

/// A style name and the style it parses to.
struct StyleNameCase: Sendable, CustomTestStringConvertible {
  let name: String
  let style: TextStyle?
  var testDescription: String { "\"\(name)\" → \(style.map(\.rawValue) ?? "nil")" }
}

@Test(arguments: [
  StyleNameCase(name: "body", style: .body),
  StyleNameCase(name: "title", style: .title1),
  StyleNameCase(name: "Large-Title", style: .largeTitle),
  StyleNameCase(name: "large_title", style: .largeTitle),
  StyleNameCase(name: "caption", style: .caption1),
  StyleNameCase(name: "CAPTION2", style: .caption2),
  StyleNameCase(name: "subhead", style: .subheadline),
  StyleNameCase(name: "footnote1", style: .footnote1),
  StyleNameCase(name: "subtitle1", style: .subtitle1),
  StyleNameCase(name: "huge", style: nil),
  StyleNameCase(name: "", style: nil),
])
func stylesParseFromNames(_ c: StyleNameCase) {
  #expect(TextStyle(name: c.name) == c.style)
}

@Test func everyStyleParsesFromItsOwnNames() {
  for style in TextStyle.allCases {
    #expect(TextStyle(name: style.rawValue) == style)
    #expect(TextStyle(name: style.cssName) == style)
  }
}

@Test func cssNamesAreKebabCase() {
  #expect(TextStyle.largeTitle.cssName == "large-title")
  #expect(TextStyle.title1.cssName == "title1")
  #expect(TextStyle.caption2.cssName == "caption2")
  #expect(TextStyle.iOSStyles.count == 11)
  #expect(TextStyle.allCases.count == 14)
}
