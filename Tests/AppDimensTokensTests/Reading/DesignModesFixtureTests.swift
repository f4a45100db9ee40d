import AppDimens
import Foundation
import Testing

@testable import AppDimensTokens

/// IBM Carbon as a DTCG 2025.10 resolver (`Tests/Fixtures/DesignTokens/IBMCarbon`, unmodified,
/// source and licence beside it): a `base` set of three files and a `breakpoint` modifier whose
/// contexts `lg`, `xlg` and `max` each add a typography file (`md` adds none). Every expected
/// number is read from the files here with Foundation's JSON reader, not from our reader.
@Suite("IBM Carbon's resolver: one mode per breakpoint")
struct DesignModesFixtureTests {
  /// The fixture folder.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/DesignTokens/IBMCarbon")

  /// The bytes of `name` in the fixture folder.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The resolver's modes, its files read from the fixture folder (a file of `empty` read as
  /// `{}`), with every dimension read when `generating`.
  static func modes(
    _ wanted: [String]? = nil, empty: String? = nil, generating: Bool = false
  ) throws -> DesignModes {
    let resolver = DesignSystem.File(
      name: "ibm-carbon.resolver.json", bytes: try bytes("ibm-carbon.resolver.json"))
    return try #require(
      try DesignModes(
        files: [resolver], options: .init(), modes: wanted, readsEveryDimension: generating
      ) { path in
        do {
          return .success(path == empty ? Array("{}".utf8) : try bytes(path))
        } catch {
          return .failure(.init(message: "\(error)"))
        }
      })
  }

  /// A JSON object of `name` in the fixture folder, by Foundation.
  static func json(_ name: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(try bytes(name))) as? [String: Any])
  }

  /// The `fontSize` in rem of typography token `type.NAME` in file `name`, nil when absent.
  static func rem(_ token: String, in name: String) throws -> Double? {
    let types = try #require(try json(name)["type"] as? [String: Any])
    guard let entry = types[token] as? [String: Any] else { return nil }
    let value = try #require(entry["$value"] as? [String: Any])
    let size = try #require(value["fontSize"] as? [String: Any])
    #expect(size["unit"] as? String == "rem")
    return size["value"] as? Double
  }

  /// The points of `type.NAME` in each context: its breakpoint file's, else the base file's.
  static func points(_ token: String) throws -> [String: Double] {
    let base = try #require(try rem(token, in: "ibm-carbon/typography.tokens.json"))
    var points: [String: Double] = ["md": base * 16]
    for context in ["lg", "xlg", "max"] {
      points[context] =
        (try rem(token, in: "ibm-carbon/typography-\(context).tokens.json") ?? base) * 16
    }
    return points
  }

  /// Carbon's breakpoint widths, from its own layout file (`layout.breakpoints.NAME.width`, in
  /// rem × 16 px).
  static func breakpoints() throws -> [DesignModes.Breakpoint] {
    let layout = try #require(try json("ibm-carbon/layout.tokens.json")["layout"] as? [String: Any])
    let table = try #require(layout["breakpoints"] as? [String: Any])
    return try ["md", "lg", "xlg", "max"].map { name in
      let entry = try #require(table[name] as? [String: Any])
      let width = try #require(entry["width"] as? [String: Any])
      let value = try #require(width["$value"] as? [String: Any])
      return .init(context: name, width: try #require(value["value"] as? Double) * 16)
    }
  }

  @Test func everyContextIsAModeWithoutAProblem() throws {
    let modes = try Self.modes()
    #expect(modes.modes.map(\.name) == ["md", "lg", "xlg", "max"])
    #expect(modes.modes.allSatisfy { $0.modifier == "breakpoint" })
    // The resolver and the six files it names.
    #expect(modes.files.count == 7)
    #expect(modes.problems.isEmpty)
    // The breakpoint files redefine typography tokens of the base set: overrides, not
    // "defined again".
    #expect(modes.systems.allSatisfy { $0.problems.isEmpty })
    let large = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    let expected = try Self.points("display01")
    for (mode, system) in zip(modes.modes, modes.systems) {
      let token = try #require(system.tokens.first { $0.path == "type.display01" })
      // Fixed scaling at Large: the size as written, 1 rem = 16 pt.
      #expect(token.value(in: large) == expected[mode.context])
    }
  }

  // Counted with: python3 -c 'import json; r=json.load(open("ibm-carbon.resolver.json"));
  // base=[s["$ref"] for s in r["sets"]["base"]["sources"]]; ctx=r["modifiers"]["breakpoint"]
  // ["contexts"]; typ=lambda f: json.load(open(f)).get("type",{}); paths=list(typ(base[2]));
  // print(len(paths), sum(len({([base[2]]+[s["$ref"] for s in c if p in typ(s["$ref"])])[-1]
  // for c in ctx.values()}) for p in paths))' → 58 118
  @Test func theModesMergeIntoOneTokenPerPathAndValue() throws {
    let merged = try Self.modes().merged()
    #expect(merged.tokens.count == 118)
    #expect(merged.tokens.filter { !$0.path.contains(" [") }.count > 0)
    #expect(merged.tokens.contains { $0.path == "type.display01 [lg]" })
    #expect(!merged.problems.contains { $0.message.hasPrefix("defined again") })
  }

  @Test func breakpointsMakeOneTokenPerPathJudgedByWidth() throws {
    let breakpoints = try Self.breakpoints()
    #expect(breakpoints.map(\.width) == [672, 1056, 1312, 1584])
    let merged = try Self.modes().merged(breakpoints: breakpoints)
    #expect(merged.tokens.count == 58)
    let token = try #require(merged.tokens.first { $0.path == "type.display01" })
    let expected = try Self.points("display01")
    // min-width: a window narrower than md is judged with md.
    for (width, context) in [
      (390.0, "md"), (700, "md"), (1056, "lg"), (1200, "lg"), (1366, "xlg"), (1600, "max"),
    ] {
      #expect(
        token.value(in: .init(screenWidth: width, screenHeight: 1000)) == expected[context],
        "\(width)")
    }
  }

  @Test func modesNarrowTheRead() throws {
    let modes = try Self.modes(["lg", "max"])
    #expect(modes.modes.map(\.context) == ["lg", "max"])
    #expect(modes.systems.count == 2)
  }
}
