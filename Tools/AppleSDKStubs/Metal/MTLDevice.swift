// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/Metal.framework/Headers (MTLDevice.h).

/// The Metal interface to a GPU (`protocol MTLDevice: NSObjectProtocol`).
public protocol MTLDevice: NSObjectProtocol {
  /// Allocates a buffer and copies `length` bytes from `pointer` into it:
  /// `func makeBuffer(bytes pointer: UnsafeRawPointer, length: Int,
  /// options: MTLResourceOptions = []) -> (any MTLBuffer)?`.
  func makeBuffer(bytes pointer: UnsafeRawPointer, length: Int, options: MTLResourceOptions)
    -> (any MTLBuffer)?

  /// Creates a zero-filled buffer: `func makeBuffer(length: Int,
  /// options: MTLResourceOptions = []) -> (any MTLBuffer)?`.
  func makeBuffer(length: Int, options: MTLResourceOptions) -> (any MTLBuffer)?
}

extension MTLDevice {
  /// The SDK's default `options: MTLResourceOptions = []` for `makeBuffer(bytes:length:)`.
  public func makeBuffer(bytes pointer: UnsafeRawPointer, length: Int) -> (any MTLBuffer)? {
    makeBuffer(bytes: pointer, length: length, options: [])
  }

  /// The SDK's default `options: MTLResourceOptions = []` for `makeBuffer(length:)`.
  public func makeBuffer(length: Int) -> (any MTLBuffer)? {
    makeBuffer(length: length, options: [])
  }
}
