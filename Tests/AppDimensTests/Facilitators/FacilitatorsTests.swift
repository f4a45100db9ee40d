import AppDimensTestSupport
import Testing

@testable import AppDimens

@Suite("Facilitators and AppDimensPlain")
struct FacilitatorsTests {
  static let tall = DimensConfiguration(screenWidth: 800, screenHeight: 1200)
  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  static let tv = DimensConfiguration(screenWidth: 1920, screenHeight: 1080, uiMode: .television)

  @Test func qualifiedSpecVector() {
    let value = AppDimens.qualified(
      10, qualifiedValue: 20, configuration: Self.tall, qualifier: .width, minimum: 600)
    #expect(isClose(value, 53.333333))
    let phone = AppDimens.qualified(
      10, qualifiedValue: 20, configuration: Self.phone, qualifier: .width, minimum: 600)
    #expect(isClose(phone, 13))
  }

  @Test func qualifiedAtExactlyTheMinimumMatches() {
    let edge = DimensConfiguration(screenWidth: 600, screenHeight: 900)
    #expect(
      AppDimensPlain.qualified(
        10, qualifiedValue: 20, configuration: edge, qualifier: .width, minimum: 600) == 20)
    #expect(
      AppDimensPlain.qualified(
        10, qualifiedValue: 20, configuration: edge, qualifier: .width, minimum: 600.001) == 10)
  }

  @Test func rotateSelectsInTheOrientationOnly() {
    let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
    #expect(
      AppDimensPlain.rotate(
        16, rotationValue: 12, configuration: landscape, orientation: .landscape) == 12)
    #expect(
      AppDimensPlain.rotate(
        16, rotationValue: 12, configuration: Self.phone, orientation: .landscape) == 16)
    let scaled = AppDimens.rotate(
      16, rotationValue: 12, configuration: landscape, orientation: .landscape)
    #expect(isClose(scaled, 12 * 390 / 300.0))
  }

  @Test func modeAndScreen() {
    #expect(AppDimensPlain.mode(16, modeValue: 28, configuration: Self.tv, mode: .television) == 28)
    #expect(
      AppDimensPlain.mode(16, modeValue: 28, configuration: Self.phone, mode: .television) == 16)
    #expect(
      isClose(
        AppDimens.mode(16, modeValue: 28, configuration: Self.tv, mode: .television), 28 * 3.6))
    // screen needs both the mode and the minimum.
    #expect(
      AppDimensPlain.screen(
        16, screenValue: 42, configuration: Self.tv, mode: .television, qualifier: .width,
        minimum: 1280) == 42)
    #expect(
      AppDimensPlain.screen(
        16, screenValue: 42, configuration: Self.tv, mode: .television, qualifier: .width,
        minimum: 2000) == 16)
    #expect(
      AppDimensPlain.screen(
        16, screenValue: 42, configuration: Self.tall, mode: .television, qualifier: .width,
        minimum: 100) == 16)
  }

  @Test func finalQualifierChoosesTheScalingDimension() {
    let value = AppDimens.qualified(
      10, qualifiedValue: 20, configuration: Self.tall, qualifier: .width, minimum: 600,
      finalQualifier: .height)
    #expect(isClose(value, 20 * 1200 / 300.0))
  }
}
