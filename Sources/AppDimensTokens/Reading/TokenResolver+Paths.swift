extension TokenResolver {
  /// The sources with each file kept once, at its last place (where it wins).
  static func lastOfEach(_ sources: [Source]) -> [Source] {
    var seen: Set<String> = []
    return sources.reversed().filter { seen.insert($0.path).inserted }.reversed()
  }

  /// The name after `prefix` in a JSON pointer (`~1` is `/`, `~0` is `~`), nil without it.
  static func pointer(_ text: String, _ prefix: String) -> String? {
    guard text.hasPrefix(prefix), text.count > prefix.count else { return nil }
    var name = ""
    var escaped = false
    for character in text.dropFirst(prefix.count) {
      if escaped {
        name.append(character == "1" ? "/" : character == "0" ? "~" : character)
        escaped = false
      } else if character == "~" {
        escaped = true
      } else {
        name.append(character)
      }
    }
    return name
  }

  /// A path with `.` folders dropped and `folder/..` folded (`a/./b/../c` → `a/c`).
  static func folded(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
      if part == "..", let last = parts.last, last != "..", !last.isEmpty {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}
