import Foundation

/// The stack of a secondary thread on Apple platforms (512 KiB), where an app's tests and
/// background work run.
public let appleSecondaryThreadStack = 512 << 10

/// Runs `body` on a new thread with a `stackSize`-byte stack (1 MiB unless told) and returns
/// its result (nil only if the thread could not deliver one): a test of input that used to
/// recurse once per element (a chain of 10,000 token references, 200 nested token groups)
/// crashes there instead of passing on a generous stack.
public func onSmallStack<Result: Sendable>(
  stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Result
) -> Result? {
  let box = SmallStackResult<Result>()
  let thread = Thread {
    box.result = body()
    box.done.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  box.done.wait()
  return box.result
}

/// The result of ``onSmallStack(_:)``, handed from its thread once it is done.
private final class SmallStackResult<Result>: @unchecked Sendable {
  // Policy: written by the thread before `done.signal()`, read after `done.wait()`.
  var result: Result?
  let done = DispatchSemaphore(value: 0)
}
