import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensBreakpoints

struct CanonicalOrderCase: Sendable, CustomTestStringConvertible {
  let a: ScreenIdentifier
  let b: ScreenIdentifier
  let aFirst: Bool
  var testDescription: String { "\(a) vs \(b)" }
}

// The rows of the doc comment.
let canonicalOrderRows: [CanonicalOrderCase] = [
  .init(a: wAny, b: w320.default, aFirst: true),
  .init(a: w320.default, b: w375.default, aFirst: true),
  .init(a: w320, b: w320.default, aFirst: true),
  .init(a: wC.all, b: wC.phone, aFirst: false),
  .init(a: wC.all, b: wR.phone, aFirst: true),
  .init(a: wAny, b: .accessibilityTextSizes, aFirst: true),
  .init(a: .textSize(from: .xLarge, through: .xLarge), b: .accessibilityTextSizes, aFirst: true),
  .init(
    a: .accessibilityTextSizes, b: .textSize(from: .xxxLarge, through: .accessibility3),
    aFirst: false),
  .init(
    a: .textSize(from: .accessibility1, through: .accessibility3),
    b: .textSize(from: .xxLarge, through: .accessibility1), aFirst: true),
  .init(a: .accessibilityTextSizes, b: w320, aFirst: true),
]

@Test(arguments: canonicalOrderRows)
func documentedOrder(_ row: CanonicalOrderCase) {
  #expect(row.a.canonicallyPrecedes(row.b) == row.aFirst)
  #expect(row.b.canonicallyPrecedes(row.a) == !row.aFirst)
}

@Test func canonicalOrderIsAStrictTotalOrder() {
  var generator = SplitMix64(seed: 0xB0)
  let idioms: [DeviceIdiom?] = [nil] + DeviceIdiom.allCases.map { $0 }
  func randomKey() -> ScreenIdentifier {
    let marked = Bool.random(using: &generator)
    let key: ScreenIdentifier
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: key = wAny
    case 1: key = .width(Double(Int.random(in: 300...310, using: &generator)))
    case 2:
      let categories = ContentSizeCategory.allCases
      key = .textSize(
        from: categories.randomElement(using: &generator) ?? .large,
        through: categories.randomElement(using: &generator) ?? .large)
    default:
      key = .sizeClass(
        Bool.random(using: &generator) ? .compact : .regular,
        idiom: idioms.randomElement(using: &generator) ?? nil)
    }
    return marked ? key.default : key
  }
  for _ in 0..<2000 {
    let (a, b, c) = (randomKey(), randomKey(), randomKey())
    #expect(!a.canonicallyPrecedes(a))
    // Exactly one of a < b, b < a, a == b.
    let count = [a.canonicallyPrecedes(b), b.canonicallyPrecedes(a), a == b].filter { $0 }.count
    #expect(count == 1)
    if a.canonicallyPrecedes(b) && b.canonicallyPrecedes(c) { #expect(a.canonicallyPrecedes(c)) }
  }
}

@Test func idiomOrdinalsFollowTheDeclarationOrder() {
  // The switch in canonicalOrdinal must list the idioms as DeviceIdiom declares them.
  for (index, idiom) in DeviceIdiom.allCases.enumerated() {
    #expect(ScreenIdentifier.canonicalOrdinal(idiom) == index)
  }
  #expect(DeviceIdiom.allCases.count == 8)
}

/// A size-class key and its code.
struct SizeClassCodeCase: Sendable, CustomTestStringConvertible {
  let key: ScreenIdentifier
  let code: Int
  var testDescription: String { "\(key) → \(code)" }
}

// The rows of the doc comment of `ScreenIdentifier.code(_:_:)`: the class (compact 0, regular
// 16) plus the idiom's place in `DeviceIdiom`'s declaration order, or 8 for `.all`.
@Test(arguments: [
  SizeClassCodeCase(key: .wC.phone, code: 0),
  SizeClassCodeCase(key: .wC.all, code: 8),
  SizeClassCodeCase(key: .wR.pad, code: 17),
  SizeClassCodeCase(key: .wR.all, code: 24),
  SizeClassCodeCase(key: ScreenIdentifier.wR.idiom(.unspecified), code: 23),
])
func sizeClassCode(_ row: SizeClassCodeCase) {
  guard case .sizeClass(let sizeClass, let idiom) = row.key.kind else {
    Issue.record("not a size-class key")
    return
  }
  #expect(ScreenIdentifier.code(sizeClass, idiom) == row.code)
}

@Test func textSizePositionsOfTheDocComment() {
  // 16 × (number of categories) + 15 − ordinal(first category), by hand.
  #expect(ScreenIdentifier.textSizePosition(.accessibility5 ... .accessibility5) == 20)
  #expect(ScreenIdentifier.textSizePosition(.xLarge ... .xLarge) == 27)
  #expect(ScreenIdentifier.textSizePosition(.accessibility1 ... .accessibility5) == 88)
  #expect(ScreenIdentifier.textSizePosition(.xSmall ... .accessibility5) == 207)
}
