#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a configuration's values are drawn for: the 300-point baseline, or the design frame
/// W × H (Behavior Reference › Design frame), as the numbers every formula divides by.
///
/// A configuration computes its reference once, when it is built (``DimensConfiguration/reference``),
/// so resolving a value with a frame costs what it costs without one: `sdp` divides by
/// ``smallWidth`` where it divided by 300.
///
/// | reference | `smallWidth` | `width` | `height` | `largestWidth` | `aspectRatio` | `diagonal` | `perimeter` |
/// |---|---|---|---|---|---|---|---|
/// | baseline | 300 | 300 | 300 | 533 | 1.78 | 611.628155 | 833 |
/// | frame 390 × 844 | 390 | 390 | 844 | 844 | 2.164103 | 929.750504 | 1234 |
/// | frame 844 × 390 | 390 | 844 | 390 | 844 | 2.164103 | 929.750504 | 1234 |
///
/// The baseline is not a frame of 300 × 533: without a frame `hdp` divides by 300 (the Android
/// library's rule, so `16.hdp` on the baseline window is 28.426667) and the aspect variant's
/// reference ratio is 1.78, where a frame divides `hdp` by its own height and takes its own
/// ratio.
public struct ScalingReference: Hashable, Sendable {
  // Policy: the frame's sides ARE `width` and `height`, so a flag stands for the frame instead
  // of a second copy of it: every configuration carries a reference, and a smaller value is
  // cheaper to copy through the paths that take a configuration by value.
  /// Whether the numbers are a design frame's (false: the baseline's).
  @usableFromInline let isFramed: Bool
  /// What `sdp` divides the smallest width by: 300, or `min(W, H)`.
  public let smallWidth: Double
  /// What `wdp` divides the width by: 300, or `W`.
  public let width: Double
  /// What `hdp` divides the height by: 300, or `H`.
  public let height: Double
  /// What fit and fill divide the larger side by: 533, or `max(W, H)`.
  public let largestWidth: Double
  /// The aspect variant's reference ratio: 1.78, or `max(W, H) ÷ min(W, H)`.
  public let aspectRatio: Double
  /// What the diagonal curve divides by: `hypot(300, 533)` = 611.628155…, or `hypot(W, H)`.
  public let diagonal: Double
  /// What the perimeter curve divides by: 833, or `W + H`.
  public let perimeter: Double

  /// The reference of a design frame, or the baseline's when `designFrame` is nil.
  public init(designFrame: DesignFrame?) {
    isFramed = designFrame != nil
    // Policy: the baseline's numbers are literals (DimensBaseline), not a frame of 300 × 533:
    // every value without a frame stays bit for bit what it was before frames existed.
    guard let frame = designFrame else {
      smallWidth = DimensBaseline.width
      width = DimensBaseline.width
      height = DimensBaseline.width
      largestWidth = DimensBaseline.height
      aspectRatio = DimensBaseline.aspectRatio
      diagonal = DimensBaseline.diagonal
      perimeter = DimensBaseline.perimeter
      return
    }
    smallWidth = min(frame.width, frame.height)
    width = frame.width
    height = frame.height
    largestWidth = max(frame.width, frame.height)
    aspectRatio = largestWidth / smallWidth
    diagonal = hypot(frame.width, frame.height)
    perimeter = frame.width + frame.height
  }

  /// The design frame, or nil for the baseline.
  public var designFrame: DesignFrame? {
    isFramed ? DesignFrame(width: width, height: height) : nil
  }

  /// The baseline reference: values drawn for a 300-point-wide window.
  public static let baseline = ScalingReference(designFrame: nil)

  /// The side a qualifier's window dimension is divided by (the `D` of `r = d ÷ D`).
  @inlinable
  public func dimension(_ qualifier: DpQualifier) -> Double {
    switch qualifier {
    case .smallWidth: smallWidth
    case .width: width
    case .height: height
    }
  }
}

extension ScalingReference: CustomStringConvertible {
  /// `the 300 × 533 pt baseline` or `design frame 390 × 844 pt`, as the command line's tables
  /// name the reference in use.
  public var description: String {
    designFrame.map { "design frame \($0)" } ?? "the 300 × 533 pt baseline"
  }
}
