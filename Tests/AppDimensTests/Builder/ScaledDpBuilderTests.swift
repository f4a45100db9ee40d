import AppDimensTestSupport
import Testing

@testable import AppDimens

@Suite("scaledDp builder")
struct ScaledDpBuilderTests {
  @Test func specVector() {
    let configuration = DimensConfiguration(screenWidth: 1366, screenHeight: 1024)
    let built = 16.scaledDp
      .screen(24, qualifier: .width, minimum: 600)
      .rotate(12, .landscape)
      .aspectRatio()
      .resolve(configuration)
    #expect(isClose(built, 68.554697))
    #expect(isClose(built, 24 * Reference.aspectFactor(d: 1024, ar: 1366.0 / 1024)))
  }

  @Test func noMatchScalesTheBase() {
    let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    let built = 16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
    #expect(isClose(built.resolve(phone), 20.8))
    #expect(built.select(phone) == 16)
  }

  @Test func chainIsAReusableValue() {
    let chain = 16.scaledDp.qualifier(20, .width, minimum: 600).mode(28, .television)
    let tv = DimensConfiguration(screenWidth: 1920, screenHeight: 1080, uiMode: .television)
    let tablet = DimensConfiguration(screenWidth: 1024, screenHeight: 768)
    #expect(isClose(chain.resolve(tv), 28 * 1080 / 300.0))
    #expect(isClose(chain.resolve(tablet), 20 * 768 / 300.0))
    #expect(isClose(chain.resolve(tv), 28 * 1080 / 300.0))
    #expect(chain.links.count == 2)
  }

  @Test func ignoreMultiWindowAndFinalQualifier() {
    let pane = DimensConfiguration(
      screenWidth: 507, screenHeight: 768, maximumWindowWidth: 1024, maximumWindowHeight: 768)
    let chain = 16.scaledDp.qualifier(20, .width, minimum: 500)
    #expect(chain.ignoreMultiWindow().resolve(pane) == 20)
    #expect(isClose(chain.resolve(pane), 20 * 507 / 300.0))
    #expect(isClose(chain.finalQualifier(.height).resolve(pane), 20 * 768 / 300.0))
  }
}
