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
/// Windows 320 points wide (`ScreenIdentifier.w320`).
@inlinable public var w320: ScreenIdentifier { ScreenIdentifier.w320 }
/// Windows 375 points wide (`ScreenIdentifier.w375`).
@inlinable public var w375: ScreenIdentifier { ScreenIdentifier.w375 }
/// Windows 414 points wide (`ScreenIdentifier.w414`).
@inlinable public var w414: ScreenIdentifier { ScreenIdentifier.w414 }
/// Windows 438 points wide (`ScreenIdentifier.w438`).
@inlinable public var w438: ScreenIdentifier { ScreenIdentifier.w438 }
/// Windows 504 points wide (`ScreenIdentifier.w504`).
@inlinable public var w504: ScreenIdentifier { ScreenIdentifier.w504 }
/// Windows 507 points wide (`ScreenIdentifier.w507`).
@inlinable public var w507: ScreenIdentifier { ScreenIdentifier.w507 }
/// Windows 551 points wide (`ScreenIdentifier.w551`).
@inlinable public var w551: ScreenIdentifier { ScreenIdentifier.w551 }
/// Windows 568 points wide (`ScreenIdentifier.w568`).
@inlinable public var w568: ScreenIdentifier { ScreenIdentifier.w568 }
/// Windows 639 points wide (`ScreenIdentifier.w639`).
@inlinable public var w639: ScreenIdentifier { ScreenIdentifier.w639 }
/// Windows 667 points wide (`ScreenIdentifier.w667`).
@inlinable public var w667: ScreenIdentifier { ScreenIdentifier.w667 }
/// Windows 678 points wide (`ScreenIdentifier.w678`).
@inlinable public var w678: ScreenIdentifier { ScreenIdentifier.w678 }
/// Windows 694 points wide (`ScreenIdentifier.w694`).
@inlinable public var w694: ScreenIdentifier { ScreenIdentifier.w694 }
/// Windows 736 points wide (`ScreenIdentifier.w736`).
@inlinable public var w736: ScreenIdentifier { ScreenIdentifier.w736 }
/// Windows 768 points wide (`ScreenIdentifier.w768`).
@inlinable public var w768: ScreenIdentifier { ScreenIdentifier.w768 }
/// Windows 782 points wide (`ScreenIdentifier.w782`).
@inlinable public var w782: ScreenIdentifier { ScreenIdentifier.w782 }
/// Windows 834 points wide (`ScreenIdentifier.w834`).
@inlinable public var w834: ScreenIdentifier { ScreenIdentifier.w834 }
/// Windows 981 points wide (`ScreenIdentifier.w981`).
@inlinable public var w981: ScreenIdentifier { ScreenIdentifier.w981 }
/// Windows 1024 points wide (`ScreenIdentifier.w1024`).
@inlinable public var w1024: ScreenIdentifier { ScreenIdentifier.w1024 }
/// Windows 1112 points wide (`ScreenIdentifier.w1112`).
@inlinable public var w1112: ScreenIdentifier { ScreenIdentifier.w1112 }
/// Windows 1366 points wide (`ScreenIdentifier.w1366`).
@inlinable public var w1366: ScreenIdentifier { ScreenIdentifier.w1366 }
