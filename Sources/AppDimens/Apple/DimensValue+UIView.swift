#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // Apple adapter: the principal shorthands resolved against the window a view is in, returning
  // CGFloat for UIKit properties: `view.layer.cornerRadius = 10.sdp(in: view)`. Each call reads
  // the window once through `DimensConfiguration.current(in:)`; to resolve many values, read the
  // configuration once and use `10.sdp(configuration)`.

  extension DimensValue {
    /// Scales with the smallest window width, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func sdp(in view: UIView) -> CGFloat {
      CGFloat(sdp(DimensConfiguration.current(in: view)))
    }

    /// `sdp` adjusted by the aspect ratio, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func sdpa(in view: UIView) -> CGFloat {
      CGFloat(sdpa(DimensConfiguration.current(in: view)))
    }

    /// `sdp`, or the base value in multi-window, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func sdpi(in view: UIView) -> CGFloat {
      CGFloat(sdpi(DimensConfiguration.current(in: view)))
    }

    /// `sdpa`, or the base value in multi-window, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func sdpia(in view: UIView) -> CGFloat {
      CGFloat(sdpia(DimensConfiguration.current(in: view)))
    }

    /// Scales with the window width, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func wdp(in view: UIView) -> CGFloat {
      CGFloat(wdp(DimensConfiguration.current(in: view)))
    }

    /// `wdp` adjusted by the aspect ratio, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func wdpa(in view: UIView) -> CGFloat {
      CGFloat(wdpa(DimensConfiguration.current(in: view)))
    }

    /// `wdp`, or the base value in multi-window, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func wdpi(in view: UIView) -> CGFloat {
      CGFloat(wdpi(DimensConfiguration.current(in: view)))
    }

    /// `wdpa`, or the base value in multi-window, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func wdpia(in view: UIView) -> CGFloat {
      CGFloat(wdpia(DimensConfiguration.current(in: view)))
    }

    /// Scales with the window height, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func hdp(in view: UIView) -> CGFloat {
      CGFloat(hdp(DimensConfiguration.current(in: view)))
    }

    /// `hdp` adjusted by the aspect ratio, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func hdpa(in view: UIView) -> CGFloat {
      CGFloat(hdpa(DimensConfiguration.current(in: view)))
    }

    /// `hdp`, or the base value in multi-window, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func hdpi(in view: UIView) -> CGFloat {
      CGFloat(hdpi(DimensConfiguration.current(in: view)))
    }

    /// `hdpa`, or the base value in multi-window, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func hdpia(in view: UIView) -> CGFloat {
      CGFloat(hdpia(DimensConfiguration.current(in: view)))
    }

    /// Text scaled with the smallest width and Dynamic Type, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func ssp(in view: UIView) -> CGFloat {
      CGFloat(ssp(DimensConfiguration.current(in: view)))
    }

    /// Text scaled with the window height and Dynamic Type, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func hsp(in view: UIView) -> CGFloat {
      CGFloat(hsp(DimensConfiguration.current(in: view)))
    }

    /// Text scaled with the window width and Dynamic Type, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func wsp(in view: UIView) -> CGFloat {
      CGFloat(wsp(DimensConfiguration.current(in: view)))
    }

    /// Text scaled with the smallest width, without Dynamic Type, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func sem(in view: UIView) -> CGFloat {
      CGFloat(sem(DimensConfiguration.current(in: view)))
    }

    /// Text scaled with the window height, without Dynamic Type, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func hem(in view: UIView) -> CGFloat {
      CGFloat(hem(DimensConfiguration.current(in: view)))
    }

    /// Text scaled with the window width, without Dynamic Type, in the window `view` is in (see `DimensConfiguration.current(in:)`).
    @MainActor
    public func wem(in view: UIView) -> CGFloat {
      CGFloat(wem(DimensConfiguration.current(in: view)))
    }
  }
#endif
