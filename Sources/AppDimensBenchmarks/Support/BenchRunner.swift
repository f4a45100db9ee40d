import AppDimens
import AppDimensToolSupport

/// Times the cases: warm-up, calibration, then interleaved runs, best of each side.
///
/// Policy: ours and the baseline alternate (ours, baseline, ours, baseline, …) and each keeps
/// its best run. A noisy neighbour slows whichever run it hits; taking the minimum of
/// interleaved runs makes both sides see the same machine, so the ratio survives a busy
/// 2-core box even when absolute numbers move.
struct BenchRunner {
  /// Interleaved runs per side.
  var runs: Int = 9
  /// The wall time one calibrated run aims at, in nanoseconds.
  var targetRunNanoseconds: UInt64 = 4_000_000
  /// How many rounds of interleaved runs a case gets before a missed goal is reported.
  ///
  /// Policy: a case that misses its goal is measured again (best of all rounds), up to five
  /// rounds. A burst of load from another process can cover every run of one round on a
  /// shared 2-core machine; a real regression misses in every round.
  var confirmationRounds: Int = 5
  /// A fixed iteration count per run (`--iterations N`), or nil to calibrate.
  var fixedIterations: Int?

  /// Measures one case.
  func measure(_ benchCase: BenchCase) -> BenchResult {
    let kernels = benchCase.make()
    // Warm-up: touch the code, the inputs and (for bulk cases) every page of the buffers.
    kernels.ours(benchCase.minimumIterations)
    kernels.baseline?(benchCase.minimumIterations)
    let n = fixedIterations.map { max($0, 1) } ?? calibrate(kernels.ours, from: benchCase)
    var bestOurs = UInt64.max
    var bestBaseline = UInt64.max
    var result: BenchResult
    var round = 0
    repeat {
      for _ in 0..<runs {
        bestOurs = min(bestOurs, MonotonicClock.time { kernels.ours(n) })
        if let baseline = kernels.baseline {
          bestBaseline = min(bestBaseline, MonotonicClock.time { baseline(n) })
        }
      }
      result = BenchResult(
        name: benchCase.name, goal: benchCase.goal, instructionGoal: benchCase.instructionGoal,
        iterations: n,
        nsPerOp: Double(bestOurs) / Double(n),
        baselineNsPerOp: kernels.baseline == nil ? nil : Double(bestBaseline) / Double(n))
      round += 1
    } while !result.meetsTimeGoal && round < confirmationRounds
    return result
  }

  /// The iteration count that makes one run of `kernel` take about the target time.
  private func calibrate(_ kernel: Kernel, from benchCase: BenchCase) -> Int {
    var n = max(benchCase.minimumIterations, 1_000)
    while true {
      let elapsed = MonotonicClock.time { kernel(n) }
      if elapsed >= targetRunNanoseconds / 4 || n >= 1 << 34 {
        let scaled = Double(n) * Double(targetRunNanoseconds) / Double(max(elapsed, 1))
        return max(benchCase.minimumIterations, Int(clamping: scaled.rounded(.up)))
      }
      n *= 4
    }
  }
}
