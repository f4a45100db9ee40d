import Foundation
import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

/// The design-token files of three public design systems, unmodified
/// (`Tests/Fixtures/DesignTokens`, each with its source and licence), read as downloaded. Every
/// count here was made from the files themselves, independently of the reader, with the
/// command in the comment (Python's `json` and the W3C rules: a group's `$type` applies to
/// the tokens in it, files merge in order).
@Suite("Real design systems read without editing")
struct DesignSystemFixtureTests {
  /// The fixtures folder.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/DesignTokens")

  /// The files `names` of the fixture `folder`, in that order.
  static func files(_ folder: String, _ names: [String]) throws -> [DesignSystem.File] {
    try names.map { name in
      DesignSystem.File(
        name: name,
        bytes: Array(
          try Data(contentsOf: fixtures.appendingPathComponent(folder).appendingPathComponent(name))
        ))
    }
  }

  /// Style Dictionary's basic example: four files, aliases from text.json into
  /// dimensions.json, two typography composites, and every other W3C type.
  static func styleDictionary(_ options: DesignSystem.Options = .init()) throws -> DesignSystem {
    try DesignSystem(
      files: try files(
        "StyleDictionaryBasic",
        ["colors.json", "dimensions.json", "object-values.json", "text.json"]),
      options: options)
  }

  // Counted with:
  // python3 -c 'import json,collections
  // def merge(a,b):
  //   for k,v in b.items():
  //     if k in a and isinstance(a[k],dict) and isinstance(v,dict) and "$value" not in v: merge(a[k],v)
  //     else: a[k]=v
  //   return a
  // t={}
  // for f in ["colors","dimensions","object-values","text"]: merge(t,json.load(open("StyleDictionaryBasic/"+f+".json")))
  // c=collections.Counter()
  // def walk(n,ty):
  //   ty=n.get("$type",ty)
  //   for k,v in n.items():
  //     if k.startswith("$") or not isinstance(v,dict): continue
  //     if "$value" in v: c[v.get("$type",ty)]+=1
  //     else: walk(v,ty)
  // walk(t,None); print(sum(c.values()), dict(c))'
  // → 54 {'color': 11, 'dimension': 17, 'typography': 2, 'fontFamily': 2, 'fontSize': 2,
  //       'fontWeight': 3, 'number': 2, 'transition': 2, 'cubicBezier': 2, 'duration': 4,
  //       'border': 2, 'strokeStyle': 2, 'shadow': 3}
  @Test func styleDictionaryCounts() throws {
    let system = try Self.styleDictionary()
    #expect(system.tokenCount == 54)
    let types = Dictionary(uniqueKeysWithValues: system.types.map { ($0.name, $0.count) })
    #expect(
      types == [
        "color": 11, "dimension": 17, "typography": 2, "fontFamily": 2, "fontSize": 2,
        "fontWeight": 3, "number": 2, "transition": 2, "cubicBezier": 2, "duration": 4,
        "border": 2, "strokeStyle": 2, "shadow": 3,
      ])
    // Audited: the two fontSize tokens and the two typography composites; the 17 dimensions
    // and the 2 numbers (line heights) have no role; the other types are skipped by type.
    #expect(
      system.tokens.map(\.path).sorted() == [
        "text.sizes.body", "text.sizes.heading", "text.typography.body", "text.typography.heading",
      ])
    let skipped = Dictionary(uniqueKeysWithValues: system.skipped.map { ($0.name, $0.count) })
    #expect(skipped["no role"] == 19 && skipped["color"] == 11 && skipped["fontFamily"] == 2)
    // object-values.json and text.json both define text.typography.heading and .body.
    #expect(system.problems.count == 2)
    #expect(system.problems.allSatisfy { $0.message.hasPrefix("defined again") })
  }

  /// text.json's heading is `{dimensions.7}`, 28px in dimensions.json: an alias across files;
  /// the typography composites read their fontSize through two aliases.
  @Test func styleDictionaryAliasesAcrossFiles() throws {
    let system = try Self.styleDictionary()
    let heading = try #require(system.tokens.first { $0.path == "text.sizes.heading" })
    #expect(heading.written == "{dimensions.7} = 28px")
    let composite = try #require(system.tokens.first { $0.path == "text.typography.heading" })
    #expect(composite.written == "fontSize {text.sizes.heading} = 28px")
    let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(heading.value(in: window) == 28 && composite.value(in: window) == 28)
  }

  /// The done-when verdict, by hand: drawn as points (fixed scaling), dimensions.4 is 16 pt in
  /// every window, under the 44-pt hit target of the HIG on every iPhone; dimensions.11 is 44
  /// pt and passes everywhere. 14 phones × 2 orientations = 28 windows.
  @Test func sixteenFailsAndFortyFourPassesOnEveryIPhone() throws {
    let system = try Self.styleDictionary(
      .init(roles: roles([(.target, "dimensions.4"), (.target, "dimensions.11")])))
    #expect(system.scaling == .fixed)
    let phones = DeviceCatalog.devices(in: .phone)
    let report = DesignAudit(tokens: system.tokens, devices: phones, rules: [.targetSize]).run()
    let windows = AuditWindow.windows(of: phones).count
    #expect(windows == 2 * phones.count)
    let findings = report.findings
    #expect(findings.map(\.token) == ["dimensions.4"])
    let finding = try #require(findings.first)
    #expect(finding.failingWindows == windows && finding.checkedWindows == windows)
    #expect(finding.worst.value == 16 && finding.worst.limit == 44)
    #expect(finding.fix == DesignFinding.Fix(number: 44, source: "44pt", written: "44px"))
    #expect(!report.violations.contains { $0.token == "dimensions.11" })
  }

  // Counted with:
  // python3 -c 'import json,collections
  // d=json.load(open("FigmaSDS/tokens.json")); c=collections.Counter()
  // def walk(n,t):
  //   t=n.get("$type",t)
  //   for k,v in n.items():
  //     if k.startswith("$") or not isinstance(v,dict): continue
  //     if "$value" in v: c[v.get("$type",t)]+=1
  //     else: walk(v,t)
  // walk(d,None); print(sum(c.values()), dict(c))'
  // → 337 {'fontFamily': 10, 'number': 73, 'fontWeight': 17, 'unknown': 11, 'color': 226}
  // and `grep -c '"{@typography' FigmaSDS/tokens.json` lines name Figma's variable names; the
  // 19 size tokens of the typography group (`@typography.*.size*`) are such aliases.
  @Test func figmaSimpleDesignSystem() throws {
    let system = try DesignSystem(
      files: try Self.files("FigmaSDS", ["tokens.json"]),
      options: .init(
        roles: roles([(.text, "@typography.**.size*"), (.target, "@size.icon.*")])))
    #expect(system.tokenCount == 337)
    let types = Dictionary(uniqueKeysWithValues: system.types.map { ($0.name, $0.count) })
    #expect(
      types == ["fontFamily": 10, "number": 73, "fontWeight": 17, "unknown": 11, "color": 226])
    #expect(system.roleMatches.map(\.count) == [19, 3])
    // The three icon sizes are 24, 32 and 40 in the file.
    #expect(
      system.tokens.map(\.path) == ["@size.icon.small", "@size.icon.medium", "@size.icon.large"])
    #expect(system.tokens.map(\.number) == [24, 32, 40])
    // Each text size aliases a Figma name that is no key of the file: one problem row each,
    // with the key it stands for.
    #expect(system.problems.count == 19)
    #expect(
      system.problems.first?.description
        == "tokens.json:512:19: @typography.title-hero.size: $value: no token "
        + "'@typography_primitives.Scale 10' (did you mean '@typography_primitives.scale-10'?)")
  }

  /// Designsystemet's Tokens Studio export, a whole folder of it: `fontSizes` read as text from
  /// string numbers, composites of `typography`, Tokens Studio's own types counted.
  // Counted with: python3 -c 'import json,glob,collections; c=collections.Counter()
  // def walk(n,t):
  //   t=n.get("$type",t)
  //   for k,v in n.items():
  //     if k.startswith("$") or not isinstance(v,dict): continue
  //     if "$value" in v: c[v.get("$type",t)]+=1
  //     else: walk(v,t)
  // [walk(json.load(open(f)),None) for f in sorted(glob.glob("Designsystemet/design-tokens/**/[!$]*.json", recursive=True))]
  // print(sum(c.values()), dict(c))'
  // → 248 {'borderWidth': 4, 'boxShadow': 10, 'opacity': 2, 'dimension': 49, 'number': 4,
  //        'fontFamilies': 1, 'fontWeights': 3, 'lineHeights': 3, 'fontSizes': 10,
  //        'letterSpacing': 9, 'color': 131, 'typography': 22}
  @Test func designsystemet() throws {
    let names = [
      "design-tokens/primitives/globals.json", "design-tokens/primitives/modes/size/global.json",
      "design-tokens/primitives/modes/size/medium.json",
      "design-tokens/primitives/modes/typography/primary/designsystemet.json",
      "design-tokens/primitives/modes/typography/size/medium.json",
      "design-tokens/semantic/style.json",
    ]
    let system = try DesignSystem(files: try Self.files("Designsystemet", names))
    #expect(system.tokenCount == 248)
    let types = Dictionary(uniqueKeysWithValues: system.types.map { ($0.name, $0.count) })
    #expect(
      types == [
        "borderWidth": 4, "boxShadow": 10, "opacity": 2, "dimension": 49, "number": 4,
        "fontFamilies": 1, "fontWeights": 3, "lineHeights": 3, "fontSizes": 10,
        "letterSpacing": 9, "color": 131, "typography": 22,
      ])
    // Text: the ten font sizes and the 22 typography composites, whose fontSize aliases them.
    #expect(system.tokens.count == 32 && system.tokens.allSatisfy { $0.role == .text })
    let heading = try #require(system.tokens.first { $0.path == "typography.heading.2xl" })
    #expect(heading.written == "fontSize {font-size.10} = 60")
    #expect(heading.value(in: DimensConfiguration(screenWidth: 390, screenHeight: 844)) == 60)
  }
}
