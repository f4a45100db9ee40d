// A SwiftPM build-tool plugin: runs `appdimens generate` on a target's design-token files
// (`tokens.json`, `*.tokens.json` or a DTCG resolver `*.resolver.json` among its sources, in
// file-name order) and compiles the generated `DesignTokens.swift` into the target. The plugin
// only lists the files and the command; the generator is the tool's, so the plugin and the
// command line write the same bytes. It passes no flag a file could carry: a resolver's
// breakpoint widths come from the resolver itself (`$extensions.appdimens.breakpoints` on its
// modifier), which the command reads when `--breakpoints` is not given.

import Foundation
import PackagePlugin

@main
struct AppDimensTokensPlugin: BuildToolPlugin {
  /// The token files of `target`: `tokens.json`, `*.tokens.json` and `*.resolver.json`, sorted
  /// by path.
  static func tokenFiles(_ files: [URL]) -> [URL] {
    files.filter {
      let name = $0.lastPathComponent
      return name == "tokens.json" || name.hasSuffix(".tokens.json")
        || name.hasSuffix(".resolver.json")
    }.sorted { $0.path < $1.path }
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
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
