/// The bad-input policy of ``DesignPoints``, in one place for the literal, the sanitizing and
/// the validating initializers and decoding.
///
/// | entries given | entries kept |
/// |---|---|
/// | `[390: 16, 820: 24]` | (390, 16), (820, 24) — read in place |
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
  /// Up to this many entries, sanitizing sorts in a temporary buffer by insertion; longer
  /// tables use an index-keyed sort that allocates.
  static let insertionSortLimit = 32

  /// Whether a size is kept as it is: finite and in 1…100,000.
  static func isValidSize(_ size: Double) -> Bool {
    size.isFinite && size >= minimumSize && size <= maximumSize
  }

  /// Whether an entry is kept at all: a finite size > 0 and a finite value.
  static func isUsable(_ entry: (Double, Double)) -> Bool {
    entry.0.isFinite && entry.0 > 0 && entry.1.isFinite
  }

  /// Calls `body` with the entries sorted by strictly increasing size, bad ones dropped, sizes
  /// clamped — without allocating for up to ``insertionSortLimit`` entries.
  ///
  /// Entries that are already valid and increasing are passed as they are; otherwise they are
  /// sanitized in a temporary buffer (on the stack when small), so a literal costs no more than
  /// the table built from it.
  static func withSanitized<R>(
    _ entries: [(Double, Double)], _ body: (UnsafeBufferPointer<(Double, Double)>) -> R
  ) -> R {
    if isClean(entries) { return entries.withUnsafeBufferPointer(body) }
    guard entries.count <= insertionSortLimit else {
      return sanitizedBySorting(entries).withUnsafeBufferPointer(body)
    }
    return withUnsafeTemporaryAllocation(of: (Double, Double).self, capacity: entries.count) {
      buffer in
      var kept = 0
      for entry in entries where isUsable(entry) {
        let size = min(max(entry.0, minimumSize), maximumSize)
        // Insertion sort, stable: an entry moves below only strictly larger sizes, so the
        // first entry of a size stays first.
        var slot = kept
        while slot > 0 && buffer[slot - 1].0 > size {
          buffer[slot] = buffer[slot - 1]
          slot -= 1
        }
        buffer[slot] = (size, entry.1)
        kept += 1
      }
      let unique = removingRepeatedSizes(UnsafeMutableBufferPointer(rebasing: buffer[0..<kept]))
      return body(UnsafeBufferPointer(rebasing: buffer[0..<unique]))
    }
  }

  /// The entries sanitized into a new array (tests, and tables too long for insertion sort).
  static func sanitized(_ entries: [(Double, Double)]) -> [(Double, Double)] {
    withSanitized(entries) { Array($0) }
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

  /// Long tables: a stable sort keyed by (size, position), which allocates but stays
  /// O(n log n), so a hostile table of 100,000 entries is sanitized quickly.
  static func sanitizedBySorting(_ entries: [(Double, Double)]) -> [(Double, Double)] {
    var sorted = entries.filter(isUsable).map {
      (min(max($0.0, minimumSize), maximumSize), $0.1)
    }
    sorted = sorted.enumerated()
      .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      .map(\.element)
    let unique = sorted.withUnsafeMutableBufferPointer { removingRepeatedSizes($0) }
    return Array(sorted[0..<unique])
  }

  /// Moves the first entry of each size to the front of sorted `entries`; returns their count.
  static func removingRepeatedSizes(_ entries: UnsafeMutableBufferPointer<(Double, Double)>)
    -> Int
  {
    var unique = 0
    for index in entries.indices where unique == 0 || entries[index].0 != entries[unique - 1].0 {
      entries[unique] = entries[index]
      unique += 1
    }
    return unique
  }
}
