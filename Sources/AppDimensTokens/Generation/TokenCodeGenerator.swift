import AppDimensToolSupport

/// One Swift source file from design-token files: every size token as a static member that
/// answers `resolve(_ configuration: DimensConfiguration) -> Double` with the value the audit
/// judges (`appdimens generate`).
///
/// ```swift
/// let generator = try TokenCodeGenerator(files: files, options: .init(scaling: .fixed))
/// let swift = try generator.source()   // the file's text, the same bytes for the same input
/// ```
///
/// The files are read as ``DesignSystem`` reads them for the audit, with every dimension token
/// read (the audit reads only those a role names): `fontSize`, `typography` (its `fontSize`),
/// the dimension types, and a `number` that a role or Figma scope makes a size. The output is
/// one public enum (``name``) holding one nested enum per group and one static let per token,
/// a ``/AppDimensDynamicType/DesignTokenValue``:
///
/// | token | member |
/// |---|---|
/// | `spacing-100`, `{"$type": "number", "$value": 4}` with scope `GAP` | `DesignTokens.spacing100 = .dimension(4.0, scaling: .fixed)` |
/// | `font.size.caption2`, `"11px"`, `fontSize` | `DesignTokens.Font.Size.caption2 = .text(11.0, relativeTo: .caption2, scaling: .fixed)` |
/// | `control.minTarget.coarse`, `"2.75rem"` | `DesignTokens.Control.MinTarget.coarse = .dimension(44.0, scaling: .fixed)` |
/// | `space.section`, `"clamp(16px, 4vw, 24px)"` | `DesignTokens.Space.section = .dimension(DesignPoints([400: 16, 600: 24], qualifier: .width))` |
///
/// Names are Swift's: lowerCamelCase members and UpperCamelCase types from the ASCII letters
/// and digits of each name (`font-size-250` → `fontSize250`), `_` before a leading digit, a
/// reserved word in backticks; Figma's `com.figma.codeSyntax.iOS` names a member (its last
/// part). Each member's doc comment is the token's `$description`, its path and where its
/// value is written. `static let all` maps every token's dotted path to its value.
///
/// Nothing is generated from files the audit would not read cleanly: a problem row (an alias
/// to no token, a value that is not a size, a token defined twice), an AppDimens expression
/// (not yet written as Swift), two names that become one Swift name, or no
/// size at all, is a ``Failure`` whose lines start with `file:line:column:` and say what to do.
public struct TokenCodeGenerator: Sendable {
  /// Why no file is generated: one line per cause, each starting with its place.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The lines.
    public let message: String
    /// The message.
    public var description: String { message }

    /// Creates a failure.
    public init(_ message: String) { self.message = message }
  }

  /// The design system read for generation.
  public let system: DesignSystem
  /// The enum's name (`DesignTokens`).
  public let name: String
  /// The files' names, for the header.
  private let fileNames: [String]

  /// The name of the enum when none is given.
  public static let defaultName = "DesignTokens"

  /// Reads `files` with `options` for a file whose enum is `name`; a name that is not a Swift
  /// type name, or files that cannot be read, are a ``Failure``.
  public init(
    files: [DesignSystem.File], options: DesignSystem.Options = .init(),
    name: String = TokenCodeGenerator.defaultName
  ) throws(Failure) {
    guard SwiftName.type(name) == name, name.first?.isLetter == true else {
      throw Failure(
        "--name '\(ControlCharacters.escaped(name))': not a Swift type name (try '"
          + SwiftName.type(name).filter { $0 != "`" } + "')")
    }
    let system: DesignSystem
    do throws(DesignSystem.ReadError) {
      system = try DesignSystem(files: files, options: options, readsEveryDimension: true)
    } catch {
      throw Failure(error.message)
    }
    try self.init(system: system, fileNames: files.map(\.name), name: name)
  }

  /// A generator of `system` (read with every dimension, from `fileNames`) for a file whose
  /// enum is `name`: a resolver's modes merged (``DesignModes/merged(breakpoints:)``).
  package init(system: DesignSystem, fileNames: [String], name: String) throws(Failure) {
    guard SwiftName.type(name) == name, name.first?.isLetter == true else {
      throw Failure(
        "--name '\(ControlCharacters.escaped(name))': not a Swift type name (try '"
          + SwiftName.type(name).filter { $0 != "`" } + "')")
    }
    self.system = system
    self.name = name
    self.fileNames = fileNames
  }

  /// A group of the output: its Swift type name, its members and its groups, in file order.
  private struct Scope {
    let typeName: String
    let path: String
    var members: [(name: String, token: DesignToken, value: String)] = []
    var groups: [String] = []
    /// Each Swift name used here and the path that took it.
    var taken: [String: String] = [:]
  }

  /// The Swift file, deterministic: the same files and options give the same bytes.
  public func source() throws(Failure) -> String {
    if !system.problems.isEmpty {
      let shown = system.problems.prefix(20).map(\.description)
      let more = system.problems.count > 20 ? ["and \(system.problems.count - 20) more"] : []
      throw Failure(
        (shown + more).joined(separator: "\n")
          + "\nnothing generated: \(system.problems.count) "
          + (system.problems.count == 1 ? "problem" : "problems")
          + " (the same rows `appdimens audit` reports); fix them, or leave those files out")
    }
    guard !system.tokens.isEmpty else {
      let read = system.types.prefix(4).map { "\($0.count) \($0.name)" }
      throw Failure(
        "nothing generated: no size token in " + filesText
          + (read.isEmpty ? "" : " (read: " + read.joined(separator: ", ") + ")")
          + "; sizes are fontSize, typography, dimension tokens and numbers with a role or a "
          + "Figma size scope")
    }
    var scopes: [String: Scope] = ["": Scope(typeName: name, path: "", taken: ["all": "all"])]
    var failures: [String] = []
    for token in system.tokens {
      let parts = token.path.split(separator: ".", omittingEmptySubsequences: false).map(
        String.init)
      var scopeKey = ""
      for part in parts.dropLast() {
        let key = scopeKey.isEmpty ? part : scopeKey + "." + part
        if scopes[key] == nil {
          let typeName = SwiftName.type(part)
          if let other = scopes[scopeKey]?.taken[Self.bare(typeName)] {
            failures.append(collision(token, key, other, typeName, in: scopeKey))
          }
          scopes[scopeKey]?.taken[Self.bare(typeName)] = key
          scopes[scopeKey]?.groups.append(key)
          scopes[key] = Scope(typeName: typeName, path: key)
        }
        scopeKey = key
      }
      let member = token.memberName.map(SwiftName.member) ?? SwiftName.member(parts.last ?? "")
      if let other = scopes[scopeKey]?.taken[Self.bare(member)] {
        failures.append(collision(token, token.path, other, member, in: scopeKey))
        continue
      }
      switch Self.value(token) {
      case .success(let value):
        scopes[scopeKey]?.taken[Self.bare(member)] = token.path
        scopes[scopeKey]?.members.append((member, token, value))
      case .failure(let failure):
        failures.append(failure.message)
      }
    }
    guard failures.isEmpty else {
      throw Failure(
        failures.joined(separator: "\n") + "\nnothing generated: "
          + (failures.count == 1 ? "1 token" : "\(failures.count) tokens") + " cannot be written")
    }
    var text = header(breakpoints: system.tokens.contains { !$0.steps.isEmpty })
    write(scope: "", scopes, indent: "", into: &text)
    return text
  }

  /// `name` without backticks.
  private static func bare(_ name: String) -> String { name.filter { $0 != "`" } }

  /// The message for two paths that become the same Swift name.
  private func collision(
    _ token: DesignToken, _ path: String, _ other: String, _ swift: String, in scope: String
  ) -> String {
    let place = token.location.map { "\($0): " } ?? ""
    let full = ([name] + Self.typePath(scope)).joined(separator: ".") + "." + Self.bare(swift)
    let what =
      other == "all"
      ? "'\(ControlCharacters.escaped(path))' would be \(full), which is the list of every token"
      : "'\(ControlCharacters.escaped(other))' and '\(ControlCharacters.escaped(path))' are "
        + "both \(full) in Swift"
    return place + what + "; rename one in the file"
      + (token.role == .text ? "" : ", or give it com.figma.codeSyntax.iOS")
  }

  /// The Swift type names of the groups of `scope` (`font.size` → `Font`, `Size`).
  private static func typePath(_ scope: String) -> [String] {
    scope.isEmpty
      ? []
      : scope.split(separator: ".", omittingEmptySubsequences: false).map {
        bare(SwiftName.type(String($0)))
      }
  }

  /// `1 file`, `3 files`.
  private var filesText: String {
    fileNames.count == 1 ? "1 file" : "\(fileNames.count) files"
  }

  /// The file's first lines (importing the breakpoint tables when a member has one).
  private func header(breakpoints: Bool) -> String {
    let files = fileNames.map(ControlCharacters.escaped).joined(separator: ", ")
    return """
      // Generated by `appdimens generate` from \(files).
      // Do not edit: change the token files and generate again.
      // swift-format-ignore-file

      \(breakpoints ? "import AppDimensBreakpoints\n" : "")import AppDimensDynamicType


      """
  }

  /// Writes the enum of `key` and everything in it.
  private func write(
    scope key: String, _ scopes: [String: Scope], indent: String, into text: inout String
  ) {
    guard let scope = scopes[key] else { return }
    let inner = indent + "  "
    if key.isEmpty {
      text += indent + "/// The design tokens of \(filesText), drawn with "
      text += "`\(system.scaling.name)`: each answers\n"
      text += indent + "/// `resolve(_ configuration: DimensConfiguration) -> Double`.\n"
    } else {
      text += indent + "/// The tokens of `\(Self.comment(key))`.\n"
    }
    text += indent + "public enum \(scope.typeName) {\n"
    var first = true
    for member in scope.members {
      if !first { text += "\n" }
      first = false
      if let description = member.token.description {
        for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
          text += inner + "/// " + Self.comment(String(line)) + "\n"
        }
        text += inner + "///\n"
      }
      let place = member.token.location.map { " — \(Self.comment($0.description))" } ?? ""
      text += inner + "/// `\(Self.comment(member.token.path))`" + place + "\n"
      text += inner + "public static let \(member.name) = \(member.value)\n"
    }
    for group in scope.groups {
      if !first { text += "\n" }
      first = false
      write(scope: group, scopes, indent: inner, into: &text)
    }
    if key.isEmpty {
      text += "\n" + inner + "/// Every token by its dotted path, for tests and tooling.\n"
      text += inner + "public static let all: [String: DesignTokenValue] = [\n"
      for (path, reference) in allEntries(scopes) {
        text += inner + "  " + Self.literal(path) + ": " + reference + ",\n"
      }
      text += inner + "]\n"
    }
    text += indent + "}\n"
  }

  /// Every token's path and its member's reference from the top enum: each enum's members in
  /// file order, then its groups'.
  private func allEntries(_ scopes: [String: Scope]) -> [(String, String)] {
    var entries: [(String, String)] = []
    func visit(_ key: String, _ prefix: [String]) {
      guard let scope = scopes[key] else { return }
      for member in scope.members {
        entries.append((member.token.path, (prefix + [member.name]).joined(separator: ".")))
      }
      for group in scope.groups {
        visit(group, prefix + [scopes[group]?.typeName ?? ""])
      }
    }
    visit("", [])
    return entries
  }

  /// `text` for a comment: control characters escaped.
  static func comment(_ text: String) -> String { ControlCharacters.escaped(text) }

  /// `text` as a Swift string literal: `\`, `"` and control characters escaped.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case _ where ControlCharacters.isControl(scalar):
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
