/// The design-token files of `appdimens audit FILE|DIR …`: each argument a file, a folder or
/// `-` (standard input), read as one design system.
///
/// | argument | files |
/// |---|---|
/// | `tokens.json` | that file |
/// | `design-tokens/` | every `*.json` file below it, by path in byte order, except names starting with `.` or `$`; Tokens Studio's `$themes.json` directly in it, with its `$metadata.json`, is read too (its themes become modes) |
/// | `-` | standard input, named `<stdin>` |
///
/// A file is named in messages as it was given (`design-tokens/size/base.json`). Each file
/// goes through ``FileInput`` (the 64 MiB limit), and the same file given twice — by two
/// spellings, or through a link — is read once.
///
/// A `$themes.json` deeper in the folder is not read, and says so as a problem row: give
/// its own folder to read its themes (one design per argument).
///
/// A folder search follows symbolic links, into folders too, and says what it does not
/// search, as problem rows of the report (``skipped``): a folder more than 16 levels below
/// its argument, and a link back to a folder already searched (so a link to a parent cannot
/// make the search endless).
//
// Policy: following links, with the folders already searched remembered by device and
// inode, finds what a designer linked in (a shared `tokens/` folder) and ends on any loop; a
// search that skipped linked folders and deep ones without a word let `audit DIR` pass with
// files unread.
struct DesignTokenInput {
  /// The deepest folder searched below an argument.
  static let maximumDepth = 16
  /// Tokens Studio's themes file, and the set order beside it.
  static let (themesName, metadataName) = ("$themes.json", "$metadata.json")

  /// The paths to read, in order, each file once.
  private(set) var paths: [String] = []
  /// What the search did not read, as problem rows.
  private(set) var skipped: [DesignTokenProblem] = []
  /// The files found so far, by identity.
  private var seenFiles: Set<SystemIO.FileIdentity> = []
  /// The folders searched so far, by identity.
  private var seenFolders: Set<SystemIO.FileIdentity> = []

  /// The files `arguments` name (folders searched), not read yet.
  init(_ arguments: [String]) throws(UsageError) {
    for argument in arguments {
      if argument != "-", SystemIO.kind(argument, followingLinks: true) == .directory {
        let (before, skippedBefore) = (paths.count, skipped.count)
        try search(argument, depth: 0)
        guard paths.count > before || skipped.count > skippedBefore else {
          throw UsageError("'\(UsageError.shown(argument))': no .json file in this folder")
        }
      } else {
        add(argument)
      }
    }
  }

  /// The files, read.
  func files(input: inout any CommandInput) throws(UsageError) -> [DesignSystem.File] {
    var files: [DesignSystem.File] = []
    for path in paths {
      files.append(
        DesignSystem.File(
          name: FileInput.name(path), bytes: try FileInput.read(path, input: &input)))
    }
    return files
  }

  /// Adds the file at `path`, unless it was added already (by any spelling).
  private mutating func add(_ path: String) {
    if path != "-", let identity = SystemIO.identity(path) {
      guard seenFiles.insert(identity).inserted else { return }
    } else if paths.contains(path) {
      return
    }
    paths.append(path)
  }

  /// Searches `folder`, `depth` levels below its argument.
  private mutating func search(_ folder: String, depth: Int) throws(UsageError) {
    if let identity = SystemIO.identity(folder) {
      guard seenFolders.insert(identity).inserted else {
        skipped.append(
          Self.skip(folder, "not searched: a link back to a folder already searched"))
        return
      }
    }
    let names: [String]
    do throws(SystemIO.Failure) {
      names = try SystemIO.entries(folder)
    } catch {
      throw .inputOutput("cannot read '\(UsageError.shown(folder))': \(error.reason)")
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    let themes = names.contains(Self.themesName)
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    where !name.hasPrefix(".") {
      let path = base + name
      if name.hasPrefix("$") {
        // Policy: Tokens Studio's themes are the modes of the folder they are in, the one
        // given; deeper, they would make a second design inside the first, so they are named.
        guard themes, name == Self.themesName || name == Self.metadataName,
          case .regular? = SystemIO.kind(path, followingLinks: true)
        else { continue }
        if depth == 0 {
          add(path)
        } else if name == Self.themesName {
          skipped.append(
            Self.skip(
              path,
              "not read: Tokens Studio themes below the folder given; give its own "
                + "folder to read them as modes"))
        }
        continue
      }
      switch SystemIO.kind(path, followingLinks: true) {
      case .directory?:
        guard depth < Self.maximumDepth else {
          skipped.append(
            Self.skip(
              path, "not searched: more than \(Self.maximumDepth) folders below the argument"))
          continue
        }
        try search(path, depth: depth + 1)
      case .regular?:
        if name.hasSuffix(".json") { add(path) }
      case nil where name.hasSuffix(".json"):
        skipped.append(Self.skip(path, "not read: a symbolic link to nothing"))
      default:
        continue
      }
    }
  }

  /// A problem row for a path the search did not read.
  private static func skip(_ path: String, _ why: String) -> DesignTokenProblem {
    DesignTokenProblem(path: nil, location: nil, message: "'\(path)': \(why)")
  }
}
