/// `appdimens generate FILE|DIR… --out FILE`: reads design-token files as the audit does and
/// writes one Swift file with every size token as a member that resolves in any window, with
/// the library's ``/AppDimensTokens/TokenCodeGenerator``.
///
/// | flag | default | meaning |
/// |---|---|---|
/// | `FILE`, `DIR`, `-` | required | token files, folders of them, standard input (as `audit`) |
/// | `--out FILE` | required | the Swift file to write (atomically; kept as it was on any error) |
/// | `--name NAME` | `DesignTokens` | the enum's name |
/// | `--scaling S` | as `audit` | `fixed`, `appdimens`, `frame:WxH`: how each number is drawn |
/// | `--root-size PT`, `--role ROLE=GLOB` | as `audit` | points per rem; roles (a role makes a `number` a size) |
/// | `--modes LIST`, `--breakpoints NAME=W,…` | as `audit` | a DTCG resolver: one mode, or a breakpoint modifier as breakpoint tables; several modes otherwise are refused |
/// | `--diagnostics STYLE` | `tool` | `compiler`: `FILE:LINE:COLUMN: error: …` lines, which build logs place at the token |
/// | `--quiet` | off | no summary line |
///
/// Exit status: 0 written; 2 nothing written — a problem row, a name collision, an expression
/// token, no size, a bad flag (one `error:` line per cause, each with its `file:line:column`);
/// 3 a file that cannot be read or written.
enum GenerateCommand {
  /// Runs `generate`.
  static func run(_ parsed: ParsedArguments, _ streams: inout Command.Streams) throws(UsageError)
    -> Int32
  {
    guard !parsed.positionals.isEmpty else {
      throw UsageError("generate needs design-token files or folders (or - for standard input)")
    }
    guard let out = try parsed.value(Options.out) else {
      throw UsageError("generate needs --out FILE (the Swift file to write)")
    }
    let input = try DesignTokenInput(parsed.positionals)
    try FileOutput.refuseInputs(
      out, inputs: input.paths, readsStandardInput: input.paths.contains("-"))
    let options = DesignSystem.Options(
      rootSize: try parsed.value(Options.rootSize) ?? 16,
      scaling: try parsed.value(Options.scaling),
      roles: try parsed.values(Options.role).flatMap { $0 },
      expressions: AuditCommand.compiler)
    let files = try input.files(input: &streams.input)
    let name = try parsed.value(Options.generatedName) ?? TokenCodeGenerator.defaultName
    let (system, modes, _) = try DesignModesInput.system(
      files, options: options, parsed: parsed, input: &streams.input, readsEveryDimension: true,
      paths: input.paths)
    let fileNames = modes?.files ?? files.map(\.name)
    let source: String
    let generator: TokenCodeGenerator
    do throws(TokenCodeGenerator.Failure) {
      generator = try TokenCodeGenerator(system: system, fileNames: fileNames, name: name)
      source = try generator.source()
    } catch {
      // Policy: one `error:` line per cause; the last is the error the tool exits with.
      var lines = error.message.split(separator: "\n").map(String.init)
      let last = lines.popLast() ?? error.message
      if try parsed.value(Options.compilerDiagnostics) == true {
        for line in lines + [last] { streams.error.writeLine(Self.compilerStyle(line)) }
        return CommandLineTool.usageError
      }
      for line in lines { streams.error.writeLine("error: " + line) }
      throw UsageError(last)
    }
    try FileOutput.write(source, to: out)
    if try !parsed.isSet(Options.quiet) {
      streams.output.writeLine(
        "wrote \(ControlCharacters.escaped(out)): enum \(generator.name), "
          + generator.system.tokens.count.counted("token") + " from "
          + fileNames.count.counted("file") + " (scaling \(generator.system.scaling.name))")
    }
    return CommandLineTool.success
  }
}

extension GenerateCommand {
  /// `FILE:LINE:COLUMN: error: rest` for a line that starts with a place (`FILE:LINE:COLUMN: `),
  /// else `error: line`: the form compilers write, which build logs place at the file.
  ///
  /// | line | compiler style |
  /// |---|---|
  /// | `t.json:1:40: a: $value: no token 'b'` | `t.json:1:40: error: a: $value: no token 'b'` |
  /// | `nothing generated: 1 problem` | `error: nothing generated: 1 problem` |
  static func compilerStyle(_ line: String) -> String {
    var rest = Substring(line)
    while let colon = rest.firstIndex(of: ":") {
      let place = line[..<colon]
      let parts = place.split(separator: ":", omittingEmptySubsequences: false)
      if parts.count >= 3, parts.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
        line[colon...].hasPrefix(": ")
      {
        return ControlCharacters.escaped(
          String(place) + ": error: " + line[line.index(colon, offsetBy: 2)...])
      }
      rest = line[line.index(after: colon)...]
    }
    return "error: " + ControlCharacters.escaped(line)
  }
}

extension Command {
  /// `appdimens generate` (see ``GenerateCommand``).
  static let generate = Command(
    "generate", "design tokens as one Swift file that scales with the window and text size",
    arguments: "FILE|DIR…",
    argumentHelp: [
      (
        "FILE|DIR…",
        "W3C design-token JSON files or folders, read as 'appdimens audit' reads them; every "
          + "fontSize, typography and dimension token (and a number with a role or a Figma "
          + "size scope) becomes a member"
      )
    ],
    options: [
      Options.out.spec.withHelp("the Swift file to write (required)"), Options.generatedName.spec,
      Options.scaling.spec, Options.rootSize.spec, Options.role.spec, Options.modes.spec,
      Options.modesFromFolders.spec,
      Options.breakpoints.spec, Options.compilerDiagnostics.spec,
      Options.quiet.spec.withHelp("no summary line"),
    ],
    synopsis: [Options.out.spec, Options.generatedName.spec, Options.scaling.spec],
    discussion: """
      output: one enum (--name) with a nested enum per group and a static let per token, each a
      DesignTokenValue: value.resolve(configuration) is its points in that window, the value
      'appdimens audit' judges with the same --scaling. 'all' maps every path to its value.
      example: appdimens generate tokens/ --out Sources/App/DesignTokens.swift --scaling fixed
      exit status: 0 written, 2 nothing written (a problem row, a name collision, an expression
      token, no size token, a bad flag: one error line per cause with its file:line:column; the
      old file is kept), 3 a file that cannot be read or written.

      """,
    run: GenerateCommand.run)
}
