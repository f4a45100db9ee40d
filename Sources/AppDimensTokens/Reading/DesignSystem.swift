import AppDimensToolSupport

/// A design system read from W3C design-token files (DTCG): every token read, the ones the
/// audit checks turned into ``DesignToken``s, the rest counted, and what cannot be read kept
/// as ``problems`` — the same reading the `appdimens audit` command does, so an app's own
/// tests audit the files its CI audits.
///
/// ```swift
/// import AppDimensAudit
/// import Foundation
///
/// let folder = URL(fileURLWithPath: "design-tokens")
/// let files = try ["size.json", "typography.json"].map { name in
///   DesignSystem.File(
///     name: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
/// }
/// let system = try DesignSystem(files: files)
/// let report = DesignAudit(
///   tokens: system.tokens, windows: DesignPlatform.windows(of: system.platforms)
/// ).run()
/// #expect(system.problems.isEmpty && report.isClean)
/// ```
///
/// The files are one token tree, merged in the order given as Style Dictionary merges them:
/// groups of the same path are one group, a group's `$type` reaches its tokens in every file,
/// and a token defined again replaces the earlier one (a problem names both places). A
/// group's `$root` token has the group's own path. A token is read as:
///
/// | token | audited as | its value |
/// |---|---|---|
/// | `fontSize` (`fontSizes`) | text | the size |
/// | `typography` | text | its `fontSize` |
/// | `dimension`, `spacing`, `sizing`, … , `number` | the role a pattern or `$extensions.appdimens.role` gives it, else skipped ("no role") | the size |
/// | `color`, `string`, `shadow`, … | skipped, counted by type | not read |
///
/// A size is `16`, `"16px"`, `"16pt"` (points), `"0.875rem"`, `"1em"`,
/// `{"value": 1, "unit": "rem"}` (rem and em × ``Options/rootSize``), an alias `"{size.16}"` or
/// `{"$ref": "#/size/16"}` to another token of any file (followed without recursion, each
/// token once, so in linear time), or an AppDimens expression (with
/// ``Options/expressions``). A CSS value that follows the window's width —
/// `"clamp(16px, 4vw, 24px)"`, `"calc(1rem + 1vw)"`, `"2vw"`, `{"value": 2, "unit": "vw"}` —
/// is design points over the width, giving CSS's value at every width. Its
/// scaling is ``scaling``; an expression or design points in `$extensions.appdimens` win. A
/// text token follows the text style of `$extensions.appdimens.relativeTo`, else of the first
/// Apple text-style name in its path from the end (`…caption2`, `title`), else body.
///
/// Problems — an alias that names no token or goes round in a circle, a value that is not a
/// size, a token defined twice, a misspelt extension — are rows of ``problems``; the rest is
/// still read. Only malformed JSON, a file whose root is not an object, a legacy Tokens
/// Studio file or a root size outside 1…1000 points throw (``ReadError``).
public struct DesignSystem: Sendable {
  /// One design-token file: its name in messages and its bytes.
  public struct File: Sendable {
    /// The name messages use (a path, `<stdin>`).
    public let name: String
    /// The file's bytes (UTF-8 JSON, a byte-order mark allowed).
    public let bytes: [UInt8]

    /// Creates a file.
    public init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// Compiles an AppDimens expression written in a token (`"17.scaled(relativeTo: body)"`):
  /// the `appdimens` tool passes its expression language; without one, such a token is a
  /// problem.
  public typealias ExpressionCompiler =
    @Sendable (String) -> Result<@Sendable (DimensConfiguration) -> Double, ExpressionFailure>

  /// Why an expression does not compile, in words (`at column 4: unknown function 'sdx'`).
  public struct ExpressionFailure: Error, Hashable, Sendable {
    /// The message.
    public let message: String

    /// Creates a failure.
    public init(_ message: String) { self.message = message }
  }

  /// How to read the files.
  public struct Options: Sendable {
    /// The root sizes the reader accepts, in points (as `appdimens audit --root-size`): a NaN,
    /// infinite, zero, negative or larger root size is a ``ReadError``.
    public static let rootSizes: ClosedRange<Double> = 1...1000

    /// Points per `rem` and `em` (16, CSS's default root font size), in ``rootSizes``.
    public var rootSize: Double
    /// How plain numbers are drawn; nil: ``DesignScaling/appDimens`` for files that carry
    /// `$extensions.appdimens`, else ``DesignScaling/fixed``.
    public var scaling: DesignScaling?
    /// Roles by path pattern, before the ones the files give (`--role`); the first that
    /// matches a token names its role.
    public var roles: [TokenRoleRule]
    /// The compiler of AppDimens expressions, when there is one.
    public var expressions: ExpressionCompiler?

    /// Options; every one has its default.
    public init(
      rootSize: Double = 16, scaling: DesignScaling? = nil, roles: [TokenRoleRule] = [],
      expressions: ExpressionCompiler? = nil
    ) {
      self.rootSize = rootSize
      self.scaling = scaling
      self.roles = roles
      self.expressions = expressions
    }
  }

  /// A file that cannot be read at all: malformed JSON, a root that is not an object, a legacy
  /// Tokens Studio file. The message starts with `file:line:column: ` where there is a place.
  public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public let message: String
    /// The message.
    public var description: String { message }

    /// Creates an error.
    public init(message: String) { self.message = message }
  }

  /// A name and how many tokens it counts.
  public struct Count: Hashable, Sendable {
    /// A `$type`, or a reason a token is skipped.
    public let name: String
    /// How many tokens.
    public let count: Int

    /// Creates a count.
    public init(name: String, count: Int) {
      self.name = name
      self.count = count
    }
  }

  /// A role pattern and how many tokens it named.
  public struct RoleMatch: Hashable, Sendable {
    /// The rule.
    public let rule: TokenRoleRule
    /// How many tokens it gave its role to.
    public let count: Int
  }

  /// The tokens the audit checks, in file order.
  public let tokens: [DesignToken]
  /// Every token read, counted by `$type` (their own, their group's or their alias target's;
  /// `dimension` when none), most first.
  public let types: [Count]
  /// The tokens not audited, counted by reason — a type without a rule (`color`), `no role`,
  /// `a problem` — most first.
  public let skipped: [Count]
  /// What could not be read, in file order (the rows' problems after the tokens').
  public let problems: [DesignTokenProblem]
  /// The rows the groups declare in `$extensions.appdimens.row` (``DesignRow``), in file
  /// order; a row with a problem is left out.
  public let rows: [DesignRow]
  /// How plain numbers were drawn.
  public let scaling: DesignScaling
  /// The points per `rem` and `em` used.
  public let rootSize: Double
  /// The platforms the files declare (`$extensions.appdimens.platforms` at a file's root), or
  /// ``DesignPlatform/defaultPlatforms``.
  public let platforms: [DesignPlatform]
  /// Whether ``platforms`` comes from the files.
  public let declaresPlatforms: Bool
  /// Each role pattern (the options' first, then the files') and how many tokens it named.
  public let roleMatches: [RoleMatch]
  /// How many tokens were read.
  public var tokenCount: Int { types.reduce(0) { $0 + $1.count } }

  /// Reads `files` as one design system; options outside their ranges are a ``ReadError``
  /// before any file is read (`rootSize: expected a number in 1…1000 points, got nan`).
  public init(files: [File], options: Options = Options()) throws(ReadError) {
    try self.init(files: files, options: options, readsEveryDimension: false)
  }

  /// Reads `files`; with `readsEveryDimension`, a dimension token no role names is read too
  /// (as a width), for the generator, which writes every size.
  package init(files: [File], options: Options, readsEveryDimension: Bool) throws(ReadError) {
    guard Options.rootSizes.contains(options.rootSize) else {
      throw ReadError(
        message: "rootSize: expected a number in 1…1000 points, got \(options.rootSize)")
    }
    var documents: [(document: JSONDocument, name: String)] = []
    for file in files {
      do {
        documents.append((try JSONDocument(bytes: file.bytes, fileName: file.name), file.name))
      } catch {
        throw ReadError(message: error.message)
      }
    }
    try self.init(
      documents: documents, options: options, readsEveryDimension: readsEveryDimension)
  }

  /// Reads files already parsed (a resolver's modes share them); with
  /// `overridesAcrossFiles`, a later file's token replaces an earlier file's without a
  /// problem, as a resolver's sources do. The tokens of the documents at `referenceFiles`
  /// (indices in `documents`) are read only as the targets of references (a Tokens Studio
  /// theme's `source` sets): not audited, counted or checked.
  package init(
    documents: [(document: JSONDocument, name: String)], options: Options,
    readsEveryDimension: Bool, overridesAcrossFiles: Bool = false,
    referenceFiles: Set<Int> = []
  ) throws(ReadError) {
    guard Options.rootSizes.contains(options.rootSize) else {
      throw ReadError(
        message: "rootSize: expected a number in 1…1000 points, got \(options.rootSize)")
    }
    var tree = TokenTree()
    tree.overridesAcrossFiles = overridesAcrossFiles
    for (document, name) in documents {
      do {
        try tree.add(document, name: name)
      } catch {
        throw ReadError(message: error.message)
      }
    }
    tree.compact()
    var reader = TokenReading(
      tree: tree, options: options, readsEveryDimension: readsEveryDimension,
      referenceFiles: referenceFiles)
    reader.readAll()
    tokens = reader.audited
    types = Self.sorted(reader.typeCounts)
    skipped = Self.sorted(reader.skipCounts)
    // Policy: a row's gap is usually a spacing token no role names, which the audit skips; the
    // rows take their sizes from a second reading of every size, made only when a group
    // declares a row.
    var sizes = reader.audited
    if !tree.rowDeclarations.isEmpty && !readsEveryDimension {
      var every = TokenReading(tree: tree, options: options, readsEveryDimension: true)
      every.readAll()
      sizes = every.audited
    }
    let read = DesignRow.read(tree, sizes: sizes)
    rows = read.rows
    problems = tree.problems + reader.problems + read.problems
    scaling = reader.scaling
    rootSize = options.rootSize
    platforms = tree.platforms ?? DesignPlatform.defaultPlatforms
    declaresPlatforms = tree.platforms != nil
    roleMatches = zip(reader.rules, reader.ruleCounts).map { RoleMatch(rule: $0, count: $1) }
  }

  /// `system` with `tokens` and `problems` in place of its own: a resolver's modes read as
  /// one design (``DesignModes/merged(breakpoints:)``).
  package init(_ system: DesignSystem, tokens: [DesignToken], problems: [DesignTokenProblem]) {
    self.tokens = tokens
    self.problems = problems
    rows = system.rows
    types = system.types
    skipped = system.skipped
    scaling = system.scaling
    rootSize = system.rootSize
    platforms = system.platforms
    declaresPlatforms = system.declaresPlatforms
    roleMatches = system.roleMatches
  }

  /// Counts, most first (equal counts in first-seen order).
  static func sorted(_ counts: [(String, Int)]) -> [Count] {
    counts.enumerated().sorted { a, b in
      a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
    }.map { Count(name: $0.element.0, count: $0.element.1) }
  }
}
