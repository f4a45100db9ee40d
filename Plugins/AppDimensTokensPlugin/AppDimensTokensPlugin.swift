// A SwiftPM build-tool plugin: runs `appdimens generate` on a target's design-token files
// (`tokens.json`, `*.tokens.json`, a DTCG resolver `*.resolver.json`, or a Tokens Studio
// export's `$themes.json` and `$metadata.json` among its sources, in file-name order) and compiles the generated `DesignTokens.swift` into the target. The plugin
// only lists the files and the command; the generator is the tool's, so the plugin and the
// command line write the same bytes. It passes no flag a file could carry: a resolver's
// breakpoint widths come from the resolver itself (`$extensions.appdimens.breakpoints` on its
// modifier), which the command reads when `--breakpoints` is not given.

import Foundation
import PackagePlugin

@main
struct AppDimensTokensPlugin: BuildToolPlugin {
  /// The token files of `target`: `tokens.json`, `*.tokens.json`, `*.resolver.json`,
  /// `$themes.json` and `$metadata.json`, sorted by path.
  static func tokenFiles(_ files: [URL]) -> [URL] {
    files.filter {
      let name = $0.lastPathComponent
      return name == "tokens.json" || name.hasSuffix(".tokens.json")
        || name.hasSuffix(".resolver.json") || name == "$themes.json" || name == "$metadata.json"
    }.sorted { $0.path < $1.path }
  }

  /// What the command reads: the token files, and every `.json` file in and below the folder
  /// of a `$themes.json` (the sets its themes name, which the command loads itself), so a
  /// change to any of them runs it again.
  static func inputFiles(_ files: [URL], tokenFiles: [URL]) -> [URL] {
    let folders = tokenFiles.filter { $0.lastPathComponent == "$themes.json" }
      .map { $0.deletingLastPathComponent().path + "/" }
    let sets = files.filter { file in
      file.pathExtension == "json" && folders.contains { file.path.hasPrefix($0) }
    }
    return Array(Set(tokenFiles + sets)).sorted { $0.path < $1.path }
  }

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = Self.tokenFiles(target.sourceFiles.map(\.url))
    guard !inputs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("DesignTokens.swift")
    return [
      .buildCommand(
        displayName: "Generating DesignTokens.swift for \(target.name) from "
          + inputs.map(\.lastPathComponent).joined(separator: ", "),
        executable: try context.tool(named: "AppDimensCLI").url,
        arguments: ["generate"] + inputs.map(\.path) + [
          "--out", output.path, "--quiet", "--diagnostics", "compiler",
        ],
        inputFiles: Self.inputFiles(target.sourceFiles.map(\.url), tokenFiles: inputs),
        outputFiles: [output])
    ]
  }
}
