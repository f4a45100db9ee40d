import AppDimens
import Foundation
import Testing

@testable import AppDimensTokens

/// Designsystemet's whole Tokens Studio export with its themes
/// (`Tests/Fixtures/DesignTokens/DesignsystemetThemes`, unmodified, source and licence beside
/// it): 17 themes in 6 groups over 22 sets, the size themes each with a `source` set of the
/// numbers its sizes are computed from. Every expectation is read from the files here with
/// Foundation's JSON reader, or counted by the Python command in its comment — never from our
/// reader.
@Suite("Designsystemet's Tokens Studio themes: one mode per theme")
struct TokenThemesFixtureTests {
  /// The export's folder.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/DesignTokens/DesignsystemetThemes")

  /// The bytes of `name` in the fixture folder.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The themes' modes, their sets read from the fixture folder.
  static func modes(_ wanted: [String]? = nil, generating: Bool = false) throws -> DesignModes {
    let themes = DesignSystem.File(
      name: "design-tokens/$themes.json", bytes: try bytes("design-tokens/$themes.json"))
    return try #require(
      try DesignModes(
        files: [themes], options: .init(), modes: wanted, readsEveryDimension: generating
      ) { path in
        do {
          return .success(try bytes(path))
        } catch {
          return .failure(.init(message: "\(error)"))
        }
      })
  }

  /// A JSON value of `name` in the fixture folder, by Foundation.
  static func json(_ name: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(try bytes("design-tokens/" + name)))
  }

  @Test func everyThemeIsAModeNamedAfterIt() throws {
    // Groups in the order they first appear, each one's themes in file order; no theme name
    // is in two groups here, so every mode is named by its theme alone.
    let themes = try #require(try Self.json("$themes.json") as? [[String: Any]])
    var groups: [(String, [String])] = []
    for theme in themes {
      let group = try #require(theme["group"] as? String)
      let name = try #require(theme["name"] as? String)
      if let index = groups.firstIndex(where: { $0.0 == group }) {
        groups[index].1.append(name)
      } else {
        groups.append((group, [name]))
      }
    }
    let modes = try Self.modes()
    #expect(modes.modes.map(\.name) == groups.flatMap(\.1))
    #expect(modes.modes.map(\.modifier) == groups.flatMap { group in group.1.map { _ in group.0 } })
    #expect(modes.modes.count == 17)
    // Every set a theme reads is in tokenSetOrder and on disk: nothing to report.
    #expect(modes.problems.isEmpty)
    // The themes, the metadata and the 22 sets of tokenSetOrder, each once.
    let order = try #require(
      (try Self.json("$metadata.json") as? [String: Any])?["tokenSetOrder"] as? [String])
    #expect(modes.files.count == 2 + order.count)
    #expect(Set(modes.files.dropFirst(2)) == Set(order.map { "design-tokens/\($0).json" }))
  }

  @Test func aModeCountsOnlyTheTokensOfItsEnabledSets() throws {
    // Each mode: its theme plus every other group's first theme; sets by tokenSetOrder, the
    // last wins; a path counts when its winning set is `enabled` there. Counted with
    //   python3: for each mode, walk each non-disabled set's JSON for objects with "$value",
    //   keep the last set of each path, count the paths whose set is enabled → 527 each.
    // The `source` sets (primitives/globals and size/<mode>) are not counted.
    let modes = try Self.modes()
    #expect(modes.systems.map(\.tokenCount) == Array(repeating: 527, count: 17))
  }

  @Test func aSourceSetIsReadForReferencesOnly() throws {
    // The Semantic theme reads semantic/style.json (enabled), whose border-width.default and
    // border-width.focus are {border-width.1} and {border-width.3}, tokens of its source set
    // primitives/globals.json ("1px" and "3px" there). The size themes' source sets
    // (size/<mode>.json) hold size._base, size._step and size._mode-font-size.
    let modes = try Self.modes(["Semantic", "small"], generating: true)
    let globals = try #require(
      (try Self.json("primitives/globals.json") as? [String: Any])?["border-width"]
        as? [String: [String: Any]])
    func points(_ key: String) throws -> Double {
      let text = try #require(globals[key]?["$value"] as? String)
      return try #require(Double(text.dropLast(2)))  // "1px": 1 px = 1 pt, fixed scaling
    }
    let large = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    for system in modes.systems {
      let value = { (path: String) in
        system.tokens.first { $0.path == path }?.value(in: large)
      }
      #expect(value("border-width.default") == (try points("1")))
      #expect(value("border-width.focus") == (try points("3")))
      // The source sets' own tokens are not the mode's.
      #expect(value("border-width.1") == nil)
      #expect(!system.tokens.contains { $0.path.hasPrefix("size._") })
    }
  }

  @Test func theAuditSeesEachSizeThemesTextSize() throws {
    // font-size.1 (fontSizes, text) of primitives/modes/typography/size/<mode>.json: 11, 12
    // and 13 there; the audit merges the modes, one token per group of modes that agree.
    let merged = try Self.modes(["small", "medium", "large"]).merged()
    let large = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    var expected: [String: Double] = [:]
    for mode in ["small", "medium", "large"] {
      let sizes = try #require(
        (try Self.json("primitives/modes/typography/size/\(mode).json") as? [String: Any])?[
          "font-size"] as? [String: [String: Any]])
      let text = try #require(sizes["1"]?["$value"] as? String)
      expected["font-size.1 [\(mode)]"] = Double(text)
    }
    var found: [String: Double] = [:]
    for token in merged.tokens where token.path.hasPrefix("font-size.1 ") {
      // At the Large category (the default) a text size is drawn as written.
      found[token.path] = token.value(in: large)
    }
    #expect(found == expected)
  }
}
