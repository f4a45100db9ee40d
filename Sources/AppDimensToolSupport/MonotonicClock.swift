#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's monotonic clock: never goes back, unaffected by changes to the wall clock.
/// The benchmark times its runs with it; the command line's progress meter reads it.
public enum MonotonicClock: Sendable {
  // Policy: `clock_gettime(CLOCK_MONOTONIC)` rather than `ContinuousClock`, which needs macOS
  // 13 / iOS 16 while the package supports macOS 12 / iOS 15.

  /// The current reading in nanoseconds, from an arbitrary fixed origin.
  @inlinable
  public static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(clamping: spec.tv_sec) &* 1_000_000_000 &+ UInt64(clamping: spec.tv_nsec)
  }

  /// The current reading in seconds.
  @Sendable public static func seconds() -> Double { Double(now()) / 1e9 }

  /// The wall time `body` takes, in nanoseconds.
  @inlinable
  public static func time(_ body: () -> Void) -> UInt64 {
    let start = now()
    body()
    return now() &- start
  }
}
