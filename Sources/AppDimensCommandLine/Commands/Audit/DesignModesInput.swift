/// The design of `audit` and `generate` when a file given is a DTCG resolver or Tokens Studio's
/// `$themes.json`, or with `--modes-from-folders`: its modes read by
/// ``/AppDimensTokens/DesignModes`` (`--modes` narrows them, `--breakpoints` makes one
/// modifier a value per window width), the files it names read from disk relative to it.
enum DesignModesInput {
  /// The design read from `files`: through the resolver or themes among them, or the folder
  /// per mode (with the modes read and the breakpoints used), or as plain token files (no
  /// modes, no breakpoints).
  ///
  /// The breakpoints are `--breakpoints`, else — when no `--modes` narrows the modes — the ones
  /// the resolver declares (``/AppDimensTokens/DesignModes/declaredBreakpoints``), so the
  /// build-tool plugin, which passes no flag, reads a breakpoint modifier as the command does.
  static func system(
    _ files: [DesignSystem.File], options: DesignSystem.Options, parsed: ParsedArguments,
    input: inout any CommandInput, readsEveryDimension: Bool = false, paths: [String] = []
  ) throws(UsageError) -> (
    system: DesignSystem, modes: DesignModes?, breakpoints: [DesignModes.Breakpoint]
  ) {
    let wanted = try parsed.value(Options.modes)
    let given = try parsed.value(Options.breakpoints)
    var modes: DesignModes?
    let byFolder = try parsed.isSet(Options.modesFromFolders)
    do throws(DesignSystem.ReadError) {
      if byFolder {
        modes = try folderModes(
          files, paths: paths, parsed: parsed, options: options, wanted: wanted,
          readsEveryDimension: readsEveryDimension)
      } else if files.contains(where: {
        DesignModes.mayBeResolver($0) || DesignModes.mayBeThemes($0)
      }) {
        modes = try DesignModes(
          files: files, options: options, modes: wanted,
          readsEveryDimension: readsEveryDimension, load: { path in load(path, &input) })
      }
      if let modes {
        let breakpoints = given ?? (wanted == nil ? modes.declaredBreakpoints : [])
        return (
          try modes.merged(breakpoints: breakpoints, oneValuePerPath: readsEveryDimension),
          modes, breakpoints
        )
      }
    } catch {
      throw UsageError(error.message)
    }
    let breakpoints = given ?? []
    guard wanted == nil, breakpoints.isEmpty else {
      throw UsageError(
        "--\(wanted != nil ? "modes" : "breakpoints") chooses among the contexts of a DTCG "
          + "resolver file or the themes of a Tokens Studio $themes.json, and no file given is "
          + "one (a folder per mode: --modes-from-folders)")
    }
    do throws(DesignSystem.ReadError) {
      return (
        try DesignSystem(
          files: files, options: options, readsEveryDimension: readsEveryDimension), nil, []
      )
    } catch {
      throw UsageError(error.message)
    }
  }

  /// The modes of the one folder given, a subfolder each (``/AppDimensTokens/DesignModes``'s
  /// folder layout): `paths` are the files found in it, in order.
  private static func folderModes(
    _ files: [DesignSystem.File], paths: [String], parsed: ParsedArguments,
    options: DesignSystem.Options, wanted: [String]?, readsEveryDimension: Bool
  ) throws(DesignSystem.ReadError) -> DesignModes {
    guard parsed.positionals.count == 1, let folder = parsed.positionals.first,
      SystemIO.kind(folder, followingLinks: true) == .directory
    else {
      throw DesignSystem.ReadError(
        message: "--modes-from-folders reads one folder whose subfolders are the modes; give "
          + "that folder alone")
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var shared: [String] = []
    var modes: [(name: String, files: [String])] = []
    for path in paths where path.hasPrefix(base) {
      let name = FileInput.name(path)
      let rest = path.dropFirst(base.count)
      guard let slash = rest.firstIndex(of: "/") else {
        shared.append(name)
        continue
      }
      let mode = String(rest[..<slash])
      if let index = modes.lastIndex(where: { $0.name == mode }) {
        modes[index].files.append(name)
      } else {
        modes.append((mode, [name]))
      }
    }
    guard !modes.isEmpty else {
      throw DesignSystem.ReadError(
        message: "'\(ControlCharacters.escaped(folder))': --modes-from-folders found no "
          + "subfolder of token files (each subfolder is a mode)")
    }
    return try DesignModes(
      folder: FileInput.name(folder), shared: shared, modes: modes, files: files,
      options: options, modes: wanted, readsEveryDimension: readsEveryDimension)
  }

  /// The bytes of a file a resolver names: a regular file (a pipe or a device named by a
  /// hostile resolver is never read, so it cannot block the tool); standard input never.
  private static func load(_ path: String, _ input: inout any CommandInput)
    -> Result<[UInt8], DesignSystem.ReadError>
  {
    switch SystemIO.kind(path, followingLinks: true) {
    case .regular?: break
    case nil: return .failure(.init(message: "cannot read: no such file"))
    case .directory?: return .failure(.init(message: "a folder, not a token file"))
    default: return .failure(.init(message: "not a regular file"))
    }
    do throws(UsageError) {
      return .success(try FileInput.read(path, input: &input))
    } catch {
      return .failure(.init(message: error.message))
    }
  }

  /// The names of the modes read, for a report's summary; empty without a resolver.
  static func names(_ modes: DesignModes?, breakpoints: [DesignModes.Breakpoint]) -> [String] {
    guard let modes, modes.modes.count > 1 || !(modes.modes.first?.name.isEmpty ?? true) else {
      return []
    }
    return modes.modes.map { mode in
      let width = breakpoints.first { $0.context == mode.context }?.width
      return mode.name + (width.map { " (≥\($0.shown) pt)" } ?? "")
    }
  }
}
