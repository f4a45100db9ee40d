import Testing

@testable import AppDimensCommandLine

@Suite("DesignTokenFile: W3C design tokens read into audit tokens")
struct DesignTokenFileTests {
  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)

  struct ValueCase: Sendable, CustomTestStringConvertible {
    let json: String
    let source: String
    /// The value in a 390 × 844 window at Large, by hand: N × 390 ÷ 300.
    let value: Double
    var testDescription: String { json }
  }

  // Plain sizes of a fontSize token are N.ssp; the same for every spelling the format allows.
  static let textValues = [
    ValueCase(json: "16", source: "16.ssp", value: 20.8),
    ValueCase(json: #""16""#, source: "16.ssp", value: 20.8),
    ValueCase(json: #""16px""#, source: "16.ssp", value: 20.8),
    ValueCase(json: #""16pt""#, source: "16.ssp", value: 20.8),
    ValueCase(json: #"{"value": 16, "unit": "px"}"#, source: "16.ssp", value: 20.8),
    ValueCase(json: #"{"value": 16.5, "unit": "pt"}"#, source: "16.5.ssp", value: 21.45),
    ValueCase(
      json: #""17.scaled(relativeTo: body, maxSize: xxxLarge)""#,
      source: "17.scaled(relativeTo: body, maxSize: xxxLarge)", value: 17),
    ValueCase(json: #""10.sdp""#, source: "10.sdp", value: 13),
  ]

  @Test(arguments: textValues) func textValue(_ c: ValueCase) throws {
    let file = try readTokens(#"{"text": {"body": {"$type": "fontSize", "$value": \#(c.json)}}}"#)
    let token = try #require(file.tokens.first)
    #expect(token.path == "text.body" && token.role == .text)
    #expect(token.source == c.source)
    #expect(abs(token.value(in: Self.phone) - c.value) < 1e-9)
  }

  @Test func rolesTypesAndInheritance() throws {
    let file = try readTokens(
      """
      {
        "size": {
          "$type": "dimension",
          "button": {"$value": "30pt", "$extensions": {"appdimens": {"role": "target"}}},
          "card": {"$value": 360, "$extensions": {"appdimens": {"role": "width"}}},
          "padding": {"$value": "16px", "$extensions": {"other.tool": {"x": 1}}},
          "inner": {"gap": {"$value": 8}}
        },
        "loose": {"$value": 4},
        "font": {"$type": "fontSize", "small": {"$value": "{size.padding}"}},
        "color": {"$type": "color", "accent": {"$value": "blue"}},
        "type": {"title": {"$type": "typography",
          "$value": {"fontFamily": "SF Pro", "fontSize": "28px", "fontWeight": 700}}},
        "$description": "root"
      }
      """)
    #expect(file.tokens.map(\.path) == ["size.button", "size.card", "font.small", "type.title"])
    #expect(file.tokens.map(\.role) == [.target, .width, .text, .text])
    // A reference takes the referenced value, read with the referencing token's type.
    #expect(file.tokens.map(\.source) == ["30.sdp", "360.sdp", "16.ssp", "28.ssp"])
    #expect(file.unaudited == ["size.padding", "size.inner.gap", "loose"])
    #expect(file.skipped == 1)
    // 30 × 390 ÷ 300 = 39
    #expect(file.tokens[0].value(in: Self.phone) == 39)
  }

  // A token without a $type that refers to a fontSize token is text.
  @Test func typeThroughReference() throws {
    let file = try readTokens(
      #"{"a": {"$type": "fontSize", "$value": 12}, "b": {"$value": "{a}"}}"#)
    #expect(file.tokens.map(\.path) == ["a", "b"])
    #expect(file.tokens.map(\.role) == [.text, .text])
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    var testDescription: String { message }
  }

  static let failures = [
    Failure(
      json: "[1]", message: "t.json:1:1: expected an object of tokens and groups, found an array"),
    Failure(
      json: #"{"a": 1}"#,
      message: "t.json:1:7: a: expected a token (an object with $value) or a group, found a number"),
    Failure(
      json: "{\n\"a\": {\"$type\": \"fontSize\",\n  \"b\": {\"$value\": \"16.sdx\"}}}",
      message: "t.json:3:19: a.b: $value: at column 4: unknown function 'sdx' (did you mean 'sdp'?)"
    ),
    Failure(
      json: #"{"a": {"$type": "fontsize", "$value": 1}}"#,
      message: "t.json:1:17: a: unknown $type 'fontsize' (did you mean 'fontSize'?)"),
    Failure(
      json: #"{"a": {"$type": 3, "$value": 1}}"#,
      message: "t.json:1:17: a: $type: expected a string, found a number"),
    Failure(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": {"role": "button"}}}}"#,
      message:
        "t.json:1:59: a: $extensions.appdimens.role: expected one of target, width, found 'button'"),
    Failure(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": {"rol": "target"}}}}"#,
      message:
        "t.json:1:51: a: $extensions.appdimens: unknown key 'rol' (known: role, designPoints, "
        + "qualifier, extrapolation)"),
    Failure(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": true}}}"#,
      message: "t.json:1:50: a: $extensions.appdimens: expected an object, found a boolean"),
    Failure(
      json:
        #"{"a": {"$type": "fontSize", "$value": 1, "$extensions": {"appdimens": {"role": "target"}}}}"#,
      message: "t.json:1:80: a: a fontSize token is text; a role applies to dimension tokens"),
    Failure(
      json:
        ##"{"a": {"$type": "color", "$value": "#fff", "$extensions": {"appdimens": {"role": "width"}}}}"##,
      message: "t.json:1:82: a: a role applies to dimension tokens, not 'color'"),
    Failure(
      json: #"{"a.b": {"$value": 1}}"#,
      message: "t.json:1:2: a.b: a name may not contain '.' (W3C design tokens)"),
    Failure(json: #"{"a": {"$value": "{b}"}}"#, message: "t.json:1:18: a: $value: no token 'b'"),
    Failure(
      json: #"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"#,
      message: "t.json:1:18: a: $value: circular reference (a → b → a)"),
    Failure(
      json: #"{"a": {"$value": {"value": 1, "unit": "rem"}}}"#,
      message:
        "t.json:1:39: a: $value: unit must be \"px\" or \"pt\" (rem and em depend on a root font size the design does not give)"
    ),
    Failure(
      json: #"{"a": {"$value": {"unit": "px"}}}"#,
      message: "t.json:1:18: a: $value: a dimension object needs a number \"value\""),
    Failure(
      json: #"{"a": {"$value": true}}"#,
      message:
        "t.json:1:18: a: $value: expected a number, a dimension such as \"16px\" or an AppDimens expression, found a boolean"
    ),
    Failure(
      json: #"{"a": {"$type": "typography", "$value": 3}}"#,
      message: "t.json:1:41: a: $value: a typography value is an object"),
    Failure(
      json: "{\"a\": {\"$value\": 1}",
      message: "t.json:1:20: expected ',' or '}' after a value, found the end"),
  ]

  @Test(arguments: failures) func badInput(_ c: Failure) {
    #expect(tokenFailure(c.json) == c.message)
  }
}
