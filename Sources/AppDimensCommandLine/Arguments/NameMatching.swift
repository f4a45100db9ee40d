/// Forgiving name comparison for the command line: normalization and the nearest names by edit
/// distance ("did you mean …?").
///
/// ```
/// normalized(s)     = s lowercased, keeping only letters and digits
/// distance(a, b)    = edit distance (insert, delete, substitute, swap neighbours: 1 each)
/// ```
///
/// | a | b | normalized(a) | distance |
/// |---|---|---|---|
/// | "iPhone SE (3rd generation)" | – | "iphonese3rdgeneration" | – |
/// | "sdx" | "sdp" | "sdx" | 1 |
/// | "iphone51" | "iphone15" | "iphone51" | 1 |
/// | "kitten" | "sitting" | "kitten" | 3 |
// Policy: command-line code, internal to this module (the library keeps only its own device
// name normalization, `DeviceNameIndex` in AppDimensDevices).
enum NameMatching: Sendable {
  /// The longest input, in characters, that ``nearest(to:among:limit:)`` compares; longer
  /// queries get no suggestions (keeps the quadratic distance cheap on hostile input).
  static let maximumQueryLength = 256

  /// `text` lowercased with every character that is not a letter or digit removed, except the
  /// characters in `keeping`.
  static func normalized(_ text: String, keeping: Set<Character> = []) -> String {
    String(
      text.lowercased().filter { character in
        character.isLetter || character.isNumber || keeping.contains(character)
      })
  }

  /// The edit distance between two strings, compared by `Character`: insertions, deletions,
  /// substitutions and swaps of two neighbours cost 1 each (optimal string alignment).
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }

  /// Up to `limit` candidates nearest to `query`, best first (ties keep the candidates'
  /// order), comparing normalized forms and keeping only plausible ones: a distance of at most
  /// max(2, ⌊length ÷ 3⌋) of the query, or a candidate that starts with the query.
  ///
  /// Each candidate is a display name and the keys it answers to (its name, aliases, …).
  static func nearest(
    to query: String, among candidates: [(name: String, keys: [String])], limit: Int = 3
  ) -> [String] {
    let key = normalized(query)
    guard !key.isEmpty, key.count <= maximumQueryLength, limit > 0 else { return [] }
    let allowed = max(2, key.count / 3)
    var scored: [(distance: Int, index: Int, name: String)] = []
    for (index, candidate) in candidates.enumerated() {
      let best = candidate.keys.map { candidateKey -> Int in
        let other = normalized(candidateKey)
        return other.hasPrefix(key) ? 0 : distance(key, other)
      }.min()
      if let best, best <= allowed { scored.append((best, index, candidate.name)) }
    }
    scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
    var names: [String] = []
    for entry in scored where !names.contains(entry.name) {
      names.append(entry.name)
      if names.count == limit { break }
    }
    return names
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces (list items, expressions, token values).
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
