import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

/// Reads `json` as one file `t.json` (more files with `more`), with `options`.
func readSystem(
  _ json: String, _ more: [(String, String)] = [], options: DesignSystem.Options = .init()
) throws -> DesignSystem {
  let files =
    [DesignSystem.File(name: "t.json", bytes: Array(json.utf8))]
    + more.map { DesignSystem.File(name: $0.0, bytes: Array($0.1.utf8)) }
  return try DesignSystem(files: files, options: options)
}

/// The role rules of `text` (`target=a.*`), for tests.
func roles(_ pairs: [(DesignToken.Role, String)]) -> [TokenRoleRule] {
  pairs.compactMap { role, glob in TokenPattern(glob).map { TokenRoleRule(role, $0) } }
}

/// The design-token reader: types, units, roles, text styles, the merge of several files,
/// aliases, `$root`, `$ref` and every problem as a row.
@Suite("DesignSystem: design-token files read as one design system")
struct DesignSystemTests {
  /// An iPhone SE (2nd/3rd generation) window, 375 × 667 @2x, at `category`.
  static func phone(_ category: ContentSizeCategory = .large) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: 375, screenHeight: 667, displayScale: 2, contentSizeCategory: category)
  }

  struct ValueCase: Sendable, CustomTestStringConvertible {
    let json: String
    let number: Double
    /// The value by hand: the points as written (rem × 16), drawn as points (fixed scaling).
    let points: Double
    var testDescription: String { json }
  }

  // Every spelling of a size the W3C format and the tools use; rem and em × 16 (CSS's root).
  static let values = [
    ValueCase(json: "16", number: 16, points: 16),
    ValueCase(json: #""16""#, number: 16, points: 16),
    ValueCase(json: #""16px""#, number: 16, points: 16),
    ValueCase(json: #"" 16pt ""#, number: 16, points: 16),
    ValueCase(json: #""0.875rem""#, number: 0.875, points: 14),
    ValueCase(json: #""0.9285em""#, number: 0.9285, points: 14.856),
    ValueCase(json: #"{"value": 1.5, "unit": "rem"}"#, number: 1.5, points: 24),
    ValueCase(json: #"{"value": 44, "unit": "px"}"#, number: 44, points: 44),
    ValueCase(json: #"{"value": 44}"#, number: 44, points: 44),
  ]

  @Test(arguments: values) func sizes(_ c: ValueCase) throws {
    let system = try readSystem(
      #"{"a": {"$type": "dimension", "$value": \#(c.json)}}"#,
      options: .init(roles: roles([(.target, "a")])))
    let token = try #require(system.tokens.first)
    #expect(system.problems.isEmpty)
    #expect(token.number == c.number && token.role == .target)
    #expect(abs(token.value(in: Self.phone()) - c.points) < 1e-12)
    #expect(system.scaling == .fixed)
  }

  /// `--root-size`: 1.5rem with a 20-pt root is 30 pt.
  @Test func rootSize() throws {
    let system = try readSystem(
      #"{"a": {"$type": "dimension", "$value": "1.5rem"}}"#,
      options: .init(rootSize: 20, roles: roles([(.width, "a")])))
    #expect(system.tokens.first?.value(in: Self.phone()) == 30)
  }

  /// A near miss of the `appdimens` namespace is a problem row naming the one spelling read,
  /// on a token (which is then not audited: its role would be lost), a group and a root.
  @Test func namespaceNearMissesAreProblems() throws {
    let json = #"""
      {"$extensions": {"com.appdimens": {"platforms": ["tvOS"]}},
       "g": {"$extensions": {"appDimens": {}}, "$type": "dimension",
         "a": {"$value": 44, "$extensions": {"AppDimens": {"role": "target"}}},
         "b": {"$value": 44, "$extensions": {"app-dimens": {"role": "target"}}},
         "c": {"$value": 44, "$extensions": {"appdimens": {"role": "target"}, "other": 1}}}}
      """#
    let system = try readSystem(json)
    #expect(system.tokens.map(\.path) == ["g.c"])
    #expect(
      system.problems.map(\.description) == [
        "t.json:1:18: $extensions: 'com.appdimens' is not read: the audit reads "
          + "$extensions.appdimens (all lowercase, no prefix)",
        "t.json:2:24: g: $extensions: 'appDimens' is not read: the audit reads "
          + "$extensions.appdimens (all lowercase, no prefix)",
        "t.json:3:40: g.a: $extensions: 'AppDimens' is not read: the audit reads "
          + "$extensions.appdimens (all lowercase, no prefix)",
        "t.json:4:40: g.b: $extensions: 'app-dimens' is not read: the audit reads "
          + "$extensions.appdimens (all lowercase, no prefix)",
      ])
    #expect(system.declaresPlatforms == false)
  }

  /// A root size the command line refuses (`--root-size` takes 1…1000) is refused by the
  /// library too, before anything is read: NaN, ±∞, 0 and negatives used to print rows such
  /// as `nan vs 44`.
  @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -16, 0.5, 1001])
  func badRootSizesAreRefused(_ size: Double) {
    #expect(
      throws: DesignSystem.ReadError(
        message: "rootSize: expected a number in 1…1000 points, got \(size)")
    ) {
      try readSystem(
        #"{"a": {"$type": "fontSize", "$value": "1rem"}}"#, options: .init(rootSize: size))
    }
  }

  /// Types: the W3C ones and the design tools' (Tokens Studio) ones; everything is read and
  /// counted, only text and tokens with a role are audited.
  @Test func typesAreReadAndCounted() throws {
    let system = try readSystem(
      """
      {
        "space": {"$type": "spacing", "s": {"$value": "8"}, "m": {"$value": "16"}},
        "radius": {"$type": "borderRadius", "card": {"$value": "12"}},
        "font": {"$type": "fontSizes", "body": {"$value": "17"}},
        "brand": {"$type": "color", "accent": {"$value": "#0a84ff"}, "ink": {"$value": "#000"}},
        "name": {"$type": "string", "$value": "Nord"},
        "blur": {"$type": "dimension", "$value": "0.25rem"},
        "odd": {"$type": "weird", "$value": 1},
        "type": {"title": {"$type": "typography",
          "$value": {"fontFamily": "SF Pro", "fontSize": "28px", "fontWeight": 700}}}
      }
      """, options: .init(roles: roles([(.target, "space.*")])))
    #expect(system.tokenCount == 10)
    #expect(
      system.types == [
        .init(name: "spacing", count: 2), .init(name: "color", count: 2),
        .init(name: "borderRadius", count: 1), .init(name: "fontSizes", count: 1),
        .init(name: "string", count: 1), .init(name: "dimension", count: 1),
        .init(name: "weird", count: 1), .init(name: "typography", count: 1),
      ])
    #expect(system.tokens.map(\.path) == ["space.s", "space.m", "font.body", "type.title"])
    #expect(system.tokens.map(\.role) == [.target, .target, .text, .text])
    #expect(
      system.skipped == [
        .init(name: "no role", count: 2), .init(name: "color", count: 2),
        .init(name: "string", count: 1), .init(name: "weird", count: 1),
      ])
    #expect(system.roleMatches.map(\.count) == [2])
    #expect(system.problems.isEmpty)
  }

  struct StyleCase: Sendable, CustomTestStringConvertible {
    let path: String
    let extensionStyle: String?
    let style: String
    var testDescription: String { path }
  }

  // A text token's style: `relativeTo`, else the last Apple style name in its path, else body.
  static let styles = [
    StyleCase(path: "text.caption2", extensionStyle: nil, style: "caption2"),
    StyleCase(path: "ios.largeTitle.size", extensionStyle: nil, style: "largeTitle"),
    StyleCase(path: "text.title.size.large", extensionStyle: nil, style: "title1"),
    StyleCase(path: "text.display", extensionStyle: nil, style: "body"),
    StyleCase(path: "text.caption2", extensionStyle: "footnote", style: "footnote"),
  ]

  @Test(arguments: styles) func textStyle(_ c: StyleCase) throws {
    let parts = c.path.split(separator: ".").map(String.init)
    let ext =
      c.extensionStyle.map {
        #", "$extensions": {"appdimens": {"relativeTo": "\#($0)"}}"#
      } ?? ""
    var json = #"{"$type": "fontSize", "$value": 11\#(ext)}"#
    for part in parts.reversed() { json = #"{"\#(part)": \#(json)}"# }
    let system = try readSystem(json, options: .init(scaling: .fixed))
    let token = try #require(system.tokens.first)
    #expect(token.source == "11.scaled(relativeTo: \(c.style))")
  }

  /// The 11-pt caption2 of Apple's type ramp, drawn as points: UIFontMetrics' caption2 curve
  /// keeps 11 at xSmall (the HIG's caption2 is 11 pt at xSmall, small, medium and large), so
  /// it passes text-minimum there on every iPhone; a body-relative 11 would be 9.666667.
  @Test func caption2PassesTextMinimumAtXSmall() throws {
    let system = try readSystem(
      #"{"text": {"$type": "fontSize", "caption2": {"$value": "11px"}, "body": {"$value": 11}}}"#)
    let caption2 = try #require(system.tokens.first)
    #expect(abs(caption2.value(in: Self.phone(.xSmall)) - 11) < 1e-9)
    let report = DesignAudit(
      tokens: system.tokens, devices: DeviceCatalog.devices(in: .phone), categories: [.xSmall],
      rules: [.textMinimum]
    ).run()
    #expect(!report.violations.contains { $0.token == "text.caption2" })
    // Relative to body, 11 pt at xSmall is 9.666667 on @3x (the iOS 26 UIFontMetrics
    // measurement the Dynamic Type tests transcribe): under 11.
    #expect(report.violations.contains { $0.token == "text.body" })
  }

  /// Several files are one tree: a group's `$type` reaches its tokens in another file, aliases
  /// cross files, and a token defined again replaces the first (a problem names both places).
  @Test func severalFilesAreOneTree() throws {
    let system = try readSystem(
      #"{"base": {"size": {"$type": "dimension", "16": {"$value": "16px"}, "44": {"$value": "44px"}}}}"#,
      [
        (
          "functional.json",
          #"{"control": {"minTarget": {"fine": {"$value": "{base.size.16}"}, "coarse": {"$value": "{base.size.44}"}}}}"#
        ),
        ("again.json", #"{"base": {"size": {"44": {"$value": "48px"}}}}"#),
      ], options: .init(roles: roles([(.target, "control.minTarget.*")])))
    #expect(system.tokens.map(\.path) == ["control.minTarget.fine", "control.minTarget.coarse"])
    #expect(system.tokens.map { $0.value(in: Self.phone()) } == [16, 48])
    #expect(system.tokens[0].written == "{base.size.16} = 16px")
    #expect(system.types == [.init(name: "dimension", count: 4)])
    #expect(
      system.problems.map(\.description) == [
        "again.json:1:37: base.size.44: defined again (first at t.json:1:85); this definition is "
          + "used, as files merge in the order given"
      ])
  }

  /// `$root` is the group's own token; `{"$ref": "#/…"}` is an alias.
  @Test func rootAndRef() throws {
    let system = try readSystem(
      #"""
      {"button": {"$type": "dimension", "$root": {"$value": 44},
        "small": {"$value": {"$ref": "#/button/$root/$value"}},
        "large": {"$ref": "#/button"}}}
      """#, options: .init(roles: roles([(.target, "button"), (.target, "button.*")])))
    #expect(system.tokens.map(\.path) == ["button", "button.small", "button.large"])
    #expect(system.tokens.map { $0.value(in: Self.phone()) } == [44, 44, 44])
  }

  /// A file with `$extensions.appdimens` defaults to AppDimens scaling, and gives roles and
  /// platforms at its root.
  @Test func appDimensFiles() throws {
    let system = try readSystem(
      """
      {"$extensions": {"appdimens": {"platforms": ["iOS", "watchOS"],
         "roles": {"target": ["size.*.height"], "width": "size.card"}}},
       "size": {"$type": "dimension", "button": {"height": {"$value": 30}},
         "card": {"$value": 280}, "gap": {"$value": 8}}}
      """)
    #expect(system.scaling == .appDimens && system.declaresPlatforms)
    #expect(system.platforms == [.iOS, .watchOS])
    #expect(system.tokens.map(\.role) == [.target, .width])
    // 30.sdp on the 375-pt phone: 30 × 375 ÷ 300 = 37.5.
    #expect(system.tokens[0].value(in: Self.phone()) == 37.5)
    #expect(system.tokens[0].source == "30.sdp")
    #expect(system.roleMatches.map(\.count) == [1, 1])
  }

  struct ProblemCase: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    var testDescription: String { message }
  }

  // Each is one row; the file is still read. The tokens named `a` have the role target.
  static let problems = [
    ProblemCase(
      json: #"{"a": 1, "b": {"$value": 44}}"#,
      message: "t.json:1:7: a: expected a token (an object with $value) or a group, found a number"),
    ProblemCase(
      json: #"{"a.b": {"$value": 1}}"#,
      message: "t.json:1:2: a.b: a name may not contain '.' (W3C design tokens)"),
    ProblemCase(
      json: #"{"a": {"$value": "{size.x}"}, "size": {"y": {"$value": 1}}}"#,
      message: "t.json:1:18: a: $value: no token 'size.x'"),
    ProblemCase(
      json: #"{"a": {"$value": "{Size.Y Z}"}, "size": {"y-z": {"$value": 1}}}"#,
      message: "t.json:1:18: a: $value: no token 'Size.Y Z' (did you mean 'size.y-z'?)"),
    // An alias to a token's value names the token.
    ProblemCase(
      json: #"{"a": {"$value": "{size.y.$value}"}, "size": {"y": {"$value": 1}}}"#,
      message: "t.json:1:18: a: $value: no token 'size.y.$value' (did you mean 'size.y'?)"),
    ProblemCase(
      json: #"{"a": {"$value": "{size.y.value}"}, "size": {"y": {"$value": 1}}}"#,
      message: "t.json:1:18: a: $value: no token 'size.y.value' (did you mean 'size.y'?)"),
    ProblemCase(
      json: #"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"#,
      message: "t.json:1:18: a: $value: circular reference (a → b → a)"),
    ProblemCase(
      json: #"{"a": {"$value": "150%"}}"#,
      message:
        "t.json:1:18: a: $value: cannot read '150%': expected a number, a dimension (px, pt, rem, "
        + "em) or an alias"),
    ProblemCase(
      json: #"{"a": {"$value": "floor({u} * 4)"}, "u": {"$value": 4}}"#,
      message:
        "t.json:1:18: a: $value: cannot read 'floor({u} * 4)': a formula of aliases (Tokens Studio "
        + "math) is not read; export resolved values or give the number"),
    ProblemCase(
      json: #"{"a": {"$value": {"value": 1, "unit": "vh"}}}"#,
      message:
        "t.json:1:18: a: $value: unit must be \"px\", \"pt\", \"rem\", \"em\" or \"vw\", found 'vh'"
    ),
    ProblemCase(
      json: #"{"a": {"$value": true}}"#,
      message:
        "t.json:1:18: a: $value: expected a number, a dimension such as \"16px\" or \"0.875rem\", "
        + "or an alias, found a boolean"),
    ProblemCase(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": {"rol": "target"}}}}"#,
      message:
        "t.json:1:51: a: $extensions.appdimens: unknown key 'rol' (known: role, relativeTo, "
        + "expression, designPoints, qualifier, extrapolation)"),
    ProblemCase(
      json: #"{"a": {"$value": 1, "$extensions": {"appdimens": {"role": "button"}}}}"#,
      message:
        "t.json:1:59: a: $extensions.appdimens.role: expected one of text, target, width, found "
        + "'button'"),
    ProblemCase(
      json:
        #"{"a": {"$type": "fontSize", "$value": 1, "$extensions": {"appdimens": {"role": "target"}}}}"#,
      message:
        "t.json:1:80: a: a fontSize token is text; the roles target and width apply to dimensions"),
    ProblemCase(
      json:
        ##"{"a": {"$type": "color", "$value": "#fff", "$extensions": {"appdimens": {"role": "width"}}}}"##,
      message: "t.json:1:82: a: a role applies to dimension tokens, not 'color'"),
    ProblemCase(
      json: #"{"a": {"$value": "17.ssp"}}"#,
      message:
        "t.json:1:18: a: $value: cannot read '17.ssp': expected a number, a dimension (px, pt, "
        + "rem, em) or an alias"),
    ProblemCase(
      json: #"{"$extensions": {"appdimens": {"platforms": ["android"]}}, "b": {"$value": 1}}"#,
      message:
        "t.json:1:46: $extensions.appdimens.platforms: expected one of iOS, iPadOS, watchOS, tvOS, "
        + "visionOS, macOS, found 'android'"),
  ]

  @Test(arguments: problems) func problemRows(_ c: ProblemCase) throws {
    let system = try readSystem(c.json, options: .init(roles: roles([(.target, "a")])))
    #expect(system.problems.map(\.description) == [c.message])
  }

  struct ReadErrorCase: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    var testDescription: String { message }
  }

  // The files that are not read at all.
  @Test(
    arguments: [
      ReadErrorCase(
        json: "{\"a\": {\"$value\": 1}",
        message: "t.json:1:20: expected ',' or '}' after a value, found the end"),
      ReadErrorCase(
        json: "[1]", message: "t.json:1:1: expected an object of tokens and groups, found an array"),
      ReadErrorCase(
        json: #"{"space": {"s": {"value": "8", "type": "spacing"}}}"#,
        message:
          "t.json: this is a legacy Tokens Studio file (\"value\" and \"type\" without \"$\", 1 "
          + "token); the audit reads the W3C format: in Tokens Studio, Settings › Token Format › "
          + "W3C DTCG, then export again"),
      ReadErrorCase(
        json: #"{"space": {"s": {"value": "8", "type": "spacing"}, "#
          + #""m": {"value": "16", "type": "spacing"}}}"#,
        message:
          "t.json: this is a legacy Tokens Studio file (\"value\" and \"type\" without \"$\", 2 "
          + "tokens); the audit reads the W3C format: in Tokens Studio, Settings › Token Format › "
          + "W3C DTCG, then export again"),
    ])
  func unreadableFiles(_ c: ReadErrorCase) {
    #expect(throws: DesignSystem.ReadError(message: c.message)) { try readSystem(c.json) }
  }

  /// An AppDimens expression needs a compiler; with one it wins over the scaling, and its
  /// leading number can change (the fix of a finding).
  @Test func expressions() throws {
    let compiler: DesignSystem.ExpressionCompiler = { text in
      // A stand-in for the tool's language: "N.sdp" only.
      guard text.hasSuffix(".sdp"), let number = Double(text.dropLast(4)) else {
        return .failure(.init("not N.sdp"))
      }
      return .success({ number.sdp($0) })
    }
    let system = try readSystem(
      #"{"a": {"$value": "30.sdp"}, "b": {"$value": "3.sdx"}}"#,
      options: .init(
        scaling: .fixed, roles: roles([(.target, "*")]), expressions: compiler))
    let token = try #require(system.tokens.first)
    #expect(token.source == "30.sdp" && token.number == 30)
    #expect(token.value(in: Self.phone()) == 37.5)
    #expect(token.withNumber(40)?.value(in: Self.phone()) == 50)
    #expect(system.problems.map(\.message) == ["$value: not N.sdp"])
  }
}
