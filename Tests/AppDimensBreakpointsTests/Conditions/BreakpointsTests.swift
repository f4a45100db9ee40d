import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensBreakpoints

// Three tables; the String tables map each key to its own name, so a result names the key
// that won.
let tableA: Breakpoints<String> = [
  w320: "w320", .width(390): "w390", wC.phone: "wC.phone", wR.pad: "wR.pad", wC.all: "wC.all",
  wAny: "wAny",
]
let tableB: Breakpoints<String> = [
  w375: "w375", w414: "w414", w507: "w507", w768: "w768", w1024: "w1024",
  wR.phone: "wR.phone", w320.default: "w320",
]
// The command line's example table.
let tableC: Breakpoints<Double> = [
  w320: 80, wC.phone: 100, wR.all: 140, wAny: 60, w375.default: 90, .width(390): 70,
]

struct BreakpointWindowCase: Sendable, CustomTestStringConvertible {
  let window: CatalogWindow
  let a: String?
  let b: String?
  let c: Double?
  var testDescription: String { window.description }
}

private func phone(
  _ name: String, _ w: Double, _ h: Double, _ sizeClass: SizeClass, _ a: String, _ b: String,
  _ c: Double
) -> BreakpointWindowCase {
  .init(
    window: .init(name: name, width: w, height: h, idiom: .phone, sizeClass: sizeClass),
    a: a, b: b, c: c)
}

private func pad(
  _ name: String, _ w: Double, _ h: Double, _ sizeClass: SizeClass, _ a: String, _ b: String,
  _ c: Double
) -> BreakpointWindowCase {
  .init(
    window: .init(name: name, width: w, height: h, idiom: .pad, sizeClass: sizeClass),
    a: a, b: b, c: c)
}

// Windows of catalog devices (HIG Layout › Device screen sizes: phones, iPads; Split View panes
// with the device's height) with the HIG's device size classes; expected keys worked out by hand
// from Behavior Reference › Breakpoints: the window's bucket among Adaptizer's twenty widths and
// the table's own width keys (table A and C add 390), then size class with idiom, size class,
// the default, and — table A has `wAny`, B `w320.default`, C both, so never here — the largest
// width below. For example the 440-point iPhone 17 Pro Max falls in the w438 bucket, which
// table B lacks, so B gives its default w320; the 300-point baseline window is narrower than
// every edge and takes w320's bucket.
let breakpointWindowCases: [BreakpointWindowCase] = [
  phone("iPhone SE 1st portrait", 320, 568, .compact, "w320", "w320", 80),
  phone("iPhone SE 1st landscape", 568, 320, .compact, "wC.phone", "w320", 100),
  phone("iPhone SE 3rd portrait", 375, 667, .compact, "wC.phone", "w375", 90),
  phone("iPhone SE 3rd landscape", 667, 375, .compact, "wC.phone", "w320", 100),
  phone("iPhone 14 portrait", 390, 844, .compact, "w390", "w375", 70),
  phone("iPhone 14 landscape", 844, 390, .compact, "wC.phone", "w320", 100),
  phone("iPhone 15 portrait", 393, 852, .compact, "w390", "w375", 70),
  phone("iPhone 15 landscape", 852, 393, .compact, "wC.phone", "w320", 100),
  phone("iPhone 17 portrait", 402, 874, .compact, "w390", "w375", 70),
  phone("iPhone 17 landscape", 874, 402, .compact, "wC.phone", "w320", 100),
  phone("iPhone 11 portrait", 414, 896, .compact, "wC.phone", "w414", 100),
  phone("iPhone 11 landscape", 896, 414, .regular, "wAny", "wR.phone", 140),
  phone("iPhone Air portrait", 420, 912, .compact, "wC.phone", "w414", 100),
  phone("iPhone Air landscape", 912, 420, .regular, "wAny", "wR.phone", 140),
  phone("iPhone 15 Pro Max portrait", 430, 932, .compact, "wC.phone", "w414", 100),
  phone("iPhone 15 Pro Max landscape", 932, 430, .regular, "wAny", "wR.phone", 140),
  phone("iPhone 17 Pro Max portrait", 440, 956, .compact, "wC.phone", "w320", 100),
  phone("iPhone 17 Pro Max landscape", 956, 440, .regular, "wAny", "wR.phone", 140),
  pad("iPad 9.7 portrait", 768, 1024, .regular, "wR.pad", "w768", 140),
  pad("iPad 9.7 landscape", 1024, 768, .regular, "wR.pad", "w1024", 140),
  pad("iPad mini 8.3 portrait", 744, 1133, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 10.5 portrait", 834, 1112, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 10.5 landscape", 1112, 834, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 11 portrait", 834, 1194, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 11 landscape", 1194, 834, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 12.9 portrait", 1024, 1366, .regular, "wR.pad", "w1024", 140),
  pad("iPad Pro 12.9 landscape", 1366, 1024, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 13 M4 portrait", 1032, 1376, .regular, "wR.pad", "w1024", 140),
  pad("iPad 9.7 landscape 1/3", 320, 768, .compact, "w320", "w320", 80),
  pad("iPad 9.7 landscape 1/2", 507, 768, .compact, "wC.all", "w507", 60),
  pad("iPad 9.7 landscape 2/3", 694, 768, .regular, "wR.pad", "w320", 140),
  pad("iPad 9.7 portrait 1/3", 320, 1024, .compact, "w320", "w320", 80),
  pad("iPad 9.7 portrait 2/3", 438, 1024, .compact, "wC.all", "w320", 60),
  pad("iPad Pro 10.5 landscape 1/3", 320, 834, .compact, "w320", "w320", 80),
  pad("iPad Pro 10.5 landscape 1/2", 551, 834, .compact, "wC.all", "w320", 60),
  pad("iPad Pro 10.5 landscape 2/3", 782, 834, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 10.5 portrait 2/3", 504, 1112, .compact, "wC.all", "w320", 60),
  pad("iPad Pro 11 landscape 1/3", 375, 834, .compact, "wC.all", "w375", 90),
  pad("iPad Pro 11 landscape 1/2", 592, 834, .compact, "wC.all", "w320", 60),
  pad("iPad Pro 11 landscape 2/3", 809, 834, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 11 portrait 2/3", 504, 1194, .compact, "wC.all", "w320", 60),
  pad("iPad Pro 12.9 landscape 1/3", 375, 1024, .compact, "wC.all", "w375", 90),
  pad("iPad Pro 12.9 landscape 1/2", 678, 1024, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 12.9 landscape 2/3", 981, 1024, .regular, "wR.pad", "w320", 140),
  pad("iPad Pro 12.9 portrait 2/3", 639, 1366, .compact, "wC.all", "w320", 60),
  .init(
    window: .init(name: "Apple TV", width: 1920, height: 1080, idiom: .tv, sizeClass: nil),
    a: "wAny", b: "w320", c: 140),
  .init(
    window: .init(
      name: "baseline, unknown idiom", width: 300, height: 533, idiom: .unspecified,
      sizeClass: nil),
    a: "w320", b: "w320", c: 80),
]

@Test(arguments: breakpointWindowCases, [true, false])
func catalogWindow(_ row: BreakpointWindowCase, explicitSizeClass: Bool) {
  // With the HIG size class in the configuration, and with none (the derivation agrees).
  let configuration = row.window.configuration(explicitSizeClass: explicitSizeClass)
  #expect(tableA.resolve(configuration) == row.a)
  #expect(tableB.resolve(configuration) == row.b)
  #expect(tableC.resolve(configuration) == row.c)
}

@Test(arguments: breakpointWindowCases)
func derivationAgreesWithTheHIG(_ row: BreakpointWindowCase) {
  // Every catalog window with a HIG size class: the derivation gives the same one.
  guard let expected = row.window.sizeClass else { return }
  #expect(SizeClass.horizontal(in: row.window.configuration(explicitSizeClass: false)) == expected)
}

/// A window of a platform without a HIG size-class table, and the key `[wC.all: 1, wR.all: 2]`
/// picks there.
struct PlatformKeyCase: Sendable, CustomTestStringConvertible {
  let label: String
  let configuration: DimensConfiguration
  let expected: Int
  var testDescription: String { label }
}

@Test(arguments: [
  // A watch is compact both ways: 1 column on every watch, not the regular-width 2.
  PlatformKeyCase(
    label: "Apple Watch 41 mm",
    configuration: .init(screenWidth: 176, screenHeight: 215, idiom: .watch), expected: 1),
  PlatformKeyCase(
    label: "Apple Watch 49 mm (mode only)",
    configuration: .init(screenWidth: 205, screenHeight: 251, uiMode: .watch), expected: 1),
  // Apple TV and the Vision Pro default window: regular (the package's width rule).
  PlatformKeyCase(
    label: "Apple TV", configuration: .init(screenWidth: 1920, screenHeight: 1080, idiom: .tv),
    expected: 2),
  PlatformKeyCase(
    label: "Vision Pro default window",
    configuration: .init(screenWidth: 1280, screenHeight: 720, idiom: .vision), expected: 2),
  // A narrow Mac window is compact, as an iPad pane of its width would be.
  PlatformKeyCase(
    label: "Mac window 500 wide",
    configuration: .init(screenWidth: 500, screenHeight: 700, idiom: .mac), expected: 1),
  PlatformKeyCase(
    label: "iPhone SE (3rd generation)",
    configuration: .init(screenWidth: 375, screenHeight: 667, idiom: .phone), expected: 1),
])
func platformsGetTheirSizeClassKeys(_ row: PlatformKeyCase) {
  let columns: Breakpoints<Int> = [.wC.all: 1, .wR.all: 2]
  #expect(columns.resolve(row.configuration) == row.expected)
}

// The rows of the doc comment of `Breakpoints`, worked out by hand from Behavior Reference ›
// Breakpoints.
@Test func documentedRows() {
  let table: Breakpoints<Double> = [w320: 80, wC.phone: 100, wC.all: 120]
  func window(_ w: Double, _ idiom: DeviceIdiom, _ sizeClass: SizeClass = .compact)
    -> DimensConfiguration
  {
    .init(screenWidth: w, screenHeight: 1100, idiom: idiom, horizontalSizeClass: sizeClass)
  }
  #expect(table.resolve(window(320, .phone)) == 80)
  #expect(table.resolve(window(375, .phone)) == 100)
  #expect(table.resolve(window(375, .pad)) == 120)
  #expect(
    ([wAny: 50, w414: 100] as Breakpoints<Double>).resolve(window(768, .pad, .regular)) == 50)
  #expect(([w320: 80, w375: 100] as Breakpoints<Double>).resolve(window(414, .phone)) == 100)
  #expect(([w375: 100] as Breakpoints<Double>).resolve(window(320, .phone)) == nil)
}

@Test func emptyTableResolvesToNil() {
  let empty: Breakpoints<Int> = [:]
  #expect(empty.isEmpty)
  #expect(Breakpoints<Int>().isEmpty)
  for row in breakpointWindowCases {
    #expect(empty.resolve(row.window.configuration(explicitSizeClass: true)) == nil)
    #expect(empty.entry(for: row.window.configuration(explicitSizeClass: false)) == nil)
  }
}

@Test func tableWithOnlyClassKeys() {
  let both: Breakpoints<Int> = [wC.all: 1, wR.all: 2]
  let phoneOnly: Breakpoints<Int> = [wC.phone: 1, wR.phone: 2]
  for row in breakpointWindowCases {
    let configuration = row.window.configuration(explicitSizeClass: true)
    let regular = SizeClass.horizontal(in: configuration) == .regular
    #expect(both.resolve(configuration) == (regular ? 2 : 1))
    #expect(
      phoneOnly.resolve(configuration) == (row.window.idiom == .phone ? (regular ? 2 : 1) : nil))
  }
}

@Test func defaultVersusAny() {
  let small = DimensConfiguration(screenWidth: 300, screenHeight: 533)
  let wide = DimensConfiguration(screenWidth: 500, screenHeight: 900)
  let both: Breakpoints<String> = [w414.default: "d414", wAny: "any"]
  #expect(both.resolve(small) == "any")  // wAny beats a .default mark
  // 500 is in the w438 bucket: no key there, so the default — a width key below no longer
  // beats it (Adaptizer: "a default value for screen widths you haven't specified").
  #expect(both.resolve(wide) == "any")
  let twoDefaults: Breakpoints<String> = [w414.default: "d414", w375.default: "d375"]
  #expect(twoDefaults.resolve(small) == "d375")  // the smallest marked width
  let defaultOnly: Breakpoints<String> = [w1024.default: "d", w768: "w768"]
  #expect(defaultOnly.resolve(small) == "d")
  // 800 is in the w782 bucket; w768 covers only 768 ..< 782.
  #expect(defaultOnly.resolve(DimensConfiguration(screenWidth: 800, screenHeight: 600)) == "d")
  #expect(defaultOnly.resolve(DimensConfiguration(screenWidth: 770, screenHeight: 600)) == "w768")
  let classDefault: Breakpoints<String> = [wR.pad.default: "pad", w1366: "w1366"]
  #expect(classDefault.resolve(small) == "pad")
  let anyDefault: Breakpoints<String> = [wAny.default: "marked", wAny: "plain"]
  #expect(anyDefault.resolve(small) == "plain")
}

/// A window `w` points wide and the key of `[w375, .width(390), .width(391)]` (no default) that
/// wins there.
struct BucketEdgeCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let expected: String?
  var testDescription: String { "\(width) → \(expected ?? "nil")" }
}

// Buckets are half-open and exact: a key covers [key, next edge). Edges here: Adaptizer's
// 320, 375, 414 … and the table's 390 and 391. Worked out by hand.
@Test(arguments: [
  BucketEdgeCase(width: 374.9, expected: nil),  // the w320 bucket, no key; nothing below
  BucketEdgeCase(width: 375, expected: "w375"),
  BucketEdgeCase(width: 389.9, expected: "w375"),
  BucketEdgeCase(width: 390, expected: "390"),
  BucketEdgeCase(width: 390.5, expected: "390"),
  BucketEdgeCase(width: 391, expected: "391"),
  BucketEdgeCase(width: 413.9, expected: "391"),
  BucketEdgeCase(width: 414, expected: "391"),  // w414's bucket has no key: the largest below
  BucketEdgeCase(width: 1500, expected: "391"),
])
func bucketEdges(_ row: BucketEdgeCase) {
  let table: Breakpoints<String> = [w375: "w375", .width(390): "390", .width(391): "391"]
  let window = DimensConfiguration(screenWidth: row.width, screenHeight: 900, idiom: .phone)
  #expect(table.resolve(window) == row.expected)
  let tier = table.winner(for: window)?.tier
  #expect(tier == (row.expected == nil ? nil : row.width < 414 ? .widthBucket : .widthBelow))
}

@Test func permutationIndependence() {
  let pairs: [(ScreenIdentifier, String)] = [
    (w320.default, "w320.default"), (w320, "w320"), (wAny, "wAny"), (wC.all, "wC.all"),
    (.width(390), "w390"), (w414.default, "w414.default"),
  ]
  let orders = permutations(pairs)
  #expect(orders.count == 720)
  let windows =
    breakpointWindowCases.map { $0.window.configuration(explicitSizeClass: true) } + [
      DimensConfiguration(screenWidth: 300, screenHeight: 533),
      DimensConfiguration(screenWidth: 360, screenHeight: 640),
    ]
  let reference = Breakpoints(pairs)
  for order in orders {
    let table = Breakpoints(order)
    #expect(table == reference)
    for window in windows { #expect(table.resolve(window) == reference.resolve(window)) }
  }
  // And the ties resolve as documented, not just consistently: a window narrower than 320
  // is in w320's bucket, and the unmarked w320 wins it over w320.default.
  #expect(reference.resolve(DimensConfiguration(screenWidth: 300, screenHeight: 533)) == "w320")
  #expect(reference.resolve(DimensConfiguration(screenWidth: 360, screenHeight: 640)) == "w320")
  let se = DimensConfiguration(screenWidth: 320, screenHeight: 568, idiom: .phone)
  #expect(reference.resolve(se) == "w320")
}

@Test func repeatedKeyKeepsItsFirstValue() {
  let table: Breakpoints<Int> = [w320: 1, w375: 3, w320: 2]
  #expect(table.entries.count == 2)
  #expect(table[w320] == 1)
  #expect(table.keys == [w320, w375])
}

@Test func valuesOfAnyType() {
  let phone = DimensConfiguration(screenWidth: 414, screenHeight: 896, idiom: .phone)
  let hides: Breakpoints<Bool> = [wAny: false, w414: true]
  #expect(hides.resolve(phone) == true)
  let titles: Breakpoints<String> = [wC.all: "Short", wR.all: "Long"]
  #expect(titles.resolve(phone) == "Short")
  let counts: Breakpoints<Int> = [w320: 2, w768: 4]
  #expect(counts.resolve(phone) == 2)
  #expect(counts.mapValues { Double($0) * 1.5 }.resolve(phone) == 3)
}

@Test func adaptizerReadmeConflictExample() {
  // "[w320: 80, wC.phone: 100, wC.all: 120]": 320 → the exact key; a 375 iPhone → wC.phone.
  let table: Breakpoints<Int> = [w320: 80, wC.phone: 100, wC.all: 120]
  let se = DimensConfiguration(screenWidth: 320, screenHeight: 568, idiom: .phone)
  let iPhone8 = DimensConfiguration(screenWidth: 375, screenHeight: 667, idiom: .phone)
  #expect(table.resolve(se) == 80)
  #expect(table.resolve(iPhone8) == 100)
}

@Test func whatThePackageAddsWhereAdaptizerWasUndefined() {
  let phone375 = DimensConfiguration(screenWidth: 375, screenHeight: 667, idiom: .phone)
  // No default: Adaptizer returned the dictionary's first entry in hash order (a different one
  // per process); the package returns the largest width key below the window.
  #expect(([w320: 80, w1366: 200] as Breakpoints<Int>).resolve(phone375) == 80)
  // The width is the window's, so a Split View pane gets its own key.
  let pane = DimensConfiguration(screenWidth: 507, screenHeight: 768, idiom: .pad)
  #expect(([w320: 1, w507: 2, w768: 3] as Breakpoints<Int>).resolve(pane) == 2)
  // The width key beats the class key, as in Adaptizer's final code.
  let se = DimensConfiguration(screenWidth: 320, screenHeight: 568, idiom: .phone)
  #expect(([w320: 80, wC.all: 120] as Breakpoints<Int>).resolve(se) == 80)
  // An empty table is nil, not a crash (Adaptizer: `rule.first!`).
  #expect(Breakpoints<Int>().resolve(se) == nil)
}

@Test func literalEntriesAreInCanonicalOrder() {
  let table: Breakpoints<Int> = [w375: 100, wAny: 60, w320: 80]
  #expect(table.keys == [wAny, w320, w375])
  #expect(table.entries.map(\.value) == [60, 80, 100])
}

@Test func literalWithARepeatedKeyDoesNotTrap() {
  let table: Breakpoints<Int> = [w320: 1, w320: 2]
  #expect(table.entries.count == 1)
  #expect(table[w320] == 1)
}

@Test func tableFromADictionaryEqualsTheLiteral() {
  let dictionary: [ScreenIdentifier: Int] = [w375: 100, wAny: 60, w320.default: 80, wC.pad: 5]
  let literal: Breakpoints<Int> = [wC.pad: 5, w320.default: 80, wAny: 60, w375: 100]
  #expect(Breakpoints(dictionary) == literal)
  #expect(dictionary.breakpoints == literal)
}

@Test func tableDescriptionIsACanonicalLiteral() {
  let table: Breakpoints<Double> = [w320: 80, wAny: 60]
  #expect(table.description == "[wAny: 60.0, w320: 80.0]")
  #expect(Breakpoints<Double>().description == "[:]")
}

@Test func adaptizerSpellingOnADictionary() {
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, idiom: .phone)
  let small = DimensConfiguration(screenWidth: 300, screenHeight: 533)
  #expect([w320.default: 80, w375: 100, w414: 120].scaled(phone) == 100)
  #expect([w320.default: 80, w375: 100, w414: 120].scaled(small) == 80)
  #expect([w375: 100].scaled(DimensConfiguration(screenWidth: 320, screenHeight: 568)) == nil)
  #expect([wAny: 50, w414: 100].scaled(small) == 50)
  #expect([wAny: "phone", wR.pad: "pad"].scaled(small) == "phone")
  let empty: [ScreenIdentifier: Int] = [:]
  #expect(empty.scaled(phone) == nil)
}

@Test func dictionaryScalingRule() {
  let rule = [w320: 0.8, w375: 1.0, w414: 1.2].scalingRule()
  let plus = DimensConfiguration(screenWidth: 414, screenHeight: 736, displayScale: 3)
  #expect(isClose(20.scaled(by: rule, plus), 24))
  #expect(rule == ([w320: 0.8, w375: 1, w414: 1.2] as ScalingRule))
}

@Test func aConfigurationWithoutAnIdiomIsCompactWhereAPhoneIs() {
  // The README's headless configuration names no idiom; a 390-point window is compact width
  // (HIG, Layout › Device size classes: every iPhone in portrait, every iPad pane under 678 pt).
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let title: Breakpoints<String> = [.wC.all: "Short", .wR.all: "A longer title"]
  #expect(title.resolve(configuration) == "Short")
  let pad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
  #expect(title.resolve(pad) == "A longer title")
  // The same window in landscape is 844 points wide: regular by the width rule (as an iPad
  // window that wide); only the phone idiom knows a 390-point phone stays compact there.
  let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
  #expect(title.resolve(landscape) == "A longer title")
  let phoneLandscape = DimensConfiguration(screenWidth: 844, screenHeight: 390, idiom: .phone)
  #expect(title.resolve(phoneLandscape) == "Short")
}
