// Policy: a pattern is split once into its pieces — runs of names between `**`s, and within
// a name, literal runs between `*`s — and each piece is found leftmost, which is the match
// whenever there is one (a `*` or `**` can always take what an earlier choice left). A run is
// searched with its Knuth–Morris–Pratt table, so a name of n bytes is matched against a
// segment of m bytes in O(m + n) whatever its stars; the table of every (pattern, name) pair
// this replaces cost O(pattern × name) characters (18.9 s for one long glob in a 200 KB file).
/// A pattern of token paths, as `--role` and `$extensions.appdimens.roles` write them: the
/// path's segments joined by dots, `*` for any characters within a segment, `**` for any
/// number of whole segments.
///
/// ```
/// pattern  = segment ( "." segment )*      at most 256 characters
/// segment  = "**"                      any number of segments, none included
///          | text with "*"             any characters except "."
/// ```
///
/// | pattern | matches | does not match |
/// |---|---|---|
/// | `control.*.size` | `control.small.size` | `control.small.icon.size` |
/// | `control.**.size` | `control.size`, `control.small.icon.size` | `control.small.gap` |
/// | `**.minTarget.*` | `control.minTarget.fine` | `minTarget` |
/// | `text.size-*` | `text.size-small` | `text.size` |
/// | `*` | `a` | `a.b` |
///
/// Matching a path of n characters costs O(n + p) byte comparisons for a pattern of p
/// characters with at most one `**` (whatever its `*`s), and at most O(n × p) with more.
public struct TokenPattern: Hashable, Sendable, CustomStringConvertible {
  /// The longest pattern, in characters.
  public static let maximumLength = 256

  /// The pattern as written.
  public let text: String
  /// Its segments, split into runs between `**`s (the first run is anchored at the path's
  /// start unless the pattern starts with `**`; the last at its end unless it ends with one).
  private let runs: [[Glob]]
  /// Whether the pattern starts, ends with `**`.
  private let openStart: Bool
  private let openEnd: Bool

  /// The pattern `text`; nil when it is empty, longer than ``maximumLength`` characters, or
  /// has an empty segment (`a..b`, `.a`).
  public init?(_ text: String) {
    let segments = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !text.isEmpty, text.count <= Self.maximumLength, !segments.contains(where: \.isEmpty)
    else { return nil }
    self.text = text
    var runs: [[Glob]] = [[]]
    for segment in segments {
      if segment == "**" { runs.append([]) } else { runs[runs.count - 1].append(Glob(segment)) }
    }
    self.runs = runs
    openStart = segments.first == "**"
    openEnd = segments.last == "**"
  }

  /// The pattern as written.
  public var description: String { text }

  /// Two patterns are equal when written alike.
  public static func == (a: TokenPattern, b: TokenPattern) -> Bool { a.text == b.text }

  /// Hashes the pattern as written.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Whether the token path `path` (segments joined by dots) matches.
  public func matches(_ path: String) -> Bool {
    matches(segments: path.split(separator: ".", omittingEmptySubsequences: false))
  }

  /// Whether a path of `parts` matches.
  func matches(segments parts: [Substring]) -> Bool {
    guard runs.count > 1 else {
      let run = runs[0]
      return run.count == parts.count && zip(run, parts).allSatisfy { $0.matches($1) }
    }
    var start = 0
    var end = parts.count
    // The first run at the start, the last at the end (when the pattern does not open there).
    let first = runs[0]
    let last = runs[runs.count - 1]
    if !openStart {
      guard first.count <= end, zip(first, parts).allSatisfy({ $0.matches($1) }) else {
        return false
      }
      start = first.count
    }
    if !openEnd {
      guard last.count <= end - start,
        zip(last, parts[(end - last.count)...]).allSatisfy({ $0.matches($1) })
      else { return false }
      end -= last.count
    }
    // The runs between, each at its leftmost place.
    for run in runs.dropFirst().dropLast() where !run.isEmpty {
      guard let found = Self.leftmost(run, in: parts, from: start, to: end) else { return false }
      start = found + run.count
    }
    return true
  }

  /// The first index `i` in `start..<end` where `run` matches `parts[i…]` within `end`.
  private static func leftmost(
    _ run: [Glob], in parts: [Substring], from start: Int, to end: Int
  ) -> Int? {
    guard run.count <= end - start else { return nil }
    for i in start...(end - run.count)
    where zip(run, parts[i...]).allSatisfy({ $0.matches($1) }) {
      return i
    }
    return nil
  }

  /// Whether `name` matches the segment `pattern`, where `*` stands for any characters.
  static func wildcard(_ pattern: Substring, _ name: Substring) -> Bool {
    Glob(pattern).matches(name)
  }

  /// One segment: its literal runs between `*`s (UTF-8), each with its failure table.
  private struct Glob: Sendable {
    /// The runs; one run when the segment has no `*`.
    let pieces: [[UInt8]]
    /// The Knuth–Morris–Pratt table of each run.
    let tables: [[Int]]

    init(_ segment: Substring) {
      pieces = segment.utf8.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false)
        .map(Array.init)
      tables = pieces.map(Self.table)
    }

    /// For each prefix of `piece`, the length of its longest proper border.
    static func table(_ piece: [UInt8]) -> [Int] {
      var table = [Int](repeating: 0, count: piece.count)
      var length = 0
      for i in piece.indices.dropFirst() {
        while length > 0, piece[i] != piece[length] { length = table[length - 1] }
        if piece[i] == piece[length] { length += 1 }
        table[i] = length
      }
      return table
    }

    /// Whether `name` matches: the first run a prefix, the last a suffix, the ones between
    /// found leftmost in order.
    func matches(_ name: Substring) -> Bool {
      let bytes = Array(name.utf8)
      guard pieces.count > 1 else { return bytes == pieces[0] }
      let first = pieces[0]
      let last = pieces[pieces.count - 1]
      guard first.count + last.count <= bytes.count,
        bytes.starts(with: first), bytes.reversed().starts(with: last.reversed())
      else { return false }
      var start = first.count
      let end = bytes.count - last.count
      for index in pieces.indices.dropFirst().dropLast() where !pieces[index].isEmpty {
        guard let found = find(index, in: bytes, from: start, to: end) else { return false }
        start = found
      }
      return true
    }

    /// The end of the first occurrence of run `index` in `bytes[start..<end]` (KMP).
    private func find(_ index: Int, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
      let piece = pieces[index]
      let table = tables[index]
      var matched = 0
      var i = start
      while i < end {
        while matched > 0, bytes[i] != piece[matched] { matched = table[matched - 1] }
        if bytes[i] == piece[matched] { matched += 1 }
        i += 1
        if matched == piece.count { return i }
      }
      return nil
    }
  }
}

/// A role given to the tokens whose paths match a pattern: one `--role ROLE=GLOB` or one entry
/// of `$extensions.appdimens.roles`.
public struct TokenRoleRule: Hashable, Sendable {
  /// The role.
  public let role: DesignToken.Role
  /// The paths it names.
  public let pattern: TokenPattern

  /// A rule giving `role` to the paths of `pattern`.
  public init(_ role: DesignToken.Role, _ pattern: TokenPattern) {
    self.role = role
    self.pattern = pattern
  }
}
