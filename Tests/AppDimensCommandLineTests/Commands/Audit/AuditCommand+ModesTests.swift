import Foundation
import Testing

@testable import AppDimensCommandLine

/// `audit` and `generate` given a DTCG 2025.10 resolver: each context a mode (`--modes`
/// narrows them), a breakpoint modifier's contexts as widths (`--breakpoints`). The resolver
/// here is hand-made: a `size` modifier whose `small` context writes body text at 10 px (under
/// iOS's 11 pt minimum, Apple HIG Typography) and `large` at 20 px.
@Suite("appdimens audit and generate: a resolver's modes")
struct AuditCommandModesTests {
  static let resolver = """
    {"version": "2025.10",
     "modifiers": {"size": {"contexts": {"small": [{"$ref": "small.json"}],
                                         "large": [{"$ref": "large.json"}]}}},
     "resolutionOrder": [{"$ref": "#/modifiers/size"}]}
    """

  /// A folder with the resolver and its two files; the resolver's path.
  static func design(resolver: String = resolver) throws -> (folder: URL, path: String) {
    let folder = try AuditCommandTests.folder()
    for (name, points) in [("small.json", 10), ("large.json", 20)] {
      _ = try AuditCommandTests.file(
        folder, name,
        "{\"size\": {\"body\": {\"$type\": \"fontSize\", \"$value\": \"\(points)px\"}}}")
    }
    return (folder, try AuditCommandTests.file(folder, "design.resolver.json", resolver))
  }

  @Test func eachModeIsAuditedAndNamed() throws {
    let (_, path) = try Self.design()
    let run = runTool(["audit", path, "--rules", "text-minimum", "--format", "csv"])
    #expect(run.status == 1)
    // The small mode breaks the minimum; the large one does not; no "defined again".
    #expect(run.output.text.contains("size.body [small]"))
    #expect(!run.output.text.contains("size.body [large]"))
    #expect(!run.output.text.contains("defined again"))
    let text = runTool(["audit", path, "--rules", "text-minimum"])
    #expect(text.output.lines.last?.hasSuffix("; modes: small, large") == true)
    let json = runTool(["audit", path, "--rules", "text-minimum", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.text.utf8))
    #expect((object as? [String: Any])?["modes"] as? [String] == ["small", "large"])
    let large = runTool(["audit", path, "--rules", "text-minimum", "--modes", "large"])
    #expect(large.status == 0)
    #expect(large.output.lines.last?.hasSuffix("; modes: large") == true)
  }

  @Test func breakpointsJudgeEachWindowWithItsContext() throws {
    let (_, path) = try Self.design()
    // Every catalog window is narrower than 2000 points: all are judged with small.
    let run = runTool([
      "audit", path, "--rules", "text-minimum", "--breakpoints", "small=0,large=2000",
    ])
    #expect(run.status == 1)
    #expect(run.output.text.contains("size.body "))
    #expect(!run.output.text.contains("[small]"))
    #expect(run.output.lines.last?.hasSuffix("modes: small (≥0 pt), large (≥2000 pt)") == true)
    // Large from 0 points, small from 2000: large judges every window.
    let wide = runTool([
      "audit", path, "--rules", "text-minimum", "--breakpoints", "large=0,small=2000",
    ])
    #expect(wide.status == 0)
  }

  @Test func badModesAndBreakpointsAreUsageErrors() throws {
    let (folder, path) = try Self.design()
    let unknown = runTool(["audit", path, "--modes", "medium"])
    #expect(unknown.status == 2)
    #expect(unknown.error.lines.first == "error: \(path): no mode 'medium' (modes: small, large)")
    let names = runTool(["audit", path, "--breakpoints", "sm=0,lg=900"])
    #expect(names.status == 2)
    #expect(
      names.error.text.contains("no modifier read has exactly these contexts (size: small, large)"))
    let plain = runTool([
      "audit", folder.appendingPathComponent("small.json").path, "--modes", "small",
    ])
    #expect(plain.status == 2)
    #expect(plain.error.text.contains("--modes chooses among the contexts of a DTCG resolver"))
    #expect(runTool(["audit", path, "--breakpoints", "small"]).status == 2)
  }

  @Test func aMissingSourceIsAProblemRowAtTheResolversLine() throws {
    let (_, path) = try Self.design(
      resolver: Self.resolver.replacingOccurrences(of: "large.json", with: "gone.json"))
    let run = runTool(["audit", path, "--rules", "text-minimum"])
    // Line 3 of the resolver, the column of "gone.json"'s string.
    #expect(run.output.text.contains("\(path):3:57: '"))
    #expect(run.output.text.contains("gone.json': cannot read"))
    #expect(runTool(["audit", path, "--strict"]).status == 2)
  }

  @Test func generateWritesOneModeOrABreakpointTable() throws {
    let (folder, path) = try Self.design()
    let out = folder.appendingPathComponent("T.swift").path
    let both = runTool(["generate", path, "--out", out])
    #expect(both.status == 2)
    #expect(both.error.text.contains("1 token differs between the modes (small, large)"))
    #expect(
      both.error.text.contains("size.body [small], size.body [large]; choose one mode with --modes")
    )
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(runTool(["generate", path, "--out", out, "--modes", "large", "--quiet"]).status == 0)
    #expect(
      try String(contentsOfFile: out, encoding: .utf8).contains(
        "public static let body = DesignTokenValue.text(20.0, relativeTo: .body, scaling: .fixed)"))
    let table = runTool(["generate", path, "--out", out, "--breakpoints", "small=0,large=1000"])
    #expect(table.status == 0)
    #expect(
      try String(contentsOfFile: out, encoding: .utf8).contains(
        "public static let body = DesignTokenValue.text(10.0, relativeTo: .body, scaling: .fixed)"
          + ".breakpoints([.width(1000.0): DesignTokenValue.text(20.0, relativeTo: .body, "
          + "scaling: .fixed)])"))
  }

  /// A resolver that names a device, a folder and nothing is never read from them (a device
  /// could block the tool); with no token read, the message gives the first problem.
  @Test func onlyRegularFilesAreReadThroughAResolver() throws {
    let resolver = """
      {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "/dev/zero"}, {"$ref": "."}]}},
       "resolutionOrder": [{"$ref": "#/sets/s"}]}
      """
    let (_, path) = try Self.design(resolver: resolver)
    let run = runTool(["audit", path])
    #expect(run.status == 2)
    #expect(
      run.error.lines.first
        == "error: \(path): nothing audited: no design token read through the resolver (2 "
        + "problems; the first: \(path):1:60: '/dev/zero': not a regular file); --allow-empty "
        + "exits 0 instead")
    let listed = runTool(["audit", path, "--allow-empty"])
    #expect(listed.output.text.contains("a folder, not a token file"))
  }

  /// A breakpoint modifier that declares its widths (`$extensions.appdimens.breakpoints`) is
  /// read as breakpoints with no flag — what the build-tool plugin, which passes none, relies
  /// on; `--breakpoints` replaces them, and `--modes` reads the modes it names instead.
  @Test func declaredBreakpointsNeedNoFlag() throws {
    let declared = Self.resolver.replacingOccurrences(
      of: "\"large\": [{\"$ref\": \"large.json\"}]}}",
      with: "\"large\": [{\"$ref\": \"large.json\"}]},\n"
        + "  \"$extensions\": {\"appdimens\": {\"breakpoints\": {\"small\": 0, \"large\": 1000}}}}")
    #expect(declared != Self.resolver)
    let (folder, path) = try Self.design(resolver: declared)
    let run = runTool(["audit", path, "--rules", "text-minimum"])
    #expect(run.output.lines.last?.hasSuffix("modes: small (≥0 pt), large (≥1000 pt)") == true)
    let out = folder.appendingPathComponent("T.swift").path
    #expect(runTool(["generate", path, "--out", out, "--quiet"]).status == 0)
    #expect(
      try String(contentsOfFile: out, encoding: .utf8).contains(
        ".breakpoints([.width(1000.0): DesignTokenValue.text(20.0, relativeTo: .body, "
          + "scaling: .fixed)])"))
    let flag = runTool([
      "audit", path, "--rules", "text-minimum", "--breakpoints", "large=0,small=2000",
    ])
    #expect(flag.output.lines.last?.hasSuffix("modes: small (≥2000 pt), large (≥0 pt)") == true)
    let one = runTool(["audit", path, "--rules", "text-minimum", "--modes", "large"])
    #expect(one.status == 0)
    #expect(one.output.lines.last?.hasSuffix("; modes: large") == true)
  }
}
