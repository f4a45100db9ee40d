// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/Metal.framework/Headers (MTLBuffer.h, MTLResource.h).

/// An allocation of memory accessible to a GPU (`protocol MTLResource`).
public protocol MTLResource: NSObjectProtocol {
  /// The location and access permissions of the resource:
  /// `var storageMode: MTLStorageMode { get }`.
  var storageMode: MTLStorageMode { get }
}

/// A resource that stores data in a format defined by your app (`protocol MTLBuffer:
/// MTLResource`).
public protocol MTLBuffer: MTLResource {
  /// The logical size of the buffer, in bytes: `var length: Int { get }`.
  var length: Int { get }

  /// The system address of the buffer's storage: `func contents() -> UnsafeMutableRawPointer`.
  func contents() -> UnsafeMutableRawPointer
}

extension MTLBuffer {
  /// Informs the GPU that the CPU modified a section of a managed buffer:
  /// `func didModifyRange(_ range: Range<Int>)` (macOS and Mac Catalyst only; guard calls with
  /// `#if os(macOS) || targetEnvironment(macCatalyst)`, which this Linux check cannot see).
  public func didModifyRange(_ range: Range<Int>) {}
}

/// Optional arguments used to set the behavior of a resource (`struct MTLResourceOptions:
/// OptionSet`).
public struct MTLResourceOptions: OptionSet, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt

  /// Creates options from a raw bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The default CPU cache mode for the resource.
  public static let cpuCacheModeDefaultCache = MTLResourceOptions([])
  /// A write-combined CPU cache mode.
  public static let cpuCacheModeWriteCombined = MTLResourceOptions(rawValue: 1)
  /// Shared storage: system memory accessible to both the CPU and the GPU.
  public static let storageModeShared = MTLResourceOptions([])
  /// Managed storage: a CPU and a GPU copy synchronized explicitly (macOS).
  public static let storageModeManaged = MTLResourceOptions(rawValue: 1 << 4)
  /// Private storage: GPU-only memory.
  public static let storageModePrivate = MTLResourceOptions(rawValue: 2 << 4)
}

/// Options for the memory location and access permissions of a resource (`enum MTLStorageMode:
/// UInt`).
public enum MTLStorageMode: UInt, Sendable {
  /// Stored in system memory, accessible to both the CPU and the GPU.
  case shared = 0
  /// The CPU and GPU may maintain separate copies (macOS).
  case managed = 1
  /// Accessible only to the GPU.
  case `private` = 2
  /// Tile memory only (Apple GPUs).
  case memoryless = 3
}
