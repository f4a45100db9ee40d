import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensBreakpoints

/// A random key: `wAny`, a width (some of Adaptizer's, some not, some equal), or a size class,
/// each possibly marked `.default`.
private func randomKey(_ generator: inout SplitMix64) -> ScreenIdentifier {
  let idioms: [DeviceIdiom?] = [nil] + DeviceIdiom.allCases.map { $0 }
  let widths: [Double] = [-.infinity, 0, 200, 320, 375, 390, 414, 430, 1024, 1366, 1440, .infinity]
  let key: ScreenIdentifier
  switch Int.random(in: 0..<4, using: &generator) {
  case 0: key = wAny
  case 1: key = .width(widths.randomElement(using: &generator) ?? 320)
  case 2: key = .width(Double(Int.random(in: 300...1500, using: &generator)))
  default:
    key = .sizeClass(
      Bool.random(using: &generator) ? .compact : .regular,
      idiom: idioms.randomElement(using: &generator) ?? nil)
  }
  return Bool.random(using: &generator) ? key.default : key
}

@Test func slotOrderIsTheCanonicalOrder() {
  // The numbers a slot sorts by give the order `canonicallyPrecedes` documents.
  var generator = SplitMix64(seed: 0x5107)
  for _ in 0..<3000 {
    let (a, b) = (randomKey(&generator), randomKey(&generator))
    let (x, y) = (Breakpoints<Int>.Slot(.init(a, 0)), Breakpoints<Int>.Slot(.init(b, 0)))
    #expect(x.precedes(y) == a.canonicallyPrecedes(b), "\(a) vs \(b)")
    #expect((!x.precedes(y) && !y.precedes(x)) == (a == b), "\(a) vs \(b)")
  }
}

@Test func largeTablesAreBuiltLikeSmallOnes() {
  // Tables above the insertion-sort limit take the second path; both keep the first value of
  // a repeated key and the canonical order, so a table equals the one built from its first 16
  // distinct pairs plus the rest, whatever the path.
  var generator = SplitMix64(seed: 0x1A46E)
  for _ in 0..<200 {
    let count = Int.random(in: 17...40, using: &generator)
    let pairs = (0..<count).map { (randomKey(&generator), $0) }
    let table = Breakpoints(pairs)
    // Expected by hand from the rules: the first value of each key, keys in canonical order.
    var firsts: [(ScreenIdentifier, Int)] = []
    for pair in pairs where !firsts.contains(where: { $0.0 == pair.0 }) { firsts.append(pair) }
    firsts.sort { $0.0.canonicallyPrecedes($1.0) }
    #expect(table.keys == firsts.map(\.0))
    #expect(table.entries.map(\.value) == firsts.map(\.1))
    // Split into two literals' worth: the small path over the same pairs gives the same table.
    if firsts.count <= Breakpoints<Int>.insertionSortLimit {
      #expect(Breakpoints(firsts) == table)
    }
  }
}

@Test func mapValuesKeepsKeysBucketsAndDefault() {
  let table: Breakpoints<Int> = [w375: 1, .width(390): 2, wC.all: 3, w320.default: 4]
  let mapped = table.mapValues { "v\($0)" }
  #expect(mapped.keys == table.keys)
  #expect(mapped.bucket(of: w375) == table.bucket(of: w375))
  #expect(mapped.bucket(of: w375) == 375..<390)
  for width in [300.0, 330, 380, 395, 500, 900] {
    for idiom in [DeviceIdiom.phone, .pad] {
      let window = DimensConfiguration(screenWidth: width, screenHeight: 1000, idiom: idiom)
      #expect(mapped.resolve(window) == table.resolve(window).map { "v\($0)" })
      #expect(mapped.winner(for: window)?.tier == table.winner(for: window)?.tier)
    }
  }
  #expect(Breakpoints<Int>().mapValues { $0 + 1 }.isEmpty)
}

/// A value whose deinitialization is counted, to check that a table destroys what it holds.
private final class Tracked: Sendable {}

@Test func tablesReleaseTheirValues() {
  // Values that need destruction are destroyed with the table; the storage skips that step
  // only for plain values.
  weak var first: Tracked?
  weak var second: Tracked?
  do {
    let (a, b) = (Tracked(), Tracked())
    (first, second) = (a, b)
    let table: Breakpoints<Tracked> = [w320: a, wAny: b, w320: Tracked()]
    #expect(table.resolve(DimensConfiguration(screenWidth: 320, screenHeight: 568)) === a)
    #expect(first != nil)
  }
  #expect(first == nil)
  #expect(second == nil)
}

@Test func tablesOfStringsSurviveCopies() {
  // The storage is shared by copies and never written after construction.
  let table: Breakpoints<String> = [w320: String(repeating: "x", count: 100), wAny: "any"]
  var copies = [table]
  for _ in 0..<10 { copies.append(copies[copies.count - 1]) }
  let small = DimensConfiguration(screenWidth: 320, screenHeight: 568)
  for copy in copies {
    #expect(copy.resolve(small)?.count == 100)
    #expect(copy == table)
    #expect(copy.hashValue == table.hashValue)
  }
}
