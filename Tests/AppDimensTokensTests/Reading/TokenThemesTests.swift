import AppDimens
import Testing

@testable import AppDimensTokens

/// Tokens Studio themes (`$themes.json` of a multi-file export): each theme is a mode, its
/// `enabled` sets the mode's own tokens, its `source` sets read only as the targets of
/// references, in `$metadata.json`'s `tokenSetOrder` (the last set wins). The files are
/// hand-made; each expectation follows Tokens Studio's documented meaning (Themes (pro),
/// "Themes that switch": the set lower in the list wins) or the reader's documented problems.
@Suite("Tokens Studio themes: each theme is a mode")
struct TokenThemesTests {
  /// A file of one `fontSize` token at `path` of `points` px (or an alias when `points` is a
  /// reference).
  static func sizeFile(_ value: String, path: String = "size.body") -> String {
    let parts = path.split(separator: ".")
    return
      "{\"\(parts[0])\": {\"\(parts[1])\": {\"$type\": \"fontSize\", \"$value\": \"\(value)\"}}}"
  }

  /// The modes of `themes` (named `tokens/$themes.json`) with `files` beside it (names
  /// relative to `tokens/`, `$metadata.json` among them when given).
  static func read(
    _ themes: String, _ files: [String: String], modes: [String]? = nil,
    given: [String: String] = [:]
  ) throws -> DesignModes? {
    try DesignModes(
      files: [.init(name: "tokens/$themes.json", bytes: Array(themes.utf8))]
        + given.sorted { $0.key < $1.key }.map {
          .init(name: "tokens/" + $0.key, bytes: Array($0.value.utf8))
        },
      modes: modes
    ) { path in
      guard path.hasPrefix("tokens/"), let text = files[String(path.dropFirst(7))] else {
        return .failure(.init(message: "no such file"))
      }
      return .success(Array(text.utf8))
    }
  }

  /// A size group of two themes over a shared `core` set (a source) and a `base` set.
  static let sizeThemes = """
    [
      {"id": "1", "name": "compact", "group": "size",
       "selectedTokenSets": {"core": "source", "size/compact": "enabled", "base": "enabled"}},
      {"id": "2", "name": "regular", "group": "size",
       "selectedTokenSets": {"core": "source", "size/regular": "enabled", "base": "enabled",
                             "unused": "disabled"}}
    ]
    """

  /// The sets of ``sizeThemes``: `core` holds the numbers the others point at.
  static let sizeFiles = [
    "core.json": sizeFile("14px", path: "core.small") + "",
    "size/compact.json": sizeFile("{core.small}"),
    "size/regular.json": sizeFile("17px"),
    "base.json": sizeFile("12px", path: "size.caption"),
    "$metadata.json": #"{"tokenSetOrder": ["core", "base", "size/compact", "size/regular"]}"#,
  ]

  @Test func eachThemeIsAModeAndASourceSetIsReadOnlyForReferences() throws {
    let modes = try #require(try Self.read(Self.sizeThemes, Self.sizeFiles))
    #expect(modes.modes.map(\.name) == ["compact", "regular"])
    #expect(modes.modes.map(\.modifier) == ["size", "size"])
    #expect(modes.problems.isEmpty)
    // core.small is a source: not a token of either mode, yet size.body [compact] reads it.
    // tokenSetOrder puts base before the size sets, so size.caption comes first.
    #expect(
      modes.systems.map { $0.tokens.map(\.path) } == [
        ["size.caption", "size.body"], ["size.caption", "size.body"],
      ])
    #expect(modes.systems.map(\.tokenCount) == [2, 2])
    let large = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    // Fixed scaling at the Large category: the size as written (1 px = 1 pt).
    #expect(modes.systems.map { $0.tokens.map { $0.value(in: large) } } == [[12, 14], [12, 17]])
    #expect(
      modes.files == [
        "tokens/$themes.json", "tokens/$metadata.json", "tokens/core.json", "tokens/base.json",
        "tokens/size/compact.json", "tokens/size/regular.json",
      ])
    let merged = try modes.merged()
    #expect(
      merged.tokens.map(\.path) == ["size.caption", "size.body [compact]", "size.body [regular]"])
  }

  @Test func theLastSetOfTokenSetOrderWinsWhateverTheThemeSays() throws {
    // The theme names b before a; tokenSetOrder puts a last, so a's size wins.
    let themes = #"[{"name": "one", "selectedTokenSets": {"b": "enabled", "a": "enabled"}}]"#
    let files = [
      "a.json": Self.sizeFile("10px"), "b.json": Self.sizeFile("20px"),
      "$metadata.json": #"{"tokenSetOrder": ["b", "a"]}"#,
    ]
    let modes = try #require(try Self.read(themes, files))
    let large = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(modes.systems.map { $0.tokens.map { $0.value(in: large) } } == [[10]])
    #expect(modes.systems[0].problems.isEmpty)
    // Without $metadata.json the themes' own order counts: a is named last there too here.
    let unordered = try #require(
      try Self.read(
        #"[{"name": "one", "selectedTokenSets": {"a": "enabled", "b": "enabled"}}]"#,
        files.filter { $0.key != "$metadata.json" }))
    #expect(unordered.systems.map { $0.tokens.map { $0.value(in: large) } } == [[20]])
  }

  @Test func aSetEnabledByOneGroupIsOwnEvenWhereAnotherNamesItASource() throws {
    let themes = """
      [{"name": "light", "group": "color", "selectedTokenSets": {"core": "source"}},
       {"name": "compact", "group": "size", "selectedTokenSets": {"core": "enabled"}}]
      """
    let modes = try #require(
      try Self.read(themes, ["core.json": Self.sizeFile("14px", path: "core.small")]))
    // Each mode is one theme with every other group at its first: both read light and compact.
    #expect(modes.modes.map(\.name) == ["light", "compact"])
    #expect(modes.systems.map { $0.tokens.map(\.path) } == [["core.small"], ["core.small"]])
  }

  /// A themes file with a problem, and where its row points.
  struct BadThemes: CustomTestStringConvertible, Sendable {
    let name: String
    let themes: String
    let line: Int
    let message: String
    var testDescription: String { name }
  }

  static let bad: [BadThemes] = [
    .init(
      name: "a status that is not one of the three",
      themes: "[{\"name\": \"a\",\n \"selectedTokenSets\": {\"base\": \"on\"}}]", line: 2,
      message:
        "theme 'a': set 'base': expected \"enabled\", \"source\" or \"disabled\", got 'on'; not read"
    ),
    .init(
      name: "the same theme twice",
      themes: "[{\"name\": \"a\", \"selectedTokenSets\": {\"base\": \"enabled\"}},\n"
        + " {\"name\": \"a\", \"selectedTokenSets\": {}}]", line: 2,
      message: "theme 'a' is defined twice; the first is read"),
    .init(
      name: "a set the folder does not have",
      themes:
        "[{\"name\": \"a\",\n \"selectedTokenSets\": {\"base\": \"enabled\", \"gone\": \"enabled\"}}]",
      line: 2, message: "'tokens/gone.json': no such file"),
    .init(
      name: "a set outside the export's folder",
      themes: "[{\"name\": \"a\",\n \"selectedTokenSets\": {\"../x\": \"enabled\"}}]", line: 2,
      message: "theme 'a': set '../x': not read, a set is a file below the folder of $themes.json"),
    .init(
      name: "a theme without a name",
      themes: "[\n{\"selectedTokenSets\": {\"base\": \"enabled\"}}]", line: 2,
      message: "theme: no \"name\" string; not read"),
    .init(
      name: "a root that is not an array",
      themes: "\n{\"selectedTokenSets\": {}}", line: 2,
      message:
        "expected an array of themes ({\"name\", \"group\", \"selectedTokenSets\"}), found an object"
    ),
  ]

  @Test(arguments: bad)
  func aBadThemeIsAProblemRowAtItsLine(_ bad: BadThemes) throws {
    let modes = try #require(try Self.read(bad.themes, ["base.json": Self.sizeFile("16px")]))
    let problem = try #require(modes.problems.first)
    #expect(problem.message == bad.message)
    #expect(problem.location?.file == "tokens/$themes.json")
    #expect(problem.location?.line == bad.line)
  }

  @Test func aSetTokenSetOrderDoesNotOrderIsARowAndReadLast() throws {
    let themes =
      "[{\"name\": \"a\",\n \"selectedTokenSets\": {\"x\": \"enabled\", \"y\": \"enabled\"}}]"
    let files = [
      "x.json": Self.sizeFile("10px"), "y.json": Self.sizeFile("20px"),
      "$metadata.json": #"{"tokenSetOrder": ["y"]}"#,
    ]
    let modes = try #require(try Self.read(themes, files))
    #expect(
      modes.problems.map(\.message) == [
        "theme 'a': set 'x' is not in the tokenSetOrder of $metadata.json; read after the sets it orders"
      ])
    let large = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(modes.systems.map { $0.tokens.map { $0.value(in: large) } } == [[10]])
  }

  @Test func aFileGivenThatNoThemeNamesIsARowNotReadInEveryMode() throws {
    let themes = #"[{"name": "a", "selectedTokenSets": {"base": "enabled"}}]"#
    let modes = try #require(
      try Self.read(
        themes, [:],
        given: ["base.json": Self.sizeFile("16px"), "stray.json": Self.sizeFile("9px")]))
    #expect(
      modes.problems.map(\.message) == [
        "'tokens/stray.json': not read, tokens/$themes.json names it in no mode"
      ])
    #expect(modes.systems.map { $0.tokens.map(\.path) } == [["size.body"]])
  }

  @Test func modesNameThemesOrGroupSlashTheme() throws {
    let modes = try #require(
      try Self.read(Self.sizeThemes, Self.sizeFiles, modes: ["size/regular"]))
    #expect(modes.modes.map(\.name) == ["regular"])
    #expect(
      throws: DesignSystem.ReadError(
        message: "tokens/$themes.json: no mode 'dark' (modes: compact, regular)")
    ) {
      try Self.read(Self.sizeThemes, Self.sizeFiles, modes: ["dark"])
    }
  }

  @Test func moreThanSixtyFourThemesAreARowAndTheRestUnread() throws {
    let themes =
      "["
      + (0..<70).map { #"{"name": "t\#($0)", "selectedTokenSets": {}}"# }.joined(separator: ",")
      + "]"
    let modes = try #require(try Self.read(themes, [:]))
    #expect(modes.modes.count == 64)
    #expect(
      modes.problems.map(\.message) == ["more than 64 themes; the rest are not read"])
  }
}

/// Tokens Studio's single-file export: the themes inside the one file are named, not read.
@Suite("Tokens Studio's single-file export")
struct TokenThemesSingleFileTests {
  @Test func itsThemesAreAProblemRowNotModes() throws {
    let file = """
      {"core": {"size": {"body": {"$type": "fontSize", "$value": "16px"}}},
       "$themes": [{"name": "a", "selectedTokenSets": {"core": "enabled"}}],
       "$metadata": {"tokenSetOrder": ["core"]}}
      """
    let system = try DesignSystem(files: [.init(name: "tokens.json", bytes: Array(file.utf8))])
    #expect(system.tokens.map(\.path) == ["core.size.body"])
    let problem = try #require(system.problems.first)
    #expect(problem.location == DesignTokenLocation(file: "tokens.json", line: 2, column: 13))
    #expect(problem.message.hasPrefix("$themes: a Tokens Studio single-file export"))
  }
}
