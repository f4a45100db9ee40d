import Testing

@testable import AppDimensCommandLine

@Suite("MonotonicClock: readings never go back")
struct MonotonicClockTests {
  @Test func neverGoesBack() {
    var last = MonotonicClock.now()
    for _ in 0..<1_000 {
      let now = MonotonicClock.now()
      #expect(now >= last)
      last = now
    }
    #expect(MonotonicClock.seconds() > 0)
    #expect(MonotonicClock.time {} < 10_000_000_000)
  }
}
