import AppDimens
import Testing

@testable import AppDimensTokens

/// A folder per mode (`--modes-from-folders`): each subfolder a mode named after it, the
/// folder's own files read in every mode, first. The files are hand-made.
@Suite("A folder per mode")
struct FolderModesTests {
  /// A file of one `fontSize` token `size.NAME` of `points` px.
  static func file(_ name: String, _ path: String, _ points: Int) -> DesignSystem.File {
    .init(
      name: name,
      bytes: Array(
        "{\"size\": {\"\(path)\": {\"$type\": \"fontSize\", \"$value\": \"\(points)px\"}}}".utf8))
  }

  @Test func eachSubfolderIsAModeAfterTheSharedFiles() throws {
    let files = [
      Self.file("t/base.json", "body", 16), Self.file("t/dark/a.json", "body", 10),
      Self.file("t/light/a.json", "body", 20),
    ]
    let modes = try DesignModes(
      folder: "t", shared: ["t/base.json"],
      modes: [("dark", ["t/dark/a.json"]), ("light", ["t/light/a.json"])], files: files,
      options: .init(), modes: nil, readsEveryDimension: false)
    #expect(modes.modes.map(\.name) == ["dark", "light"])
    #expect(modes.problems.isEmpty)
    let large = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    // The subfolder's file comes after the shared one, so its size.body wins, silently.
    #expect(modes.systems.map { $0.tokens.map { $0.value(in: large) } } == [[10], [20]])
    #expect(modes.systems.allSatisfy { $0.problems.isEmpty })
    #expect(modes.files == ["t/base.json", "t/dark/a.json", "t/light/a.json"])
  }

  @Test func moreThanSixtyFourSubfoldersAreARow() throws {
    let names = (0..<65).map { "m\($0)" }
    let modes = try DesignModes(
      folder: "t", shared: [], modes: names.map { ($0, ["t/\($0)/a.json"]) },
      files: names.map { Self.file("t/\($0)/a.json", "body", 12) }, options: .init(),
      modes: nil, readsEveryDimension: false)
    #expect(modes.modes.count == 64)
    #expect(
      modes.problems.map(\.message) == [
        "'t': more than 64 subfolders; the rest are not read as modes"
      ])
  }
}
