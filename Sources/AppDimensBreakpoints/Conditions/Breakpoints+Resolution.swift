extension Breakpoints {
  /// The value for a window, or nil when no key matches (Behavior Reference › Breakpoints).
  ///
  /// | table | window | result |
  /// |---|---|---|
  /// | `[wAny: 50, w414: 100]` | 414, phone | 100 (bucket of w414) |
  /// | same | 768, pad | 50 (`wAny`) |
  /// | `[w320.default: 80, w375: 100, w414: 120]` | 768, pad | 80 (the `.default`) |
  /// | `[w320: 80, w375: 100, w414: 120]` | 768, pad | 120 (no default: largest width below) |
  /// | `[wAny: 3, w768: 4, accessibilityTextSizes: 1]` | 768, pad, accessibility1 | 1 (text size) |
  /// | same | 768, pad, large | 4 (bucket of w768) |
  /// | same | Mac 1024, fontScale 1.7 | 1 (stands at accessibility1: 1.7 ≥ 28 ÷ 17) |
  @inlinable @inline(__always)
  public func resolve(_ configuration: DimensConfiguration) -> Value? {
    guard let storage else { return nil }
    return storage.withUnsafeMutablePointers { header, slots in
      Self.winner(header.pointee, slots, configuration)?.slot.pointee.entry.value
    }
  }

  /// The winning entry for a window, or nil when no key matches.
  @inlinable
  public func entry(for configuration: DimensConfiguration) -> Entry? {
    winner(for: configuration)?.entry
  }

  /// The winning entry for a window and the step of the resolution order that chose it, or nil
  /// when no key matches.
  ///
  /// | table | window | entry | tier |
  /// |---|---|---|---|
  /// | `[w375: 100, w1366.default: 200, wR.pad: 300]` | 390, phone, wC | w375: 100 | widthBucket |
  /// | same | 414, phone, wC | w1366.default: 200 | fallback |
  /// | same | 768, pad, wR | wR.pad: 300 | sizeClassAndIdiom |
  /// | `[w320: 80, w375: 100]` | 768, pad, wR | w375: 100 | widthBelow |
  /// | `[w375: 100, accessibilityTextSizes: 1]` | 390, phone, accessibility2 | accessibilityTextSizes: 1 | textSize |
  /// | same | 390, phone, xxxLarge | w375: 100 | widthBucket |
  @inlinable
  public func winner(for configuration: DimensConfiguration) -> (
    entry: Entry, tier: BreakpointTier
  )? {
    guard let storage else { return nil }
    return storage.withUnsafeMutablePointers { header, slots in
      guard let (slot, tier) = Self.winner(header.pointee, slots, configuration) else {
        return nil
      }
      return (slot.pointee.entry, tier)
    }
  }

  /// The window widths a width key of this table wins in the bucket step, `lower ..< upper`, or
  /// nil when `key` is not a width key of the table.
  ///
  /// The edges are Adaptizer's twenty widths (``ScreenIdentifier/adaptizerWidths``) and the
  /// table's own width keys. A key covers the widths from itself up to the next edge; the
  /// widest edge covers every wider window, and the narrowest edge — 320 or a smaller key of the
  /// table — every narrower one (`lower` is −∞). A key marked `.default` next to the same key
  /// unmarked has the same bucket, which the unmarked key wins.
  ///
  /// | table | key | bucket |
  /// |---|---|---|
  /// | `[w320: 80, w375: 100, w414: 120]` | `w320` | −∞ ..< 375 |
  /// | same | `w375` | 375 ..< 414 |
  /// | same | `w414` | 414 ..< 438 |
  /// | `[w375: 100, .width(390): 110]` | `w375` | 375 ..< 390 |
  /// | same | `.width(390)` | 390 ..< 414 |
  /// | `[.width(200): 1, w1366: 2]` | `.width(200)` | −∞ ..< 320 |
  /// | same | `w1366` | 1366 ..< +∞ |
  /// | `[.width(600): 1]` | `.width(600)` | 600 ..< 639 |
  public func bucket(of key: ScreenIdentifier) -> Range<Double>? {
    guard case .width = key.kind, let storage else { return nil }
    return storage.withUnsafeMutablePointers { header, slots in
      let widths = header.pointee.widthStart..<header.pointee.widthEnd
      guard let index = widths.first(where: { slots[$0].entry.key == key }) else { return nil }
      return slots[index].lower..<slots[index].upper
    }
  }

  /// The winning slot and the step that chose it, or nil.
  ///
  /// Everything that does not depend on the window was computed when the table was built
  /// (``prepare(_:)``): the width keys' buckets, the size-class keys' codes, where each kind of
  /// key starts, the default. What is left is, in a table with text-size keys, a pass over them
  /// (each one's code is `first × 16 + last`, its categories' ordinals), then one pass over the
  /// width keys and, only when no bucket holds the window, its size class and a pass over the
  /// size-class keys.
  @inlinable @inline(__always)
  static func winner(
    _ header: Header, _ slots: UnsafeMutablePointer<Slot>, _ configuration: DimensConfiguration
  ) -> (slot: UnsafeMutablePointer<Slot>, tier: BreakpointTier)? {
    // Policy: the text-size step is marked unlikely, behind the count of text-size keys
    // computed when the table was built, and reads the category the configuration stored when
    // it was made: computing it here, inline or called, slowed every table's other steps (a
    // three-key table 54.8 → 93.6 instructions; `Scripts/check-instructions.sh`).
    if _slowPath(header.textCount != 0) {
      let category = configuration.textSizeCategory.ordinal
      let texts = slots + header.widthStart
      var text = texts - header.textCount
      while text < texts {
        let code = text.pointee.code
        if code >> 4 <= category && category <= code & 15 { return (text, .textSize) }
        text += 1
      }
    }
    return steps(header, slots, configuration)
  }

  /// The steps after the text size: width bucket, size class and idiom, size class, fallback,
  /// the largest width below; nil when none finds a key.
  @inlinable @inline(__always)
  static func steps(
    _ header: Header, _ slots: UnsafeMutablePointer<Slot>, _ configuration: DimensConfiguration
  ) -> (slot: UnsafeMutablePointer<Slot>, tier: BreakpointTier)? {
    // Policy: integer codes, not `==` between the platform enums: their equality is a call the
    // optimizer cannot see through from another module, and any call here makes a table stored
    // in memory pay a retain and a release per resolution, more than the rest of the work.
    let w = configuration.screenWidth
    // Buckets are disjoint and ascending, and the slot after the width keys — a size-class key
    // or the stop slot — has the bucket +∞ ..< +∞: the first bucket that ends above w is the
    // only one that can hold it.
    let base = UnsafeMutableRawPointer(slots)
    let offsets = header.offsets
    let widths = (base + offsets.widths).assumingMemoryBound(to: Slot.self)
    var slot = widths
    while slot.pointee.upper <= w { slot += 1 }
    if slot.pointee.lower <= w { return (slot, .widthBucket) }
    let end = (base + offsets.end).assumingMemoryBound(to: Slot.self)
    var key = (base + offsets.classes).assumingMemoryBound(to: Slot.self)
    if key < end {
      // Canonical order puts a class's idiom keys before its `.all` key, and an unmarked key
      // before its `.default` twin, so the first key that matches is the winner.
      let sizeClass = SizeClass.horizontal(in: configuration)
      if let keys = header.allKeys {
        let offset: Int
        switch sizeClass {
        case .compact: offset = keys.compact
        case .regular: offset = keys.regular
        }
        if offset >= 0 { return ((base + offset).assumingMemoryBound(to: Slot.self), .sizeClass) }
      } else {
        let idiom = ScreenIdentifier.code(sizeClass, configuration.idiom)
        let all = ScreenIdentifier.code(sizeClass, nil)
        repeat {
          let code = key.pointee.code
          if code == idiom { return (key, .sizeClassAndIdiom) }
          if code == all { return (key, .sizeClass) }
          key += 1
        } while key < end
      }
    }
    if offsets.fallback >= 0 {
      return ((base + offsets.fallback).assumingMemoryBound(to: Slot.self), .fallback)
    }
    // No default, so no `.default` twins: every width key before `slot` ends at or below w,
    // and the one just before it is the largest width key below the window.
    if slot > widths { return (slot - 1, .widthBelow) }
    return nil
  }
}
