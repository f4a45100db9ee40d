// Module AppDimensBreakpoints: breakpoint tables by window width, size class and idiom, and
// multiplier rules (Behavior Reference › Breakpoints) — the Adaptizer system as values, with its
// bugs fixed. It re-exports the principal engine.
//
//     let padding: Breakpoints<Double> = [.w320.default: 80, .w375: 100, .wR.all: 140]
//     padding.resolve(configuration)                        // Double?
//     let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]
//     20.scaled(by: rule, configuration)                    // Double, on the pixel grid
//
// Resolution (Behavior Reference › Breakpoints), mapped onto the one ranking rule (`RankKey`,
// `ConditionRanking`):
//
// | step | keys | specificity | threshold (larger wins) |
// |---|---|---|---|
// | 1 | width key within ±0.5 pt of the window width | 4 | −|w − key| |
// | 2 | `wC.phone`, `wC.pad`, `wR.phone`, `wR.pad` for the window's class and idiom | 3 | −∞ |
// | 3 | `wC.all`, `wR.all` for the window's class | 2 | −∞ |
// | 4 | width keys below the window width | 1 | key width |
// | 5 | `wAny`, keys marked `.default` | 0 | −∞ |
// | 6 | nothing matched | – | nil |
//
// Remaining ties go to the canonical key order (`ScreenIdentifier.canonicallyPrecedes`):
// tables are stored in that order, so the ranking's "earlier declaration" tie-break never
// depends on how the literal was written.
//
// How this differs from the original Adaptizer (antiflasher/adaptizer-swift, Adaptizer.swift),
// and why (the Breakpoints article, AppDimensBreakpoints.docc/Articles/BreakpointsAndAdaptizer.md,
// has the same table with examples):
//
// | topic | Adaptizer as implemented | AppDimensBreakpoints | why |
// |---|---|---|---|
// | order | `wC.all`/`wR.all`, then class + idiom, then width: the reverse of its README | exact width, class + idiom, class, largest width below, fallback | the README's promise: the most specific key wins |
// | Split View keys | widths looked up only in the buckets 320, 375, 414, 568, 667, 736, 768, 1024, 1366, so w438 … w1112 never matched; the width was the screen's, not the window's | every width key takes part; the width is the window's (the configuration) | a Split View pane is a window of its own |
// | missing bucket key | fell through to `w1366`, which then won for ANY width | the largest width key below the window, else the fallback | min-width semantics; a phone never gets the 12.9″ iPad value |
// | default | `wAny` or a `.default` key, whichever came first in hash order, else the first entry (arbitrary); an empty dictionary crashed | `wAny`, else the smallest `.default` key; otherwise nil | deterministic, Optional, never a trap |
// | rounding | `round()` to whole points (`Int` results truncated) | the pixel grid `1/displayScale` by default; `.points`, `.none` | @2x/@3x screens place edges on half and third points |
// | scaling rule | one process-global rule set by `.scalingRule()` | a `ScalingRule` value passed to each call | several windows, Swift 6 concurrency |
// | size class | the main screen's trait collection; unspecified skipped the class keys | the configuration's, else a documented derivation | the window's traits, and a value in tests and the CLI |
// | `w320.default` vs `w320` | the same key | two keys; the unmarked one wins a tie | `Hashable` must agree with every stored property |
//
// Policy: `.cgFloat` is not provided: on Apple platforms `CGFloat(value)` is the conversion,
// and this module stays free of CoreGraphics (engine modules import only the standard library).

@_exported import AppDimens
