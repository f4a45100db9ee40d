import AppDimensTokens
import Foundation
import Testing

@testable import AppDimensCommandLine

/// `appdimens generate`: one Swift file written whole, or nothing written and one `error:`
/// line per cause with its place.
@Suite("appdimens generate: writes the file whole or not at all")
struct GenerateCommandTests {
  static let tokens = #"{"size": {"$type": "dimension", "row": {"$value": "44px"}}}"#

  @Test func writesTheFile() throws {
    let folder = try AuditCommandTests.folder()
    let input = try AuditCommandTests.file(folder, "tokens.json", Self.tokens)
    let out = folder.appendingPathComponent("DesignTokens.swift").path
    let run = runTool(["generate", input, "--out", out, "--name", "Theme"])
    #expect(run.status == 0)
    #expect(run.output.text == "wrote \(out): enum Theme, 1 token from 1 file (scaling fixed)\n")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.contains("public enum Theme {"))
    #expect(
      text.contains("public static let row = DesignTokenValue.dimension(44.0, scaling: .fixed)"))
    // The same input gives the same bytes.
    _ = runTool(["generate", input, "--out", out, "--name", "Theme", "--quiet"])
    #expect(try String(contentsOfFile: out, encoding: .utf8) == text)
  }

  /// A token that cannot be read leaves the old file as it was, and says where.
  @Test func failureKeepsTheOldFile() throws {
    let folder = try AuditCommandTests.folder()
    let input = try AuditCommandTests.file(
      folder, "tokens.json", #"{"a": {"$type": "dimension", "$value": "{b}"}}"#)
    let out = try AuditCommandTests.file(folder, "Old.swift", "// old\n")
    let run = runTool(["generate", input, "--out", out])
    #expect(run.status == 2)
    let lines = run.error.lines
    #expect(lines.first == "error: \(input):1:40: a: $value: no token 'b'")
    #expect(lines.dropFirst().first?.hasPrefix("error: nothing generated: 1 problem") == true)
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "// old\n")
  }

  /// `--diagnostics compiler` (what the build-tool plugin passes): the place first, then
  /// `error:`, as compilers write it, so a build log places the error at the token; no usage.
  @Test func compilerDiagnostics() throws {
    let folder = try AuditCommandTests.folder()
    let input = try AuditCommandTests.file(
      folder, "tokens.json", #"{"a": {"$type": "dimension", "$value": "{b}"}}"#)
    let out = folder.appendingPathComponent("T.swift").path
    let run = runTool(["generate", input, "--out", out, "--diagnostics", "compiler"])
    #expect(run.status == 2)
    #expect(run.error.lines.first == "\(input):1:40: error: a: $value: no token 'b'")
    #expect(
      run.error.lines.dropFirst().first?.hasPrefix("error: nothing generated: 1 problem") == true)
    #expect(run.error.lines.count == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(
      GenerateCommand.compilerStyle("a:b.json:3:4: x: y") == "a:b.json:3:4: error: x: y")
    #expect(GenerateCommand.compilerStyle("v1:2 ok") == "error: v1:2 ok")
  }

  @Test func badArguments() throws {
    let folder = try AuditCommandTests.folder()
    let input = try AuditCommandTests.file(folder, "tokens.json", Self.tokens)
    #expect(runTool(["generate", input]).error.lines.first?.contains("needs --out FILE") == true)
    #expect(runTool(["generate", input, "--out", input]).status == 2)
    #expect(
      runTool(["generate", input, "--out", input + ".swift", "--name", "class"]).error.lines.first
        == "error: --name 'class': not a Swift type name (try 'Class')")
  }

  /// The example's generated file (type-checked with SwiftUI by Scripts/check-apple.sh and
  /// the real-SDK check) is what the generator writes from the example's token file today.
  @Test func exampleIsUpToDate() throws {
    let input = "Examples/DesignTokens/figma-variables.json"
    let bytes = try Data(contentsOf: SwiftSnippet.root.appendingPathComponent(input))
    let generated = try TokenCodeGenerator(files: [.init(name: input, bytes: Array(bytes))])
      .source()
    let committed = try String(
      contentsOf: SwiftSnippet.root.appendingPathComponent(
        "Examples/GeneratedTokens/DesignTokens.swift"), encoding: .utf8)
    #expect(
      generated == committed,
      "run: appdimens generate \(input) --out Examples/GeneratedTokens/DesignTokens.swift")
  }
}
