import Testing

@testable import AppDimens

@Suite("Validating initializer: a typed error naming the bad field")
struct DimensConfigurationValidatingTests {
  struct BadCase: Sendable, CustomTestStringConvertible {
    let label: String
    let field: DimensConfigurationError.Field
    let make: @Sendable () throws -> DimensConfiguration
    var testDescription: String { label }
  }

  static let cases: [BadCase] = [
    BadCase(label: "NaN width", field: .screenWidth) {
      try DimensConfiguration(validatingScreenWidth: .nan, screenHeight: 844)
    },
    BadCase(label: "zero height", field: .screenHeight) {
      try DimensConfiguration(validatingScreenWidth: 390, screenHeight: 0)
    },
    BadCase(label: "huge width", field: .screenWidth) {
      try DimensConfiguration(validatingScreenWidth: 1e308, screenHeight: 844)
    },
    BadCase(label: "negative scale", field: .displayScale) {
      try DimensConfiguration(validatingScreenWidth: 390, screenHeight: 844, displayScale: -1)
    },
    BadCase(label: "subnormal scale (below 1/16)", field: .displayScale) {
      try DimensConfiguration(
        validatingScreenWidth: 390, screenHeight: 844, displayScale: .leastNonzeroMagnitude)
    },
    BadCase(label: "scale 17", field: .displayScale) {
      try DimensConfiguration(validatingScreenWidth: 390, screenHeight: 844, displayScale: 17)
    },
    BadCase(label: "infinite font scale", field: .fontScale) {
      try DimensConfiguration(validatingScreenWidth: 390, screenHeight: 844, fontScale: .infinity)
    },
    BadCase(label: "maximum below width", field: .maximumWindowWidth) {
      try DimensConfiguration(
        validatingScreenWidth: 390, screenHeight: 844, maximumWindowWidth: 300)
    },
    BadCase(label: "NaN maximum height", field: .maximumWindowHeight) {
      try DimensConfiguration(
        validatingScreenWidth: 390, screenHeight: 844, maximumWindowHeight: .nan)
    },
    BadCase(label: "zero ppi", field: .pixelsPerInch) {
      try DimensConfiguration(validatingScreenWidth: 390, screenHeight: 844, pixelsPerInch: 0)
    },
  ]

  @Test(arguments: cases)
  func rejectsAndNamesTheField(_ c: BadCase) {
    do {
      _ = try c.make()
      Issue.record("expected an error for \(c.label)")
    } catch let error as DimensConfigurationError {
      #expect(error.field == c.field)
      #expect(error.description.hasPrefix(c.field.rawValue + " must be"))
    } catch {
      Issue.record("unexpected error type \(error)")
    }
  }

  @Test func acceptsWhatTheSanitizerKeeps() throws {
    let validated = try DimensConfiguration(
      validatingScreenWidth: 400, screenHeight: 700, displayScale: 2, fontScale: 1.5,
      maximumWindowWidth: 800, maximumWindowHeight: 700, pixelsPerInch: 264)
    let sanitized = DimensConfiguration(
      screenWidth: 400, screenHeight: 700, displayScale: 2, fontScale: 1.5,
      maximumWindowWidth: 800, maximumWindowHeight: 700, pixelsPerInch: 264)
    #expect(validated == sanitized)
    #expect(validated.isMultiWindow)
  }
}
