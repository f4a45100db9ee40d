import AppDimens
import Testing

@testable import AppDimensTokens

/// A DTCG resolver's modifier may declare the window width each of its contexts starts at, in
/// `$extensions` (the DTCG format's place for tool data): read as ``DesignModes/declaredBreakpoints``,
/// or, when the declaration is not one finite, distinct width per context, a problem row at its
/// place and no widths. The resolvers are hand-made; each expectation follows that rule.
@Suite("DTCG resolvers: breakpoints a modifier declares")
struct TokenResolverTests {
  /// ``DesignModesTests/twoContexts`` with `declaration` as the `size` modifier's
  /// `$extensions.appdimens.breakpoints`.
  static func declaring(_ declaration: String) -> String {
    DesignModesTests.twoContexts.replacingOccurrences(
      of: "\"large\": [{\"$ref\": \"./sizes/../large.json\"}]}}",
      with: "\"large\": [{\"$ref\": \"./sizes/../large.json\"}]},\n"
        + "   \"$extensions\": {\"appdimens\": {\"breakpoints\": \(declaration)}}}")
  }

  /// The files of ``declaring(_:)``: size.body 14 px in small, 20 px in large.
  static let files = [
    "base.json": "{}", "small.json": DesignModesTests.sizeFile(14),
    "large.json": DesignModesTests.sizeFile(20),
  ]

  @Test func aDeclarationIsReadAndJudgesEachWindow() throws {
    let resolver = Self.declaring("{\"small\": 0, \"large\": 1000}")
    #expect(resolver != DesignModesTests.twoContexts)
    let modes = try #require(try DesignModesTests.read(resolver, Self.files))
    #expect(modes.problems.isEmpty)
    #expect(
      modes.declaredBreakpoints == [
        .init(context: "small", width: 0), .init(context: "large", width: 1000),
      ])
    let token = try #require(try modes.merged(breakpoints: modes.declaredBreakpoints).tokens.first)
    for (width, points) in [(390.0, 14.0), (999, 14), (1000, 20)] {
      #expect(token.value(in: DimensConfiguration(screenWidth: width, screenHeight: 800)) == points)
    }
  }

  /// Each bad declaration: its message, and the line of the declaration (the resolver's
  /// sixth line holds `$extensions`).
  @Test(arguments: [
    ("{\"small\": 0, \"medium\": 700}", "no context 'medium'"),
    ("{\"small\": 0, \"large\": \"1000px\"}", "'large' needs a width in points"),
    ("{\"small\": 0, \"large\": 0}", "'large' needs a width in points"),
    ("{\"small\": -1, \"large\": 1000}", "'small' needs a width in points"),
    ("{\"small\": 0}", "every context needs a width (1 of 2 given)"),
    ("[0, 1000]", "breakpoints: expected an object of widths"),
  ])
  func aBadDeclarationIsAProblemAndNoWidths(declaration: String, message: String) throws {
    let modes = try #require(try DesignModesTests.read(Self.declaring(declaration), Self.files))
    #expect(modes.declaredBreakpoints.isEmpty)
    let problem = try #require(modes.problems.first)
    #expect(modes.problems.count == 1)
    #expect(problem.message.contains("modifier 'size': breakpoints: "))
    #expect(problem.message.contains(message), "\(problem.message)")
    #expect(problem.location?.line == 6)
  }
}
