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

  extension DimensConfiguration {
    // Policy: the one app-wide setting of the package, and only in the Apple adapters: UIKit
    // has no environment that reaches `current(in:)` on every OS the package supports (custom
    // traits need iOS 17), and a frame is one constant of the app's design, not of a window.
    // The SwiftUI provider reads it too, so an island and UIKit code in one window draw for
    // the same frame. It is isolated to the main actor, where UIKit and SwiftUI run, so Swift 6
    // refuses any access from another thread at compile time; the engine below stays free of
    // global state.
    /// The frame the app's design is drawn at, used when a call gives none: by both UIKit
    /// `current(in:)` forms (a view, a window scene) and by every `.appDimens()` without a
    /// `designFrame:`; nil (the default) draws for the 300 × 533-point baseline.
    ///
    /// Set it once, before the first view is laid out (in the app delegate, or the `App`'s
    /// `init()`):
    ///
    /// ```swift
    /// func application(
    ///   _ application: UIApplication,
    ///   didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    /// ) -> Bool {
    ///   DimensConfiguration.defaultDesignFrame = CGSize(width: 390, height: 844)
    ///   return true
    /// }
    /// ```
    ///
    /// `.appDimens(designFrame:)` overrides it for one scene or island; a SwiftUI view reads it
    /// when its provider's `body` runs, so set it before the first scene appears.
    @MainActor public static var defaultDesignFrame: CGSize? = nil

    /// The range the app's window factors are kept in, used when a call gives none: by both
    /// UIKit `current(in:)` forms and by every `.appDimens()` without `scaleLimits:`; nil (the
    /// default) is no limit (Behavior Reference › Scale limits).
    ///
    /// Set it once at launch, next to ``defaultDesignFrame``:
    /// `DimensConfiguration.defaultScaleLimits = 0.8...1.5` keeps `16.sdp` at 24 on a 12.9-inch
    /// iPad and leaves an iPhone's values as they are.
    @MainActor public static var defaultScaleLimits: ClosedRange<Double>? = nil

    /// Whether the app's principal values are rounded to the display's pixel grid when a call
    /// does not say: by both UIKit `current(in:)` forms and by every `.appDimens()` without
    /// `roundsToPixels:`; false (the default) leaves them as computed (Behavior Reference ›
    /// Pixel rounding).
    ///
    /// Set it once at launch, next to ``defaultScaleLimits``:
    /// `DimensConfiguration.defaultRoundsToPixels = true` makes `16.sdp` 20.666667 instead of
    /// 20.8 on a 390-point iPhone at @3x.
    @MainActor public static var defaultRoundsToPixels: Bool = false
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
