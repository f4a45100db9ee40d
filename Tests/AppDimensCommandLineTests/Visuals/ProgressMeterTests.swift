import Testing

@testable import AppDimensCommandLine

/// A clock the test moves by hand.
final class FakeClock: @unchecked Sendable {
  var time = 100.0
  func now() -> Double { time }
}

@Suite("ProgressMeter: a line per second after the first second, quiet when asked")
struct ProgressMeterTests {
  struct Step: Sendable, CustomTestStringConvertible {
    let elapsed: Double
    let completed: Int
    let line: String?
    var testDescription: String { "\(elapsed) s" }
  }

  // The rows of the doc comment's table.
  static let steps = [
    Step(elapsed: 0.4, completed: 100, line: nil),
    Step(elapsed: 1.2, completed: 300, line: "plot: 300 of 1000 windows (30%)"),
    Step(elapsed: 1.7, completed: 400, line: nil),
    Step(elapsed: 2.3, completed: 800, line: "plot: 800 of 1000 windows (80%)"),
  ]

  @Test func linesFollowTheTable() {
    let clock = FakeClock()
    var meter = ProgressMeter(label: "plot", total: 1000, unit: "windows", now: clock.now)
    for step in Self.steps {
      clock.time = 100 + step.elapsed
      #expect(meter.update(completed: step.completed) == step.line, "\(step.elapsed)")
    }
    clock.time = 102.9
    #expect(meter.finish() == "plot: done, 1000 windows in 2.9 s")
  }

  @Test func fastRunsPrintNothing() {
    let clock = FakeClock()
    var meter = ProgressMeter(label: "gallery", total: 10, unit: "windows", now: clock.now)
    for done in 1...10 {
      clock.time += 0.05
      #expect(meter.update(completed: done) == nil)
    }
    #expect(meter.finish() == nil)
  }

  @Test func quietNeverPrints() {
    let clock = FakeClock()
    var meter = ProgressMeter(
      label: "plot", total: 10, unit: "windows", isQuiet: true, now: clock.now)
    clock.time += 5
    #expect(meter.update(completed: 5) == nil)
    #expect(meter.finish() == nil)
  }

  @Test func countsAreClamped() {
    let clock = FakeClock()
    var meter = ProgressMeter(label: "plot", total: 0, unit: "windows", now: clock.now)
    clock.time += 2
    #expect(meter.update(completed: 7) == "plot: 0 of 0 windows (100%)")
  }

  @Test func monotonicClockDoesNotGoBack() {
    let a = MonotonicClock.seconds()
    let b = MonotonicClock.seconds()
    #expect(a > 0 && b >= a)
  }
}
