import AppDimensDynamic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The chains and facilitators the chain cases measure, each with the if/else ladder an app
/// would write by hand instead.
///
/// A chain function is `@inline(__always)`, so a kernel that calls it with the loop's value
/// sees the literal conditions exactly as if it wrote the chain out (the inline cases), and the
/// same function builds the chains kept in buffers (the prebuilt cases). A ladder tries the
/// conditions in the order the ranking rule ranks them — specificity, then the larger minimum —
/// with the window's numbers read directly, and scales the chosen value with the formula
/// written out in the engine's association, so it returns the engine's bits exactly;
/// ``agree(_:_:_:)`` checks that on the 16 inputs before anything is measured.
enum ChainShapes {
  /// The README's chain: `v.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12,
  /// .landscape)`.
  @inline(__always)
  static func readme(_ v: Double) -> ScaledDpBuilder {
    v.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
  }

  /// ``readme(_:)`` by hand: width ≥ 600 (specificity 2), then landscape (1).
  @inline(__always)
  static func readmeLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    let chosen: Double
    if w >= 600 {
      chosen = 24
    } else if w > h {
      chosen = 12
    } else {
      chosen = v
    }
    return chosen * (min(w, h) / 300)
  }

  /// Four conditions of every kind and the aspect-ratio flag on the `scaledDp` builder.
  @inline(__always)
  static func four(_ v: Double) -> ScaledDpBuilder {
    v.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
      .mode(28, .television).qualifier(20, .height, minimum: 800).aspectRatio()
  }

  /// ``four(_:)`` by hand: television (4), height ≥ 800 and width ≥ 600 (2, the larger minimum
  /// first), landscape (1); then the aspect-ratio formula with k = 0.8.
  @inline(__always)
  static func fourLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    let chosen: Double
    if c.uiMode == .television {
      chosen = 28
    } else if h >= 800 {
      chosen = 20
    } else if w >= 600 {
      chosen = 24
    } else if w > h {
      chosen = 12
    } else {
      chosen = v
    }
    let sw = min(w, h)
    let slope = (1 + 0.8 * log(max(max(w, h) / sw / 1.78, 1e-4))) / 300
    return chosen * (1 + (sw - 300) * slope)
  }

  /// The principal document's Auto chain: qualifier, rotate, mode.
  @inline(__always)
  static func autoThree(_ v: Double) -> AutoScaledBuilder {
    v.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
      .mode(28, .television)
  }

  /// ``autoThree(_:)`` by hand: television (4), width ≥ 600 (2), landscape (1); the auto curve.
  @inline(__always)
  static func autoThreeLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    let chosen: Double
    if c.uiMode == .television {
      chosen = 28
    } else if w >= 600 {
      chosen = 24
    } else if w > h {
      chosen = 14
    } else {
      chosen = v
    }
    return chosen * auto(min(w, h))
  }

  /// The Auto chain with a fourth, combined condition.
  @inline(__always)
  static func autoFour(_ v: Double) -> AutoScaledBuilder {
    v.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
      .mode(28, .television)
      .screen(
        42,
        condition: .init(
          mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280))
  }

  /// ``autoFour(_:)`` by hand: television, landscape and width ≥ 1280 (7), television (4),
  /// width ≥ 600 (2), landscape (1); the auto curve.
  @inline(__always)
  static func autoFourLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    let chosen: Double
    if c.uiMode == .television && w > h && w >= 1280 {
      chosen = 42
    } else if c.uiMode == .television {
      chosen = 28
    } else if w >= 600 {
      chosen = 24
    } else if w > h {
      chosen = 14
    } else {
      chosen = v
    }
    return chosen * auto(min(w, h))
  }

  /// Text: `autoSp` with four conditions.
  @inline(__always)
  static func autoSpFour(_ v: Double) -> AutoScaledBuilder {
    v.autoSp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
      .mode(28, .television).screen(22, qualifier: .width, minimum: 700)
  }

  /// ``autoSpFour(_:)`` by hand: television (4), width ≥ 700 then ≥ 600 (2), landscape (1);
  /// the auto curve times the font scale.
  @inline(__always)
  static func autoSpFourLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    let chosen: Double
    if c.uiMode == .television {
      chosen = 28
    } else if w >= 700 {
      chosen = 22
    } else if w >= 600 {
      chosen = 24
    } else if w > h {
      chosen = 14
    } else {
      chosen = v
    }
    return chosen * (c.fontScale * auto(min(w, h)))
  }

  /// The one-condition chain `AppDimens.qualified` selects like.
  @inline(__always)
  static func qualified(_ v: Double) -> ScaledDpBuilder {
    v.scaledDp.qualifier(24, .width, minimum: 600)
  }

  /// ``qualified(_:)`` by hand.
  @inline(__always)
  static func qualifiedLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    return (w >= 600 ? 24 : v) * (min(w, h) / 300)
  }

  /// The one-condition chain `AppDimens.rotate` selects like.
  @inline(__always)
  static func rotate(_ v: Double) -> ScaledDpBuilder {
    v.scaledDp.rotate(12, .landscape)
  }

  /// ``rotate(_:)`` by hand.
  @inline(__always)
  static func rotateLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    return (w > h ? 12 : v) * (min(w, h) / 300)
  }

  /// The one-condition chain `AppDimens.mode` selects like.
  @inline(__always)
  static func mode(_ v: Double) -> ScaledDpBuilder {
    v.scaledDp.mode(28, .television)
  }

  /// ``mode(_:)`` by hand.
  @inline(__always)
  static func modeLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    (c.uiMode == .television ? 28 : v) * (min(c.screenWidth, c.screenHeight) / 300)
  }

  /// The one-condition chain `AppDimens.screen` selects like.
  @inline(__always)
  static func screen(_ v: Double) -> ScaledDpBuilder {
    v.scaledDp.screen(42, mode: .television, qualifier: .width, minimum: 1280)
  }

  /// ``screen(_:)`` by hand.
  @inline(__always)
  static func screenLadder(_ v: Double, _ c: DimensConfiguration) -> Double {
    let (w, h) = (c.screenWidth, c.screenHeight)
    return (c.uiMode == .television && w >= 1280 ? 42 : v) * (min(w, h) / 300)
  }

  /// The auto curve written out: `d ÷ 300` up to 480 points, then `1.6 + 0.4 × ln(1 + (d −
  /// 480) ÷ 300)`.
  @inline(__always)
  static func auto(_ d: Double) -> Double {
    d <= 480 ? d / 300 : 1.6 + 0.4 * log(1 + (d - 480) / 300)
  }

  /// Exits with an error unless `ours` and `ladder` return the same bits for all 16 inputs.
  static func agree(_ name: String, _ ours: (Int) -> Double, _ ladder: (Int) -> Double) {
    for index in 0..<16 where ours(index).bitPattern != ladder(index).bitPattern {
      printError(
        "\(name): the ladder gives \(ladder(index)), the engine \(ours(index)) (input \(index))")
      exit(3)
    }
  }
}
