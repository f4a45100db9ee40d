extension Breakpoints {
  /// What a table stores: its entries in canonical key order, each key once, with the buckets,
  /// codes, kind ranges and default that resolution reads, all computed when it is built; and,
  /// when the width keys come last, one more slot, a copy of the first with an empty bucket,
  /// where a scan of the width buckets stops (otherwise the first size-class key, whose bucket
  /// is empty, stops it).
  //
  // Policy: one final class with the entries allocated in place behind the header (a
  // `ManagedBuffer`), written only while the table is built. Against an `[Entry]` array: one
  // allocation instead of an array and its element copies; a release whose deinit the compiler
  // sees, so a table literal resolved where it is written can live on the stack; and reads
  // through the buffer's own pointers, which a table stored in memory makes without a retain.
  @usableFromInline
  final class Storage: ManagedBuffer<Header, Slot> {
    /// Destroys the entries.
    @inlinable
    deinit {
      // Policy: entries of plain values (numbers, Booleans) need no destruction; skipping it
      // spares the unspecialized deinit a metadata lookup that costs more than the rest of
      // freeing the table.
      guard !_isPOD(Value.self) else { return }
      _ = withUnsafeMutablePointers { header, slots in
        slots.deinitialize(count: header.pointee.storedCount)
      }
    }

    /// The storage of a table built from `pairs` in declaration order, or nil when there are
    /// none.
    @inlinable @inline(__always)
    static func make(_ pairs: [(ScreenIdentifier, Value)]) -> Storage? {
      guard !pairs.isEmpty else { return nil }
      guard pairs.count <= insertionSortLimit else {
        var slots = pairs.map { Slot(Entry($0.0, $0.1)) }
        sortRemovingRepeats(&slots)
        return make(count: slots.count) { base in
          base.initialize(from: slots, count: slots.count)
          return slots.count
        }
      }
      // Policy: small tables (literals, `@Breakpoint`) are insertion-sorted straight into the
      // storage as the pairs are read, an equal key already placed winning (it was declared
      // earlier): no Set, no second buffer, and the whole construction inlines into the caller.
      return make(count: pairs.count) { base in
        var kept = 0
        for (key, value) in pairs {
          let slot = Slot(Entry(key, value))
          // After every key that does not come after this one.
          var place = kept
          while place > 0 && slot.precedes(base[place - 1]) { place &-= 1 }
          if place > 0 && !base[place - 1].precedes(slot) { continue }
          // One slot at a time: a few slots move faster than a call to memmove.
          var move = kept
          while move > place {
            (base + move).initialize(to: (base + move - 1).move())
            move &-= 1
          }
          (base + place).initialize(to: slot)
          kept &+= 1
        }
        return kept
      }
    }

    /// A storage of room for `count` slots, filled by `initialize` (which returns how many it
    /// initialized, at least one, in canonical order, still holding their positions), then
    /// prepared and closed by the stop slot.
    @inlinable @inline(__always)
    static func make(count: Int, _ initialize: (UnsafeMutablePointer<Slot>) -> Int) -> Storage {
      let storage = unsafeDowncast(
        create(minimumCapacity: count + 1) { _ in Header(count: 0, widthStart: 0, widthEnd: 0) },
        to: Storage.self)
      storage.withUnsafeMutablePointers { header, slots in
        let kept = initialize(slots)
        header.pointee = prepare(UnsafeMutableBufferPointer(start: slots, count: kept))
        if header.pointee.hasStopSlot {
          (slots + kept).initialize(to: Slot(stoppingAfter: slots.pointee))
        }
      }
      return storage
    }

    /// A storage with the same keys, buckets and default, and transformed values.
    @inlinable
    func mapValues<T>(_ transform: (Value) throws -> T) rethrows
      -> Breakpoints<T>.Storage
    {
      try withUnsafeMutablePointers { header, slots in
        let layout = header.pointee
        let mapped = try (0..<layout.count).map { index in
          let slot = slots[index]
          return Breakpoints<T>.Slot(
            entry: Breakpoints<T>.Entry(slot.entry.key, try transform(slot.entry.value)),
            lower: slot.lower,
            upper: slot.upper, code: slot.code)
        }
        let storage = unsafeDowncast(
          Breakpoints<T>.Storage.create(minimumCapacity: layout.count + 1) { _ in
            .init(
              count: layout.count,
              textStart: layout.textCount > 0 ? layout.widthStart &- layout.textCount : -1,
              widthStart: layout.widthStart, widthEnd: layout.widthEnd, fallback: layout.fallback,
              allKeys: layout.allKeys.map {
                let (stride, target) = (
                  MemoryLayout<Slot>.stride, MemoryLayout<Breakpoints<T>.Slot>.stride
                )
                return (
                  $0.compact < 0 ? -1 : $0.compact / stride &* target,
                  $0.regular < 0 ? -1 : $0.regular / stride &* target
                )
              })
          },
          to: Breakpoints<T>.Storage.self)
        storage.withUnsafeMutablePointerToElements { target in
          target.initialize(from: mapped, count: mapped.count)
          if layout.hasStopSlot {
            (target + mapped.count).initialize(to: .init(stoppingAfter: target.pointee))
          }
        }
        return storage
      }
    }
  }

  /// Where each kind of key starts in a table's storage, and its default.
  @usableFromInline
  struct Header {
    /// The number of entries.
    @usableFromInline var count: Int
    /// The first width key (the `wAny` and text-size keys come before it).
    @usableFromInline var widthStart: Int
    /// One past the last width key; the size-class keys start here.
    @usableFromInline var widthEnd: Int
    /// The default (`wAny`, else the first key marked `.default`), or −1 when there is none.
    @usableFromInline var fallback: Int

    /// The byte offsets from the first slot of the first width key, the first size-class key,
    /// the end (the stop slot) and the default (−1 when there is none): what resolution adds to
    /// its base pointer.
    @usableFromInline var offsets: (widths: Int, classes: Int, end: Int, fallback: Int)
    /// For a table whose size-class keys are all `.all` keys (`wC.all`, `wR.all`, the common
    /// case), the byte offset of each class's key (−1 when it has none), so that no scan is
    /// needed; nil when some key names an idiom.
    @usableFromInline var allKeys: (compact: Int, regular: Int)?

    /// The number of text-size keys, just before the first width key (``widthStart``).
    @usableFromInline var textCount: Int

    /// Whether the stop slot follows the entries: when no size-class key comes after the width
    /// keys to stop a scan of their buckets.
    @inlinable
    var hasStopSlot: Bool { widthEnd == count }

    /// The number of slots initialized: the entries and the stop slot, if any.
    @inlinable
    var storedCount: Int { hasStopSlot ? count + 1 : count }

    /// A header, with the offsets of its indices.
    @inlinable @inline(__always)
    init(
      count: Int, textStart: Int = -1, widthStart: Int, widthEnd: Int, fallback: Int = -1,
      allKeys: (compact: Int, regular: Int)? = nil
    ) {
      self.count = count
      self.textCount = textStart >= 0 ? widthStart &- textStart : 0
      self.widthStart = widthStart
      self.widthEnd = widthEnd
      self.fallback = fallback
      let stride = MemoryLayout<Slot>.stride
      self.offsets = (
        widthStart &* stride, widthEnd &* stride, count &* stride,
        fallback < 0 ? -1 : fallback &* stride
      )
      self.allKeys = allKeys
    }
  }

  /// An entry and what resolution reads of it.
  ///
  /// While the table is being sorted, `code`, `lower` and `upper` hold the key's place in the
  /// canonical order instead, so that comparing two keys is three number comparisons:
  ///
  /// ```
  /// code  = 0 for wAny, 32 for a text size, 64 for a width,
  ///         128 + ScreenIdentifier.code for a size class
  /// lower = the width; for a text size 16 × its number of categories + 15 − its first
  ///         category's ordinal (the narrowest range first, then the larger start); 0 otherwise
  /// upper = 1 for a .default mark, else 0
  /// ```
  ///
  /// ``prepare(_:)`` then replaces them with the bucket and code below.
  @usableFromInline
  struct Slot {
    /// The entry.
    @usableFromInline var entry: Entry
    /// A width key's bucket, `lower ..< upper` (window widths); `+∞ ..< +∞` for other keys.
    @usableFromInline var lower: Double
    /// See ``lower``.
    @usableFromInline var upper: Double
    /// A size-class key's class and idiom (``ScreenIdentifier/code(_:_:)``), a text-size key's
    /// categories (`first × 16 + last`, ordinals); −1 for other keys.
    @usableFromInline var code: Int

    /// A slot holding its key's place in the canonical order, ready to be sorted.
    @inlinable @inline(__always)
    init(_ entry: Entry) {
      let mark: Double = entry.key.isDefault ? 1 : 0
      switch entry.key.kind {
      case .any:
        self.init(entry: entry, lower: 0, upper: mark, code: Self.anyKind)
      case .textSize(let categories):
        self.init(
          entry: entry, lower: ScreenIdentifier.textSizePosition(categories), upper: mark,
          code: Self.textSizeKind)
      case .width(let points):
        self.init(entry: entry, lower: points, upper: mark, code: Self.widthKind)
      case .sizeClass(let sizeClass, let idiom):
        self.init(
          entry: entry, lower: 0, upper: mark,
          code: Self.sizeClassKind + ScreenIdentifier.code(sizeClass, idiom))
      }
    }

    /// `code` of a `wAny` key while sorting.
    @inlinable
    static var anyKind: Int { 0 }
    /// `code` of a text-size key while sorting.
    @inlinable
    static var textSizeKind: Int { 32 }
    /// `code` of a width key while sorting.
    @inlinable
    static var widthKind: Int { 64 }
    /// `code` of a size-class key while sorting, before its ``ScreenIdentifier/code(_:_:)``.
    @inlinable
    static var sizeClassKind: Int { 128 }

    /// The stop slot after a table's last entry: `first`'s entry (any entry will do; it is
    /// never read), an empty bucket `+∞ ..< +∞` and no size-class code.
    @inlinable @inline(__always)
    init(stoppingAfter first: Slot) {
      self.init(entry: first.entry, lower: .infinity, upper: .infinity, code: -1)
    }

    /// A slot from its parts.
    @inlinable @inline(__always)
    init(entry: Entry, lower: Double, upper: Double, code: Int) {
      self.entry = entry
      self.lower = lower
      self.upper = upper
      self.code = code
    }

    /// Whether this slot's key comes before `other`'s in the canonical order (both still
    /// holding their positions).
    @inlinable @inline(__always)
    func precedes(_ other: Slot) -> Bool {
      if code != other.code { return code < other.code }
      if lower != other.lower { return lower < other.lower }
      return upper < other.upper
    }
  }

  /// Sorts slots holding their positions stably into canonical key order and keeps the first of
  /// each run of equal keys (tables of more than ``insertionSortLimit`` pairs).
  @usableFromInline
  static func sortRemovingRepeats(_ slots: inout [Slot]) {
    let order = slots.indices.sorted { a, b in
      if slots[a].precedes(slots[b]) { return true }
      if slots[b].precedes(slots[a]) { return false }
      return a < b
    }
    var sorted: [Slot] = []
    sorted.reserveCapacity(slots.count)
    for index in order {
      if let last = sorted.last, !last.precedes(slots[index]) { continue }
      sorted.append(slots[index])
    }
    slots = sorted
  }

  /// Replaces, in slots sorted into canonical order without repeats and still holding their
  /// positions (``Slot``), each position with what resolution reads, and returns the header.
  ///
  /// ```
  /// upper(k) = min(next larger width key, first Adaptizer width above k)   (+∞ from 1366 up)
  /// lower(k) = −∞ for the narrowest width key when it is at most 320, else k
  /// code     = a size-class key's class and idiom as one integer (ScreenIdentifier.code)
  ///            or a text-size key's categories, first × 16 + last (ordinals)
  /// default  = the first key in canonical order that is wAny or marked .default
  /// ```
  @inlinable @inline(__always)
  static func prepare(_ slots: UnsafeMutableBufferPointer<Slot>) -> Header {
    // The kinds come in canonical order: wAny, text sizes, widths, size classes (``Slot``).
    var (widthStart, widthEnd, fallback, textStart) = (0, 0, -1, -1)
    var allKeys: (compact: Int, regular: Int)? = (-1, -1)
    var index = 0
    while index < slots.count {
      let kind = slots[index].code
      if fallback < 0 && (kind == Slot.anyKind || slots[index].upper == 1) { fallback = index }
      if kind == Slot.widthKind {
        widthEnd = index &+ 1
      } else {
        // Policy: one comparison tells `wAny` and text-size keys (codes below a width's) from
        // size classes, as the single `wAny` test did, so building a table without text-size
        // keys costs what it did.
        if kind < Slot.widthKind {
          (widthStart, widthEnd) = (index &+ 1, index &+ 1)
          slots[index].code = -1
          if _slowPath(kind != Slot.anyKind) {
            if textStart < 0 { textStart = index }
            // A text-size key's categories as `first × 16 + last` (ordinals 0…11).
            if let categories = slots[index].entry.key.textSizes {
              slots[index].code =
                categories.lowerBound.ordinal &* 16 &+ categories.upperBound.ordinal
            }
          }
        } else {
          let code = kind &- Slot.sizeClassKind
          slots[index].code = code
          let offset = index &* MemoryLayout<Slot>.stride
          // The unmarked `.all` key comes first; its `.default` twin never wins.
          switch code {
          case ScreenIdentifier.code(.compact, nil):
            if let keys = allKeys, keys.compact < 0 { allKeys = (offset, keys.regular) }
          case ScreenIdentifier.code(.regular, nil):
            if let keys = allKeys, keys.regular < 0 { allKeys = (keys.compact, offset) }
          default:
            allKeys = nil
          }
        }
        slots[index].lower = .infinity
        slots[index].upper = .infinity
      }
      index &+= 1
    }
    // From the widest width key down: `next` is the next larger key width; a `.default` twin
    // (the same width, just after its unmarked key) gets the bucket its twin gets.
    var next = Double.infinity
    index = widthEnd - 1
    while index >= widthStart {
      let points = slots[index].lower
      slots[index].code = -1
      if index + 1 < widthEnd && points == next {
        slots[index].upper = slots[index + 1].upper
      } else {
        slots[index].upper = min(next, ScreenIdentifier.adaptizerEdge(above: points))
        next = points
      }
      index &-= 1
    }
    // Policy: Adaptizer gave windows narrower than 320 its w320 value; with the table's own
    // keys as edges, that is the narrowest edge's bucket reaching down to every narrower window.
    index = widthStart
    while index < widthEnd && slots[index].lower == next
      && next <= ScreenIdentifier.narrowestAdaptizerWidth
    {
      slots[index].lower = -.infinity
      index &+= 1
    }
    return Header(
      count: slots.count, textStart: textStart, widthStart: widthStart, widthEnd: widthEnd,
      fallback: fallback, allKeys: allKeys)
  }
}

extension Breakpoints.Header: Sendable {}
extension Breakpoints.Slot: Sendable where Value: Sendable {}
