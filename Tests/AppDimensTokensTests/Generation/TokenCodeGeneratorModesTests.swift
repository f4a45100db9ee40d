import AppDimens
import AppDimensBreakpoints
import AppDimensDynamicType
import Testing

@testable import AppDimensTokens

/// `appdimens generate` from IBM Carbon's resolver (the unmodified fixture): its `breakpoint`
/// modifier, given Carbon's widths, becomes one member per token with a breakpoint table. The
/// layout file is read as `{}` here: its `vw` and unitless values are problem rows, which
/// generate refuses (the audit reports them). Expected numbers come from the files.
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
}
