import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

/// A window of a given width (height 1000), idiom and size class.
private func window(_ width: Double, _ idiom: DeviceIdiom = .phone, _ sizeClass: SizeClass? = nil)
  -> DimensConfiguration
{
  DimensConfiguration(
    screenWidth: width, screenHeight: 1000, idiom: idiom, horizontalSizeClass: sizeClass)
}

@Test func resolveDocumentedRows() {
  // The rows of the doc comment of `resolve(_:)`, by hand from Behavior Reference › Breakpoints.
  #expect(([wAny: 50, w414: 100] as Breakpoints<Int>).resolve(window(414)) == 100)
  #expect(([wAny: 50, w414: 100] as Breakpoints<Int>).resolve(window(768, .pad)) == 50)
  let marked: Breakpoints<Int> = [w320.default: 80, w375: 100, w414: 120]
  #expect(marked.resolve(window(768, .pad)) == 80)
  let plain: Breakpoints<Int> = [w320: 80, w375: 100, w414: 120]
  #expect(plain.resolve(window(768, .pad)) == 120)
}

/// A table, a width key and its bucket.
struct BucketCase: Sendable, CustomTestStringConvertible {
  let table: Breakpoints<Int>
  let key: ScreenIdentifier
  let bucket: Range<Double>?
  var testDescription: String { "\(table) \(key)" }
}

// The rows of the doc comment of `bucket(of:)`: from the key up to the next edge — Adaptizer's
// next width or the table's next width key — by hand from the twenty widths.
@Test(arguments: [
  BucketCase(table: [w320: 80, w375: 100, w414: 120], key: w320, bucket: -.infinity..<375),
  BucketCase(table: [w320: 80, w375: 100, w414: 120], key: w375, bucket: 375..<414),
  BucketCase(table: [w320: 80, w375: 100, w414: 120], key: w414, bucket: 414..<438),
  BucketCase(table: [w375: 100, .width(390): 110], key: w375, bucket: 375..<390),
  BucketCase(table: [w375: 100, .width(390): 110], key: .width(390), bucket: 390..<414),
  BucketCase(table: [.width(200): 1, w1366: 2], key: .width(200), bucket: -.infinity..<320),
  BucketCase(table: [.width(200): 1, w1366: 2], key: w1366, bucket: 1366..<Double.infinity),
  BucketCase(table: [.width(600): 1], key: .width(600), bucket: 600..<639),
  BucketCase(table: [w375: 1, w375.default: 2], key: w375.default, bucket: 375..<414),
  BucketCase(table: [w375: 1], key: w414, bucket: nil),
  BucketCase(table: [w375: 1, wAny: 2], key: wAny, bucket: nil),
  BucketCase(table: [.width(.nan): 1], key: .width(.infinity), bucket: .infinity..<Double.infinity),
])
func bucketOfAKey(_ row: BucketCase) {
  #expect(row.table.bucket(of: row.key) == row.bucket)
}

/// A window width and the key of `table` that wins there.
struct WidthRuleCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let key: String?
  var testDescription: String { "\(width) → \(key ?? "nil")" }
}

// One rule for every width key, Adaptizer's names and `.width(n)` alike: the edges are
// Adaptizer's twenty widths plus the table's keys 390, 402 and 1440, and a window takes the
// bucket of the largest edge at or below it. Today's phones fall into the bucket below them
// (393 into .width(390), 428 and 430 into w414, 440 into w438); Apple TV and a large Mac window
// into .width(1440), which ends w1366's bucket; a watch, narrower than every edge, into the
// narrowest edge's (w320). Table: no default, so where a bucket is empty the largest key below
// answers (tier widthBelow). Worked out by hand.
private let mixed: Breakpoints<String> = [
  w320: "w320", w375: "w375", .width(390): "390", .width(402): "402", w414: "w414",
  w438: "w438", w768: "w768", w1366: "w1366", .width(1440): "1440",
]

@Test(arguments: [
  WidthRuleCase(width: 162, key: "w320"),  // Apple Watch 40 mm: below every edge
  WidthRuleCase(width: 205, key: "w320"),
  WidthRuleCase(width: 320, key: "w320"),
  WidthRuleCase(width: 375, key: "w375"),
  WidthRuleCase(width: 389, key: "w375"),
  WidthRuleCase(width: 390, key: "390"),
  WidthRuleCase(width: 393, key: "390"),
  WidthRuleCase(width: 402, key: "402"),
  WidthRuleCase(width: 413, key: "402"),
  WidthRuleCase(width: 428, key: "w414"),
  WidthRuleCase(width: 430, key: "w414"),
  WidthRuleCase(width: 440, key: "w438"),
  WidthRuleCase(width: 504, key: "w438"),  // w504's bucket is empty: the largest below
  WidthRuleCase(width: 780, key: "w768"),
  WidthRuleCase(width: 782, key: "w768"),  // w782's bucket is empty: the largest below
  WidthRuleCase(width: 1366, key: "w1366"),
  WidthRuleCase(width: 1439, key: "w1366"),
  WidthRuleCase(width: 1440, key: "1440"),
  WidthRuleCase(width: 1920, key: "1440"),  // Apple TV
  WidthRuleCase(width: 100_000, key: "1440"),
])
func oneRuleForEveryWidthKey(_ row: WidthRuleCase) {
  #expect(mixed.resolve(window(row.width)) == row.key)
}

@Test func narrowWindowsWithoutW320() {
  // A table whose narrowest key is above 320: windows below 320 are in Adaptizer's own w320
  // bucket, which it lacks, so they get the default — or nothing.
  let withDefault: Breakpoints<Int> = [w375: 1, wAny: 0]
  #expect(withDefault.resolve(window(184, .watch)) == 0)
  let withoutDefault: Breakpoints<Int> = [w375: 1]
  #expect(withoutDefault.resolve(window(184, .watch)) == nil)
  // A key below 320 is the narrowest edge itself and covers every narrower window.
  let watchKey: Breakpoints<Int> = [.width(184): 7, w320: 8]
  #expect(watchKey.resolve(window(162, .watch)) == 7)
  #expect(watchKey.resolve(window(205, .watch)) == 7)
  #expect(watchKey.resolve(window(320)) == 8)
}

@Test func widthBeatsSizeClassAndSizeClassBeatsDefault() {
  let table: Breakpoints<String> = [w768: "w768", wR.pad: "wR.pad", wR.all: "wR.all", wAny: "any"]
  #expect(table.resolve(window(768, .pad, .regular)) == "w768")
  #expect(table.resolve(window(1024, .pad, .regular)) == "wR.pad")
  #expect(table.resolve(window(1024, .tv, .regular)) == "wR.all")
  #expect(table.resolve(window(500, .pad, .compact)) == "any")
}

@Test func keysThatMatchNoWindowNeverWin() {
  // NaN becomes +∞ (a width no window has); −∞ is the narrowest edge, covering [−∞, 320).
  let table: Breakpoints<Int> = [.width(.nan): 1, .width(-.infinity): 2, w375: 3]
  #expect(table.resolve(window(1)) == 2)
  #expect(table.resolve(window(330)) == 2)
  #expect(table.resolve(window(400)) == 3)
  #expect(table.resolve(window(100_000)) == 3)  // no default: the largest key below
}

/// A row of the table in Behavior Reference › Breakpoints.
struct BehaviorReferenceRow: Sendable, CustomTestStringConvertible {
  let table: Breakpoints<Int>
  let width: Double
  let result: Int?
  var testDescription: String { "\(table) at \(width)" }
}

// Behavior Reference › Breakpoints, the table after the width-bucket formula; each row worked
// out by hand from the twenty widths (compact phone windows; the 198-point one a watch).
@Test(arguments: [
  BehaviorReferenceRow(table: [wAny: 50, w414: 100], width: 430, result: 100),
  BehaviorReferenceRow(table: [wAny: 50, w414: 100], width: 768, result: 50),
  BehaviorReferenceRow(table: [w320.default: 80, w375: 100, w414: 120], width: 768, result: 80),
  BehaviorReferenceRow(table: [w320: 80, w375: 100, w414: 120], width: 768, result: 120),
  BehaviorReferenceRow(table: [w375: 100, .width(390): 104], width: 393, result: 104),
  BehaviorReferenceRow(table: [w375: 100, .width(390): 104], width: 389, result: 100),
  BehaviorReferenceRow(table: [w320: 80, w375: 100], width: 198, result: 80),
  BehaviorReferenceRow(table: [w375: 100], width: 320, result: nil),
])
func behaviorReferenceRows(_ row: BehaviorReferenceRow) {
  let idiom: DeviceIdiom = row.width < 300 ? .watch : .phone
  #expect(row.table.resolve(window(row.width, idiom, .compact)) == row.result)
}

/// A phone window 390 points wide at a Dynamic Type category.
private func phone(_ category: ContentSizeCategory) -> DimensConfiguration {
  DimensConfiguration(
    screenWidth: 390, screenHeight: 844, contentSizeCategory: category, idiom: .phone)
}

@Test func textSizeKeysComeFirst() {
  // The rows of the doc comment of `resolve(_:)` with text-size keys, by hand: accessibility1 is
  // one of Apple's accessibility sizes, so its key wins over w768's bucket; at large no
  // text-size key holds the window and 768 is in w768's bucket; on a Mac (no Dynamic Type)
  // font scale 1.7 reaches accessibility1's body ratio, 28 ÷ 17 = 1.647.
  let columns: Breakpoints<Int> = [wAny: 3, w768: 4, .accessibilityTextSizes: 1]
  let pad = { (category: ContentSizeCategory) in
    DimensConfiguration(
      screenWidth: 768, screenHeight: 1024, contentSizeCategory: category, idiom: .pad)
  }
  #expect(columns.resolve(pad(.accessibility1)) == 1)
  #expect(columns.resolve(pad(.large)) == 4)
  let mac = { (scale: Double) in
    DimensConfiguration(screenWidth: 1024, screenHeight: 768, fontScale: scale, idiom: .mac)
  }
  #expect(columns.resolve(mac(1.7)) == 1)
  #expect(columns.resolve(mac(1.6)) == 3)
  // Apple TV ignores the category: it stands at large whatever the category says.
  let tv = DimensConfiguration(
    screenWidth: 1920, screenHeight: 1080, contentSizeCategory: .accessibility5, idiom: .tv)
  #expect(columns.resolve(tv) == 3)
}

/// A category and the value `[textSize(from: .xLarge): 1, textSize(.xxLarge … .accessibility1):
/// 2, textSize(.xxxLarge … .xxxLarge): 3, w375: 0]` gives a 390-point phone there.
struct TextSizeRuleCase: Sendable, CustomTestStringConvertible {
  let category: ContentSizeCategory
  let value: Int
  var testDescription: String { "\(category) → \(value)" }
}

// The narrowest range that holds the category wins (xxxLarge … xxxLarge: 1 category; xxLarge …
// accessibility1: 4; xLarge …: 8), worked by hand; below xLarge no text-size key holds the
// window and w375's bucket (375 ..< 414) does.
@Test(arguments: [
  TextSizeRuleCase(category: .large, value: 0),
  TextSizeRuleCase(category: .xLarge, value: 1),
  TextSizeRuleCase(category: .xxLarge, value: 2),
  TextSizeRuleCase(category: .xxxLarge, value: 3),
  TextSizeRuleCase(category: .accessibility1, value: 2),
  TextSizeRuleCase(category: .accessibility2, value: 1),
  TextSizeRuleCase(category: .accessibility5, value: 1),
])
func theNarrowestTextSizeKeyWins(_ row: TextSizeRuleCase) {
  let table: Breakpoints<Int> = [
    .textSize(from: .xLarge): 1, .textSize(from: .xxLarge, through: .accessibility1): 2,
    .textSize(from: .xxxLarge, through: .xxxLarge): 3, w375: 0,
  ]
  #expect(table.resolve(phone(row.category)) == row.value)
}

@Test func equalTextSizeRangesGoToTheLargerStart() {
  // Two ranges of three categories hold accessibility1: accessibility1 … accessibility3 starts
  // at the larger category, so it wins, whatever order the entries were written in.
  let a: Breakpoints<Int> = [
    .textSize(from: .xxLarge, through: .accessibility1): 1,
    .textSize(from: .accessibility1, through: .accessibility3): 2,
  ]
  let b: Breakpoints<Int> = [
    .textSize(from: .accessibility1, through: .accessibility3): 2,
    .textSize(from: .xxLarge, through: .accessibility1): 1,
  ]
  #expect(a.resolve(phone(.accessibility1)) == 2)
  #expect(b.resolve(phone(.accessibility1)) == 2)
  #expect(a.resolve(phone(.xxLarge)) == 1)
}

@Test func aTableOfTextSizeKeysFallsBackLikeAnyOther() {
  // No text-size key holds large: the other steps decide — the `.default` mark, the fallback;
  // without one, nil (a text-size key is never "the largest width below").
  let marked: Breakpoints<Int> = [
    .accessibilityTextSizes: 1,
    .textSize(
      from: .xSmall,
      through: .xSmall
    ).default: 2,
  ]
  #expect(marked.resolve(phone(.large)) == 2)
  #expect(marked.resolve(phone(.accessibility3)) == 1)
  let alone: Breakpoints<Int> = [.accessibilityTextSizes: 1]
  #expect(alone.resolve(phone(.large)) == nil)
  let withSizeClass: Breakpoints<Int> = [.accessibilityTextSizes: 1, wC.phone: 5, w1024: 9]
  #expect(withSizeClass.resolve(phone(.large)) == 5)
  let below: Breakpoints<Int> = [.accessibilityTextSizes: 1, w320: 7]
  #expect(below.resolve(phone(.large)) == 7)
  #expect(
    below.resolve(
      DimensConfiguration(
        screenWidth: 1024, screenHeight: 1366, idiom: .pad)) == 7)
}

@Test func aTableOfTablesCombinesTextSizeAndSizeClass() {
  // The article's `inset`: the text-size key picks the inner table, its size class the value.
  let inset: Breakpoints<Breakpoints<Double>> = [
    .wAny: [.wC.all: 16, .wR.all: 32],
    .accessibilityTextSizes: [.wC.all: 8, .wR.all: 16],
  ]
  #expect(inset.resolve(phone(.accessibility3))?.resolve(phone(.accessibility3)) == 8)
  #expect(inset.resolve(phone(.large))?.resolve(phone(.large)) == 16)
  let pad = DimensConfiguration(
    screenWidth: 1024, screenHeight: 1366, contentSizeCategory: .accessibility1, idiom: .pad)
  #expect(inset.resolve(pad)?.resolve(pad) == 16)
}

@Test func mappedTableKeepsItsTextSizeKeys() {
  // mapValues keeps every key, so the text-size step still runs first: at accessibility2 (one of
  // Apple's accessibility sizes) the key of accessibility1 … accessibility5 wins, 1 × 10; at
  // large w375's bucket (375 ..< 414) holds 390, 2 × 10.
  let mapped = ([w375: 2, .accessibilityTextSizes: 1] as Breakpoints<Int>).mapValues { $0 * 10 }
  #expect(mapped.resolve(phone(.accessibility2)) == 10)
  #expect(mapped.resolve(phone(.large)) == 20)
}
