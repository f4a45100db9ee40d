/// One stored link of a conditional chain: the link as declared, its place in declaration order,
/// and its condition compiled, when the link is added, into three tests on a window.
///
/// ```
/// accepts(w) = bit situation(w) of allowed  and  w.width ≥ widthMinimum  and  w.height ≥ heightMinimum
///
/// situation(w)   = 2 × mode index + [landscape]        (18 situations: 9 modes × 2 orientations)
/// allowed        = a bit per situation the condition's mode and orientation allow (all when unset)
/// widthMinimum   = minimum for .width and .smallWidth, else −∞
/// heightMinimum  = minimum for .height and .smallWidth, else −∞
/// ```
///
/// The smaller side is at least m exactly when both sides are, so every qualifier is two
/// comparisons and none needs a branch on which side it reads. `accepts` answers what
/// ``ScreenCondition/matches(_:)`` answers for every configuration (a configuration's sides are
/// never NaN, so `d ≥ −∞` always holds; a NaN minimum set on the property never matches, as
/// `d ≥ NaN` is false):
///
/// | condition | allowed | widthMinimum | heightMinimum |
/// |---|---|---|---|
/// | `.init(orientation: .landscape)` | every mode, landscape | −∞ | −∞ |
/// | `.init(qualifier: .width, minimum: 600)` | all | 600 | −∞ |
/// | `.init(qualifier: .smallWidth, minimum: 600)` | all | 600 | 600 |
/// | `.init(mode: .television)` | television, both orientations | −∞ | −∞ |
/// | `.init(mode: .normal, orientation: .portrait, qualifier: .height, minimum: 411)` | normal in portrait | −∞ | 411 |
///
/// A slot a chain does not use holds an *end marker* (``init()``): it allows no situation, so
/// it fails the first test for every window, and it comes after every link in rank order.
//
// Policy: the compiled tests are what lets a chain kept in a property resolve near the cost of
// the same chain written inline. `matches` branches on each optional part and switches on the
// qualifier per link; `accepts` is one bit test and two comparisons, against the situation
// computed once per resolve (`Window`). The fields the tests read come first, then the
// condition as declared (its `minimum` is kept even when no qualifier uses it, so `links`, `==`
// and coding see the chain as written): 48 bytes a link.
@usableFromInline
struct ChainLink: Sendable {
  /// What resolving reads of the link: its value and its compiled condition.
  @usableFromInline var test: Test
  /// The link's index in declaration order (``endMarkerOrder`` for an end marker).
  @usableFromInline var order: UInt8
  /// The condition's mode, as declared.
  @usableFromInline var mode: UIMode?
  /// The condition's orientation, as declared.
  @usableFromInline var orientation: Orientation?
  /// The condition's qualifier, as declared.
  @usableFromInline var qualifier: DpQualifier?
  /// The threshold the link ranks by: the minimum when a qualifier is set (−∞ for NaN), else
  /// −∞ (``RankKey``).
  @usableFromInline var rankThreshold: Double
  /// The condition's minimum, as declared.
  @usableFromInline var minimum: Double

  /// Compiles `link`, the `order`-th link declared.
  //
  // Policy: written with as few branches as the language allows (the optional parts are
  // decoded once, the rest is selected with masks): a chain step must stay within the
  // optimizer's size limit for forced inlining (64 blocks), or a chain written inline stops
  // folding into comparisons.
  @inlinable @inline(__always)
  init(_ link: ConditionalValue, order: Int) {
    let condition = link.condition
    let m = condition.minimum
    minimum = m
    self.order = UInt8(truncatingIfNeeded: order)
    mode = condition.mode
    orientation = condition.orientation
    qualifier = condition.qualifier
    let side = condition.qualifier ?? .smallWidth
    let hasQualifier = condition.qualifier != nil
    rankThreshold = Self.choose(Self.bit(hasQualifier) & Self.bit(!m.isNaN), m, -.infinity)
    let modeSituations = Window.bothOrientations &<< (2 &* Window.index(condition.mode ?? .normal))
    let orientationSituations =
      condition.orientation == .landscape ? Window.landscapes : Window.portraits
    test = Test(
      value: link.value,
      widthMinimum: Self.choose(Self.bit(hasQualifier) & Self.bit(side != .height), m, -.infinity),
      heightMinimum: Self.choose(Self.bit(hasQualifier) & Self.bit(side != .width), m, -.infinity),
      allowed: (modeSituations | ~Self.mask(condition.mode != nil))
        & (orientationSituations | ~Self.mask(condition.orientation != nil)) & Window.all)
  }

  /// An end marker: the content of a slot no link uses; it accepts no window and comes after
  /// every link.
  @inlinable @inline(__always)
  init() {
    test = Test(value: 0, widthMinimum: -.infinity, heightMinimum: -.infinity, allowed: 0)
    order = Self.endMarkerOrder
    mode = nil
    orientation = nil
    qualifier = nil
    rankThreshold = -.infinity
    minimum = 0
  }

  /// The ``order`` of an end marker.
  @inlinable
  static var endMarkerOrder: UInt8 { .max }

  /// Whether this is an end marker.
  @inlinable
  var isEndMarker: Bool { order == Self.endMarkerOrder }

  /// The link as declared: its value and its condition.
  @inlinable
  var link: ConditionalValue {
    var condition = ScreenCondition(mode: mode, orientation: orientation, qualifier: qualifier)
    // The minimum as declared, which the initializer would sanitize again.
    condition.minimum = minimum
    return ConditionalValue(test.value, when: condition)
  }

  /// `x` when `bit` is 1, else `y` (`bit` is 0), without a branch.
  @inlinable @inline(__always)
  static func choose(_ bit: UInt32, _ x: Double, _ y: Double) -> Double {
    let mask = 0 &- UInt64(bit)
    return Double(bitPattern: (x.bitPattern & mask) | (y.bitPattern & ~mask))
  }

  /// All ones when `condition` holds, else zero.
  @inlinable @inline(__always)
  static func mask(_ condition: Bool) -> UInt32 {
    0 &- bit(condition)
  }

  /// 1 when `condition` holds, else 0, without a branch.
  @inlinable @inline(__always)
  static func bit(_ condition: Bool) -> UInt32 {
    // Policy: a `Bool` is one byte holding 0 or 1; reading it as that byte is the one
    // conversion the language has that the optimizer never turns into a branch.
    UInt32(unsafeBitCast(condition, to: UInt8.self))
  }

  /// Whether this link comes before `other` in rank order: a higher ``RankKey`` (specificity,
  /// then threshold), then the earlier declaration; 1 or 0.
  @inlinable @inline(__always)
  func precedes(_ other: ChainLink) -> UInt32 {
    let (a, b) = (specificity, other.specificity)
    let sameKey = Self.bit(a == b) & Self.bit(rankThreshold == other.rankThreshold)
    return Self.bit(a > b) | (Self.bit(a == b) & Self.bit(rankThreshold > other.rankThreshold))
      | (sameKey & Self.bit(order < other.order))
  }

  /// `4·[mode set] + 2·[qualifier set] + 1·[orientation set]` (``ScreenCondition/specificity``).
  @inlinable @inline(__always)
  var specificity: Int {
    (mode == nil ? 0 : 4) + (qualifier == nil ? 0 : 2) + (orientation == nil ? 0 : 1)
  }

  /// The value chosen when the link wins.
  @inlinable
  var value: Double { test.value }

  /// Whether the link's condition matches the window (never, for an end marker).
  @inlinable @inline(__always)
  func accepts(_ window: Window) -> Bool { test.accepts(window) }

  /// ``accepts(_:)`` as 1 or 0, without a branch.
  @inlinable @inline(__always)
  func acceptance(_ window: Window) -> UInt32 { test.acceptance(window) }

  /// What resolving reads of a link: the value and the three tests of the type's formula
  /// (28 bytes, where the declared condition takes 48).
  @usableFromInline
  struct Test: Sendable {
    /// The value chosen when the link wins.
    @usableFromInline var value: Double
    /// The smallest window width that passes (−∞ when the qualifier does not read the width).
    @usableFromInline var widthMinimum: Double
    /// The smallest window height that passes (−∞ when the qualifier does not read the height).
    @usableFromInline var heightMinimum: Double
    /// The situations (bit 2 × mode index + [landscape]) the condition allows.
    @usableFromInline var allowed: UInt32

    /// A test from its parts.
    @inlinable @inline(__always)
    init(value: Double, widthMinimum: Double, heightMinimum: Double, allowed: UInt32) {
      self.value = value
      self.widthMinimum = widthMinimum
      self.heightMinimum = heightMinimum
      self.allowed = allowed
    }

    /// Whether the window's situation passes the first test.
    @inlinable @inline(__always)
    func test(_ window: Window) -> Bool { allowed & window.situationBit != 0 }

    /// Whether the window passes the three tests.
    @inlinable @inline(__always)
    func accepts(_ window: Window) -> Bool {
      allowed & window.situationBit != 0 && window.width >= widthMinimum
        && window.height >= heightMinimum
    }

    /// ``accepts(_:)`` as 1 or 0, without a branch.
    @inlinable @inline(__always)
    func acceptance(_ window: Window) -> UInt32 {
      (allowed &>> window.situation & 1) & ChainLink.bit(window.width >= widthMinimum)
        & ChainLink.bit(window.height >= heightMinimum)
    }
  }

  /// What a link's test reads of a configuration, computed once per resolve: the situation
  /// (mode and orientation) as one bit, and the two sides.
  @usableFromInline
  struct Window {
    /// The window's situation, `2 × mode index + [landscape]` (0 … 17): the bit of `allowed`
    /// that says whether a link allows it.
    @usableFromInline let situation: UInt32
    /// The situation's bit, `1 << situation`.
    @usableFromInline let situationBit: UInt32
    /// Whether the window is wider than tall.
    @usableFromInline let isLandscape: Bool
    /// The window's width, in points.
    @usableFromInline let width: Double
    /// The window's height, in points.
    @usableFromInline let height: Double

    /// The situation and sides of `configuration`.
    @inlinable @inline(__always)
    init(_ configuration: DimensConfiguration) {
      width = configuration.screenWidth
      height = configuration.screenHeight
      isLandscape = width > height
      situation = 2 &* Self.index(configuration.uiMode) &+ ChainLink.bit(isLandscape)
      situationBit = 1 &<< situation
    }

    /// Every situation's bit (18 bits).
    @inlinable
    static var all: UInt32 { 0x3_FFFF }

    /// The landscape situations of every mode (the odd bits).
    @inlinable
    static var landscapes: UInt32 { 0x2_AAAA }

    /// The portrait situations of every mode (the even bits).
    @inlinable
    static var portraits: UInt32 { 0x1_5555 }

    /// The two situations of mode index 0, shifted by twice a mode's index for that mode's.
    @inlinable
    static var bothOrientations: UInt32 { 0b11 }

    /// The index of `mode` (0 … 8, in declaration order).
    @inlinable @inline(__always)
    static func index(_ mode: UIMode) -> UInt32 {
      switch mode {
      case .normal: 0
      case .television: 1
      case .car: 2
      case .watch: 3
      case .desk: 4
      case .appliance: 5
      case .vision: 6
      case .mac: 7
      case .undefined: 8
      }
    }
  }
}
