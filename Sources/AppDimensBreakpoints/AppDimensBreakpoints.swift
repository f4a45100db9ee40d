// Module AppDimensBreakpoints: breakpoint tables by window width, size class and idiom, and
// multiplier rules (Behavior Reference › Breakpoints) — the Adaptizer system as values,
// deterministic and Optional. It re-exports the principal engine.
//
//     let padding: Breakpoints<Double> = [.w320.default: 80, .w375: 100, .wR.all: 140]
//     padding.resolve(configuration)                        // Double?
//     let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]
//     20.scaled(by: rule, configuration)                    // Double, on the pixel grid
//
// Resolution (Behavior Reference › Breakpoints), Adaptizer's own order (its final
// Adaptizer.swift, antiflasher/adaptizer-swift ed70692):
//
// | step | keys | tier |
// |---|---|---|
// | 1 | the width key whose bucket holds the window width | widthBucket |
// | 2 | `wC.phone`, `wC.pad`, `wR.phone`, `wR.pad` for the window's class and idiom | sizeClassAndIdiom |
// | 3 | `wC.all`, `wR.all` for the window's class | sizeClass |
// | 4 | `wAny`, else the first key marked `.default` | fallback |
// | 5 | only in a table with no default: the largest width key below the window | widthBelow |
// | 6 | nothing matched | nil |
//
// Buckets: the edges are Adaptizer's twenty widths (320 … 1366) and the table's own width keys;
// a window takes the bucket of the largest edge at or below its width, or the narrowest edge's
// when it is narrower than all; a key covers [key, next edge), the widest edge every wider
// window. Remaining ties go to the canonical key order (`ScreenIdentifier.canonicallyPrecedes`,
// `w320` before `w320.default`): tables are stored in that order, so the result never depends
// on how the literal was written.
//
// How this differs from the original Adaptizer, and why (the Breakpoints article,
// AppDimensBreakpoints.docc/Articles/BreakpointsAndAdaptizer.md, has the same table with
// examples):
//
// | topic | Adaptizer, final code | AppDimensBreakpoints | why |
// |---|---|---|---|
// | width keys of other sizes | only the twenty names | any `.width(n)`, an edge of its own | today's windows (390, 393, 402, 420, 440 …) without moving Adaptizer's buckets |
// | no default | the dictionary's first entry in hash order (a different one per process); an empty dictionary crashed | the largest width key below the window, else nil | deterministic, Optional, never a trap |
// | which default | `wAny`, else the first `.default` key in hash order | `wAny`, else the smallest marked width, then marked size classes | deterministic |
// | the width and class | the main screen's (`UIScreen.main`); an unspecified class skipped the class keys | the window's (the configuration), else a documented derivation | a Split View pane is a window of its own |
// | the device | iPad or "phone" (every other idiom) | the idiom itself; `wC.idiom(.tv)` … for the others | a TV or a Mac is not a phone |
// | `w320.default` vs `w320` | the same key | two keys; the unmarked one wins its bucket | `Hashable` must agree with every stored property |
// | rounding | `round()` to whole points (`Int` results truncated) | the pixel grid `1/displayScale` by default; `.points`, `.none` | @2x/@3x screens place edges on half and third points |
// | scaling rule | one process-global rule set by `.scalingRule()` | a `ScalingRule` value passed to each call | several windows, Swift 6 concurrency |
//
// Policy: `.cgFloat` is not provided: on Apple platforms `CGFloat(value)` is the conversion,
// and this module stays free of CoreGraphics (engine modules import only the standard library).

@_exported import AppDimens
