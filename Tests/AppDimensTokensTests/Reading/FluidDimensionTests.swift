import AppDimensTestSupport
import Testing

@testable import AppDimensTokens

/// CSS `clamp()`, `calc()` and `vw` values read as design points over the window's width.
/// Every expected value is the CSS formula worked by hand (`max(MIN, min(PREFERRED, MAX))`,
/// 1vw = width ÷ 100, 1rem = 16), never the reader's output.
@Suite("FluidDimension: clamp(), calc() and vw as design points")
struct FluidDimensionTests {
  /// The tokens and problems of one file with every dimension read.
  static func system(_ json: String, rootSize: Double = 16) throws -> DesignSystem {
    var options = DesignSystem.Options()
    options.rootSize = rootSize
    return try DesignSystem(
      files: [.init(name: "t.json", bytes: Array(json.utf8))], options: options,
      readsEveryDimension: true)
  }

  /// One dimension token `t` whose `$value` is `value` (JSON).
  static func token(_ value: String) -> String {
    #"{"t": {"$type": "dimension", "$value": "# + value + "}}"
  }

  static func window(_ width: Double) -> DimensConfiguration {
    DimensConfiguration(screenWidth: width, screenHeight: 1000)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let value: String
    /// The value at 320, 390, 768 and 1440 pt wide, by hand.
    let expected: [Double]
    var testDescription: String { value }
  }

  // By hand (root 16):
  // Utopia step 0: PREF = 1.0815 × 16 + 0.2174 × w ÷ 100 = 17.304 + 0.002174 w;
  //   320: 17.99968 → MIN 18; 390: 18.15186; 768: 18.973632; 1440: 20.43456 → MAX 20.
  // clamp(16px, 4vw, 24px): 12.8 → 16; 15.6 → 16; 30.72 → 24; 57.6 → 24.
  // 2vw: 6.4, 7.8, 15.36, 28.8.
  // calc(1rem + 1vw) = 16 + w ÷ 100: 19.2, 19.9, 23.68, 30.4.
  // clamp(1rem, calc(2rem - 1vw), 1.5rem) = clamp(16, 32 − w ÷ 100, 24): 28.8 → 24; 28.1 → 24;
  //   24.32 → 24; 17.6.
  // clamp(10px, 3vw, 2vw + 12px): MAX also grows: 9.6 → 10; 11.7; min(23.04, 27.36) = 23.04;
  //   min(43.2, 40.8) = 40.8.
  static let cases = [
    Case(
      value: #""clamp(1.125rem, 1.0815rem + 0.2174vw, 1.25rem)""#,
      expected: [18, 18.15186, 18.973632, 20]),
    Case(value: #""clamp(16px, 4vw, 24px)""#, expected: [16, 16, 24, 24]),
    Case(value: #""2vw""#, expected: [6.4, 7.8, 15.36, 28.8]),
    Case(value: #"{"value": 2, "unit": "vw"}"#, expected: [6.4, 7.8, 15.36, 28.8]),
    Case(value: #""calc(1rem + 1vw)""#, expected: [19.2, 19.9, 23.68, 30.4]),
    Case(value: #""clamp(1rem, calc(2rem - 1vw), 1.5rem)""#, expected: [24, 24, 24, 17.6]),
    Case(value: #""CLAMP( 10px , 3vw , 2vw + 12px )""#, expected: [10, 11.7, 23.04, 40.8]),
  ]

  @Test(arguments: cases) func valuesAtFourWidths(_ c: Case) throws {
    let system = try Self.system(Self.token(c.value))
    #expect(system.problems.isEmpty, "\(system.problems)")
    let token = try #require(system.tokens.first)
    for (width, expected) in zip([320.0, 390, 768, 1440], c.expected) {
      let value = token.value(in: Self.window(width))
      #expect(abs(value - expected) < 1e-9, "\(c.value) at \(width): \(value)")
    }
  }

  /// The design points of the doc table, by hand: `4vw` is 16 at 16 × 100 ÷ 4 = 400 and 24 at
  /// 600; Utopia's line crosses 18 at (18 − 17.304) ÷ 0.002174 and 20 at (20 − 17.304) ÷
  /// 0.002174; `2vw` is 2 at 100 pt, proportional.
  @Test func designPointsOfTheDocTable() throws {
    func points(_ text: String) throws -> DesignPoints {
      let fluid = try FluidDimension.read(text).get()
      return try fluid.designPoints(rootSize: 16).get()
    }
    #expect(
      try points("clamp(16px, 4vw, 24px)") == DesignPoints([400: 16, 600: 24], qualifier: .width))
    #expect(
      try points("2vw") == DesignPoints([100: 2], qualifier: .width, extrapolation: .proportional))
    let utopia = try points("clamp(1.125rem, 1.0815rem + 0.2174vw, 1.25rem)").points
    #expect(utopia.count == 2)
    #expect(abs(utopia[0].size - 0.696 / 0.002174) < 1e-6 && utopia[0].value == 18)
    #expect(abs(utopia[1].size - 2.696 / 0.002174) < 1e-6 && utopia[1].value == 20)
  }

  /// Seeded: random clamp() of px, rem and vw terms agrees with CSS's formula at every width
  /// tried, from 1 pt to 100,000 pt.
  @Test func randomClampsAgreeWithTheFormula() throws {
    var random = SplitMix64(seed: 0x636C_616D_70)
    for _ in 0..<200 {
      func term() -> (text: String, a: Double, b: Double) {
        let a = Double(Int.random(in: 0...400, using: &random)) / 10
        let b = Double(Int.random(in: -100...100, using: &random)) / 20
        return (
          "calc(\(a / 16)rem + \(b)vw)", a, b
        )
      }
      let low = Double(Int.random(in: 0...40, using: &random))
      let high = low + Double(Int.random(in: 0...40, using: &random))
      let preferred = term()
      let system = try Self.system(
        Self.token("\"clamp(\(low)px, \(preferred.text), \(high)px)\""))
      let token = try #require(system.tokens.first, "\(system.problems)")
      for width in [1.0, 200, 320, 390, 500, 768, 1024, 1440, 5000, 100_000] {
        let css = max(low, min(preferred.a + preferred.b * width / 100, high))
        let value = token.value(in: DimensConfiguration(screenWidth: width, screenHeight: width))
        #expect(abs(value - css) <= 1e-9 * max(1, abs(css)), "\(preferred.text) at \(width)")
      }
    }
  }

  /// Bad values are problem rows at the value's place, each with what to write instead.
  @Test(arguments: [
    (#""clamp(16px, 4vw)""#, "clamp() takes 3 arguments"),
    (#""clamp(1px, 2px, 3px, 4px)""#, "clamp() takes 3 arguments"),
    (#""clamp(24px, 4vw, 16px)""#, "MIN (24 pt) is greater than MAX (16 pt); swap them"),
    (#""clamp(1rem, 2vh, 2rem)""#, "unit 'vh' is not read (known: px, pt, rem, vw)"),
    (#""clamp(1rem, var(--x), 2rem)""#, "the function var() is not read (known: clamp, calc)"),
    (#""clamp(1e999px, 2vw, 2rem)""#, "'1e999' is not a finite number"),
    (#""clamp(1rem, 2 + 1vw, 2rem)""#, "'2' has no unit"),
    (#""clamp(1rem, 2vw, 2rem""#, "expected ',' or ')', found the end"),
    (#""calc(((((((((1px)))))))))""#, "more than 8 nested parentheses"),
    (#""clamp(1rem, 2vw * 2, 2rem)""#, "expected ',' or ')', found '*' at character 17"),
    (#"{"value": 0, "unit": ""}"#, "unit is empty; a dimension needs a unit even for 0"),
    (#"{"value": 1, "unit": "vh"}"#, "unit must be \"px\", \"pt\", \"rem\", \"em\" or \"vw\""),
  ])
  func badValuesAreProblemRows(_ value: String, _ message: String) throws {
    let system = try Self.system(Self.token(value))
    #expect(system.tokens.isEmpty)
    let problem = try #require(system.problems.first)
    #expect(problem.message.contains(message), "\(problem.message)")
    #expect(problem.location?.line == 1 && problem.location?.column == 40)
  }

  /// A value of a million characters is one problem row, read in linear time (well under a
  /// second in a debug build), and so are seeded random mutations of valid values.
  @Test func hugeAndMutatedValuesNeverTrap() throws {
    let huge = "clamp(1rem, " + String(repeating: "1px + ", count: 50_000) + "1vw, 2rem)"
    let system = try Self.system(Self.token("\"\(huge)\""))
    #expect(system.problems.first?.message.contains("longer than the 1000 read") == true)
    let deep = String(repeating: "calc(", count: 400) + "1px" + String(repeating: ")", count: 400)
    #expect(FluidDimension.read(deep).isFailure)
    var random = SplitMix64(seed: 7)
    let seeds = Self.cases.map(\.value).filter { $0.hasPrefix("\"") }
    let alphabet = Array("0123456789.+-e()vwpxrm ,calc\u{0}é")
    for _ in 0..<1_000 {
      var scalars = Array(
        seeds[Int.random(in: 0..<seeds.count, using: &random)].dropFirst().dropLast())
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let at = Int.random(in: 0..<scalars.count, using: &random)
        scalars[at] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      let text = String(scalars)
      if case .success(let fluid) = FluidDimension.read(text) {
        // Read or refused, never a trap; a read value resolves to a finite number.
        if case .success(let points) = fluid.designPoints(rootSize: 16) {
          #expect(points.resolve(Self.window(390)).isFinite, "\(text)")
        }
      }
    }
  }

  /// IBM Carbon's layout file (the unmodified fixture): its `fluidSpacing` vw values are
  /// read as w × N ÷ 100; the one unitless `{"value": 0, "unit": ""}` stays a problem row.
  @Test func carbonsFluidSpacing() throws {
    let bytes = try DesignModesFixtureTests.bytes("ibm-carbon/layout.tokens.json")
    let system = try DesignSystem(
      files: [.init(name: "layout.tokens.json", bytes: bytes)], options: .init(),
      readsEveryDimension: true)
    // The file: fluidSpacing.02 = 2vw, 03 = 5vw, 04 = 10vw.
    for (name, percent) in [("02", 2.0), ("03", 5), ("04", 10)] {
      let token = try #require(system.tokens.first { $0.path == "layout.fluidSpacing." + name })
      for width in [320.0, 390, 768, 1440] {
        let value = token.value(in: Self.window(width))
        #expect(abs(value - width * percent / 100) < 1e-9, "\(name) at \(width)")
      }
    }
    #expect(system.problems.count == 1)
    #expect(system.problems.first?.path == "layout.breakpoints.sm.margin")
    #expect(system.problems.first?.message.contains("DTCG 2025.10") == true)
  }
}

extension Result {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}
