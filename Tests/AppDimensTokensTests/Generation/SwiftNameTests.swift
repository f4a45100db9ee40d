import Testing

@testable import AppDimensTokens

/// Names as the Swift API Design Guidelines write them: members lowerCamelCase, types
/// UpperCamelCase; a keyword of The Swift Programming Language in backticks; an identifier
/// cannot start with a digit.
@Suite("SwiftName: token and group names as Swift names")
struct SwiftNameTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let member: String
    let type: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(name: "font-size-250", member: "fontSize250", type: "FontSize250"),
    .init(name: "spacing_100", member: "spacing100", type: "Spacing100"),
    .init(name: "minTarget", member: "minTarget", type: "MinTarget"),
    .init(name: "XL", member: "xl", type: "XL"),
    .init(name: "100", member: "_100", type: "_100"),
    .init(name: "default", member: "`default`", type: "Default"),
    .init(name: "type", member: "type", type: "`Type`"),
    .init(name: "self", member: "`self`", type: "`Self`"),
    .init(name: "größe", member: "grE", type: "GrE"),
    .init(name: "@scale 03", member: "scale03", type: "Scale03"),
    .init(name: "--", member: "_", type: "_"),
  ]

  @Test(arguments: cases) func names(_ c: Case) {
    #expect(SwiftName.member(c.name) == c.member)
    #expect(SwiftName.type(c.name) == c.type)
  }
}
