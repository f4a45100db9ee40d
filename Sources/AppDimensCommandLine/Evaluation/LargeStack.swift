#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Policy: the expression language parses and compiles by recursive descent, one level per
// parenthesis, argument, member or operator, and a debug build spends about 10 KiB of stack a
// level: the deepest expression it accepts (100 levels) needs about 2 MiB, four times the
// 512 KiB of an Apple secondary thread (and of the thread a test runs on). Rewriting the
// parser and the compiler as loops would touch every rule of the language; instead an
// expression of more than a few tokens is parsed and compiled on a thread of its own with a
// 16 MiB stack, where any accepted expression fits. A short one (most: `16.sdp`,
// `max(44, 30.sdp)`) stays on the caller's thread, so a batch of them pays nothing.
/// Runs work that recurses deeply on a thread with a large stack.
///
/// ```
/// run(tokens, body) = body()                              when tokens ≤ inlineTokens (16)
///                   = body() on a new 16 MiB-stack thread  otherwise, the caller waiting
/// ```
enum LargeStack {
  /// The stack of the thread deep work runs on, in bytes (16 MiB).
  static let size = 16 << 20
  /// The most tokens an expression may have to be compiled on the caller's thread: at most
  /// about 160 KiB of stack in a debug build.
  static let inlineTokens = 16

  /// `body`'s result, computed on the caller's thread when `tokens` is small, else on a new
  /// thread with a ``size``-byte stack (or on the caller's thread when no thread can be made).
  static func run<Result: Sendable>(
    tokens: Int, _ body: @escaping @Sendable () -> Result
  ) -> Result {
    guard tokens > inlineTokens else { return body() }
    let job = Job(body)
    guard job.start() else { return body() }
    return job.result ?? body()
  }

  /// One piece of work and its result, handed between the two threads.
  private final class Job<Result: Sendable>: @unchecked Sendable {
    // Policy: `result` is written by the worker before it ends and read after
    // `pthread_join`, which orders the two.
    let body: @Sendable () -> Result
    var result: Result?

    init(_ body: @escaping @Sendable () -> Result) { self.body = body }

    /// Runs `body` on a new thread and waits for it; false when no thread could be made.
    func start() -> Bool {
      var attributes = pthread_attr_t()
      guard pthread_attr_init(&attributes) == 0 else { return false }
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstacksize(&attributes, LargeStack.size) == 0 else { return false }
      let work: () -> Void = { self.result = self.body() }
      let context = Unmanaged.passRetained(Box(work)).toOpaque()
      #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(
          &thread, &attributes,
          { context in
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().work()
            return nil
          }, context)
      #else
        var thread = pthread_t()
        let created = pthread_create(
          &thread, &attributes,
          { context in
            guard let context else { return nil }
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().work()
            return nil
          }, context)
      #endif
      guard created == 0 else {
        Unmanaged<Box>.fromOpaque(context).release()
        return false
      }
      #if canImport(Darwin)
        guard let thread else { return false }
      #endif
      pthread_join(thread, nil)
      return true
    }
  }

  /// The work of one thread.
  private final class Box {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
  }

}
