// Module AppDimensAdaptizer: Adaptizer's spellings as module-level names, for code written
// against Adaptizer: `[w320.default: 80, wC.phone: 100, wAny: 60].scaled(configuration)`.
// It re-exports AppDimensBreakpoints, so `import AppDimensAdaptizer` alone is enough.
//
// Policy: these 23 names live in their own module, which the umbrella `AppDimensDynamic` does
// NOT re-export, so `import AppDimensDynamic` adds no module-level names to an app. Everywhere
// else the keys are static members of the type that owns them, written `.w320`, `.wC.phone`,
// `.wAny` wherever a table's type is known: `let t: Breakpoints<Double> = [.w320: 80]`.
// They are immutable `Sendable` constants (no global mutable state), each the static member
// of the same name.

@_exported import AppDimensBreakpoints

/// The key that matches every window, the table's fallback (`ScreenIdentifier.wAny`).
public let wAny = ScreenIdentifier.wAny
/// The compact horizontal size class keys: `wC.phone`, `wC.pad`, `wC.all`.
public let wC = ScreenIdentifier.wC
/// The regular horizontal size class keys: `wR.phone`, `wR.pad`, `wR.all`.
public let wR = ScreenIdentifier.wR
/// Windows 320 points wide (`ScreenIdentifier.w320`).
public let w320 = ScreenIdentifier.w320
/// Windows 375 points wide (`ScreenIdentifier.w375`).
public let w375 = ScreenIdentifier.w375
/// Windows 414 points wide (`ScreenIdentifier.w414`).
public let w414 = ScreenIdentifier.w414
/// Windows 438 points wide (`ScreenIdentifier.w438`).
public let w438 = ScreenIdentifier.w438
/// Windows 504 points wide (`ScreenIdentifier.w504`).
public let w504 = ScreenIdentifier.w504
/// Windows 507 points wide (`ScreenIdentifier.w507`).
public let w507 = ScreenIdentifier.w507
/// Windows 551 points wide (`ScreenIdentifier.w551`).
public let w551 = ScreenIdentifier.w551
/// Windows 568 points wide (`ScreenIdentifier.w568`).
public let w568 = ScreenIdentifier.w568
/// Windows 639 points wide (`ScreenIdentifier.w639`).
public let w639 = ScreenIdentifier.w639
/// Windows 667 points wide (`ScreenIdentifier.w667`).
public let w667 = ScreenIdentifier.w667
/// Windows 678 points wide (`ScreenIdentifier.w678`).
public let w678 = ScreenIdentifier.w678
/// Windows 694 points wide (`ScreenIdentifier.w694`).
public let w694 = ScreenIdentifier.w694
/// Windows 736 points wide (`ScreenIdentifier.w736`).
public let w736 = ScreenIdentifier.w736
/// Windows 768 points wide (`ScreenIdentifier.w768`).
public let w768 = ScreenIdentifier.w768
/// Windows 782 points wide (`ScreenIdentifier.w782`).
public let w782 = ScreenIdentifier.w782
/// Windows 834 points wide (`ScreenIdentifier.w834`).
public let w834 = ScreenIdentifier.w834
/// Windows 981 points wide (`ScreenIdentifier.w981`).
public let w981 = ScreenIdentifier.w981
/// Windows 1024 points wide (`ScreenIdentifier.w1024`).
public let w1024 = ScreenIdentifier.w1024
/// Windows 1112 points wide (`ScreenIdentifier.w1112`).
public let w1112 = ScreenIdentifier.w1112
/// Windows 1366 points wide (`ScreenIdentifier.w1366`).
public let w1366 = ScreenIdentifier.w1366
