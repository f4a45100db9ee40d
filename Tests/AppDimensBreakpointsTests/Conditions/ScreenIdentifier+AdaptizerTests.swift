import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

// Adaptizer's screen identifiers (its README): every width and its HIG size class.
struct AdaptizerWidthCase: Sendable, CustomTestStringConvertible {
  let key: ScreenIdentifier
  let width: Double
  let adaptizerClass: SizeClass
  var testDescription: String { "w\(Int(width))" }
}

let adaptizerWidthCases: [AdaptizerWidthCase] = [
  .init(key: ScreenIdentifier.w320, width: 320, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w375, width: 375, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w414, width: 414, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w438, width: 438, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w504, width: 504, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w507, width: 507, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w551, width: 551, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w568, width: 568, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w639, width: 639, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w667, width: 667, adaptizerClass: .compact),
  .init(key: ScreenIdentifier.w678, width: 678, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w694, width: 694, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w736, width: 736, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w768, width: 768, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w782, width: 782, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w834, width: 834, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w981, width: 981, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w1024, width: 1024, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w1112, width: 1112, adaptizerClass: .regular),
  .init(key: ScreenIdentifier.w1366, width: 1366, adaptizerClass: .regular),
]

@Test(arguments: adaptizerWidthCases)
func adaptizerWidth(_ row: AdaptizerWidthCase) {
  #expect(row.key == .width(row.width))
  #expect(ScreenIdentifier.adaptizerWidths.contains(row.width))
  #expect(row.key.description == "w\(Int(row.width))")
  // An iPad window of each width gets Adaptizer's size class from our derivation (the
  // 678 pt boundary separates its wC and wR halves).
  let derived = SizeClass.derivedHorizontal(
    idiom: .pad, screenWidth: row.width, screenHeight: 1024)
  #expect(derived == row.adaptizerClass)
}

@Test func adaptizerListIsCompleteAndAscending() {
  #expect(ScreenIdentifier.adaptizerWidths == adaptizerWidthCases.map(\.width))
  #expect(ScreenIdentifier.adaptizerWidths == ScreenIdentifier.adaptizerWidths.sorted())
}

/// A width and the first of Adaptizer's widths above it.
struct AdaptizerEdgeCase: Sendable, CustomTestStringConvertible {
  let points: Double
  let edge: Double
  var testDescription: String { "\(points) → \(edge)" }
}

// Every one of Adaptizer's twenty widths (its README's list, written out here), a point below
// and a half point above it, and the ends: the edge is the next width in the list (+∞ after
// 1366), by hand from the list.
let adaptizerReadmeWidths: [Double] = [
  320, 375, 414, 438, 504, 507, 551, 568, 639, 667, 678, 694, 736, 768, 782, 834, 981, 1024,
  1112, 1366,
]

let adaptizerEdgeCases: [AdaptizerEdgeCase] =
  adaptizerReadmeWidths.enumerated().flatMap { index, width -> [AdaptizerEdgeCase] in
    let next =
      index + 1 < adaptizerReadmeWidths.count ? adaptizerReadmeWidths[index + 1] : .infinity
    return [
      AdaptizerEdgeCase(points: width - 1, edge: width),
      AdaptizerEdgeCase(points: width, edge: next),
      AdaptizerEdgeCase(points: width + 0.5, edge: next),
    ]
  } + [
    AdaptizerEdgeCase(points: 200, edge: 320),
    AdaptizerEdgeCase(points: -.infinity, edge: 320),
    AdaptizerEdgeCase(points: 1e6, edge: .infinity),
    AdaptizerEdgeCase(points: .infinity, edge: .infinity),
    AdaptizerEdgeCase(points: 390, edge: 414),
  ]

@Test(arguments: adaptizerEdgeCases)
func adaptizerEdge(_ row: AdaptizerEdgeCase) {
  #expect(ScreenIdentifier.adaptizerEdge(above: row.points) == row.edge)
}

@Test func adaptizerEdgeTablesAgree() {
  #expect(ScreenIdentifier.adaptizerWidths == adaptizerReadmeWidths)
  #expect(ScreenIdentifier.narrowestAdaptizerWidth == adaptizerReadmeWidths[0])
  #expect(ScreenIdentifier.adaptizerEdge(above: .nan) == 320)
}
