// Module AppDimensAuto: conditional values scaled with the auto curve (Behavior Reference › Auto).
//
// `16.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
//   .mode(28, .television).resolve(configuration)`
//
// Policy: this module adds no ranking of its own. An Auto chain stores a principal
// `ScaledDpBuilder` (base value, links, final qualifier, inverter, flags) and asks it to select
// the value by the one ranking rule (`ConditionRanking`); only the final curve differs: the
// auto curve of Behavior Reference › Strategies (`ScalingCurves.auto`) instead of the linear `d /
// 300`.
//
// Policy: the auto kernel is the strategies' (`ScalingCurves.auto`), so `16.autoScaledDp`,
// `16.dynamic(.auto, c)` and `DimensFactors` share one formula.

@_exported import AppDimens
@_exported import AppDimensStrategies
