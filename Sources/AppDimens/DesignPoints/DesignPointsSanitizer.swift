/// The bad-input policy of ``DesignPoints``, in one place for the literal, the sanitizing and
/// the validating initializers and decoding.
///
/// | entries given | entries kept |
/// |---|---|
/// | `[390: 16, 820: 24]` | (390, 16), (820, 24) — the same storage |
/// | `[820: 24, 390: 16]` | (390, 16), (820, 24) |
/// | `[390: 16, 390: 20]` | (390, 16) — the first value of a size |
/// | `[.nan: 16, 0: 18, -5: 20, 390: .infinity, 820: 24]` | (820, 24) |
/// | `[0.5: 12, 1e9: 40]` | (1, 12), (100000, 40) |
/// | `[:]` | none |
//
// Policy: a UI library must never trap on a design value read from a file or typed in a hurry.
// Dropping an entry loses only that entry (a replacement size or value would invent a frame
// nobody drew); sizes are clamped like window sides, so every size is one a window can have
// and the interpolation's divisions stay finite. The first value of a repeated size wins, as
// in breakpoint tables and the ranking rule's "earlier declaration".
enum DesignPointsSanitizer {
  /// The smallest size accepted, in points (the smallest window side).
  static let minimumSize: Double = ConfigurationSanitizer.minimumLength
  /// The largest size accepted, in points (the largest window side).
  static let maximumSize: Double = ConfigurationSanitizer.maximumLength
  /// Above this many entries, sorting uses an index-keyed sort instead of insertion sort.
  static let insertionSortLimit = 32

  /// Whether a size is kept as it is: finite and in 1…100,000.
  static func isValidSize(_ size: Double) -> Bool {
    size.isFinite && size >= minimumSize && size <= maximumSize
  }

  /// Whether an entry is kept at all: a finite size > 0 and a finite value.
  static func isUsable(_ entry: (Double, Double)) -> Bool {
    entry.0.isFinite && entry.0 > 0 && entry.1.isFinite
  }

  /// The entries sorted by strictly increasing size, bad ones dropped, sizes clamped.
  ///
  /// Entries that are already valid and increasing are returned as they are, so the array
  /// (and its storage) is reused; otherwise it is edited in place when uniquely referenced.
  static func sanitized(_ entries: consuming [(Double, Double)]) -> [(Double, Double)] {
    if isClean(entries) { return entries }
    var result = entries
    var kept = 0
    for index in result.indices where isUsable(result[index]) {
      let (size, value) = result[index]
      result[kept] = (min(max(size, minimumSize), maximumSize), value)
      kept += 1
    }
    result.removeLast(result.count - kept)
    sortBySize(&result)
    // Sorting is stable, so the first entry of each size is the one declared first.
    var unique = 0
    for index in result.indices where unique == 0 || result[index].0 != result[unique - 1].0 {
      result[unique] = result[index]
      unique += 1
    }
    result.removeLast(result.count - unique)
    return result
  }

  /// Whether every entry is valid and the sizes strictly increase.
  static func isClean(_ entries: [(Double, Double)]) -> Bool {
    var previous = -Double.infinity
    for (size, value) in entries {
      guard isValidSize(size), value.isFinite, size > previous else { return false }
      previous = size
    }
    return true
  }

  /// A stable sort by size: insertion sort in place for short tables, an index-keyed sort
  /// (which allocates) for long ones, so a hostile table of 100,000 entries stays O(n log n).
  static func sortBySize(_ entries: inout [(Double, Double)]) {
    guard entries.count > insertionSortLimit else {
      var index = 1
      while index < entries.count {
        let entry = entries[index]
        var slot = index
        while slot > 0 && entries[slot - 1].0 > entry.0 {
          entries[slot] = entries[slot - 1]
          slot -= 1
        }
        entries[slot] = entry
        index += 1
      }
      return
    }
    entries = entries.enumerated()
      .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      .map(\.element)
  }
}
