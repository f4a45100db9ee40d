/// Where ``DesignModes`` takes its modes from: a DTCG resolver (``TokenResolver``), Tokens
/// Studio themes (``TokenThemes``) or a folder per mode (``FolderModes``). Each names groups
/// of contexts (a resolver's modifiers, a theme group's themes, the subfolders) and the token
/// files one choice of a context per group reads, in the order they win.
protocol ModeLayout {
  /// The layout's name in messages: the resolver's or `$themes.json`'s file, or the folder.
  var name: String { get }
  /// The groups of contexts, in order.
  var modifiers: [TokenResolver.Modifier] { get }
  /// What could not be read.
  var problems: [DesignTokenProblem] { get }
  /// What a request for a mode that is not there says when the layout has no contexts.
  var noContexts: String { get }
  /// Whether a file given beside the layout that it does not name is read in every mode
  /// (a resolver's); otherwise it is a problem row and not read.
  var readsOtherFiles: Bool { get }
  /// The files the layout names anywhere (in any context, with any status).
  var mentioned: Set<String> { get }
  /// The sources of one resolution: each group at `contexts[its index]`, files once each.
  func sources(choosing contexts: [Int]) -> [TokenResolver.Source]
  /// Where byte `offset` of the layout's own file is; nil for a layout without a file.
  func place(_ offset: Int) -> DesignTokenLocation?
}

extension TokenResolver: ModeLayout {
  var noContexts: String { "the resolver has no modifiers" }
  var readsOtherFiles: Bool { true }
  var mentioned: Set<String> {
    var paths: Set<String> = []
    for step in steps {
      if case .sources(let sources) = step { paths.formUnion(sources.map(\.path)) }
    }
    for modifier in modifiers {
      for context in modifier.contexts { paths.formUnion(context.sources.map(\.path)) }
    }
    return paths
  }
  func place(_ offset: Int) -> DesignTokenLocation? { location(offset) }
}
