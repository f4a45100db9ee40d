import AppDimensDynamic

/// How the command line turns a device name into one catalog class: found, ambiguous (every
/// candidate listed, never a silent pick) or unknown (with "did you mean …?").
///
/// | given | result |
/// |---|---|
/// | `iPhone 15 Pro Max` | the 430 × 932 class |
/// | `watch` | `--device: 'watch' names 10 devices: 'Apple Watch Series 3 (38 mm)', …; give one, or run 'appdimens table EXPR --devices watch' for each of them` |
/// | `iphone15,se3` | `--device: 'iphone15,se3' names 2 devices; give one, or run …` |
/// | `iphone51` | `--device: unknown device 'iphone51' (did you mean 'iPhone 15', …?)` |
/// | `zzzz` | `--device: unknown device 'zzzz'; run 'appdimens devices' for the list` |
enum DeviceSuggestions {
  /// How many names an error suggests at most.
  static let limit = 3
  /// How many candidates an ambiguity error lists before "and N more".
  static let candidateLimit = 12

  /// The catalog device `name` names, or the usage error for `flag` (`--device`, `"device"`):
  /// the candidates when the name is ambiguous, the nearest names when it is unknown.
  static func profile(named name: String, flag: String) throws(UsageError) -> DeviceProfile {
    let candidates = DeviceCatalog.devices(named: name)
    if candidates.count == 1, let profile = candidates.first { return profile }
    let shown = UsageError.shown(name)
    // Policy: a family or a list where one window is asked for names the command for many.
    let table = "; give one, or run 'appdimens table EXPR --devices \(shown)' for each of them"
    guard candidates.isEmpty else {
      throw UsageError(
        "\(flag): '\(shown)' names \(candidates.count) devices: \(list(candidates))" + table)
    }
    if let many = try? Options.devices.parse(name), many.count > 1 {
      throw UsageError("\(flag): '\(shown)' names \(many.count) devices" + table)
    }
    throw UsageError(
      "\(flag): unknown device '\(shown)'"
        + (hint(for: name) ?? "; run 'appdimens devices' for the list"))
  }

  /// `'a', 'b', …` for up to ``candidateLimit`` candidates, then `and N more`.
  static func list(_ candidates: [DeviceProfile]) -> String {
    let names = candidates.prefix(candidateLimit).map { "'\($0.name)'" }
    let rest = candidates.count - names.count
    return names.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
  }

  /// ` (did you mean 'a', 'b' or 'c'?)` for the catalog names nearest to `name`, or nil when
  /// none is plausibly close; with `families` (where a list is read), also the family every
  /// suggested device belongs to (`iphnoe`: `… or the family 'phones'?`).
  static func hint(for name: String, families: Bool = false) -> String? {
    let found = nearest(to: name, limit: limit)
    var names = found.map { "'\($0)'" }
    let kinds = Set(found.compactMap { DeviceCatalog.find($0)?.family })
    if families, kinds.count == 1, let family = kinds.first {
      names.append("the family '\(family.pluralName)'")
    }
    guard let last = names.last else { return nil }
    let list =
      names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    return " (did you mean \(list)?)"
  }

  /// Up to `limit` class names nearest to `name` by edit distance over every lookup key, best
  /// first; empty when nothing is plausibly close.
  static func nearest(to name: String, limit: Int = limit) -> [String] {
    NameMatching.nearest(to: name, among: candidates, limit: limit)
  }

  /// Every class's display name with the keys it answers to.
  private static let candidates = DeviceCatalog.all.map { (name: $0.name, keys: $0.lookupKeys) }
}
