/// The design-token files of `appdimens audit FILE|DIR …`: each argument a file, a folder or
/// `-` (standard input), read as one design system.
///
/// | argument | files |
/// |---|---|
/// | `tokens.json` | that file |
/// | `design-tokens/` | every `*.json` file below it, by path in byte order, except names starting with `.` or `$` (Tokens Studio's `$metadata.json`, `$themes.json`) |
/// | `-` | standard input, named `<stdin>` |
///
/// A file is named in messages as it was given (`design-tokens/size/base.json`). Each file
/// goes through ``FileInput`` (the 64 MiB limit), and the same file given twice is read once.
//
// Policy: a folder is searched at most 16 levels deep and its symbolic links are not followed
// into folders, so a link back to a parent cannot make the search endless.
enum DesignTokenInput {
  /// The deepest folder searched below an argument.
  static let maximumDepth = 16

  /// The files `arguments` name, read.
  static func files(_ arguments: [String], input: inout any CommandInput) throws(UsageError)
    -> [DesignSystem.File]
  {
    var files: [DesignSystem.File] = []
    var seen: Set<String> = []
    for argument in arguments {
      let paths: [String]
      if argument != "-", SystemIO.kind(argument, followingLinks: true) == .directory {
        paths = try jsonFiles(in: argument, depth: 0)
        guard !paths.isEmpty else {
          throw UsageError("'\(UsageError.shown(argument))': no .json file in this folder")
        }
      } else {
        paths = [argument]
      }
      for path in paths where seen.insert(path).inserted {
        files.append(
          DesignSystem.File(
            name: FileInput.name(path), bytes: try FileInput.read(path, input: &input)))
      }
    }
    return files
  }

  /// The `.json` files below `folder`, by path.
  static func jsonFiles(in folder: String, depth: Int) throws(UsageError) -> [String] {
    let names: [String]
    do throws(SystemIO.Failure) {
      names = try SystemIO.entries(folder)
    } catch {
      throw .inputOutput("cannot read '\(folder)': \(error.reason)")
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var found: [String] = []
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    where !name.hasPrefix(".") && !name.hasPrefix("$") {
      let path = base + name
      switch SystemIO.kind(path) {
      case .directory?:
        if depth < maximumDepth { found += try jsonFiles(in: path, depth: depth + 1) }
      case .regular?, .symbolicLink?:
        if name.hasSuffix(".json"), SystemIO.kind(path, followingLinks: true) != .directory {
          found.append(path)
        }
      default:
        continue
      }
    }
    return found
  }
}
