import Testing

@testable import AppDimensStrategies

@Test func importsThePrincipalEngine() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(abs(10.sdp(configuration) - 13) < 1e-9)
}
