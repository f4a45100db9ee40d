#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's monotonic clock in seconds, the real clock of ``ProgressMeter``.
///
/// Policy: `clock_gettime(CLOCK_MONOTONIC)` rather than `ContinuousClock`, which needs
/// macOS 13 / iOS 16 while the package supports macOS 12 / iOS 15.
enum MonotonicClock {
  /// Seconds since an arbitrary fixed origin; never goes backwards.
  @Sendable static func seconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_MONOTONIC, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
