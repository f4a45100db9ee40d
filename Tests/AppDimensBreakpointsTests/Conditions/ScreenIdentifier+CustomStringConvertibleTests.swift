import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

struct IdentifierDescriptionCase: Sendable, CustomTestStringConvertible {
  let key: ScreenIdentifier
  let text: String
  var testDescription: String { text }
}

// The rows of the doc comment, plus a few more spellings.
let identifierDescriptionRows: [IdentifierDescriptionCase] = [
  .init(key: ScreenIdentifier.w320, text: "w320"),
  .init(key: .width(390), text: ".width(390)"),
  .init(key: .width(390.5), text: ".width(390.5)"),
  .init(key: ScreenIdentifier.wC.phone, text: "wC.phone"),
  .init(key: ScreenIdentifier.wR.all.default, text: "wR.all.default"),
  .init(key: ScreenIdentifier.wAny, text: "wAny"),
  .init(key: w1366.default, text: "w1366.default"),
  .init(key: wC.pad, text: "wC.pad"),
  .init(key: wR.idiom(.mac), text: "wR.idiom(.mac)"),
  .init(key: .width(-0.0), text: ".width(0)"),
  .init(key: .textSize(from: .accessibility1), text: ".accessibilityTextSizes"),
  .init(key: .textSize(from: .xLarge), text: ".textSize(from: .xLarge)"),
  .init(
    key: ScreenIdentifier.textSize(from: .xLarge, through: .xxxLarge).default,
    text: ".textSize(from: .xLarge, through: .xxxLarge).default"),
  .init(
    key: .textSize(from: .xSmall, through: .xSmall),
    text: ".textSize(from: .xSmall, through: .xSmall)"),
]

@Test(arguments: identifierDescriptionRows)
func identifierDescription(_ row: IdentifierDescriptionCase) {
  #expect(row.key.description == row.text)
}
