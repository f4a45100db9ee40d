/// A folder whose subfolders are modes (`tokens/light/*.json`, `tokens/dark/*.json`), read
/// only when asked (`appdimens audit --modes-from-folders`): each subfolder directly below the
/// folder is one mode, named after it, and the files directly in the folder are read in every
/// mode, first.
//
// Policy: never guessed from the layout: a folder of folders is as often one design split by
// topic (`size/`, `color/`) as one design per mode, and reading a topic split as modes would
// audit each topic alone. Without the flag such a folder is one design, where the same token in
// two subfolders is a "defined again" problem row, never a silent pass.
struct FolderModes: ModeLayout {
  /// The folder.
  let name: String
  /// One modifier (named after the folder) whose contexts are the subfolders.
  let modifiers: [TokenResolver.Modifier]
  /// More subfolders than ``TokenResolver/maximumContexts``, when there are.
  let problems: [DesignTokenProblem]
  /// The files directly in the folder.
  private let shared: [TokenResolver.Source]

  var noContexts: String { "'\(name)' has no subfolder of token files" }
  var readsOtherFiles: Bool { false }
  /// Every file of the folder, in a mode read or not (those past the limit have their row).
  let mentioned: Set<String>

  /// The layout of `folder`: `shared` files in it, and each subfolder's files.
  init(folder: String, shared: [String], modes: [(name: String, files: [String])]) {
    name = folder
    self.shared = shared.map { TokenResolver.Source(path: TokenResolver.folded($0), offset: 0) }
    mentioned = Set((shared + modes.flatMap(\.files)).map(TokenResolver.folded))
    let contexts = modes.prefix(TokenResolver.maximumContexts).map { mode in
      (
        name: mode.name,
        sources: mode.files.map { TokenResolver.Source(path: TokenResolver.folded($0), offset: 0) }
      )
    }
    problems =
      modes.count > TokenResolver.maximumContexts
      ? [
        DesignTokenProblem(
          path: nil, location: nil,
          message: "'\(folder)': more than \(TokenResolver.maximumContexts) subfolders; the "
            + "rest are not read as modes")
      ] : []
    modifiers =
      contexts.isEmpty
      ? [] : [TokenResolver.Modifier(name: "", offset: 0, contexts: contexts, defaultContext: 0)]
  }

  func sources(choosing contexts: [Int]) -> [TokenResolver.Source] {
    guard let modifier = modifiers.first, let chosen = contexts.first else { return shared }
    return shared + modifier.contexts[chosen].sources
  }

  func place(_ offset: Int) -> DesignTokenLocation? { nil }
}
