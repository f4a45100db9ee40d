import Foundation
import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

/// The audit and the generated code agree: for every token the audit judges, the member
/// `appdimens generate` writes — read back from the generated text by a parser of its own,
/// not taken from the generator — resolves in every catalog window at every text size of
/// every platform to exactly the value the audit judged, with each scaling.
@Suite("Property: generated members resolve to the values the audit judged")
struct GeneratedCodeAgreementTests {
  /// A design: its files and the role patterns the audit is given.
  struct Design: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [DesignSystem.File]
    let roles: [(DesignToken.Role, String)]
    var testDescription: String { name }
  }

  /// Style Dictionary's basic example (dimensions and the text that aliases them; the other
  /// two files define the typography again), a token file in Figma's variables shape, and the
  /// examples of design points and of CSS `clamp()` and `vw` values.
  static let designs: [Design] = {
    let fixtures = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/DesignTokens/StyleDictionaryBasic")
    let styleDictionary = ["dimensions.json", "text.json"].map { name in
      DesignSystem.File(
        name: name,
        bytes: Array((try? Data(contentsOf: fixtures.appendingPathComponent(name))) ?? Data()))
    }
    let figma = """
      {"spacing-100": {"$type": "number", "$value": 4, "$extensions": {"com.figma.scopes": ["GAP"]}},
       "size-control": {"$type": "number", "$value": 44, "$extensions": {"com.figma.scopes": ["WIDTH_HEIGHT"]}},
       "font-size": {
         "font-size-250": {"$type": "number", "$value": 10, "$extensions": {"com.figma.scopes": ["FONT_SIZE"]}},
         "caption2": {"$type": "number", "$value": 11, "$extensions": {"com.figma.scopes": ["FONT_SIZE"]}},
         "large-title": {"$type": "number", "$value": 34.5, "$extensions": {"com.figma.scopes": ["FONT_SIZE"]}}},
       "rem": {"$type": "dimension", "$value": "0.875rem"}}
      """
    let examples = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/DesignTokens")
    let fluid = ["design-frames.json", "fluid.json"].map { name in
      DesignSystem.File(
        name: name,
        bytes: Array((try? Data(contentsOf: examples.appendingPathComponent(name))) ?? Data()))
    }
    return [
      Design(
        name: "Design points, CSS clamp() and vw", files: fluid,
        roles: [(.width, "size.padding")]),
      Design(
        name: "Style Dictionary basic", files: styleDictionary,
        roles: [(.target, "dimensions.1*"), (.width, "dimensions.*")]),
      Design(
        name: "Figma variables", files: [.init(name: "figma.json", bytes: Array(figma.utf8))],
        roles: [(.width, "rem")]),
    ]
  }()

  static let scalings: [DesignScaling] = [
    .fixed, .appDimens, .frame(DesignFrame(width: 390, height: 844)),
  ]

  /// `DesignPoints([400: 16, 600: 24], qualifier: .width)` (the options optional), parsed.
  static func parseDesignPoints(_ text: Substring) -> DesignPoints? {
    guard let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]") else {
      return nil
    }
    var pairs: [(Double, Double)] = []
    for entry in text[text.index(after: open)..<close].split(separator: ",") {
      let parts = entry.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, let size = Double(parts[0]), let value = Double(parts[1]) else {
        return nil
      }
      pairs.append((size, value))
    }
    func option(_ label: String) -> String? {
      guard let range = text.range(of: label) else { return nil }
      return String(text[range.upperBound...].prefix { $0.isLetter })
    }
    let qualifier = option("qualifier: .").flatMap(DpQualifier.init(rawValue:)) ?? .smallWidth
    let extrapolation =
      option("extrapolation: .").flatMap(DesignPoints.Extrapolation.init(rawValue:)) ?? .clamp
    return DesignPoints(pairs, qualifier: qualifier, extrapolation: extrapolation)
  }

  /// `DesignTokenValue.dimension(44.0, scaling: .fixed)` and the text form, parsed.
  static func parseValue(_ text: Substring) -> DesignTokenValue? {
    if text.hasPrefix("DesignTokenValue.dimension(DesignPoints(") {
      return parseDesignPoints(text).map { .dimension($0) }
    }
    if text.hasPrefix("DesignTokenValue.text(DesignPoints(") {
      return parseDesignPoints(text).map { .text($0) }
    }
    func number(after label: String, in text: Substring) -> Double? {
      guard let range = text.range(of: label) else { return nil }
      let rest = text[range.upperBound...]
      return Double(rest.prefix { "0123456789.-e+".contains($0) })
    }
    let scaling: DesignTokenValue.Scaling
    if text.contains("scaling: .fixed)") {
      scaling = .fixed
    } else if text.contains("scaling: .appDimens)") {
      scaling = .appDimens
    } else if let width = number(after: "DesignFrame(width: ", in: text),
      let height = number(after: ", height: ", in: text)
    {
      scaling = .frame(DesignFrame(width: width, height: height))
    } else {
      return nil
    }
    if text.hasPrefix("DesignTokenValue.dimension("),
      let points = number(after: "dimension(", in: text)
    {
      return .dimension(points, scaling: scaling)
    }
    guard text.hasPrefix("DesignTokenValue.text("), let points = number(after: "text(", in: text),
      let styleStart = text.range(of: "relativeTo: .")?.upperBound,
      let style = TextStyle(
        rawValue: String(text[styleStart...].prefix { $0.isLetter || $0.isNumber }))
    else { return nil }
    return .text(points, relativeTo: style, scaling: scaling)
  }

  /// Every path of `all` and the value of the member it names, read from the generated text.
  static func parse(_ source: String) -> [String: DesignTokenValue] {
    var members: [String: DesignTokenValue] = [:]
    var enums: [String] = []
    var result: [String: DesignTokenValue] = [:]
    for line in source.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("public enum "), trimmed.hasSuffix(" {") {
        enums.append(String(trimmed.dropFirst(12).dropLast(2)))
      } else if trimmed == "}" {
        enums.removeLast()
      } else if trimmed.hasPrefix("public static let "), let equals = trimmed.range(of: " = ") {
        let name = String(
          trimmed[trimmed.index(trimmed.startIndex, offsetBy: 18)..<equals.lowerBound])
        let path = (enums.dropFirst() + [name]).joined(separator: ".")
        members[path] = parseValue(trimmed[equals.upperBound...])
      } else if trimmed.hasPrefix("\""), trimmed.hasSuffix(","),
        let colon = trimmed.range(of: "\": ")
      {
        let path = String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon.lowerBound])
        let reference = String(trimmed[colon.upperBound...].dropLast())
        result[path] = members[reference]
      }
    }
    return result
  }

  @Test(arguments: designs) func agree(_ design: Design) throws {
    let roles = design.roles.compactMap { role, glob in
      TokenPattern(glob).map { TokenRoleRule(role, $0) }
    }
    let windows = DesignPlatform.allCases
    for scaling in Self.scalings {
      let options = DesignSystem.Options(scaling: scaling, roles: roles)
      let audited = try DesignSystem(files: design.files, options: options)
      let source = try TokenCodeGenerator(files: design.files, options: options).source()
      let generated = Self.parse(source)
      #expect(audited.problems.isEmpty)
      #expect(audited.tokens.count >= 5, "\(design.name): the audit judges enough tokens")
      // Every audited token is generated; the generator writes the unroled dimensions too.
      #expect(Set(audited.tokens.map(\.path)).isSubset(of: generated.keys))
      var checked = 0
      for window in DesignPlatform.windows(of: windows, designFrame: scaling.designFrame) {
        for size in window.textSizes {
          let configuration = window.configuration(at: size)
          for token in audited.tokens {
            guard let value = generated[token.path] else { continue }
            let code = value.resolve(configuration)
            let judged = token.value(in: configuration)
            checked += 1
            if code != judged {
              Issue.record(
                "\(design.name) \(scaling.name) \(token.path) \(window.name) \(size): \(code) != \(judged)"
              )
              return
            }
          }
        }
      }
      #expect(checked > 1000)
    }
  }
}
