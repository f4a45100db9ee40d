#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds from `clock_gettime(CLOCK_MONOTONIC)`: never goes back, unaffected by NTP steps.
enum MonotonicClock {
  /// The current reading in nanoseconds.
  @inline(__always)
  static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
  }

  /// The wall time `body` takes, in nanoseconds.
  @inline(__always)
  static func time(_ body: () -> Void) -> UInt64 {
    let start = now()
    body()
    return now() &- start
  }
}
