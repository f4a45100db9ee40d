import Testing

@testable import AppDimensTokens

/// The generated file's text: its members, names, doc comments, `all`, and the failures that
/// leave nothing generated. Expected lines are written from the generator's documented form
/// and the token files here.
@Suite("TokenCodeGenerator: design tokens as one Swift file")
struct TokenCodeGeneratorTests {
  /// The file of `json` generated with `options` and `name`.
  static func generate(
    _ json: String, options: DesignSystem.Options = .init(), name: String = "DesignTokens"
  ) throws(TokenCodeGenerator.Failure) -> String {
    try TokenCodeGenerator(
      files: [.init(name: "tokens.json", bytes: Array(json.utf8))], options: options, name: name
    ).source()
  }

  /// The message of the failure of generating `json`, or nil when it generates.
  static func failure(_ json: String, name: String = "DesignTokens") -> String? {
    do throws(TokenCodeGenerator.Failure) {
      _ = try generate(json, name: name)
      return nil
    } catch {
      return error.message
    }
  }

  static let sample = """
    {"size": {"$type": "dimension",
      "row": {"$value": "2.75rem", "$description": "A row."},
      "gap-s": {"$value": "8px"}},
     "text": {"caption2": {"$type": "fontSize", "$value": 11}}}
    """

  @Test func membersNestedByGroup() throws {
    let text = try Self.generate(Self.sample)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("import AppDimensDynamicType"))
    #expect(lines.contains("public enum DesignTokens {"))
    #expect(lines.contains("  public enum Size {"))
    // 2.75rem × 16 = 44 points; 8px = 8 points.
    #expect(
      lines.contains(
        "    public static let row = DesignTokenValue.dimension(44.0, scaling: .fixed)"))
    #expect(
      lines.contains(
        "    public static let gapS = DesignTokenValue.dimension(8.0, scaling: .fixed)"))
    #expect(
      lines.contains(
        "    public static let caption2 = DesignTokenValue.text(11.0, relativeTo: .caption2, "
          + "scaling: .fixed)"))
    #expect(lines.contains("    /// A row."))
    #expect(lines.contains("    /// `size.row` — tokens.json:2:21"))
    #expect(lines.contains(#"    "size.gap-s": Size.gapS,"#))
    #expect(lines.contains(#"    "text.caption2": Text.caption2,"#))
  }

  /// `--scaling` is the audit's: `appdimens` and a frame are written into every member.
  @Test func scalingIsWritten() throws {
    let appDimens = try Self.generate(Self.sample, options: .init(scaling: .appDimens))
    #expect(appDimens.contains("DesignTokenValue.dimension(44.0, scaling: .appDimens)"))
    let frame = try Self.generate(
      Self.sample, options: .init(scaling: .frame(DesignFrame(width: 390, height: 844))))
    #expect(
      frame.contains(
        "DesignTokenValue.dimension(8.0, scaling: .frame(DesignFrame(width: 390.0, height: 844.0)))"
      ))
  }

  @Test func sameInputSameBytes() throws {
    #expect(try Self.generate(Self.sample) == Self.generate(Self.sample))
  }

  @Test func nameOption() throws {
    #expect(try Self.generate(Self.sample, name: "Theme").contains("public enum Theme {"))
    #expect(Self.failure(Self.sample, name: "my-tokens")?.contains("try 'MyTokens'") == true)
  }

  /// Two paths that become one Swift name are an error naming both, at the second's place.
  @Test func collisionNamesBothPaths() {
    let json =
      #"{"a": {"b-c": {"$type": "dimension", "$value": 1}, "b_c": {"$type": "dimension", "$value": 2}}}"#
    let message = Self.failure(json)
    #expect(message?.contains("tokens.json:1:") == true)
    #expect(message?.contains("'a.b-c' and 'a.b_c' are both DesignTokens.A.bC in Swift") == true)
    let all = #"{"all": {"$type": "dimension", "$value": 1}}"#
    #expect(Self.failure(all)?.contains("the list of every token") == true)
  }

  /// A problem row of the reader is an error: nothing half-generated.
  @Test func problemsStopGeneration() {
    let json = #"{"a": {"$type": "dimension", "$value": "{missing.token}"}}"#
    let message = Self.failure(json)
    #expect(message?.contains("tokens.json:1:40: a: $value: no token 'missing.token'") == true)
    #expect(message?.hasSuffix("fix them, or leave those files out") == true)
  }

  @Test func nothingToGenerate() {
    let json = ##"{"c": {"$type": "color", "$value": "#fff"}}"##
    #expect(Self.failure(json)?.hasPrefix("nothing generated: no size token") == true)
  }

  /// A dimension no role names is generated (the audit skips it); a bare number is not.
  @Test func everyDimensionButNotBareNumbers() throws {
    let json =
      #"{"radius": {"$type": "dimension", "$value": 4}, "opacity": {"$type": "number", "$value": 0.5}}"#
    let text = try Self.generate(json)
    #expect(text.contains("public static let radius = "))
    #expect(!text.contains("opacity"))
  }

  /// Reserved words are escaped where they are declared and where `all` uses them.
  @Test func reservedWords() throws {
    let json = #"{"default": {"$type": "dimension", "$value": 4}}"#
    let text = try Self.generate(json)
    #expect(text.contains("public static let `default` = "))
    #expect(text.contains(#""default": `default`,"#))
  }

  /// Descriptions and paths with control characters or quotes cannot break out of a comment
  /// or a string literal.
  @Test func hostileTextStaysInside() throws {
    let json = #"{"a\"b\\c": {"$type": "dimension", "$value": 4, "$description": "x\n*/ y\u0007"}}"#
    let text = try Self.generate(json)
    #expect(text.contains(#""a\"b\\c": aBC,"#))
    #expect(text.contains("  /// x\n  /// */ y\\u{7}\n"))
  }
}
