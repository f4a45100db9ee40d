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

  /// A chain stored in a property with its nameable type, as a view or a model keeps it.
  struct Card {
    let padding: ScaledDpBuilder = 16.scaledDp.qualifier(24, .width, minimum: 600)
  }

  @Test func aChainIsStoredWithANameableType() {
    let tablet = DimensConfiguration(screenWidth: 800, screenHeight: 1200)
    // 24 × 800 / 300 = 64 (the qualifier matches; scaled on the smallest width, 800).
    #expect(isClose(Card().padding.resolve(tablet), 64))
  }

  @Test func aNinthConditionIsCountedNotUsed() {
    let tv = DimensConfiguration(screenWidth: 1920, screenHeight: 1080, uiMode: .television)
    let eight = (0..<8).reduce(16.scaledDp) { chain, _ in chain.rotate(1, .portrait) }
    let nine = eight.mode(28, .television)
    #expect(ScaledDpBuilder.conditionCapacity == 8)
    #expect(nine.links.count == 8)
    #expect(nine.ignoredConditionCount == 1)
    // The mode link was not stored: the base 16 is scaled, 16 × 1080 / 300 = 57.6.
    #expect(isClose(nine.resolve(tv), 57.6))
  }
}
