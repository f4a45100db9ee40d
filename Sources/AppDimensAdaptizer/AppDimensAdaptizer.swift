// Module AppDimensAdaptizer: Adaptizer's spellings as module-level names, for code written
// against Adaptizer: `[w320.default: 80, wC.phone: 100, wAny: 60].scaled(configuration)`.
// It re-exports AppDimensBreakpoints, so `import AppDimensAdaptizer` alone is enough.
//
// Policy: these 23 names live in their own module, which the umbrella `AppDimensDynamic` does
// NOT re-export, so `import AppDimensDynamic` adds no module-level names to an app. Everywhere
// else the keys are static members of the type that owns them, written `.w320`, `.wC.phone`,
// `.wAny` wherever a table's type is known: `let t: Breakpoints<Double> = [.w320: 80]`.
// They are read-only computed constants (no global state at all, not even a lazily initialized
// one), each the static member of the same name, and fold into the caller like it.

@_exported import AppDimensBreakpoints

/// The key that matches every window, the table's fallback (`ScreenIdentifier.wAny`).
@inlinable public var wAny: ScreenIdentifier { ScreenIdentifier.wAny }
/// The compact horizontal size class keys: `wC.phone`, `wC.pad`, `wC.all`.
@inlinable public var wC: SizeClassIdentifiers { ScreenIdentifier.wC }
/// The regular horizontal size class keys: `wR.phone`, `wR.pad`, `wR.all`.
@inlinable public var wR: SizeClassIdentifiers { ScreenIdentifier.wR }
/// Adaptizer's 320-point width key (`ScreenIdentifier.w320`).
@inlinable public var w320: ScreenIdentifier { ScreenIdentifier.w320 }
/// Adaptizer's 375-point width key (`ScreenIdentifier.w375`).
@inlinable public var w375: ScreenIdentifier { ScreenIdentifier.w375 }
/// Adaptizer's 414-point width key (`ScreenIdentifier.w414`).
@inlinable public var w414: ScreenIdentifier { ScreenIdentifier.w414 }
/// Adaptizer's 438-point width key (`ScreenIdentifier.w438`).
@inlinable public var w438: ScreenIdentifier { ScreenIdentifier.w438 }
/// Adaptizer's 504-point width key (`ScreenIdentifier.w504`).
@inlinable public var w504: ScreenIdentifier { ScreenIdentifier.w504 }
/// Adaptizer's 507-point width key (`ScreenIdentifier.w507`).
@inlinable public var w507: ScreenIdentifier { ScreenIdentifier.w507 }
/// Adaptizer's 551-point width key (`ScreenIdentifier.w551`).
@inlinable public var w551: ScreenIdentifier { ScreenIdentifier.w551 }
/// Adaptizer's 568-point width key (`ScreenIdentifier.w568`).
@inlinable public var w568: ScreenIdentifier { ScreenIdentifier.w568 }
/// Adaptizer's 639-point width key (`ScreenIdentifier.w639`).
@inlinable public var w639: ScreenIdentifier { ScreenIdentifier.w639 }
/// Adaptizer's 667-point width key (`ScreenIdentifier.w667`).
@inlinable public var w667: ScreenIdentifier { ScreenIdentifier.w667 }
/// Adaptizer's 678-point width key (`ScreenIdentifier.w678`).
@inlinable public var w678: ScreenIdentifier { ScreenIdentifier.w678 }
/// Adaptizer's 694-point width key (`ScreenIdentifier.w694`).
@inlinable public var w694: ScreenIdentifier { ScreenIdentifier.w694 }
/// Adaptizer's 736-point width key (`ScreenIdentifier.w736`).
@inlinable public var w736: ScreenIdentifier { ScreenIdentifier.w736 }
/// Adaptizer's 768-point width key (`ScreenIdentifier.w768`).
@inlinable public var w768: ScreenIdentifier { ScreenIdentifier.w768 }
/// Adaptizer's 782-point width key (`ScreenIdentifier.w782`).
@inlinable public var w782: ScreenIdentifier { ScreenIdentifier.w782 }
/// Adaptizer's 834-point width key (`ScreenIdentifier.w834`).
@inlinable public var w834: ScreenIdentifier { ScreenIdentifier.w834 }
/// Adaptizer's 981-point width key (`ScreenIdentifier.w981`).
@inlinable public var w981: ScreenIdentifier { ScreenIdentifier.w981 }
/// Adaptizer's 1024-point width key (`ScreenIdentifier.w1024`).
@inlinable public var w1024: ScreenIdentifier { ScreenIdentifier.w1024 }
/// Adaptizer's 1112-point width key (`ScreenIdentifier.w1112`).
@inlinable public var w1112: ScreenIdentifier { ScreenIdentifier.w1112 }
/// Adaptizer's 1366-point width key (`ScreenIdentifier.w1366`).
@inlinable public var w1366: ScreenIdentifier { ScreenIdentifier.w1366 }
