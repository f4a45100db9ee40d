import Foundation
import Testing

@testable import AppDimensCommandLine

/// `audit` and `generate` given a folder of Tokens Studio's multi-file export (`$themes.json`
/// beside its sets: each theme a mode) or a folder per mode (`--modes-from-folders`). The
/// files here are hand-made: body text at 10 px (under iOS's 11 pt minimum, Apple HIG
/// Typography) in one mode and 20 px in the other.
@Suite("appdimens audit and generate: Tokens Studio themes and a folder per mode")
struct AuditCommandThemesTests {
  /// A body-text file of `points` px.
  static func body(_ points: Int) -> String {
    "{\"size\": {\"body\": {\"$type\": \"fontSize\", \"$value\": \"\(points)px\"}}}"
  }

  /// A Tokens Studio export: themes `compact` (10 px) and `regular` (20 px) of group `size`.
  static func export() throws -> URL {
    let folder = try AuditCommandTests.folder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("size"), withIntermediateDirectories: true)
    _ = try AuditCommandTests.file(folder, "size/compact.json", body(10))
    _ = try AuditCommandTests.file(folder, "size/regular.json", body(20))
    _ = try AuditCommandTests.file(
      folder, "$metadata.json", #"{"tokenSetOrder": ["size/compact", "size/regular"]}"#)
    _ = try AuditCommandTests.file(
      folder, "$themes.json",
      """
      [{"id": "a", "name": "compact", "group": "size",
        "selectedTokenSets": {"size/compact": "enabled"}},
       {"id": "b", "name": "regular", "group": "size",
        "selectedTokenSets": {"size/regular": "enabled"}}]
      """)
    return folder
  }

  @Test func aFolderWithThemesIsAuditedPerTheme() throws {
    let folder = try Self.export()
    let run = runTool(["audit", folder.path, "--rules", "text-minimum"])
    #expect(run.status == 1)
    // Without the themes both sets would be one design, size.body "defined again".
    #expect(run.output.text.contains("size.body [compact]"))
    #expect(!run.output.text.contains("[regular]"))
    #expect(!run.output.text.contains("defined again"))
    #expect(run.output.lines.last?.hasSuffix("; modes: compact, regular") == true)
    let regular = runTool(["audit", folder.path, "--rules", "text-minimum", "--modes", "regular"])
    #expect(regular.status == 0)
    let grouped = runTool([
      "audit", folder.path, "--rules", "text-minimum", "--modes", "size/regular",
    ])
    #expect(grouped.status == 0)
    let unknown = runTool(["audit", folder.path, "--modes", "dark"])
    #expect(unknown.status == 2)
    #expect(
      unknown.error.lines.first
        == "error: \(folder.path)/$themes.json: no mode 'dark' (modes: compact, regular)")
  }

  @Test func generateWritesOneTheme() throws {
    let folder = try Self.export()
    let out = try AuditCommandTests.folder().appendingPathComponent("Tokens.swift").path
    let both = runTool(["generate", folder.path, "--out", out])
    #expect(both.status == 2)
    #expect(
      both.error.text.contains("1 token differs between the modes (compact, regular)"))
    #expect(runTool(["generate", folder.path, "--out", out, "--modes", "regular"]).status == 0)
    let source = try String(contentsOfFile: out, encoding: .utf8)
    #expect(source.contains("20"))
  }

  @Test func themesBelowTheFolderGivenAreAProblemRowNotAMode() throws {
    let outer = try AuditCommandTests.folder()
    let inner = try Self.export()
    try FileManager.default.moveItem(at: inner, to: outer.appendingPathComponent("export"))
    let run = runTool(["audit", outer.path, "--rules", "text-minimum"])
    // One design: the sets read as plain files, the themes named as not read.
    #expect(run.output.text.contains("$themes.json': not read: Tokens Studio themes below"))
    #expect(run.output.text.contains("defined again"))
  }

  /// A folder per mode: `base.json` shared, `dark/` (10 px) and `light/` (20 px).
  static func folders() throws -> URL {
    let folder = try AuditCommandTests.folder()
    for name in ["dark", "light"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    _ = try AuditCommandTests.file(
      folder, "base.json",
      "{\"size\": {\"caption\": {\"$type\": \"fontSize\", \"$value\": \"24px\"}}}")
    _ = try AuditCommandTests.file(folder, "dark/size.json", body(10))
    _ = try AuditCommandTests.file(folder, "light/size.json", body(20))
    return folder
  }

  @Test func aFolderPerModeIsReadOnlyWhenAsked() throws {
    let folder = try Self.folders()
    // Not asked: one design, and the same token in two folders is a problem row.
    let plain = runTool(["audit", folder.path, "--rules", "text-minimum"])
    #expect(plain.output.text.contains("defined again"))
    let run = runTool(["audit", folder.path, "--rules", "text-minimum", "--modes-from-folders"])
    #expect(run.status == 1)
    #expect(!run.output.text.contains("defined again"))
    #expect(run.output.text.contains("size.body [dark]"))
    // base.json is read in both modes: size.caption (24 pt) the same, once, untagged.
    #expect(!run.output.text.contains("size.caption ["))
    #expect(run.output.lines.last?.hasSuffix("; modes: dark, light") == true)
    let light = runTool([
      "audit", folder.path, "--rules", "text-minimum", "--modes-from-folders", "--modes", "light",
    ])
    #expect(light.status == 0)
  }

  @Test func aFolderPerModeNeedsOneFolderWithSubfolders() throws {
    let folder = try Self.folders()
    let file = runTool([
      "audit", folder.appendingPathComponent("base.json").path, "--modes-from-folders",
    ])
    #expect(file.status == 2)
    #expect(file.error.text.contains("--modes-from-folders reads one folder"))
    let flat = try AuditCommandTests.folder()
    _ = try AuditCommandTests.file(flat, "a.json", Self.body(12))
    let none = runTool(["audit", flat.path, "--modes-from-folders"])
    #expect(none.status == 2)
    #expect(none.error.text.contains("found no subfolder of token files"))
  }
}
