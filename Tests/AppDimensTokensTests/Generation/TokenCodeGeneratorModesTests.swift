import AppDimens
import AppDimensBreakpoints
import AppDimensDynamicType
import Foundation
import Testing

@testable import AppDimensTokens

/// `appdimens generate` from IBM Carbon's resolver (the unmodified fixture): its `breakpoint`
/// modifier, given Carbon's widths, becomes one member per token with a breakpoint table. The
/// layout file is read as `{}` here: its unitless margin (`"unit": ""`) is a problem row,
/// which generate refuses (the audit reports it). Expected numbers come from the files.
@Suite("generate: a resolver's breakpoint modifier as breakpoint tables")
struct TokenCodeGeneratorModesTests {
  /// The generator of Carbon's typography with its breakpoints.
  static func generator() throws -> TokenCodeGenerator {
    let modes = try DesignModesFixtureTests.modes(
      empty: "ibm-carbon/layout.tokens.json", generating: true)
    let system = try modes.merged(
      breakpoints: try DesignModesFixtureTests.breakpoints(), oneValuePerPath: true)
    return try TokenCodeGenerator(system: system, fileNames: modes.files, name: "Carbon")
  }

  @Test func aTokenThatDiffersByBreakpointIsOneMemberWithATable() throws {
    let source = try Self.generator().source()
    let lines = source.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
    #expect(lines.contains("import AppDimensBreakpoints"))
    let points = try DesignModesFixtureTests.points("display01")
    let widths = try DesignModesFixtureTests.breakpoints().map(\.width)
    func text(_ value: Double?) -> String {
      "DesignTokenValue.text(\((value ?? .nan).description), relativeTo: .body, scaling: .fixed)"
    }
    var entries: [String] = []
    for (width, context) in zip(widths.dropFirst(), ["lg", "xlg", "max"]) {
      entries.append(".width(\(width.description)): " + text(points[context]))
    }
    let expected =
      "public static let display01 = " + text(points["md"]) + ".breakpoints(["
      + entries.joined(separator: ", ") + "])"
    #expect(lines.contains(expected))
    // body01 is the same at every breakpoint: a plain member.
    let body = try DesignModesFixtureTests.points("body01")
    #expect(Set(body.values).count == 1)
    #expect(lines.contains("public static let body01 = " + text(body["md"])))
  }

  /// The audit and the code agree: the value the generated line describes (built here from
  /// the file's numbers) resolves, at every width and text size tried, to the merged token the
  /// audit judges.
  @Test func theGeneratedTableResolvesToTheAuditedValue() throws {
    let points = try DesignModesFixtureTests.points("display01")
    let widths = try DesignModesFixtureTests.breakpoints().map(\.width)
    var table: [(ScreenIdentifier, DesignTokenValue)] = []
    for (width, context) in zip(widths.dropFirst(), ["lg", "xlg", "max"]) {
      table.append((.width(width), DesignTokenValue.text(points[context] ?? 0)))
    }
    let value = DesignTokenValue.text(points["md"] ?? 0).breakpoints(Breakpoints(table))
    let merged = try DesignModesFixtureTests.modes().merged(
      breakpoints: try DesignModesFixtureTests.breakpoints())
    let token = try #require(merged.tokens.first { $0.path == "type.display01" })
    for width in stride(from: 320.0, through: 1800, by: 8) {
      for category in [ContentSizeCategory.large, .xSmall, .accessibility5] {
        let window = DimensConfiguration(
          screenWidth: width, screenHeight: 1000, contentSizeCategory: category)
        #expect(value.resolve(window) == token.value(in: window), "\(width) \(category)")
      }
    }
  }

  @Test func severalModesWithoutBreakpointsAreRefusedNamingTheFlags() throws {
    let modes = try DesignModesFixtureTests.modes(generating: true)
    #expect {
      _ = try modes.merged(breakpoints: [], oneValuePerPath: true)
    } throws: { error in
      let message = (error as? DesignSystem.ReadError)?.message ?? ""
      return message.contains("--modes") && message.contains("--breakpoints")
        && message.contains("md, lg, xlg, max")
    }
    // One mode is one value per token.
    let one = try DesignModesFixtureTests.modes(["lg"], generating: true)
    #expect(try one.merged(breakpoints: [], oneValuePerPath: true).tokens.count > 0)
  }

  /// A resolver of a `theme` modifier (light, dark; light the default) beside a `breakpoint`
  /// modifier (compact, wide), over a base set whose `size.gap` is 8 px; `wide` makes it 12 px,
  /// and `dark` adds the file given.
  static func themed(dark: String) throws -> DesignModes {
    let resolver = """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
       "modifiers": {
         "theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"},
         "breakpoint": {"contexts": {"compact": [], "wide": [{"$ref": "wide.json"}]}}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"},
         {"$ref": "#/modifiers/breakpoint"}]}
      """
    let files = [
      "base.json": DesignModesTests.sizeFile(8, path: "size.gap"),
      "wide.json": DesignModesTests.sizeFile(12, path: "size.gap"), "dark.json": dark,
    ]
    return try #require(try DesignModesTests.read(resolver, files))
  }

  /// The breakpoints of ``themed(dark:)``: `wide` from 1000 points.
  static let themedBreakpoints: [DesignModes.Breakpoint] = [
    .init(context: "compact", width: 0), .init(context: "wide", width: 1000),
  ]

  /// A colour-scheme modifier whose dark file changes only a colour is one more mode that
  /// changes no size: the size is one token with its breakpoint table (8 below 1000 points,
  /// 12 from there: the resolver's files), and the generator writes it.
  @Test func aColourSchemeBesideBreakpointsChangesNoSize() throws {
    let colour = "{\"tint\": {\"$type\": \"color\", \"$value\": \"#000000\"}}"
    let modes = try Self.themed(dark: colour)
    // Four modes: each modifier's contexts, the other modifier at its default.
    #expect(modes.modes.map(\.name) == ["light", "dark", "compact", "wide"])
    #expect(modes.modes.map(\.isDefault) == [true, false, true, false])
    let merged = try modes.merged(breakpoints: Self.themedBreakpoints, oneValuePerPath: true)
    let gap = try #require(merged.tokens.first { $0.path.hasPrefix("size.gap") })
    #expect(merged.tokens.filter { $0.path.hasPrefix("size.gap") }.count == 1)
    #expect(gap.path == "size.gap")
    for (width, expected) in [(390.0, 8.0), (999, 8), (1000, 12), (1366, 12)] {
      #expect(gap.value(in: DimensConfiguration(screenWidth: width, screenHeight: 900)) == expected)
    }
    _ = try TokenCodeGenerator(system: merged, fileNames: modes.files, name: "Themed").source()
  }

  /// A dark file that does change the size is refused by the generator (one value per token),
  /// naming the token, the modes and both flags; the audit still reads it once per group of
  /// modes that agree.
  @Test func aColourSchemeThatChangesASizeIsRefusedNamingIt() throws {
    let modes = try Self.themed(dark: DesignModesTests.sizeFile(10, path: "size.gap"))
    #expect {
      _ = try modes.merged(breakpoints: Self.themedBreakpoints, oneValuePerPath: true)
    } throws: { error in
      let message = (error as? DesignSystem.ReadError)?.message ?? ""
      return message.contains("1 token differs") && message.contains("size.gap [dark]")
        && message.contains("light, dark, compact, wide") && message.contains("--modes")
        && message.contains("--breakpoints")
    }
    let audited = try modes.merged(breakpoints: Self.themedBreakpoints)
    #expect(
      Set(audited.tokens.map(\.path)) == ["size.gap [light, compact, wide]", "size.gap [dark]"])
  }

  /// Microsoft Fluent 2's resolver (the unmodified fixture): its `theme` modifier (`default`,
  /// `inverted`) changes colours and shadows only, so generate writes every size once, with no
  /// flag: the 5 spacing dimensions, 3 corner radii and 13 font sizes of its files.
  @Test func fluentsThemeModifierGeneratesWithoutAFlag() throws {
    let folder = DesignModesFixtureTests.folder.deletingLastPathComponent()
      .appendingPathComponent("MicrosoftFluent")
    let name = "microsoft-fluent.resolver.json"
    let resolver = DesignSystem.File(
      name: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    let modes = try #require(
      try DesignModes(files: [resolver], options: .init(), modes: nil, readsEveryDimension: true) {
        path in
        do {
          return .success(Array(try Data(contentsOf: folder.appendingPathComponent(path))))
        } catch {
          return .failure(.init(message: "\(error)"))
        }
      })
    #expect(modes.modes.map(\.name) == ["default", "inverted"])
    let merged = try modes.merged(breakpoints: [], oneValuePerPath: true)
    #expect(merged.problems.isEmpty)
    #expect(merged.tokens.count == 5 + 3 + 13)
    // spacing.tokens.json: s2 4 px, s1 8, m 16, l1 20, l2 32 (px is points with fixed scaling).
    let window = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
    for (path, points) in [
      ("spacing.s2", 4.0), ("spacing.s1", 8), ("spacing.m", 16), ("spacing.l1", 20),
      ("spacing.l2", 32), ("effects.roundedCorner6", 6),
    ] {
      #expect(merged.tokens.first { $0.path == path }?.value(in: window) == points, "\(path)")
    }
    _ = try TokenCodeGenerator(system: merged, fileNames: modes.files, name: "Fluent").source()
  }
}
