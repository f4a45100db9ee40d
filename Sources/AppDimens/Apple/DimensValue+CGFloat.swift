#if canImport(CoreGraphics)
  import CoreGraphics

  // Apple adapter: `CGFloat` gets the principal shorthands, so `CGFloat(10).sdp(configuration)`
  // works like `10.sdp(configuration)` (Behavior Reference › Principal scaling), and a `CGSize`
  // becomes a design frame. CGFloat and CGSize appear only in Apple adapters.

  extension CGFloat: DimensValue {
    /// The value as a `Double`.
    @inlinable public var dimensValue: Double { Double(self) }
  }

  extension DesignFrame {
    /// The design frame of a `CGSize` (`CGSize(width: 390, height: 844)`), sanitized as
    /// ``init(width:height:)`` says.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }
#endif

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // Apple adapter: the seed's UIKit shorthands, resolved against the window a view is in and
  // returning CGFloat for UIKit properties: `view.layer.cornerRadius = 10.sdp(in: view)`.
  //
  // Policy: only the three the seed writes (`sdp`, `wdp`, `hdp`). Every other value reads the
  // configuration once and uses the portable form, as the seed's complete UIKit example does:
  // `let c = DimensConfiguration.current(in: view); 17.ssp(c)`, which also reads the window
  // once for many values instead of once per value.

  extension DimensValue {
    /// Scales with the smallest window width, in the window `view` is in (see
    /// `DimensConfiguration.current(in:)`): `10.sdp(in: view)`.
    @MainActor
    public func sdp(in view: UIView) -> CGFloat {
      CGFloat(sdp(DimensConfiguration.current(in: view)))
    }

    /// Scales with the window width, in the window `view` is in: `100.wdp(in: view)`.
    @MainActor
    public func wdp(in view: UIView) -> CGFloat {
      CGFloat(wdp(DimensConfiguration.current(in: view)))
    }

    /// Scales with the window height, in the window `view` is in: `48.hdp(in: view)`.
    @MainActor
    public func hdp(in view: UIView) -> CGFloat {
      CGFloat(hdp(DimensConfiguration.current(in: view)))
    }
  }
#endif
