// Policy: matching is a table over (pattern segment, path segment), so a pattern of p segments
// on a path of n takes O(p × n) segment comparisons whatever its `**`s (no backtracking).
/// A pattern of token paths, as `--role` and `$extensions.appdimens.roles` write them: the
/// path's segments joined by dots, `*` for any characters within a segment, `**` for any
/// number of whole segments.
///
/// ```
/// pattern  = segment ( "." segment )*
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
public struct TokenPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let text: String
  /// Its segments.
  private let segments: [Substring]

  /// The pattern `text`; nil when it is empty or has an empty segment (`a..b`, `.a`).
  public init?(_ text: String) {
    let segments = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !text.isEmpty, !segments.contains(where: \.isEmpty) else { return nil }
    self.text = text
    self.segments = segments
  }

  /// The pattern as written.
  public var description: String { text }

  /// Whether the token path `path` (segments joined by dots) matches.
  public func matches(_ path: String) -> Bool {
    matches(segments: path.split(separator: ".", omittingEmptySubsequences: false))
  }

  /// Whether a path of `parts` matches.
  func matches(segments parts: [Substring]) -> Bool {
    // reachable[j]: the pattern's first i segments can match the path's first j segments.
    var reachable = [Bool](repeating: false, count: parts.count + 1)
    reachable[0] = true
    for segment in segments {
      var next = [Bool](repeating: false, count: parts.count + 1)
      if segment == "**" {
        var any = false
        for j in 0...parts.count {
          any = any || reachable[j]
          next[j] = any
        }
      } else {
        for j in 0..<parts.count where reachable[j] && Self.wildcard(segment, parts[j]) {
          next[j + 1] = true
        }
      }
      reachable = next
    }
    return reachable[parts.count]
  }

  /// Whether `name` matches the segment `pattern`, where `*` stands for any characters.
  static func wildcard(_ pattern: Substring, _ name: Substring) -> Bool {
    let p = Array(pattern.unicodeScalars)
    let n = Array(name.unicodeScalars)
    // matched[j]: the pattern so far matches the name's first j scalars.
    var matched = [Bool](repeating: false, count: n.count + 1)
    matched[0] = true
    for scalar in p {
      var next = [Bool](repeating: false, count: n.count + 1)
      if scalar == "*" {
        var any = false
        for j in 0...n.count {
          any = any || matched[j]
          next[j] = any
        }
      } else {
        for j in 0..<n.count where matched[j] && n[j] == scalar { next[j + 1] = true }
      }
      matched = next
    }
    return matched[n.count]
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
