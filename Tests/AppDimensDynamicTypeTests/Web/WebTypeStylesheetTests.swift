import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// A CSS rule parsed back from the stylesheet.
struct ParsedRule: Sendable {
  let selectors: [String]
  let declarations: [String: String]
}

/// A tiny CSS parser: strips comments, splits rules at `}`, selectors at `,`, declarations at `;`.
func parseCSS(_ css: String) -> [ParsedRule] {
  var text = css
  while let start = text.firstRange(of: "/*"), let end = text.firstRange(of: "*/") {
    text.removeSubrange(start.lowerBound..<end.upperBound)
  }
  return text.split(separator: "}").compactMap { chunk in
    let parts = chunk.split(separator: "{", maxSplits: 1)
    guard parts.count == 2 else { return nil }
    let selectors = parts[0].split(separator: ",").map {
      String($0.trimmingPrefix(while: \.isWhitespace)).filter { !$0.isNewline }
        .trimmingSuffixSpaces()
    }
    var declarations: [String: String] = [:]
    for declaration in parts[1].split(separator: ";") {
      let pair = declaration.split(separator: ":", maxSplits: 1)
      guard pair.count == 2 else { continue }
      declarations[String(pair[0]).trimmingSpaces()] = String(pair[1]).trimmingSpaces()
    }
    return ParsedRule(selectors: selectors, declarations: declarations)
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(trimmingPrefix(while: \.isWhitespace)).trimmingSuffixSpaces()
  }

  fileprivate func trimmingSuffixSpaces() -> String {
    var copy = self
    while copy.last?.isWhitespace == true { copy.removeLast() }
    return copy
  }
}

/// The rem value of a `font-size` like `1.647059rem`.
func remValue(_ text: String?) -> Double? {
  guard let text, text.hasSuffix("rem") else { return nil }
  return Double(String(text.dropLast(3)))
}

@Test func rootUsesTheAppleSystemBodyFont() {
  let rules = parseCSS(WebTypeStylesheet.css())
  let root = rules.first { $0.selectors == [":root"] }
  #expect(root?.declarations["font"] == "-apple-system-body")
}

@Test(arguments: referenceIOSRows)
func everyStyleHasItsRemSizeAndLineHeight(_ row: ReferenceRowCase) {
  let rules = parseCSS(WebTypeStylesheet.css())
  guard let style = TextStyle(rawValue: row.style), let large = referenceCell(row.cells[3]) else {
    Issue.record("bad reference row \(row.style)")
    return
  }
  let rule = rules.first { $0.selectors.contains(".ad-" + style.cssName) }
  #expect(remValue(rule?.declarations["font-size"]).map { isClose($0, large.size / 17) } == true)
  #expect(
    rule?.declarations["line-height"].flatMap(Double.init).map {
      isClose($0, large.leading / large.size)
    } == true)
  let weight = style == .headline ? "600" : "400"
  #expect(rule?.declarations["font-weight"] == weight)
}

@Test func elementsMapToTheirStyles() {
  let rules = parseCSS(WebTypeStylesheet.css())
  let expected: [String: String] = [
    "h1": ".ad-title1", "h2": ".ad-title2", "h3": ".ad-title3", "h4": ".ad-headline",
    "p": ".ad-body", "small": ".ad-footnote", "figcaption": ".ad-caption1",
  ]
  for (element, className) in expected {
    let rule = rules.first { $0.selectors.contains(element) }
    #expect(rule?.selectors.contains(className) == true, "\(element)")
  }
  #expect(rules.count == 12)
}

@Test func documentedRowsAppearVerbatim() {
  let css = WebTypeStylesheet.css()
  #expect(css.contains(":root { font: -apple-system-body; }"))
  #expect(
    css.contains(
      ".ad-large-title { font-size: 2rem; line-height: 1.205882; font-weight: 400; }"))
  #expect(
    css.contains(
      ".ad-title1, h1 { font-size: 1.647059rem; line-height: 1.214286; font-weight: 400; }"))
  #expect(css.hasSuffix("}\n"))
}

@Test(arguments: referenceIOSRows)
func fluidSizesFollowTheFluidCurve(_ row: ReferenceRowCase) {
  let rules = parseCSS(WebTypeStylesheet.css(fluid: true))
  guard let style = TextStyle(rawValue: row.style), let large = referenceCell(row.cells[3]) else {
    Issue.record("bad reference row \(row.style)")
    return
  }
  let rule = rules.first { $0.selectors.contains(".ad-" + style.cssName) }
  let fontSize = rule?.declarations["font-size"] ?? ""
  for viewport in [0.0, 320, 400, 544, 768, 1200] {
    let evaluated = evaluateClamp(fontSize, viewport: viewport)
    let expected = modelFluid(large.size / 17, viewport: viewport)
    #expect(evaluated.map { isClose($0, expected) } == true, "\(style) at \(viewport)")
  }
}

@Test func classPrefixIsConfigurable() {
  let rules = parseCSS(WebTypeStylesheet.css(classPrefix: "type-"))
  #expect(rules.contains { $0.selectors.contains(".type-body") })
  #expect(!rules.contains { $0.selectors.contains(".ad-body") })
  #expect(WebTypeStylesheet.className(.largeTitle) == "ad-large-title")
}

/// A value and its CSS text.
struct CSSNumberCase: Sendable, CustomTestStringConvertible {
  let value: Double
  var digits = 6
  let text: String
  var testDescription: String { "\(value) → \(text)" }
}

@Test(arguments: [
  CSSNumberCase(value: 2, text: "2"),
  CSSNumberCase(value: 1.6470588235, text: "1.647059"),
  CSSNumberCase(value: -0.1, text: "-0.1"),
  CSSNumberCase(value: 0.0000001, text: "0"),
  CSSNumberCase(value: -0.0000001, text: "0"),
  CSSNumberCase(value: 0.05, text: "0.05"),
  CSSNumberCase(value: 1.000001, text: "1.000001"),
  CSSNumberCase(value: 123.456, digits: 1, text: "123.5"),
  CSSNumberCase(value: 7.6, digits: 0, text: "8"),
  CSSNumberCase(value: .nan, text: "0"),
  CSSNumberCase(value: -.infinity, text: "0"),
])
func numbersFormatForCSS(_ c: CSSNumberCase) {
  #expect(CSSNumber.format(c.value, fractionDigits: c.digits) == c.text)
}

@Test func formattedNumbersParseBackWithinHalfAUnit() {
  var generator = SplitMix64(seed: 42)
  for _ in 0..<1000 {
    let value = Double.random(in: -1000...1000, using: &generator)
    let parsed = Double(CSSNumber.format(value))
    #expect(parsed.map { isClose($0, value, tolerance: 5.0001e-7) } == true)
  }
}
