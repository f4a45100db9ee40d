import Testing

@testable import AppDimensTokens

/// Figma's variables export: every size is `"$type": "number"`, and what it is for is in
/// `$extensions."com.figma.scopes"` (the `VariableScope` names of Figma's Plugin API) and its
/// iOS name in `com.figma.codeSyntax.iOS`. Expectations follow that API's meaning of each scope
/// and the reader's documented table, not the reader's code.
@Suite("Figma variables: scopes give number tokens a type and a role")
struct FigmaVariableTests {
  /// A token of Figma's export shape with `value`, `scopes` and an optional iOS name.
  static func token(_ name: String, _ value: Double, _ scopes: [String], ios: String? = nil)
    -> String
  {
    let list = scopes.map { "\"\($0)\"" }.joined(separator: ", ")
    let code = ios.map { #", "com.figma.codeSyntax": {"ANDROID": "x", "iOS": "\#($0)"}"# } ?? ""
    return #""\#(name)": {"$type": "number", "$value": \#(value), "$extensions": "#
      + #"{"com.figma.variableId": "VariableID:1:2", "com.figma.scopes": [\#(list)]\#(code)}}"#
  }

  /// The design system of the tokens, read with `options`.
  static func read(_ tokens: [String], options: DesignSystem.Options = .init()) throws
    -> DesignSystem
  {
    let json =
      "{" + tokens.joined(separator: ", ")
      + #", "$extensions": {"com.figma.modeName": "Default"}}"#
    return try DesignSystem(
      files: [.init(name: "figma.json", bytes: Array(json.utf8))], options: options)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let scopes: [String]
    /// The type the read line counts.
    let type: String
    /// The role the token is audited with; nil: skipped for no role.
    let role: DesignToken.Role?
    var testDescription: String { scopes.joined(separator: "+") }
  }

  static let cases: [Case] = [
    .init(scopes: ["FONT_SIZE"], type: "fontSize", role: .text),
    .init(scopes: ["WIDTH_HEIGHT"], type: "sizing", role: .width),
    .init(scopes: ["GAP"], type: "spacing", role: .width),
    .init(scopes: ["CORNER_RADIUS"], type: "borderRadius", role: nil),
    .init(scopes: ["LINE_HEIGHT"], type: "lineHeights", role: nil),
    .init(scopes: ["STROKE_FLOAT"], type: "borderWidth", role: nil),
    .init(scopes: ["GAP", "LINE_HEIGHT"], type: "dimension", role: nil),
    .init(scopes: ["GAP", "WIDTH_HEIGHT"], type: "dimension", role: .width),
    .init(scopes: ["FONT_SIZE", "WIDTH_HEIGHT"], type: "number", role: nil),
    .init(scopes: ["OPACITY"], type: "number", role: nil),
    .init(scopes: ["ALL_SCOPES"], type: "number", role: nil),
    .init(scopes: ["GAP", "OPACITY"], type: "spacing", role: .width),
  ]

  @Test(arguments: cases) func scopeReadsAs(_ c: Case) throws {
    let system = try Self.read([Self.token("t", 12, c.scopes)])
    #expect(system.types == [.init(name: c.type, count: 1)])
    #expect(system.tokens.map(\.role) == (c.role.map { [$0] } ?? []))
    #expect(system.problems.isEmpty)
  }

  /// A FONT_SIZE number is text: with the default `fixed` scaling it grows along body's
  /// Dynamic Type curve (no style in its path). At the default category it is its own size; at
  /// accessibility3 on a 3× iPhone, UIFontMetrics scales body by 24 ÷ 11 (the measured ratio,
  /// 2.181818), so 12 pt is 26.18 pt, 78.55 px on the 3× grid, rounded to 79 px = 79 ÷ 3 pt.
  @Test func fontSizeIsText() throws {
    let system = try Self.read([Self.token("font-size-300", 12, ["FONT_SIZE"])])
    let token = try #require(system.tokens.first)
    let window = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
    #expect(token.value(in: window) == 12)
    #expect(token.note == "body: no text style in its path")
    let large = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: .accessibility3)
    #expect(token.value(in: large) == 79.0 / 3)
  }

  /// A role the designer gives — a pattern here — wins over the scope's.
  @Test func givenRoleWins() throws {
    let pattern = try #require(TokenPattern("spacing-*"))
    let system = try Self.read(
      [Self.token("spacing-600", 24, ["GAP"])],
      options: .init(roles: [TokenRoleRule(.target, pattern)]))
    #expect(system.tokens.map(\.role) == [.target])
  }

  /// `com.figma.codeSyntax.iOS` names the generated member by its last part.
  @Test func codeSyntaxNamesTheMember() throws {
    let system = try Self.read([
      Self.token("spacing-100", 4, ["GAP"], ios: "LemonadeTheme.spaces.spacing100"),
      Self.token("spacing-200", 8, ["GAP"]),
    ])
    #expect(system.tokens.map(\.memberName) == ["spacing100", nil])
  }

  /// Scopes are read on `number` tokens only: a `color` with scopes stays a colour.
  @Test func onlyNumbers() throws {
    let json =
      ##"{"c": {"$type": "color", "$value": "#fff", "$extensions": {"com.figma.scopes": ["GAP"]}}}"##
    let system = try DesignSystem(files: [.init(name: "c.json", bytes: Array(json.utf8))])
    #expect(system.types == [.init(name: "color", count: 1)])
    #expect(system.tokens.isEmpty)
  }
}
