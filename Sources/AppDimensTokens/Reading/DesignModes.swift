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
public struct DesignModes: Sendable {
  /// One mode: a context of a modifier.
  public struct Mode: Hashable, Sendable {
    /// The modifier (`breakpoint`); empty for a resolver without modifiers.
    public let modifier: String
    /// The context (`lg`); empty for a resolver without modifiers.
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

  /// The resolver's name.
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

  /// Reads `files` through the resolver among them, or returns nil when none is one; `modes`
  /// (names or `modifier/context`) narrows the modes read. Two resolvers, a mode that is not
  /// there, or a file that cannot be read as a token file at all are a ``DesignSystem/ReadError``.
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
    var parsed: [(document: JSONDocument, file: DesignSystem.File)] = []
    for file in files {
      do {
        parsed.append((try JSONDocument(bytes: file.bytes, fileName: file.name), file))
      } catch {
        throw DesignSystem.ReadError(message: error.message)
      }
    }
    let resolvers = parsed.filter { TokenResolver.isResolver($0.document) }
    guard let first = resolvers.first else { return nil }
    guard resolvers.count == 1 else {
      throw DesignSystem.ReadError(
        message: resolvers.prefix(2).map(\.file.name).joined(separator: ", ")
          + ": two resolvers; give one (each is a design of its own)")
    }
    let resolver = TokenResolver(first.document, name: first.file.name)
    self.resolver = first.file.name
    let (modes, choices) = try Self.modes(of: resolver, wanted: wanted)
    self.modes = modes
    var problems = resolver.problems
    let named = Set(choices.flatMap { resolver.sources(choosing: $0) }.map(\.path))
    // Files given beside the resolver: the ones it names are its sources; the others are
    // read in every mode, first.
    var given: [String: JSONDocument] = [:]
    var extras: [(document: JSONDocument, name: String)] = []
    for (document, file) in parsed where file.name != first.file.name {
      let path = TokenResolver.folded(file.name)
      if named.contains(path) {
        given[path] = document
      } else {
        extras.append((document, file.name))
      }
    }
    var documents: [String: JSONDocument?] = [:]
    var systems: [DesignSystem] = []
    var loaded: [String] = []
    for choice in choices {
      var read = extras
      for source in resolver.sources(choosing: choice) {
        if documents[source.path] == nil {
          let document = Self.document(
            source, resolver: resolver, given: given, count: documents.count, load: load,
            problems: &problems)
          documents[source.path] = .some(document)
          if document != nil { loaded.append(source.path) }
        }
        if let document = documents[source.path] ?? nil { read.append((document, source.path)) }
      }
      systems.append(
        try DesignSystem(
          documents: read, options: options, readsEveryDimension: readsEveryDimension,
          overridesAcrossFiles: true))
    }
    self.systems = systems
    self.problems = problems
    self.declaredBreakpoints =
      resolver.modifiers.first { !$0.breakpoints.isEmpty }?.breakpoints.map {
        Breakpoint(context: $0.context, width: $0.width)
      } ?? []
    self.files = [first.file.name] + extras.map(\.name) + loaded
  }

  /// The modes of `resolver` (narrowed to `wanted`) and each one's context per modifier.
  private static func modes(of resolver: TokenResolver, wanted: [String]?) throws(DesignSystem
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
            ? "the resolver has no modifiers"
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
    _ source: TokenResolver.Source, resolver: TokenResolver, given: [String: JSONDocument],
    count: Int, load: Loader, problems: inout [DesignTokenProblem]
  ) -> JSONDocument? {
    func fail(_ message: String) -> JSONDocument? {
      problems.append(
        DesignTokenProblem(
          path: nil, location: resolver.location(source.offset),
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
