import AppDimens
import Testing

@testable import AppDimensTokens

/// DTCG resolver files (Design Tokens Community Group, Resolver Module 2025.10): sets and
/// modifiers read into modes. The resolvers here are hand-made; each expectation follows the
/// module's text ("Sets", "Modifiers", "Resolution Order") or the reader's documented limits.
@Suite("DTCG resolvers: each context is a mode")
struct DesignModesTests {
  /// A file of one `fontSize` token `size.body` of `points` px.
  static func sizeFile(_ points: Double, path: String = "size.body") -> String {
    let parts = path.split(separator: ".")
    return
      "{\"\(parts[0])\": {\"\(parts[1])\": {\"$type\": \"fontSize\", \"$value\": \"\(points)px\"}}}"
  }

  /// The modes of `resolver` (named `tokens/design.resolver.json`) with `files` beside it
  /// (names relative to `tokens/`).
  static func read(
    _ resolver: String, _ files: [String: String], modes: [String]? = nil
  ) throws -> DesignModes? {
    try DesignModes(
      files: [.init(name: "tokens/design.resolver.json", bytes: Array(resolver.utf8))],
      modes: modes
    ) { path in
      guard path.hasPrefix("tokens/"), let text = files[String(path.dropFirst(7))] else {
        return .failure(.init(message: "no such file"))
      }
      return .success(Array(text.utf8))
    }
  }

  /// A resolver of a `base` set and a modifier `size` with contexts `small` and `large`.
  static let twoContexts = """
    {"version": "2025.10",
     "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
     "modifiers": {"size": {"contexts": {
       "small": [{"$ref": "small.json"}],
       "large": [{"$ref": "./sizes/../large.json"}]}}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/size"}]}
    """

  @Test func aPathInTwoContextsIsTwoModesNeverDefinedAgain() throws {
    let files = [
      "base.json": Self.sizeFile(16, path: "size.caption"), "small.json": Self.sizeFile(14),
      "large.json": Self.sizeFile(20),
    ]
    let modes = try #require(try Self.read(Self.twoContexts, files))
    #expect(modes.modes.map(\.name) == ["small", "large"])
    #expect(modes.problems.isEmpty)
    #expect(modes.systems.allSatisfy { $0.problems.isEmpty })
    // "Resolution Order": each mode is the base set, then its context's files.
    #expect(
      modes.systems.map { $0.tokens.map(\.path) } == [
        ["size.caption", "size.body"], ["size.caption", "size.body"],
      ])
    let merged = try modes.merged()
    // The base token is the same in both modes: once, untagged; size.body differs: once per mode.
    #expect(
      merged.tokens.map(\.path) == ["size.caption", "size.body [small]", "size.body [large]"])
    let large = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    // Fixed scaling at the Large category: the size as written (1 px = 1 pt).
    #expect(merged.tokens.map { $0.value(in: large) } == [16, 14, 20])
    #expect(merged.problems.isEmpty)
    #expect(
      modes.files == [
        "tokens/design.resolver.json", "tokens/base.json",
        "tokens/small.json", "tokens/large.json",
      ])
  }

  @Test func aLaterSourceOverridesWithoutAProblemButOneFileTwiceStillIs() throws {
    let resolver = """
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "a.json"}, {"$ref": "b.json"}]}},
       "resolutionOrder": [{"$ref": "#/sets/base"}]}
      """
    let files = ["a.json": Self.sizeFile(10), "b.json": Self.sizeFile(12)]
    let modes = try #require(try Self.read(resolver, files))
    #expect(modes.modes.map(\.name) == [""])
    let merged = try modes.merged()
    // "Sets": the last occurrence is the final value.
    #expect(merged.tokens.map { $0.value(in: .init(screenWidth: 390, screenHeight: 844)) } == [12])
    #expect(merged.problems.isEmpty)
    // Without modifiers there is no mode to choose.
    #expect {
      _ = try Self.read(resolver, files, modes: ["large"])
    } throws: { error in
      (error as? DesignSystem.ReadError)?.message
        == "tokens/design.resolver.json: no mode 'large' (the resolver has no modifiers)"
    }
  }

  @Test func whatIsNotReadIsAProblemAtTheResolversLine() throws {
    let resolver = """
      {"version": "2025.10",
       "sets": {"loop": {"sources": [{"$ref": "#/sets/loop"}]},
                "inline": {"sources": [{"size": {"x": {"$type": "fontSize", "$value": 1}}}]}},
       "modifiers": {"theme": {"contexts": {"light": [{"$ref": "missing.json"}],
                                          "dark": [{"$ref": "nested.json"}]},
                               "default": "dim"}},
       "resolutionOrder": [{"$ref": "#/sets/loop"}, {"$ref": "#/sets/inline"},
                           {"$ref": "#/modifiers/them"}, {"$ref": "#/modifiers/theme"},
                           {"$ref": "http://example.com/a.json"}]}
      """
    let modes = try #require(
      try Self.read(resolver, ["nested.json": Self.twoContexts]))
    let rows = modes.problems.map(\.description)
    // Each place is the first byte of the value named, counted in the literal above (line 1
    // is `{"version"…`; columns from 1).
    let expected = [
      "tokens/design.resolver.json:2:41: set 'loop' includes itself",
      "tokens/design.resolver.json:3:34: inline tokens are not read: put them in a file and give {\"$ref\": FILE}",
      "tokens/design.resolver.json:8:31: no modifier 'them' (modifiers: theme)",
      "tokens/design.resolver.json:6:37: default: no context 'dim' in modifier 'theme'; the first is used",
      "tokens/design.resolver.json:9:31: $ref: expected \"#/sets/NAME\" or \"#/modifiers/NAME\", got 'http://example.com/a.json'",
      "tokens/design.resolver.json:4:58: 'tokens/missing.json': no such file",
      "tokens/design.resolver.json:5:55: 'tokens/nested.json': a resolver, not a token file: a resolver lists token files only",
    ]
    #expect(rows == expected)
    #expect(modes.modes.map(\.name) == ["light", "dark"])
  }

  @Test func modesNarrowAndUnknownModesAreAnError() throws {
    let files = [
      "base.json": "{}", "small.json": Self.sizeFile(14), "large.json": Self.sizeFile(20),
    ]
    let modes = try #require(try Self.read(Self.twoContexts, files, modes: ["size/large"]))
    #expect(modes.modes.map(\.name) == ["large"])
    // One mode read: its tokens are the design's, untagged.
    #expect(try modes.merged().tokens.map(\.path) == ["size.body"])
    #expect(throws: DesignSystem.ReadError.self) {
      _ = try Self.read(Self.twoContexts, files, modes: ["medium"])
    }
  }

  @Test func breakpointsJudgeEachWindowWithItsContext() throws {
    let files = [
      "base.json": "{}", "small.json": Self.sizeFile(14), "large.json": Self.sizeFile(20),
    ]
    let modes = try #require(try Self.read(Self.twoContexts, files))
    let merged = try modes.merged(breakpoints: [
      .init(context: "small", width: 600), .init(context: "large", width: 1000),
    ])
    let token = try #require(merged.tokens.first)
    #expect(merged.tokens.count == 1 && token.path == "size.body")
    // min-width: below every width the narrowest context; from 1000 on, large.
    for (width, expected) in [(320.0, 14.0), (700, 14), (999, 14), (1000, 20), (1400, 20)] {
      #expect(token.value(in: .init(screenWidth: width, screenHeight: 800)) == expected)
    }
    #expect(throws: DesignSystem.ReadError.self) {
      _ = try modes.merged(breakpoints: [.init(context: "small", width: 600)])
    }
  }

  @Test func plainTokenFilesAreNoResolver() throws {
    #expect(try Self.read(Self.sizeFile(1), [:]) == nil)
    #expect(!DesignModes.mayBeResolver(.init(name: "a.json", bytes: Array(Self.sizeFile(1).utf8))))
    #expect(DesignModes.mayBeResolver(.init(name: "r.json", bytes: Array(Self.twoContexts.utf8))))
  }

  @Test func hostileResolversAreBounded() throws {
    // A chain of 40 sets, each including the next: read to the depth limit, then a problem.
    var sets = (0..<40).map { "\"s\($0)\": {\"sources\": [{\"$ref\": \"#/sets/s\($0 + 1)\"}]}" }
    sets.append("\"s40\": {\"sources\": [{\"$ref\": \"a.json\"}]}")
    let chain =
      "{\"version\": \"2025.10\", \"sets\": {" + sets.joined(separator: ", ")
      + "}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s0\"}]}"
    let deep = try #require(try Self.read(chain, ["a.json": Self.sizeFile(1)]))
    #expect(deep.problems.map(\.message) == ["set 's16': more than 16 sets deep"])
    // 100 contexts: the first 64 are modes, the rest one problem.
    let contexts = (0..<100).map { "\"c\($0)\": []" }.joined(separator: ", ")
    let wide =
      "{\"version\": \"2025.10\", \"modifiers\": {\"m\": {\"contexts\": {" + contexts
      + "}}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/m\"}]}"
    let many = try #require(try Self.read(wide, [:]))
    #expect(many.modes.count == TokenResolver.maximumContexts)
    #expect(many.problems.count == 1)
    // A set that lists one file 10,000 times keeps it once.
    let refs = Array(repeating: "{\"$ref\": \"a.json\"}", count: 10_000).joined(separator: ", ")
    let repeated =
      "{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": [" + refs
      + "]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}]}"
    let once = try #require(try Self.read(repeated, ["a.json": Self.sizeFile(1)]))
    #expect(once.files.count == 2 && once.problems.isEmpty)
  }

  @Test func pathsFold() {
    #expect(TokenResolver.folded("a/./b/../c.json") == "a/c.json")
    #expect(TokenResolver.folded("../x/./y.json") == "../x/y.json")
    #expect(TokenResolver.folded("/abs/./f.json") == "/abs/f.json")
    #expect(TokenResolver.pointer("#/sets/a~1b~0c", "#/sets/") == "a/b~c")
  }
}
