import AppDimensToolSupport

/// A design read through a DTCG resolver file: one ``DesignSystem`` per mode, where a mode is
/// one context of one modifier (`breakpoint` › `lg`, `theme` › `dark`), so the same path in two
/// contexts is two modes' value, never a token "defined again".
///
/// ```swift
/// let modes = try DesignModes(files: [resolver]) { path in
///   Result { try Array(Data(contentsOf: URL(fileURLWithPath: path))) }
///     .mapError { DesignSystem.ReadError(message: "\($0)") }
/// }
/// for (mode, system) in zip(modes?.modes ?? [], modes?.systems ?? []) { … }
/// ```
///
/// The resolver is the Design Tokens Community Group's Resolver Module 2025.10: its sets and
/// modifiers are read in `resolutionOrder`, each context's files after the sets before it, a
/// file named twice read at its last place. A mode is read with every other modifier at its
/// `default` context (else its first), so a resolver of modifiers with 4 and 2 contexts gives
/// 6 modes, not 8 — at most 64. Files beside the resolver that it does not name are read in
/// every mode, first. A referenced file that is missing, unreadable, malformed or itself a
/// resolver, and whatever of the resolver is not read, are ``problems`` at the resolver's
/// line; the other files are still read.
///
/// Tokens Studio's `$themes.json` (a multi-file export's themes, its sets in the order of the
/// `$metadata.json` beside it) is read by the same rule: a theme's `group` is a modifier and
/// the theme a context of it, so each theme is a mode, with every other group at its first
/// theme. A theme's `enabled` sets are the mode's own tokens; its `source` sets are read only
/// as the targets of references (Tokens Studio's "Reference only"): their tokens are not in
/// the mode's system. A file given beside the themes that no theme names is a problem row, not
/// read. What a theme says wrong — a status that is not `enabled`, `source` or `disabled`, a
/// theme defined twice, a set outside the export's folder — is a problem at its line.
public struct DesignModes: Sendable {
  /// One mode: a context of a modifier.
  public struct Mode: Hashable, Sendable {
    /// The modifier (`breakpoint`), or the theme's group; empty for a resolver without
    /// modifiers, a theme without a group or a folder per mode.
    public let modifier: String
    /// The context (`lg`), the theme or the subfolder; empty for a resolver without modifiers.
    public let context: String
    /// The name reports show and ``DesignModes/init(files:options:modes:load:)`` matches: the
    /// context, or `modifier/context` when two modifiers have a context of that name.
    public let name: String
    /// Whether the context is its modifier's `default` (else its first): the context every
    /// other modifier's modes are read with.
    public var isDefault = false
  }

  /// Reads a file a resolver names, by its path (relative to the working folder).
  public typealias Loader = (String) -> Result<[UInt8], DesignSystem.ReadError>

  /// The most files a resolver's modes read in all.
  public static let maximumFiles = 1024

  /// The resolver's name (or the themes file's, or the folder's for a folder per mode).
  public let resolver: String
  /// The modes read, in the resolver's order.
  public let modes: [Mode]
  /// The files read: the resolver, then the files it names that could be read, each once.
  public let files: [String]
  /// Each mode's design, in the order of ``modes``.
  public let systems: [DesignSystem]
  /// What the resolver and the files it names could not give (each mode's own problems are
  /// in its system).
  public let problems: [DesignTokenProblem]
  /// The breakpoints the resolver declares on a modifier
  /// (`"$extensions": {"appdimens": {"breakpoints": {"md": 672, …}}}`, points per context):
  /// what ``merged(breakpoints:)`` is given when no other widths are (the build-tool plugin
  /// passes no flag); empty when no modifier declares them. When several do, the first.
  public let declaredBreakpoints: [Breakpoint]

  /// Whether `file` may be a resolver: it mentions `resolutionOrder` or `modifiers` (a quick
  /// look at the bytes before any parsing).
  public static func mayBeResolver(_ file: DesignSystem.File) -> Bool {
    contains(file.bytes, "\"resolutionOrder\"") || contains(file.bytes, "\"modifiers\"")
  }

  /// Whether `file` may be Tokens Studio's themes: it is named `$themes.json` or mentions
  /// `selectedTokenSets` (a quick look at the bytes before any parsing).
  public static func mayBeThemes(_ file: DesignSystem.File) -> Bool {
    file.name == TokenThemes.fileName || file.name.hasSuffix("/" + TokenThemes.fileName)
      || contains(file.bytes, "\"selectedTokenSets\"")
  }

  /// Reads `files` through the resolver (or Tokens Studio themes) among them, or returns nil
  /// when none is one; `modes` (names or `modifier/context`) narrows the modes read. Two
  /// resolvers, a mode that is not there, or a file that cannot be read as a token file at all
  /// are a ``DesignSystem/ReadError``.
  public init?(
    files: [DesignSystem.File], options: DesignSystem.Options = DesignSystem.Options(),
    modes wanted: [String]? = nil, load: Loader
  ) throws(DesignSystem.ReadError) {
    try self.init(
      files: files, options: options, modes: wanted, readsEveryDimension: false, load: load)
  }

  /// Reads `files` (see the public initializer); with `readsEveryDimension`, for the generator.
  package init?(
    files: [DesignSystem.File], options: DesignSystem.Options, modes wanted: [String]?,
    readsEveryDimension: Bool, load: Loader
  ) throws(DesignSystem.ReadError) {
    let parsed = try Self.parse(files)
    let resolvers = parsed.filter {
      TokenResolver.isResolver($0.document)
        || TokenThemes.isThemes($0.document, name: $0.file.name)
    }
    guard let first = resolvers.first else { return nil }
    guard resolvers.count == 1 else {
      throw DesignSystem.ReadError(
        message: resolvers.prefix(2).map(\.file.name).joined(separator: ", ")
          + ": two resolvers (or Tokens Studio themes); give one (each is a design of its own)")
    }
    let layout: any ModeLayout
    var heading = [first.file.name]
    if TokenResolver.isResolver(first.document) {
      layout = TokenResolver(first.document, name: first.file.name)
    } else {
      // Policy: `$metadata.json` beside the themes orders their sets; given, else loaded.
      let metadataName =
        TokenThemes.folder(of: first.file.name) + TokenThemes.metadataName
      var metadata = parsed.first { $0.file.name == metadataName }.map {
        (document: $0.document, name: $0.file.name)
      }
      if metadata == nil, case .success(let bytes) = load(metadataName),
        let document = try? JSONDocument(bytes: bytes, fileName: metadataName)
      {
        metadata = (document, metadataName)
      }
      if metadata != nil { heading.append(metadataName) }
      layout = TokenThemes(first.document, name: first.file.name, metadata: metadata)
    }
    try self.init(
      layout: layout, parsed: parsed.filter { !heading.contains($0.file.name) },
      heading: heading,
      options: options, modes: wanted, readsEveryDimension: readsEveryDimension, load: load)
  }

  /// Reads `files` as a folder per mode (``FolderModes``): `folder`'s own files (`shared`)
  /// in every mode, first, then each subfolder's (`modes`), every file among `files`.
  package init(
    folder: String, shared: [String], modes folders: [(name: String, files: [String])],
    files: [DesignSystem.File], options: DesignSystem.Options, modes wanted: [String]?,
    readsEveryDimension: Bool
  ) throws(DesignSystem.ReadError) {
    try self.init(
      layout: FolderModes(folder: folder, shared: shared, modes: folders),
      parsed: try Self.parse(files), heading: [], options: options, modes: wanted,
      readsEveryDimension: readsEveryDimension
    ) { _ in .failure(.init(message: "cannot read: not among the files given")) }
  }

  /// The files parsed; one that is not JSON is a ``DesignSystem/ReadError``.
  private static func parse(_ files: [DesignSystem.File]) throws(DesignSystem.ReadError)
    -> [(document: JSONDocument, file: DesignSystem.File)]
  {
    var parsed: [(document: JSONDocument, file: DesignSystem.File)] = []
    for file in files {
      do {
        parsed.append((try JSONDocument(bytes: file.bytes, fileName: file.name), file))
      } catch {
        throw DesignSystem.ReadError(message: error.message)
      }
    }
    return parsed
  }

  /// Reads the modes of `layout` from `parsed` (the files given, less the layout's own,
  /// `heading`), loading the files it names that are not given.
  private init(
    layout: any ModeLayout, parsed: [(document: JSONDocument, file: DesignSystem.File)],
    heading: [String], options: DesignSystem.Options, modes wanted: [String]?,
    readsEveryDimension: Bool, load: Loader
  ) throws(DesignSystem.ReadError) {
    self.resolver = layout.name
    let (modes, choices) = try Self.modes(of: layout, wanted: wanted)
    self.modes = modes
    var problems = layout.problems
    let named = Set(choices.flatMap { layout.sources(choosing: $0) }.map(\.path))
    let mentioned = layout.readsOtherFiles ? [] : layout.mentioned
    // Files given beside the layout: the ones it names are its sources; a resolver reads the
    // others in every mode, first; themes and folders read only what they name.
    var given: [String: JSONDocument] = [:]
    var extras: [(document: JSONDocument, name: String)] = []
    for (document, file) in parsed {
      let path = TokenResolver.folded(file.name)
      if named.contains(path) {
        given[path] = document
      } else if layout.readsOtherFiles {
        extras.append((document, file.name))
      } else if !mentioned.contains(path) {
        problems.append(
          DesignTokenProblem(
            path: nil, location: nil,
            message: "'\(file.name)': not read, \(layout.name) names it in no mode"))
      }
    }
    var documents: [String: JSONDocument?] = [:]
    var systems: [DesignSystem] = []
    var loaded: [String] = []
    for choice in choices {
      var read = extras
      var referenceFiles: Set<Int> = []
      for source in layout.sources(choosing: choice) {
        if documents[source.path] == nil {
          let document = Self.document(
            source, layout: layout, given: given, count: documents.count, load: load,
            problems: &problems)
          documents[source.path] = .some(document)
          if document != nil { loaded.append(source.path) }
        }
        if let document = documents[source.path] ?? nil {
          if source.referenceOnly { referenceFiles.insert(read.count) }
          read.append((document, source.path))
        }
      }
      systems.append(
        try DesignSystem(
          documents: read, options: options, readsEveryDimension: readsEveryDimension,
          overridesAcrossFiles: true, referenceFiles: referenceFiles))
    }
    self.systems = systems
    self.problems = problems
    self.declaredBreakpoints =
      layout.modifiers.first { !$0.breakpoints.isEmpty }?.breakpoints.map {
        Breakpoint(context: $0.context, width: $0.width)
      } ?? []
    self.files = heading + extras.map(\.name) + loaded
  }

  /// The modes of `resolver` (narrowed to `wanted`) and each one's context per modifier.
  private static func modes(of resolver: any ModeLayout, wanted: [String]?) throws(DesignSystem
    .ReadError) -> ([Mode], [[Int]])
  {
    let defaults = resolver.modifiers.map(\.defaultContext)
    var counts: [String: Int] = [:]
    for modifier in resolver.modifiers {
      for context in modifier.contexts { counts[context.name, default: 0] += 1 }
    }
    var all: [(Mode, [Int])] = []
    for (index, modifier) in resolver.modifiers.enumerated() {
      for (context, entry) in modifier.contexts.enumerated() {
        var choice = defaults
        choice[index] = context
        let name =
          counts[entry.name, default: 0] > 1 ? modifier.name + "/" + entry.name : entry.name
        var mode = Mode(modifier: modifier.name, context: entry.name, name: name)
        mode.isDefault = context == defaults[index]
        all.append((mode, choice))
      }
    }
    if all.isEmpty { all = [(Mode(modifier: "", context: "", name: ""), defaults)] }
    guard let wanted else { return (all.map(\.0), all.map(\.1)) }
    for name in wanted
    where !all.contains(where: { $0.0.name == name || $0.0.modifier + "/" + $0.0.context == name })
    {
      throw DesignSystem.ReadError(
        message: "\(resolver.name): no mode '\(JSONDocument.shown(name))' ("
          + (resolver.modifiers.isEmpty
            ? resolver.noContexts
            : "modes: " + all.map(\.0.name).joined(separator: ", ")) + ")")
    }
    let chosen = all.filter { mode in
      wanted.contains { $0 == mode.0.name || $0 == mode.0.modifier + "/" + mode.0.context }
    }
    return (chosen.map(\.0), chosen.map(\.1))
  }

  /// The document of `source`: given, else loaded; nil (and a problem at the resolver's line)
  /// when it cannot be read, is not JSON, has no object at its root or is a resolver.
  private static func document(
    _ source: TokenResolver.Source, layout: any ModeLayout, given: [String: JSONDocument],
    count: Int, load: Loader, problems: inout [DesignTokenProblem]
  ) -> JSONDocument? {
    func fail(_ message: String) -> JSONDocument? {
      problems.append(
        DesignTokenProblem(
          path: nil, location: layout.place(source.offset),
          message: "'\(source.path)': " + message))
      return nil
    }
    if let document = given[source.path] { return document }
    guard count < maximumFiles else {
      return fail("not read: the resolver names more than \(maximumFiles) files")
    }
    let bytes: [UInt8]
    switch load(source.path) {
    case .success(let read): bytes = read
    case .failure(let error): return fail(error.message)
    }
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: bytes, fileName: source.path)
    } catch {
      problems.append(DesignTokenProblem(path: nil, location: nil, message: error.message))
      return nil
    }
    guard document.root.isObject else {
      return fail("expected an object of tokens and groups, found \(document.root.kind)")
    }
    guard !TokenResolver.isResolver(document) else {
      return fail("a resolver, not a token file: a resolver lists token files only")
    }
    return document
  }

  /// Whether `bytes` contain `text` (one pass; `text` is short and starts with `"`, which
  /// does not occur inside it after its first byte).
  static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let wanted = Array(text.utf8)
    guard let head = wanted.first, bytes.count >= wanted.count else { return false }
    var index = 0
    while index + wanted.count <= bytes.count {
      if bytes[index] == head, bytes[index..<index + wanted.count].elementsEqual(wanted) {
        return true
      }
      index += 1
    }
    return false
  }
}
